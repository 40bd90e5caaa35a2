import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gameSessions, launchTokens, type Member } from '../src/db/schema/index.js';
import { GAME_ACCESS_KEEP_HOURS } from '../src/domains/house/house-sessions.js';
import { gameAccessPurge } from '../src/jobs/game-access-purge.js';
import { createJobRunner } from '../src/jobs/runner.js';
import { hashToken } from '../src/domains/accounts/sessions.js';
import { buildTestApp } from './helper.js';
import { launchTokenFor, openGame, player } from './house-helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp({ house: { sweepEveryMs: 0, purgeEveryMs: 0 } }));
});
afterAll(() => app?.close());

const SLOT = 'NSO-0001';

/** A launch token that expired `hoursAgo` hours ago. */
const expiredToken = (on: FastifyInstance, member: Member, hoursAgo: number) =>
  launchTokenFor(on, member, { gameId: SLOT, expiresIn: -hoursAgo * 3600 });

/** A game session last used `hoursAgo` hours ago. */
async function idleSession(on: FastifyInstance, member: Member, hoursAgo: number) {
  const { sessionToken } = await openGame(on, member, { gameId: SLOT });
  await on.db
    .update(gameSessions)
    .set({ lastSeenAt: sql`now() - make_interval(hours => ${hoursAgo})` })
    .where(inArray(gameSessions.tokenHash, [hashToken(sessionToken)]));
  return sessionToken;
}

const launchTokensLeft = async (on: FastifyInstance, tokens: string[]) =>
  (
    await on.db
      .select({ tokenHash: launchTokens.tokenHash })
      .from(launchTokens)
      .where(inArray(launchTokens.tokenHash, tokens.map(hashToken)))
  ).map((row) => row.tokenHash);

const gameSessionsLeft = async (on: FastifyInstance, tokens: string[]) =>
  (
    await on.db
      .select({ tokenHash: gameSessions.tokenHash })
      .from(gameSessions)
      .where(inArray(gameSessions.tokenHash, tokens.map(hashToken)))
  ).map((row) => row.tokenHash);

describe('launch tokens and game sessions are deleted a day after they end', () => {
  it(`deletes tokens expired and sessions idle for more than ${GAME_ACCESS_KEEP_HOURS} hours; keeps the rest`, async () => {
    const { member } = await player(app, 0, 'purge');
    const oldToken = await expiredToken(app, member, GAME_ACCESS_KEEP_HOURS + 1);
    const recentToken = await expiredToken(app, member, GAME_ACCESS_KEEP_HOURS - 1);
    const liveToken = await launchTokenFor(app, member, { gameId: SLOT });
    // More than one delete batch of old tokens.
    await app.db.execute(sql`
      insert into launch_tokens (token_hash, merchant_code, member_id, game_id, wallet, language, expires_at)
      select 'bulk-' || n, 'DEMO', ${member.id}, ${SLOT}, 'MAIN', 'EN', now() - interval '3 days'
      from generate_series(1, 1201) as n`);
    const oldSession = await idleSession(app, member, GAME_ACCESS_KEEP_HOURS + 1);
    const recentSession = await idleSession(app, member, GAME_ACCESS_KEEP_HOURS - 1);
    const liveSession = (await openGame(app, member, { gameId: SLOT })).sessionToken;

    expect(await app.houseSessions.purgeEnded()).toEqual({ launchTokens: 1202, gameSessions: 1 });
    // The sessions' own launch tokens were spent a moment ago: kept too.
    expect(await launchTokensLeft(app, [oldToken, recentToken, liveToken])).toEqual(
      [recentToken, liveToken].map(hashToken),
    );
    const bulkLeft = await app.db
      .select({ tokenHash: launchTokens.tokenHash })
      .from(launchTokens)
      .where(sql`${launchTokens.tokenHash} like 'bulk-%'`);
    expect(bulkLeft).toEqual([]);
    expect((await gameSessionsLeft(app, [oldSession, recentSession, liveSession])).sort()).toEqual(
      [recentSession, liveSession].map(hashToken).sort(),
    );
    expect(await app.houseSessions.purgeEnded()).toEqual({ launchTokens: 0, gameSessions: 0 });
  });

  it('one purge per period over every platform process (a lease in the database)', async () => {
    const { member } = await player(app, 0, 'lease');
    const old = await expiredToken(app, member, GAME_ACCESS_KEEP_HOURS + 2);
    const at = new Date();
    const otherProcess = createJobRunner(app.db, app.log);
    otherProcess.define(gameAccessPurge(app, 0));
    expect(await otherProcess.tick('house.game-access-purge', at)).toMatchObject([
      { outcome: 'done', result: { launchTokens: 1 } },
    ]);
    expect(await app.jobs.tick('house.game-access-purge', at)).toEqual([]);
    expect(await launchTokensLeft(app, [old])).toEqual([]);
  });

  it('runs on its own every period', async () => {
    const { app: running } = await buildTestApp({
      house: { sweepEveryMs: 0, purgeEveryMs: 100 },
    });
    try {
      const { member } = await player(running, 0, 'job');
      const old = await expiredToken(running, member, GAME_ACCESS_KEEP_HOURS + 1);
      const session = await idleSession(running, member, GAME_ACCESS_KEEP_HOURS + 1);
      await vi.waitFor(
        async () => {
          expect(await launchTokensLeft(running, [old])).toEqual([]);
          expect(await gameSessionsLeft(running, [session])).toEqual([]);
        },
        { timeout: 5_000, interval: 50 },
      );
    } finally {
      await running.close();
    }
  });
});
