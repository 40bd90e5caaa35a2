import { createHash } from 'node:crypto';
import { houseCalls, playCalls, RECENT_GAMES_MAX } from '@site/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  games,
  launchTokens,
  merchantVendors,
  recentGames,
  vendors,
  type Member,
} from '../src/db/schema/index.js';
import {
  createGameLaunch,
  houseOrigins,
  type GameVendorDriver,
} from '../src/domains/games/game-launch.js';
import { createMember, sessionFor } from './accounts-helper.js';
import { buildTestApp, failureOf, valueOf, setMerchant } from './helper.js';
import { launch, playGet } from './play-helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

let counter = 0;
async function player(type: 1 | 4 = 1): Promise<{ member: Member; token: string }> {
  const member = await createMember(app, { username: `ln${++counter}x`, type });
  return { member, token: await sessionFor(app, member) };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const tokenOf = (url: string) => new URL(url, 'http://site.test').searchParams.get('t')!;

const setVendorMaintenance = (vassalage: string, maintenance: boolean) =>
  app.db.update(vendors).set({ maintenance }).where(eq(vendors.vassalage, vassalage));
/** The first game of a vendor, as the launch asks for it. */
async function gameOf(vassalage: string) {
  const [game] = await app.db
    .select({ gameId: games.gameId, vassalage: games.vassalage })
    .from(games)
    .where(eq(games.vassalage, vassalage))
    .orderBy(games.sortOrder)
    .limit(1);
  return game!;
}
const setGame = (gameId: string, values: Partial<typeof games.$inferInsert>) =>
  app.db.update(games).set(values).where(eq(games.gameId, gameId));

/** A game of a transfer vendor (not the house) that is open and playable. */
const SLOT = { gameId: 'JKP-0001', vassalage: 'JKP' };
const HOUSE = { gameId: 'NSO-0001', vassalage: 'NSO' };

beforeAll(async () => {
  // The seed may leave some catalogue slots unplayable; these two must be playable.
  await setGame(SLOT.gameId, { supportPlay: true, maintenance: false });
});

describe('launch rules, in order', () => {
  it('answers 401 to a guest before anything else', async () => {
    const response = await launch(app, null, { gameId: 'NO-SUCH', vassalage: 'NO' });
    expect(response.statusCode).toBe(401);
    expect(failureOf(response).errorCode).toBe('login.not.session');
  });

  it("refuses a trial account (403 member.trial) a vendor's game, and opens a house game on its play money", async () => {
    const { token } = await player(4);
    const response = await launch(app, token, SLOT);
    expect(response.statusCode).toBe(403);
    expect(failureOf(response).errorCode).toBe('member.trial');
    const house = valueOf(playCalls.launchGame, await launch(app, token, HOUSE));
    const [grant] = await app.db
      .select({ wallet: launchTokens.wallet })
      .from(launchTokens)
      .where(eq(launchTokens.tokenHash, sha256(tokenOf(house.game_url))));
    expect(grant!.wallet).toBe('PLAY');
  });

  it('refuses an unknown game, another vendor code, and a game the merchant does not offer', async () => {
    const { token } = await player();
    for (const body of [
      { gameId: 'NO-SUCH', vassalage: 'JKP' },
      { gameId: SLOT.gameId, vassalage: 'RBS' },
    ]) {
      const response = await launch(app, token, body);
      expect(response.statusCode).toBe(404);
      expect(failureOf(response).errorCode).toBe('game.not.found');
    }
    // A vendor DEMO stops offering: its games are no longer DEMO's.
    const [offer] = await app.db
      .delete(merchantVendors)
      .where(and(eq(merchantVendors.merchantCode, 'DEMO'), eq(merchantVendors.vassalage, 'CRL')))
      .returning();
    try {
      const response = await launch(app, token, { gameId: 'CRL-0001', vassalage: 'CRL' });
      expect(failureOf(response).errorCode).toBe('game.not.found');
    } finally {
      await app.db.insert(merchantVendors).values(offer!);
    }
  });

  it('refuses lottery games (LOTT, ELOTT, TCG_SEA, TCG_LOTTO_VN) even when under maintenance', async () => {
    const { token } = await player();
    const lottery = await app.db
      .select({ gameId: games.gameId, vassalage: games.vassalage, type: games.accountTypeName })
      .from(games)
      .where(
        sql`${games.gameType} in ('LOTT', 'ELOTT') or ${games.accountTypeName} in ('TCG_SEA', 'TCG_LOTTO_VN')`,
      );
    const picks = [
      lottery.find((g) => g.vassalage === 'NLT' && !g.type.startsWith('TCG_')),
      lottery.find((g) => g.vassalage === 'ELX'),
      lottery.find((g) => g.type === 'TCG_SEA'),
      lottery.find((g) => g.type === 'TCG_LOTTO_VN'),
    ];
    await setVendorMaintenance('NLT', true);
    try {
      for (const game of picks) {
        const response = await launch(app, token, {
          gameId: game!.gameId,
          vassalage: game!.vassalage,
        });
        expect(response.statusCode, game!.gameId).toBe(400);
        expect(failureOf(response).errorCode).toBe('game.lottery');
      }
    } finally {
      await setVendorMaintenance('NLT', false);
    }
  });

  it('refuses a vendor under maintenance (503) before the game maintenance, naming the vendor', async () => {
    const { token } = await player();
    await setVendorMaintenance(SLOT.vassalage, true);
    await setGame(SLOT.gameId, { maintenance: true });
    try {
      const english = await launch(app, token, SLOT);
      expect(english.statusCode).toBe(503);
      expect(failureOf(english)).toMatchObject({
        errorCode: 'vendor.maintenance',
        message: 'Jackpot Garden is under maintenance. Please try again later.',
      });
      const indonesian = await launch(app, token, SLOT, 'ID');
      expect(failureOf(indonesian).message).toBe(
        'Jackpot Garden sedang dalam pemeliharaan. Silakan coba lagi nanti.',
      );
    } finally {
      await setVendorMaintenance(SLOT.vassalage, false);
      await setGame(SLOT.gameId, { maintenance: false });
    }
  });

  it('refuses a game under maintenance (503) before an unplayable one', async () => {
    const { token } = await player();
    await setGame(SLOT.gameId, { maintenance: true, supportPlay: false });
    try {
      const response = await launch(app, token, SLOT);
      expect(response.statusCode).toBe(503);
      expect(failureOf(response).errorCode).toBe('game.maintenance');
    } finally {
      await setGame(SLOT.gameId, { maintenance: false, supportPlay: true });
    }
  });

  it('refuses a game that cannot be played here (game.unavailable), issuing no token', async () => {
    const { member, token } = await player();
    await setGame(SLOT.gameId, { supportPlay: false });
    try {
      const response = await launch(app, token, SLOT);
      expect(response.statusCode).toBe(400);
      expect(failureOf(response).errorCode).toBe('game.unavailable');
      const issued = await app.db
        .select()
        .from(launchTokens)
        .where(eq(launchTokens.memberId, member.id));
      expect(issued).toEqual([]);
    } finally {
      await setGame(SLOT.gameId, { supportPlay: true });
    }
  });

  it('refuses a sportsbook (no game here to open) plainly, naming its vendor once; no token, no recent', async () => {
    const { member, token } = await player();
    const cases = [
      {
        vassalage: 'NSB',
        language: 'EN' as const,
        message:
          'Nusa Sportsbook is not connected on this demo site yet, so its games cannot be opened here.',
      },
      {
        vassalage: 'TF',
        language: 'ID' as const,
        message:
          'Tempest Esports belum terhubung di situs demo ini, jadi permainannya belum bisa dibuka di sini.',
      },
    ];
    for (const { vassalage, language, message } of cases) {
      const book = await gameOf(vassalage);
      const response = await launch(app, token, book, language);
      expect(response.statusCode, vassalage).toBe(400);
      expect(failureOf(response)).toMatchObject({ errorCode: 'game.unavailable', message });
    }
    const issued = await app.db
      .select()
      .from(launchTokens)
      .where(eq(launchTokens.memberId, member.id));
    expect(issued).toEqual([]);
    expect(
      await app.db.select().from(recentGames).where(eq(recentGames.memberId, member.id)),
    ).toEqual([]);
  });
});

describe('a launch', () => {
  it('answers the house page with a 2-minute single-use token, stored only as its SHA-256, for the launching site session', async () => {
    const { member, token } = await player();
    const result = valueOf(playCalls.launchGame, await launch(app, token, HOUSE));
    expect(result.game_url).toMatch(/^\/house\/play\/\?t=[A-Za-z0-9_-]{43}&lang=EN$/);
    expect(result.game_url2).toBeNull();
    const launchToken = tokenOf(result.game_url);
    expect(Buffer.from(launchToken, 'base64url')).toHaveLength(32);

    const [row] = await app.db
      .select()
      .from(launchTokens)
      .where(eq(launchTokens.memberId, member.id));
    expect(row).toMatchObject({
      tokenHash: sha256(launchToken),
      merchantCode: 'DEMO',
      gameId: HOUSE.gameId,
      language: 'EN',
      usedAt: null,
      siteSessionHash: sha256(token),
    });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(2 * 60_000);
    // Nothing stores the token itself.
    const [stored] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(launchTokens)
      .where(eq(launchTokens.tokenHash, launchToken));
    expect(stored!.n).toBe(0);

    // Each launch draws a new token.
    const again = valueOf(playCalls.launchGame, await launch(app, token, HOUSE));
    expect(tokenOf(again.game_url)).not.toBe(launchToken);
  });

  it('is traded for a game session once, and not after its 2 minutes', async () => {
    const { member, token } = await player();
    const trade = (launchToken: string) =>
      app.inject({
        method: 'POST',
        url: houseCalls.session.path,
        headers: { Language: 'EN' },
        payload: { launchToken },
      });
    const first = tokenOf(valueOf(playCalls.launchGame, await launch(app, token, HOUSE)).game_url);
    valueOf(houseCalls.session, await trade(first));
    const again = await trade(first);
    expect(again.statusCode).toBe(401);
    expect(failureOf(again).errorCode).toBe('game.session.invalid');

    const late = tokenOf(valueOf(playCalls.launchGame, await launch(app, token, HOUSE)).game_url);
    await app.db
      .update(launchTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(launchTokens.tokenHash, sha256(late)));
    expect(failureOf(await trade(late)).errorCode).toBe('game.session.invalid');
    const [expired] = await app.db
      .select({ usedAt: launchTokens.usedAt })
      .from(launchTokens)
      .where(and(eq(launchTokens.memberId, member.id), eq(launchTokens.tokenHash, sha256(late))));
    expect(expired!.usedAt).toBeNull();
  });

  it('bets the house game from MAIN and a transfer vendor game from its own wallet', async () => {
    const { member, token } = await player();
    await launch(app, token, HOUSE);
    await launch(app, token, SLOT);
    const rows = await app.db
      .select({ gameId: launchTokens.gameId, wallet: launchTokens.wallet })
      .from(launchTokens)
      .where(eq(launchTokens.memberId, member.id));
    expect(new Map(rows.map((r) => [r.gameId, r.wallet]))).toEqual(
      new Map([
        [HOUSE.gameId, 'MAIN'],
        [SLOT.gameId, 'JKP'],
      ]),
    );
  });

  it('bets every game from MAIN on a single-wallet merchant', async () => {
    const { member, token } = await player();
    await setMerchant(app, { singleWallet: true });
    try {
      valueOf(playCalls.launchGame, await launch(app, token, SLOT));
    } finally {
      await setMerchant(app, { singleWallet: false });
    }
    const [row] = await app.db
      .select({ wallet: launchTokens.wallet })
      .from(launchTokens)
      .where(eq(launchTokens.memberId, member.id));
    expect(row!.wallet).toBe('MAIN');
  });

  it('opens the game in the language asked for, else the Language header', async () => {
    const { token } = await player();
    const byHeader = valueOf(playCalls.launchGame, await launch(app, token, HOUSE, 'ID'));
    expect(byHeader.game_url).toMatch(/&lang=ID$/);
    const byBody = valueOf(
      playCalls.launchGame,
      await launch(app, token, { ...HOUSE, language: 'EN' }, 'ID'),
    );
    expect(byBody.game_url).toMatch(/&lang=EN$/);
  });

  it("puts the house page on the merchant's http(s) launch CDNs, a second one as game_url2", async () => {
    const { token } = await player();
    const cdns = ['/game', 'https://a.play.test/', 'ftp://files.test', 'https://b.play.test'];
    await setMerchant(app, { launchGameCdns: cdns });
    try {
      const seen = new Set<string>();
      for (let i = 0; i < 6; i++) {
        const { game_url, game_url2 } = valueOf(
          playCalls.launchGame,
          await launch(app, token, HOUSE),
        );
        const first = new URL(game_url);
        const second = new URL(game_url2!);
        expect(['https://a.play.test', 'https://b.play.test']).toContain(first.origin);
        expect(second.origin).not.toBe(first.origin);
        expect(['https://a.play.test', 'https://b.play.test']).toContain(second.origin);
        expect(first.pathname).toBe('/house/play/');
        expect(second.search).toBe(first.search);
        seen.add(first.origin);
      }
      expect(seen.size).toBeGreaterThan(0);
    } finally {
      await setMerchant(app, { launchGameCdns: ['/game'] });
    }
  });

  it('takes only absolute http(s) CDN addresses as house origins', () => {
    expect(
      houseOrigins([
        '/game',
        'game',
        'https://cdn.test/',
        'http://cdn2.test/base//',
        'javascript:alert(1)',
        'https://cdn3.test/?q=1',
      ]),
    ).toEqual(['https://cdn.test', 'http://cdn2.test/base']);
  });
});

describe('an operator’s vendor driver', () => {
  it('that says nothing of what it connects is asked for every game, a sportsbook too', async () => {
    const { member, token } = await player();
    const book = await gameOf('NSB');
    const launcher = createGameLaunch(app, {
      driver: {
        launch: async (input) => ({
          gameUrl: `https://book.test/?t=${input.token}`,
          gameUrl2: null,
        }),
      },
    });
    const result = await launcher.launch({
      merchant: (await app.merchants.find('DEMO'))!,
      member,
      siteSessionHash: sha256(token),
      ...book,
      language: 'EN',
      platform: 'html5-desktop',
      clientType: 3,
    });
    expect(result.game_url).toMatch(/^https:\/\/book\.test\/\?t=/);
  });
});

describe('a failing game vendor', () => {
  const askFor = async (driver: GameVendorDriver, driverTimeoutMs = 1_000) => {
    const { member, token } = await player();
    const merchant = (await app.merchants.find('DEMO'))!;
    const launcher = createGameLaunch(app, { driver, driverTimeoutMs });
    const attempt = launcher.launch({
      merchant,
      member,
      siteSessionHash: sha256(token),
      ...SLOT,
      language: 'EN',
      platform: 'html5-desktop',
      clientType: 3,
    });
    return { member, attempt };
  };

  const afterwards = async (member: Member) => ({
    tokens: await app.db
      .select({ usedAt: launchTokens.usedAt })
      .from(launchTokens)
      .where(eq(launchTokens.memberId, member.id)),
    recents: await app.db.select().from(recentGames).where(eq(recentGames.memberId, member.id)),
  });

  it('answers game.launch.failed when the driver fails, spending its token and recording no recent', async () => {
    const { member, attempt } = await askFor({
      launch: () => Promise.reject(new Error('vendor said no')),
    });
    await expect(attempt).rejects.toMatchObject({ code: 'game.launch.failed', status: 502 });
    const { tokens, recents } = await afterwards(member);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.usedAt).toBeInstanceOf(Date);
    expect(recents).toEqual([]);
  });

  it('gives up on a driver that does not answer in time, aborting its signal', async () => {
    let signalled: AbortSignal | undefined;
    const started = Date.now();
    const { member, attempt } = await askFor(
      {
        launch: (_input, signal) => {
          signalled = signal;
          return new Promise(() => {});
        },
      },
      100,
    );
    await expect(attempt).rejects.toMatchObject({ code: 'game.launch.failed' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(signalled?.aborted).toBe(true);
    expect((await afterwards(member)).tokens[0]!.usedAt).toBeInstanceOf(Date);
  });

  it("hands the driver the token, wallet, language and game, and answers the driver's addresses", async () => {
    const seen: unknown[] = [];
    const { member, attempt } = await askFor({
      launch: async (input) => {
        seen.push({ wallet: input.wallet, game: input.game.gameId, language: input.language });
        return { gameUrl: `https://vendor.test/play?t=${input.token}`, gameUrl2: null };
      },
    });
    const result = await attempt;
    expect(seen).toEqual([{ wallet: 'JKP', game: SLOT.gameId, language: 'EN' }]);
    const [row] = (await afterwards(member)).tokens;
    expect(row!.usedAt).toBeNull();
    expect(result.game_url).toMatch(/^https:\/\/vendor\.test\/play\?t=/);
  });
});

describe('recent games', () => {
  const recentOf = async (token: string) =>
    valueOf(playCalls.recent, await playGet(app, token, playCalls.recent.path)).list.map(
      (g) => g.gameId,
    );

  it('records each launch, newest first, a game launched again moving to the front', async () => {
    const { token } = await player();
    expect(await recentOf(token)).toEqual([]);
    for (const game of [HOUSE, SLOT, { gameId: 'NSO-0002', vassalage: 'NSO' }]) {
      valueOf(playCalls.launchGame, await launch(app, token, game));
    }
    expect(await recentOf(token)).toEqual(['NSO-0002', SLOT.gameId, HOUSE.gameId]);
    valueOf(playCalls.launchGame, await launch(app, token, HOUSE));
    expect(await recentOf(token)).toEqual([HOUSE.gameId, 'NSO-0002', SLOT.gameId]);
  });

  it('keeps only the newest RECENT_GAMES_MAX games', async () => {
    const { member, token } = await player();
    const ids = (
      await app.db
        .select({ gameId: games.gameId })
        .from(games)
        .where(eq(games.vassalage, 'RBS'))
        .orderBy(games.sortOrder)
        .limit(RECENT_GAMES_MAX + 3)
    ).map((g) => g.gameId);
    for (const id of ids) await app.recentGames.record(member.id, id);
    const recent = await recentOf(token);
    expect(recent).toEqual(ids.slice(3).reverse());
    const rows = await app.db.select().from(recentGames).where(eq(recentGames.memberId, member.id));
    expect(rows).toHaveLength(RECENT_GAMES_MAX);
  });

  it('answers 401 without a session', async () => {
    const response = await playGet(app, null, playCalls.recent.path);
    expect(response.statusCode).toBe(401);
  });
});

describe('launch throttle', () => {
  it('allows 30 launches a minute per member, then answers 429 with a retry time', async () => {
    const { token } = await player();
    for (let i = 0; i < 30; i++) {
      const response = await launch(app, token, HOUSE);
      expect(response.statusCode, `launch ${i + 1}`).toBe(200);
    }
    const refused = await launch(app, token, HOUSE);
    expect(refused.statusCode).toBe(429);
    const failure = failureOf(refused);
    expect(failure.errorCode).toBe('request.throttled');
    expect(new Date(failure.retryAt!).getTime()).toBeGreaterThan(Date.now());
    // Another member is not held back.
    const other = await player();
    expect((await launch(app, other.token, HOUSE)).statusCode).toBe(200);
  });
});
