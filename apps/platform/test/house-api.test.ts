import { createHash } from 'node:crypto';
import {
  houseCalls,
  playCalls,
  sessionCalls,
  type HouseBet,
  type HouseRound,
} from '@site/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fairSeeds,
  gameRounds,
  games,
  gameSessions,
  ledgerTransactions,
  members,
  merchantVendors,
  sessions,
  vendors,
  type Member,
} from '../src/db/schema/index.js';
import { drawOutcome, winOf } from '@site/games/engines/index.js';
import { SLOT_RTP } from '@site/games/engines/slot.js';
import { roundDraws } from '@site/games/fair/node.js';
import { ROUND_WINDOW_SECONDS, ROUNDS_PER_WINDOW } from '../src/domains/house/house-rounds.js';
import { houseSweep } from '../src/jobs/house-sweep.js';
import { createJobRunner } from '../src/jobs/runner.js';
import { withWebDraws } from '@site/games/fair/web.js';
import { hashToken } from '../src/domains/accounts/sessions.js';
import { sessionFor } from './accounts-helper.js';
import { buildTestApp, failureOf, valueOf, setMerchant } from './helper.js';
import { houseCall, launchTokenFor, newRoundKey, openGame, player } from './house-helper.js';
import { ledgerProblems, memberCall, postingsSum } from './transfers-helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp({ house: { sweepEveryMs: 0 } }));
});
afterAll(() => app?.close());

const SLOT = 'NSO-0001';
const ROULETTE = 'NSO-0002';
const DICE = 'NSO-0003';

const bets: Record<string, HouseBet> = {
  [SLOT]: { engine: 'SLOT', lineBet: 0.5 },
  [ROULETTE]: {
    engine: 'ROULETTE',
    bets: [
      { type: 'RED', amount: 2 },
      { type: 'STRAIGHT', number: 17, amount: 1 },
      { type: 'DOZEN', number: 2, amount: 1.5 },
    ],
  },
  [DICE]: { engine: 'DICE', stake: 3, target: 49.5, direction: 'UNDER' },
};

const state = async (token: string) =>
  valueOf(houseCalls.state, await houseCall(app, houseCalls.state, { token }));

const play = (token: string, body: object) => houseCall(app, houseCalls.play, { token, body });

async function played(
  token: string,
  bet: HouseBet,
  roundKey = newRoundKey(),
  clientSeed = 'my-seed',
) {
  return valueOf(houseCalls.play, await play(token, { roundKey, clientSeed, bet }));
}

const mainBalance = async (member: Member, wallet = 'MAIN') =>
  app.ledger.balanceOf(await app.ledger.memberAccount(member.id, wallet));

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What a player checks by hand: the revealed seed matches the hash shown before; the outcome recomputes. */
async function expectProven(round: HouseRound, shownBefore: string) {
  expect(sha256(round.proof.serverSeed)).toBe(round.proof.serverSeedHash);
  expect(round.proof.serverSeedHash).toBe(shownBefore);
  expect(drawOutcome(round.bet, roundDraws(round.proof))).toEqual(round.outcome);
  expect(await withWebDraws(round.proof, (draws) => drawOutcome(round.bet, draws))).toEqual(
    round.outcome,
  );
  expect(winOf(round.bet, round.outcome)).toBe(BigInt(Math.round(round.win * 100)));
}

/** The WIN and BET transactions of a round. */
const stepsOf = async (member: Member, vassalage: string, roundKey: string) =>
  (
    await app.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(
        sql`${ledgerTransactions.idempotencyKey} like ${`round:${vassalage}:${member.id}:${roundKey}:%`}`,
      )
  )[0]!.n;

/** A game of a catalogue vendor (the local vendor driver plays it on a house engine). */
async function gameOf(vassalage: string) {
  const [game] = await app.db.select().from(games).where(eq(games.vassalage, vassalage)).limit(1);
  return game!;
}

/** The session of a game token as the routes see it (to stop a round half way). */
const sessionOf = (token: string) =>
  app.houseSessions.authenticate({
    headers: { authorization: token },
    ip: '127.0.0.1',
  } as unknown as FastifyRequest);

describe('game session', () => {
  it('trades a launch token once for a game session and the game’s state', async () => {
    const { member } = await player(app, 25);
    const launchToken = await launchTokenFor(app, member, { gameId: SLOT });
    const opened = valueOf(
      houseCalls.session,
      await houseCall(app, houseCalls.session, { body: { launchToken } }),
    );
    expect(opened.game).toEqual({
      gameId: SLOT,
      gameName: 'Garuda Gold Reels',
      engine: 'SLOT',
      vassalage: 'NSO',
      vendorName: 'Nusa Originals',
      minBet: 1,
      maxBet: 10_000,
      currencySymbol: expect.any(String),
      wallet: 'MAIN',
      rtp: SLOT_RTP,
      simulated: false,
      language: 'EN',
    });
    expect(opened.balance).toBe(25);
    expect(opened.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(opened.nonce).toBe(0);
    expect(opened.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Stored as its hash only.
    const [stored] = await app.db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.tokenHash, hashToken(opened.sessionToken)));
    expect(stored).toMatchObject({ memberId: member.id, gameId: SLOT, wallet: 'MAIN' });

    const again = failureOf(await houseCall(app, houseCalls.session, { body: { launchToken } }));
    expect(again.errorCode).toBe('game.session.invalid');
    expect((await state(opened.sessionToken)).balance).toBe(25);
  });

  it('refuses an expired, unknown or foreign token', async () => {
    const { member } = await player(app, 0);
    const expired = await launchTokenFor(app, member, { gameId: SLOT, expiresIn: -1 });
    for (const launchToken of [expired, 'x'.repeat(43)]) {
      const response = await houseCall(app, houseCalls.session, { body: { launchToken } });
      expect(response.statusCode).toBe(401);
      expect(failureOf(response).errorCode).toBe('game.session.invalid');
    }
  });

  it('refuses the launch of a member who is disabled or signed out of the site', async () => {
    const { member, siteToken } = await player(app, 0);
    const token = await launchTokenFor(app, member, { gameId: SLOT });
    await app.sessions.end(hashToken(siteToken));
    expect(
      failureOf(await houseCall(app, houseCalls.session, { body: { launchToken: token } }))
        .errorCode,
    ).toBe('game.session.invalid');

    const other = await player(app, 0);
    const token2 = await launchTokenFor(app, other.member, { gameId: SLOT });
    await app.db.update(members).set({ disabled: true }).where(eq(members.id, other.member.id));
    expect(
      failureOf(await houseCall(app, houseCalls.session, { body: { launchToken: token2 } }))
        .errorCode,
    ).toBe('game.session.invalid');
  });

  it('a sportsbook’s launch token (of another driver’s launch) says plainly the vendor is not connected, in the page’s language', async () => {
    const sportsbook = await gameOf('NSB');
    const { member } = await player(app, 0);
    for (const language of ['EN', 'ID'] as const) {
      const launchToken = await launchTokenFor(app, member, {
        gameId: sportsbook.gameId,
        wallet: 'NSB',
      });
      const failure = failureOf(
        await houseCall(app, houseCalls.session, { body: { launchToken }, language }),
      );
      expect(failure.errorCode).toBe('game.unavailable');
      expect(failure.message).toBe(
        language === 'EN'
          ? 'Nusa Sportsbook is not connected on this demo site yet, so its games cannot be opened here.'
          : 'Nusa Sportsbook belum terhubung di situs demo ini, jadi permainannya belum bisa dibuka di sini.',
      );
    }
  });

  it('ends with the member: signed out of the site, disabled, or idle for 30 minutes', async () => {
    const expectEnded = async (token: string) => {
      const response = await houseCall(app, houseCalls.state, { token });
      expect(response.statusCode).toBe(401);
      expect(failureOf(response).errorCode).toBe('game.session.invalid');
    };
    await expectEnded('');
    expect(failureOf(await houseCall(app, houseCalls.state)).errorCode).toBe(
      'game.session.invalid',
    );

    const a = await player(app, 0);
    const sessionA = await openGame(app, a.member, { gameId: SLOT });
    await app.sessions.end(hashToken(a.siteToken));
    await expectEnded(sessionA.sessionToken);

    const b = await player(app, 0);
    const sessionB = await openGame(app, b.member, { gameId: DICE });
    await app.db.update(members).set({ disabled: true }).where(eq(members.id, b.member.id));
    await expectEnded(sessionB.sessionToken);

    const c = await player(app, 0);
    const sessionC = await openGame(app, c.member, { gameId: ROULETTE });
    await app.db
      .update(gameSessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(gameSessions.tokenHash, hashToken(sessionC.sessionToken)));
    await expectEnded(sessionC.sessionToken);
  });
});

describe('a game lives as long as the site session that launched it', () => {
  const expectEnded = async (sessionToken: string) => {
    const response = await houseCall(app, houseCalls.state, { token: sessionToken });
    expect(response.statusCode).toBe(401);
    expect(failureOf(response).errorCode).toBe('game.session.invalid');
  };
  const siteSession = async (siteToken: string) =>
    (
      await app.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(siteToken)))
    )[0]!;
  const gameSession = async (sessionToken: string) =>
    (
      await app.db
        .select()
        .from(gameSessions)
        .where(eq(gameSessions.tokenHash, hashToken(sessionToken)))
    )[0]!;

  it('logging out in that session ends its games at once; another device’s session keeps none of them alive', async () => {
    const { member, siteToken } = await player(app, 10);
    const phone = await sessionFor(app, member);
    const desk = await openGame(app, member, { gameId: SLOT, siteToken });
    const onPhone = await openGame(app, member, { gameId: DICE, siteToken: phone });
    const unopened = await launchTokenFor(app, member, { gameId: ROULETTE, siteToken });
    // Trading the launch token handed its site session on to the game session.
    expect((await gameSession(desk.sessionToken)).siteSessionHash).toBe(hashToken(siteToken));
    expect((await state(desk.sessionToken)).balance).toBe(10);

    const out = await app.inject({
      method: 'DELETE',
      url: sessionCalls.logout.path,
      headers: { Authorization: siteToken, Language: 'EN' },
    });
    expect(valueOf(sessionCalls.logout, out)).toEqual({ loggedOut: true });

    await expectEnded(desk.sessionToken);
    const round = await play(desk.sessionToken, {
      roundKey: newRoundKey(),
      clientSeed: 'my-seed',
      bet: bets[SLOT],
    });
    expect(round.statusCode).toBe(401);
    expect(failureOf(round).errorCode).toBe('game.session.invalid');
    const launch = await houseCall(app, houseCalls.session, { body: { launchToken: unopened } });
    expect(failureOf(launch).errorCode).toBe('game.session.invalid');
    expect(await mainBalance(member)).toBe(1_000n);

    // The phone is still signed in: its own game plays on.
    const dice = await played(onPhone.sessionToken, bets[DICE]!);
    expect(dice.state.balance).toBe(10 - 3 + dice.round.win);
  });

  it('ends when that site session goes idle (the site’s 30 minutes), though another one is live', async () => {
    const { member, siteToken } = await player(app, 0);
    const phone = await sessionFor(app, member);
    const desk = await openGame(app, member, { gameId: ROULETTE, siteToken });
    const onPhone = await openGame(app, member, { gameId: ROULETTE, siteToken: phone });
    await app.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.tokenHash, hashToken(siteToken)));
    await expectEnded(desk.sessionToken);
    expect((await state(onPhone.sessionToken)).balance).toBe(0);
  });

  it('playing counts as using the site: a house call keeps that site session from going idle', async () => {
    const { member, siteToken } = await player(app, 0);
    const game = await openGame(app, member, { gameId: DICE, siteToken });
    await app.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '29 minutes'` })
      .where(eq(sessions.tokenHash, hashToken(siteToken)));
    await state(game.sessionToken);
    const seen = (await siteSession(siteToken)).lastSeenAt.getTime();
    expect(Date.now() - seen).toBeLessThan(60_000);
  });

  it('a launch token or game session that names no site session (kept from before) opens nothing', async () => {
    const { member } = await player(app, 0);
    const launchToken = await launchTokenFor(app, member, { gameId: SLOT, siteToken: null });
    const trade = await houseCall(app, houseCalls.session, { body: { launchToken } });
    expect(trade.statusCode).toBe(401);
    expect(failureOf(trade).errorCode).toBe('game.session.invalid');

    const game = await openGame(app, member, { gameId: SLOT });
    await app.db
      .update(gameSessions)
      .set({ siteSessionHash: null })
      .where(eq(gameSessions.tokenHash, hashToken(game.sessionToken)));
    await expectEnded(game.sessionToken);
  });

  it('a site session of another member opens nothing', async () => {
    const { member } = await player(app, 0);
    const stranger = await player(app, 0);
    const launchToken = await launchTokenFor(app, member, {
      gameId: SLOT,
      siteToken: stranger.siteToken,
    });
    const trade = await houseCall(app, houseCalls.session, { body: { launchToken } });
    expect(failureOf(trade).errorCode).toBe('game.session.invalid');
  });
});

describe('from the lobby', () => {
  const launch = async (siteToken: string, gameId: string, vassalage: string) => {
    const { game_url } = valueOf(
      playCalls.launchGame,
      await memberCall(app, playCalls.launchGame, {
        token: siteToken,
        body: { gameId, vassalage, language: 'EN' },
        key: null,
      }),
    );
    const url = new URL(game_url, 'http://platform');
    expect(url.pathname).toBe('/house/play/');
    expect(url.searchParams.get('lang')).toBe('EN');
    return houseCall(app, houseCalls.session, {
      body: { launchToken: url.searchParams.get('t') },
    });
  };

  it('the game launch’s URL opens the game here, on the wallet it chose', async () => {
    const { member, siteToken } = await player(app, 10);
    const house = valueOf(houseCalls.session, await launch(siteToken, SLOT, 'NSO'));
    expect(house.game).toMatchObject({ gameId: SLOT, wallet: 'MAIN', language: 'EN' });
    expect(house.balance).toBe(10);
    const slot = await gameOf('JKP');
    const vendor = valueOf(houseCalls.session, await launch(siteToken, slot.gameId, 'JKP'));
    expect(vendor.game).toMatchObject({ engine: 'SLOT', wallet: 'JKP' });
    expect(await mainBalance(member)).toBe(1_000n);
  });

  it('a sportsbook is refused by the launch itself: there is no page to open', async () => {
    const { siteToken } = await player(app, 0);
    const book = await gameOf('NSB');
    const response = await memberCall(app, playCalls.launchGame, {
      token: siteToken,
      body: { gameId: book.gameId, vassalage: 'NSB', language: 'EN' },
      key: null,
    });
    expect(failureOf(response)).toMatchObject({
      errorCode: 'game.unavailable',
      message:
        'Nusa Sportsbook is not connected on this demo site yet, so its games cannot be opened here.',
    });
  });
});

describe('rounds', () => {
  for (const gameId of [SLOT, ROULETTE, DICE]) {
    it(`${gameId}: a round takes the stake, pays the win and proves its outcome`, async () => {
      const { member } = await player(app, 100);
      const session = await openGame(app, member, { gameId });
      const before = await state(session.sessionToken);
      const { round, state: after } = await played(session.sessionToken, bets[gameId]!);
      expect(round.status).toBe('SETTLED');
      expect(round.gameId).toBe(gameId);
      expect(round.bet).toEqual(bets[gameId]);
      expect(after.balance).toBeCloseTo(100 - round.stake + round.win, 2);
      expect(await mainBalance(member)).toBe(BigInt(Math.round(after.balance * 100)));
      await expectProven(round, before.nextServerSeedHash);
      // A fresh seed is committed for the next round; the nonce counts rounds on this client seed.
      expect(after.nextServerSeedHash).not.toBe(before.nextServerSeedHash);
      expect(round.proof).toMatchObject({ clientSeed: 'my-seed', nonce: 0 });
      expect(after).toMatchObject({ clientSeed: 'my-seed', nonce: 1 });
      const account = await app.ledger.memberAccount(member.id, 'MAIN');
      expect((await app.ledger.verify(account)).ok).toBe(true);
    });
  }

  it('the slot stakes lineBet × 10; its outcome shows 5 reels of 3 and the paying lines', async () => {
    const { member } = await player(app, 100);
    const session = await openGame(app, member, { gameId: SLOT });
    const { round } = await played(session.sessionToken, { engine: 'SLOT', lineBet: 0.2 });
    expect(round.stake).toBe(2);
    if (round.outcome.engine !== 'SLOT') throw new Error('not a slot outcome');
    expect(round.outcome.reels).toHaveLength(5);
    for (const reel of round.outcome.reels) expect(reel).toHaveLength(3);
    const lines = round.outcome.lines.reduce((sum, l) => sum + Math.round(l.win * 100), 0);
    expect(lines).toBe(Math.round(round.win * 100));
  });

  it('a retry of the round key answers the same round and plays nothing twice', async () => {
    const { member } = await player(app, 50);
    const session = await openGame(app, member, { gameId: DICE });
    const roundKey = newRoundKey();
    const first = await played(session.sessionToken, bets[DICE]!, roundKey);
    const again = await played(session.sessionToken, bets[DICE]!, roundKey);
    expect(again.round).toEqual(first.round);
    expect(again.state.balance).toBe(first.state.balance);
    expect(again.state.nonce).toBe(1);
    expect(await stepsOf(member, 'NSO', roundKey)).toBe(first.round.win > 0 ? 2 : 1);

    const changed = failureOf(
      await play(session.sessionToken, {
        roundKey,
        clientSeed: 'my-seed',
        bet: { ...bets[DICE], stake: 4 },
      }),
    );
    expect(changed.errorCode).toBe('idempotency.key.reused');
    const byKey = valueOf(
      houseCalls.round,
      await houseCall(app, houseCalls.round, { token: session.sessionToken, params: { roundKey } }),
    );
    expect(byKey.round).toEqual(first.round);
  });

  it('concurrent retries of one round key play it once', async () => {
    const { member } = await player(app, 50);
    const session = await openGame(app, member, { gameId: ROULETTE });
    const roundKey = newRoundKey();
    const body = { roundKey, clientSeed: 'race', bet: bets[ROULETTE] };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => play(session.sessionToken, body)),
    );
    const rounds = responses.map((r) => valueOf(houseCalls.play, r).round);
    expect(new Set(rounds.map((r) => r.roundId)).size).toBe(1);
    expect(new Set(rounds.map((r) => JSON.stringify(r.outcome))).size).toBe(1);
    const { win, stake } = rounds[0]!;
    expect(await mainBalance(member)).toBe(BigInt(Math.round((50 - stake + win) * 100)));
  });

  it('a round left OPEN after its debit is settled once: by GET round, by state, by the sweeper', async () => {
    const { member } = await player(app, 100);
    const session = await openGame(app, member, { gameId: SLOT });
    const houseSession = await sessionOf(session.sessionToken);
    const shown = (await state(session.sessionToken)).nextServerSeedHash;

    // A process stopped between the debit and the credit: the stake is taken, the win not paid.
    const leave = async (clientSeed: string) => {
      const roundKey = newRoundKey();
      const open = await app.houseRounds.open(
        houseSession,
        { roundKey, clientSeed, bet: { engine: 'SLOT', lineBet: 1 } },
        'EN',
      );
      expect(open.status).toBe('OPEN');
      return { roundKey, win: winOf(open.bet!, open.outcome!) };
    };

    const first = await leave('crash-1');
    expect(await mainBalance(member)).toBe(9_000n);
    const round = (token: string) =>
      houseCall(app, houseCalls.round, { token, params: { roundKey: first.roundKey } });
    const settled = valueOf(houseCalls.round, await round(session.sessionToken));
    expect(settled.round.status).toBe('SETTLED');
    expect(settled.round.win).toBe(Number(first.win) / 100);
    await expectProven(settled.round, shown);
    expect(valueOf(houseCalls.round, await round(session.sessionToken)).round).toEqual(
      settled.round,
    );
    let expected = 9_000n + first.win;
    expect(await mainBalance(member)).toBe(expected);

    const second = await leave('crash-2');
    expected += -1_000n + second.win;
    const viaState = await state(session.sessionToken);
    expect(BigInt(Math.round(viaState.balance * 100))).toBe(expected);
    await state(session.sessionToken);
    expect(await mainBalance(member)).toBe(expected);

    const third = await leave('crash-3');
    expected += -1_000n + third.win;
    // Younger than STALE_ROUND_SECONDS: the sweeper leaves it to the page for now.
    await app.houseRounds.settleStale();
    expect(await mainBalance(member)).toBe(expected - third.win);
    await app.db
      .update(gameRounds)
      .set({ createdAt: sql`now() - interval '11 seconds'` })
      .where(eq(gameRounds.roundKey, third.roundKey));
    // Processes on one database share the sweep's periods: a second sweep of the period settles nothing.
    const at = new Date();
    const otherProcess = createJobRunner(app.db, app.log);
    otherProcess.define(houseSweep(app, 0));
    const [swept] = await otherProcess.tick('house.sweep', at);
    expect(swept).toMatchObject({ outcome: 'done', result: { settled: expect.any(Number) } });
    expect(swept?.outcome === 'done' && swept.result).toMatchObject({
      settled: expect.toSatisfy((n: number) => n >= 1),
    });
    expect(await app.jobs.tick('house.sweep', at)).toEqual([]);
    expect(await app.houseRounds.settleStale()).toBe(0);
    expect(await mainBalance(member)).toBe(expected);
    for (const { roundKey, win } of [first, second, third]) {
      expect(await stepsOf(member, 'NSO', roundKey)).toBe(win > 0n ? 2 : 1);
    }
  });

  it('a round key never played is round.not.found (no stake was taken)', async () => {
    const { member } = await player(app, 5);
    const session = await openGame(app, member, { gameId: SLOT });
    const failure = failureOf(
      await houseCall(app, houseCalls.round, {
        token: session.sessionToken,
        params: { roundKey: newRoundKey() },
      }),
    );
    expect(failure.errorCode).toBe('round.not.found');
    expect(await mainBalance(member)).toBe(500n);
  });

  it('a new client seed starts its nonce at 0 and is kept for the next state', async () => {
    const { member } = await player(app, 50);
    const session = await openGame(app, member, { gameId: DICE });
    await played(session.sessionToken, bets[DICE]!, newRoundKey(), 'first-seed');
    const second = await played(session.sessionToken, bets[DICE]!, newRoundKey(), 'first-seed');
    expect(second.round.proof.nonce).toBe(1);
    const before = second.state.nextServerSeedHash;
    const third = await played(session.sessionToken, bets[DICE]!, newRoundKey(), 'Another~Seed!');
    expect(third.round.proof).toMatchObject({ clientSeed: 'Another~Seed!', nonce: 0 });
    await expectProven(third.round, before);
    expect(await state(session.sessionToken)).toMatchObject({
      clientSeed: 'Another~Seed!',
      nonce: 1,
    });
  });

  it('a play on a seed hash no longer committed (another tab played) is round.seed.changed; nothing is staked or drawn', async () => {
    const { member } = await player(app, 50);
    const tabA = await openGame(app, member, { gameId: DICE });
    const tabB = await openGame(app, member, { gameId: DICE });
    const shownInA = (await state(tabA.sessionToken)).nextServerSeedHash;
    const bet = bets[DICE]!;
    const inB = valueOf(
      houseCalls.play,
      await play(tabB.sessionToken, {
        roundKey: newRoundKey(),
        clientSeed: 'my-seed',
        serverSeedHash: shownInA,
        bet,
      }),
    );
    await expectProven(inB.round, shownInA);
    const afterB = await mainBalance(member);

    const roundKey = newRoundKey();
    const response = await play(tabA.sessionToken, {
      roundKey,
      clientSeed: 'my-seed',
      serverSeedHash: shownInA,
      bet,
    });
    expect(response.statusCode).toBe(409);
    const failure = failureOf(response);
    expect(failure.errorCode).toBe('round.seed.changed');
    expect(failure.message).toMatch(/another tab/);
    // Nothing secret in the refusal: not the seed now committed, nor even its hash.
    const [seeds] = await app.db
      .select()
      .from(fairSeeds)
      .where(and(eq(fairSeeds.memberId, member.id), eq(fairSeeds.gameId, DICE)));
    expect(response.body).not.toContain(seeds!.nextServerSeed);
    expect(response.body).not.toContain(seeds!.nextServerSeedHash);
    // No stake, no round, no draw: the nonce still counts B's round only.
    expect(await mainBalance(member)).toBe(afterB);
    expect(await stepsOf(member, 'NSO', roundKey)).toBe(0);
    const now = await state(tabA.sessionToken);
    expect(now).toMatchObject({ nextServerSeedHash: inB.state.nextServerSeedHash, nonce: 1 });
    expect(
      failureOf(
        await houseCall(app, houseCalls.round, { token: tabA.sessionToken, params: { roundKey } }),
      ).errorCode,
    ).toBe('round.not.found');

    // On the hash it shows now, the same key plays, proven against it.
    const again = valueOf(
      houseCalls.play,
      await play(tabA.sessionToken, {
        roundKey,
        clientSeed: 'my-seed',
        serverSeedHash: now.nextServerSeedHash,
        bet,
      }),
    );
    await expectProven(again.round, now.nextServerSeedHash);
  });

  it('a retry of a played round key is answered whatever hash it carries (retries first)', async () => {
    const { member } = await player(app, 50);
    const session = await openGame(app, member, { gameId: ROULETTE });
    const shown = (await state(session.sessionToken)).nextServerSeedHash;
    const body = {
      roundKey: newRoundKey(),
      clientSeed: 'retry',
      serverSeedHash: shown,
      bet: bets[ROULETTE],
    };
    const first = valueOf(houseCalls.play, await play(session.sessionToken, body));
    // The committed seed moved on with the round; its retry still carries the hash shown before.
    expect(first.state.nextServerSeedHash).not.toBe(shown);
    const retried = valueOf(houseCalls.play, await play(session.sessionToken, body));
    expect(retried.round).toEqual(first.round);
    expect(await stepsOf(member, 'NSO', body.roundKey)).toBe(first.round.win > 0 ? 2 : 1);
  });

  it('a seed hash that is not 64 lowercase hex digits is request.invalid', async () => {
    const { member } = await player(app, 50);
    const session = await openGame(app, member, { gameId: DICE });
    const shown = (await state(session.sessionToken)).nextServerSeedHash;
    for (const serverSeedHash of [shown.slice(1), shown.toUpperCase(), `${shown}0`]) {
      const failure = failureOf(
        await play(session.sessionToken, {
          roundKey: newRoundKey(),
          clientSeed: 'x1',
          serverSeedHash,
          bet: bets[DICE],
        }),
      );
      expect(failure.errorCode).toBe('request.invalid');
      expect(Object.keys(failure.fields ?? {})).toEqual(['body.serverSeedHash']);
    }
    expect(await mainBalance(member)).toBe(5_000n);
  });

  it('lists my rounds of this game, newest first, paged', async () => {
    const { member } = await player(app, 100);
    const session = await openGame(app, member, { gameId: DICE });
    const keys: string[] = [];
    for (let i = 0; i < 3; i++) {
      keys.push((await played(session.sessionToken, bets[DICE]!)).round.roundKey);
    }
    const other = await openGame(app, member, { gameId: SLOT });
    await played(other.sessionToken, bets[SLOT]!);
    const first = valueOf(
      houseCalls.rounds,
      await houseCall(app, houseCalls.rounds, {
        token: session.sessionToken,
        query: { pageNo: 1, pageSize: 2 },
      }),
    );
    expect(first).toMatchObject({ pageNum: 1, pageSize: 2, totalCount: 3, totalPages: 2 });
    expect(first.list.map((r) => r.roundKey)).toEqual([keys[2], keys[1]]);
    const second = valueOf(
      houseCalls.rounds,
      await houseCall(app, houseCalls.rounds, {
        token: session.sessionToken,
        query: { pageNo: 2, pageSize: 2 },
      }),
    );
    expect(second.list.map((r) => r.roundKey)).toEqual([keys[0]]);
  });
});

describe('refusals', () => {
  const refused = async (token: string, bet: object) =>
    failureOf(await play(token, { roundKey: newRoundKey(), clientSeed: 'x1', bet }));

  it('a stake outside the game’s limits is round.stake.range; nothing moves', async () => {
    const { member } = await player(app, 20_000);
    const slot = await openGame(app, member, { gameId: SLOT });
    expect((await refused(slot.sessionToken, { engine: 'SLOT', lineBet: 0.05 })).errorCode).toBe(
      'round.stake.range',
    );
    const dice = await openGame(app, member, { gameId: DICE });
    const over = await refused(dice.sessionToken, { ...bets[DICE], stake: 10_000.01 });
    expect(over.errorCode).toBe('round.stake.range');
    expect(await mainBalance(member)).toBe(2_000_000n);
  });

  it('a bet for another engine or with a missing number is request.invalid, by field', async () => {
    const { member } = await player(app, 50);
    const roulette = await openGame(app, member, { gameId: ROULETTE });
    const wrong = await refused(roulette.sessionToken, bets[SLOT]!);
    expect(wrong.errorCode).toBe('request.invalid');
    expect(Object.keys(wrong.fields ?? {})).toEqual(['body.bet.engine']);
    const missing = await refused(roulette.sessionToken, {
      engine: 'ROULETTE',
      bets: [{ type: 'STRAIGHT', amount: 1 }],
    });
    expect(missing.fields).toEqual({
      'body.bet.bets.0.number': 'Choose the number this bet is on.',
    });
  });

  it('more than the balance is wallet.insufficient and leaves no round', async () => {
    const { member } = await player(app, 2);
    const session = await openGame(app, member, { gameId: DICE });
    const failure = await refused(session.sessionToken, { ...bets[DICE], stake: 2.01 });
    expect(failure.errorCode).toBe('wallet.insufficient');
    expect((await state(session.sessionToken)).nonce).toBe(0);
  });

  it(`plays at most ${ROUNDS_PER_WINDOW} new rounds in ${ROUND_WINDOW_SECONDS} s per member (request.throttled); retries still answer`, async () => {
    const { member } = await player(app, 100);
    const session = await openGame(app, member, { gameId: DICE });
    const bet = { ...bets[DICE], stake: 1 };
    const keys = Array.from({ length: ROUNDS_PER_WINDOW + 1 }, () => newRoundKey());
    const answers = await Promise.all(
      keys.map((roundKey) => play(session.sessionToken, { roundKey, clientSeed: 'x1', bet })),
    );
    const throttled = answers.filter((a) => a.statusCode === 429);
    expect(throttled).toHaveLength(1);
    const failure = failureOf(throttled[0]!);
    expect(failure.errorCode).toBe('request.throttled');
    expect(Date.parse(failure.retryAt!)).toBeGreaterThan(Date.now());

    // Only the played rounds moved money; a retry of one of them is answered, not counted.
    const played = answers.flatMap((a) =>
      a.statusCode === 200 ? [valueOf(houseCalls.play, a)] : [],
    );
    expect(played).toHaveLength(ROUNDS_PER_WINDOW);
    const won = played.reduce((sum, p) => sum + Math.round(p.round.win * 100), 0);
    expect(await mainBalance(member)).toBe(BigInt(100_00 - ROUNDS_PER_WINDOW * 100 + won));
    const again = await play(session.sessionToken, {
      roundKey: played[0]!.round.roundKey,
      clientSeed: 'x1',
      bet,
    });
    expect(valueOf(houseCalls.play, again).round.roundId).toBe(played[0]!.round.roundId);
  });

  it('maintenance: the site’s stops every call, the game’s stops new rounds', async () => {
    const { member } = await player(app, 50);
    const session = await openGame(app, member, { gameId: SLOT });
    await app.db.update(games).set({ maintenance: true }).where(eq(games.gameId, SLOT));
    try {
      expect((await refused(session.sessionToken, bets[SLOT]!)).errorCode).toBe('game.maintenance');
      expect((await state(session.sessionToken)).balance).toBe(50);
    } finally {
      await app.db.update(games).set({ maintenance: false }).where(eq(games.gameId, SLOT));
    }
    await setMerchant(app, { maintenanceOn: true });
    try {
      const response = await houseCall(app, houseCalls.state, { token: session.sessionToken });
      expect(response.statusCode).toBe(503);
      expect(failureOf(response).errorCode).toBe('system.maintenance');
    } finally {
      await setMerchant(app, { maintenanceOn: false });
    }
  });
});

describe('a game closed for play after the session opened', () => {
  /** Runs `during` with the change applied, then undoes it. */
  async function whileClosed(
    close: () => Promise<unknown>,
    reopen: () => Promise<unknown>,
    during: () => Promise<void>,
  ) {
    await close();
    try {
      await during();
    } finally {
      await reopen();
    }
  }

  it('plays no new round (the launch’s codes), yet answers a played round and settles an OPEN one', async () => {
    const { member } = await player(app, 100);
    const session = await openGame(app, member, { gameId: DICE });
    const token = session.sessionToken;
    const bet = { ...bets[DICE], stake: 5 } as HouseBet;
    const played = valueOf(
      houseCalls.play,
      await play(token, { roundKey: newRoundKey(), clientSeed: 'x1', bet }),
    );
    // A process stopped between its debit and its credit: stake taken, win not paid yet.
    const open = await app.houseRounds.open(
      await sessionOf(token),
      { roundKey: newRoundKey(), clientSeed: 'x1', bet },
      'EN',
    );
    const owed = 100_00n - 5_00n - 5_00n + BigInt(Math.round(played.round.win * 100));
    expect(await mainBalance(member)).toBe(owed);

    const newRound = (language: 'EN' | 'ID' = 'EN') =>
      houseCall(app, houseCalls.play, {
        token,
        body: { roundKey: newRoundKey(), clientSeed: 'x1', bet },
        language,
      });
    const nso = eq(vendors.vassalage, 'NSO');
    await whileClosed(
      () => app.db.update(vendors).set({ maintenance: true }).where(nso),
      () => app.db.update(vendors).set({ maintenance: false }).where(nso),
      async () => {
        const response = await newRound();
        expect(response.statusCode).toBe(503);
        expect(failureOf(response)).toMatchObject({
          errorCode: 'vendor.maintenance',
          message: 'Nusa Originals is under maintenance. Please try again later.',
        });
        expect(failureOf(await newRound('ID')).message).toBe(
          'Nusa Originals sedang dalam pemeliharaan. Silakan coba lagi nanti.',
        );
        // Money owed is paid: the played round answers, the OPEN one settles.
        const again = await play(token, { roundKey: played.round.roundKey, clientSeed: 'x1', bet });
        expect(valueOf(houseCalls.play, again).round).toEqual(played.round);
        const settled = valueOf(
          houseCalls.round,
          await houseCall(app, houseCalls.round, {
            token,
            params: { roundKey: open.roundKey },
          }),
        );
        expect(settled.round.status).toBe('SETTLED');
        const paid = winOf(open.bet!, open.outcome!);
        expect(settled.round.win).toBe(Number(paid) / 100);
        expect(await mainBalance(member)).toBe(owed + paid);
      },
    );
    const before = await mainBalance(member);

    const dice = eq(games.gameId, DICE);
    await whileClosed(
      () => app.db.update(games).set({ maintenance: true }).where(dice),
      () => app.db.update(games).set({ maintenance: false }).where(dice),
      async () => {
        const response = await newRound();
        expect(response.statusCode).toBe(503);
        expect(failureOf(response).errorCode).toBe('game.maintenance');
      },
    );

    const offer = and(
      eq(merchantVendors.merchantCode, 'DEMO'),
      eq(merchantVendors.vassalage, 'NSO'),
    );
    const [offered] = await app.db.select().from(merchantVendors).where(offer);
    await whileClosed(
      () => app.db.delete(merchantVendors).where(offer),
      () => app.db.insert(merchantVendors).values(offered!),
      async () => {
        const response = await newRound();
        expect(response.statusCode).toBe(404);
        expect(failureOf(response).errorCode).toBe('game.not.found');
        // Reads still answer: the page shows the balance and the rounds.
        expect((await state(token)).balance).toBe(Number(before) / 100);
      },
    );
    expect(await mainBalance(member)).toBe(before);
    // Open again: the session plays on.
    expect((await newRound()).statusCode).toBe(200);
  });
});

describe('catalogue vendors on the local driver', () => {
  it('play on the house engines by category, from the vendor’s own wallet', async () => {
    const { member } = await player(app, 300_000);
    const merchant = (await app.merchants.find('DEMO'))!;
    const cases = [
      { vassalage: 'JKP', engine: 'SLOT' },
      { vassalage: 'GDL', engine: 'ROULETTE' },
      { vassalage: 'KRT', engine: 'DICE' },
    ] as const;
    let moved = 0;
    for (const { vassalage, engine } of cases) {
      const game = await gameOf(vassalage);
      const minBet = game.minBetMinor / 100;
      const funds = minBet * 2;
      moved += funds;
      await app.transfers.betweenWallets(
        { member, merchant, language: 'EN', key: newRoundKey() },
        { from: 'MAIN', to: vassalage, amount: funds },
      );
      const session = await openGame(app, member, { gameId: game.gameId, wallet: vassalage });
      // Said plainly: the house engine stands in for the catalogue vendor.
      expect(session.game).toMatchObject({
        engine,
        simulated: true,
        wallet: vassalage,
        minBet,
        maxBet: Math.max(10_000, minBet * 100),
      });
      expect(session.balance).toBe(funds);
      const bet: HouseBet =
        engine === 'SLOT'
          ? { engine, lineBet: minBet / 10 }
          : engine === 'ROULETTE'
            ? { engine, bets: [{ type: 'ODD', amount: minBet }] }
            : { engine, stake: minBet, target: 75, direction: 'OVER' };
      const { round, state: after } = await played(session.sessionToken, bet);
      expect(round.stake).toBe(minBet);
      expect(after.balance).toBeCloseTo(funds - round.stake + round.win, 2);
      expect(await mainBalance(member, vassalage)).toBe(BigInt(Math.round(after.balance * 100)));
    }
    // The main wallet paid only the transfers.
    expect(await mainBalance(member)).toBe(BigInt(Math.round((300_000 - moved) * 100)));
  });
});

describe('the ledger after all of it', () => {
  it('balances: postings sum to zero, no wallet negative or drifted', async () => {
    expect(await postingsSum(app)).toBe(0n);
    expect(await ledgerProblems(app)).toEqual({ negative: 0, drifted: 0 });
    const open = await app.db
      .select({ n: count() })
      .from(gameRounds)
      .where(eq(gameRounds.status, 'OPEN'));
    expect(open[0]!.n).toBe(0);
  });
});
