import { FAVORITES_MAX, liveTableTypeSchema, playCalls, DAY_MS } from '@site/contract';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  favoriteGames,
  gameRounds,
  games,
  merchants,
  merchantVendors,
  recentGames,
  vendors,
  type Member,
} from '../src/db/schema/index.js';
import {
  BOARD_READ_MS,
  boardQuery,
  createWinners,
  maskUsername,
  multiplierOf,
} from '../src/domains/games/winners.js';
import { authed, createMember, sessionFor } from './accounts-helper.js';
import { buildTestApp, failureOf, valueOf } from './helper.js';
import { insertRound, playGet } from './play-helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

let counter = 0;
async function player(username = `pl${++counter}x`): Promise<{ member: Member; token: string }> {
  const member = await createMember(app, { username });
  return { member, token: await sessionFor(app, member) };
}

const setFavorite = (token: string, gameId: string, favorite: boolean) =>
  app.inject({
    method: 'POST',
    url: playCalls.setFavorite.path,
    headers: authed(token),
    payload: { gameId, favorite },
  });
const favoriteIds = async (token: string) =>
  valueOf(playCalls.favoriteIds, await playGet(app, token, playCalls.favoriteIds.path)).gameIds;

/** The first `n` games of a vendor in its lobby order. */
const gamesOf = async (vassalage: string, n: number) =>
  (
    await app.db
      .select({ gameId: games.gameId })
      .from(games)
      .where(eq(games.vassalage, vassalage))
      .orderBy(asc(games.sortOrder))
      .limit(n)
  ).map((g) => g.gameId);

describe('favourites', () => {
  it('adds, answers every id newest first, and adds again as a no-op', async () => {
    const { token } = await player();
    expect(await favoriteIds(token)).toEqual([]);
    const added = valueOf(playCalls.setFavorite, await setFavorite(token, 'NSO-0001', true));
    expect(added.gameIds).toEqual(['NSO-0001']);
    valueOf(playCalls.setFavorite, await setFavorite(token, 'NSO-0002', true));
    const again = valueOf(playCalls.setFavorite, await setFavorite(token, 'NSO-0001', true));
    expect(again.gameIds).toEqual(['NSO-0002', 'NSO-0001']);
    expect(await favoriteIds(token)).toEqual(['NSO-0002', 'NSO-0001']);
  });

  it('removes, and removing one that is not there changes nothing', async () => {
    const { token } = await player();
    await setFavorite(token, 'NSO-0001', true);
    await setFavorite(token, 'NSO-0003', true);
    const removed = valueOf(playCalls.setFavorite, await setFavorite(token, 'NSO-0001', false));
    expect(removed.gameIds).toEqual(['NSO-0003']);
    const again = valueOf(playCalls.setFavorite, await setFavorite(token, 'NSO-0001', false));
    expect(again.gameIds).toEqual(['NSO-0003']);
  });

  it('refuses an unknown game and one the merchant does not offer (404 game.not.found)', async () => {
    const { member, token } = await player();
    const unknown = await setFavorite(token, 'NO-SUCH-GAME', true);
    expect(unknown.statusCode).toBe(404);
    expect(failureOf(unknown).errorCode).toBe('game.not.found');

    await setFavorite(token, 'CRL-0001', true);
    const [offer] = await app.db
      .delete(merchantVendors)
      .where(and(eq(merchantVendors.merchantCode, 'DEMO'), eq(merchantVendors.vassalage, 'CRL')))
      .returning();
    try {
      expect(failureOf(await setFavorite(token, 'CRL-0002', true)).errorCode).toBe(
        'game.not.found',
      );
      // A favourite of a vendor the merchant dropped is not shown.
      expect(await favoriteIds(token)).toEqual([]);
    } finally {
      await app.db.insert(merchantVendors).values(offer!);
    }
    expect(await favoriteIds(token)).toEqual(['CRL-0001']);
    const stored = await app.db
      .select()
      .from(favoriteGames)
      .where(eq(favoriteGames.memberId, member.id));
    expect(stored).toHaveLength(1);
  });

  it('refuses a new favourite beyond FAVORITES_MAX (favorite.limit), still taking repeats and removals', async () => {
    const { member, token } = await player();
    const ids = await gamesOf('JKP', FAVORITES_MAX + 1);
    await app.db
      .insert(favoriteGames)
      .values(ids.slice(0, FAVORITES_MAX).map((gameId) => ({ memberId: member.id, gameId })));
    const refused = await setFavorite(token, ids[FAVORITES_MAX]!, true);
    expect(refused.statusCode).toBe(400);
    expect(failureOf(refused).errorCode).toBe('favorite.limit');
    expect((await setFavorite(token, ids[0]!, true)).statusCode).toBe(200);
    expect((await setFavorite(token, ids[0]!, false)).statusCode).toBe(200);
    const room = valueOf(
      playCalls.setFavorite,
      await setFavorite(token, ids[FAVORITES_MAX]!, true),
    );
    expect(room.gameIds).toHaveLength(FAVORITES_MAX);
    expect(room.gameIds[0]).toBe(ids[FAVORITES_MAX]);
  });

  it('holds the limit under parallel adds', async () => {
    const { member, token } = await player();
    const ids = await gamesOf('RBS', FAVORITES_MAX + 5);
    await app.db
      .insert(favoriteGames)
      .values(ids.slice(0, FAVORITES_MAX - 2).map((gameId) => ({ memberId: member.id, gameId })));
    const answers = await Promise.all(
      ids.slice(FAVORITES_MAX - 2).map((id) => setFavorite(token, id, true)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    const [held] = await app.db
      .select({ n: count() })
      .from(favoriteGames)
      .where(eq(favoriteGames.memberId, member.id));
    expect(held!.n).toBe(FAVORITES_MAX);
  });

  it('lists the FAV page newest first, paged, as full games', async () => {
    const { token } = await player();
    const ids = await gamesOf('LTS', 5);
    for (const id of ids) await setFavorite(token, id, true);
    const page = (pageNo: number) =>
      playGet(app, token, playCalls.favoriteList.path, { pageNo, pageSize: 2 }).then((r) =>
        valueOf(playCalls.favoriteList, r),
      );
    const first = await page(1);
    expect(first).toMatchObject({ pageNum: 1, pageSize: 2, totalCount: 5, totalPages: 3 });
    expect(first.games.map((g) => g.gameId)).toEqual([ids[4], ids[3]]);
    expect(first.games[0]).toMatchObject({ vassalage: 'LTS', gameType: 'RNG', maintenance: 0 });
    expect((await page(3)).games.map((g) => g.gameId)).toEqual([ids[0]]);
  });

  it('answers 401 without a session', async () => {
    for (const path of [playCalls.favoriteIds.path, playCalls.favoriteList.path]) {
      expect((await playGet(app, null, path)).statusCode).toBe(401);
    }
    const response = await app.inject({
      method: 'POST',
      url: playCalls.setFavorite.path,
      payload: { gameId: 'NSO-0001', favorite: true },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PVP room list', () => {
  const rooms = async (token: string, query: Record<string, string | number> = {}) =>
    valueOf(playCalls.roomList, await playGet(app, token, playCalls.roomList.path, query));

  it("lists the rooms of the merchant's PVP vendors in lobby order, paged, with vendor names", async () => {
    const { token } = await player();
    const expected = await app.db
      .select({ gameId: games.gameId })
      .from(games)
      .innerJoin(merchantVendors, eq(merchantVendors.vassalage, games.vassalage))
      .where(
        and(
          eq(merchantVendors.merchantCode, 'DEMO'),
          eq(games.gameType, 'PVP'),
          isNotNull(games.roomId),
        ),
      )
      .orderBy(asc(merchantVendors.sortOrder), asc(games.sortOrder));
    expect(expected.length).toBeGreaterThan(30);
    const first = await rooms(token, { pageSize: 24 });
    expect(first.totalCount).toBe(expected.length);
    expect(first.totalPages).toBe(Math.ceil(expected.length / 24));
    expect(first.list.map((r) => r.gameId)).toEqual(expected.slice(0, 24).map((g) => g.gameId));
    const second = await rooms(token, { pageSize: 24, pageNo: 2 });
    expect(second.list.map((r) => r.gameId)).toEqual(expected.slice(24, 48).map((g) => g.gameId));
    expect(first.list[0]).toMatchObject({
      vassalage: 'KRT',
      vendorName: 'Kartu Club',
      maintenance: 0,
      players: 0,
    });
    expect(first.list[0]!.roomId).toMatch(/^R\d+$/);
    // The vendor's lobby (a VASSALAGE entry without a room) is not a room.
    expect(first.list.some((r) => r.gameId === 'KRT-0001')).toBe(false);
  });

  it('filters by vendor and shows vendor or room maintenance', async () => {
    const { token } = await player();
    const domino = await rooms(token, { vassalage: 'DOM', pageSize: 100 });
    expect(domino.list.length).toBeGreaterThan(0);
    expect(domino.list.every((r) => r.vassalage === 'DOM' && r.vendorName === 'Domino Hall')).toBe(
      true,
    );
    await app.db.update(vendors).set({ maintenance: true }).where(eq(vendors.vassalage, 'DOM'));
    await app.db.update(games).set({ maintenance: true }).where(eq(games.gameId, 'KRT-0002'));
    try {
      const closed = await rooms(token, { vassalage: 'DOM', pageSize: 100 });
      expect(closed.list.every((r) => r.maintenance === 1)).toBe(true);
      const kartu = await rooms(token, { vassalage: 'KRT', pageSize: 100 });
      expect(kartu.list.filter((r) => r.maintenance === 1).map((r) => r.gameId)).toEqual([
        'KRT-0002',
      ]);
    } finally {
      await app.db.update(vendors).set({ maintenance: false }).where(eq(vendors.vassalage, 'DOM'));
      await app.db.update(games).set({ maintenance: false }).where(eq(games.gameId, 'KRT-0002'));
    }
  });

  it('counts the members who launched a room in the last 15 minutes', async () => {
    const { token } = await player();
    const players = await Promise.all([player(), player(), player()]);
    const at = (minutesAgo: number) => sql`now() - make_interval(mins => ${minutesAgo})`;
    await app.db.insert(recentGames).values([
      { memberId: players[0]!.member.id, gameId: 'KRT-0003', playedAt: at(1) },
      { memberId: players[1]!.member.id, gameId: 'KRT-0003', playedAt: at(14) },
      { memberId: players[2]!.member.id, gameId: 'KRT-0003', playedAt: at(16) },
      { memberId: players[2]!.member.id, gameId: 'KRT-0004', playedAt: at(0) },
    ]);
    const list = (await rooms(token, { vassalage: 'KRT', pageSize: 100 })).list;
    const playersOf = (gameId: string) => list.find((r) => r.gameId === gameId)!.players;
    expect(playersOf('KRT-0003')).toBe(2);
    expect(playersOf('KRT-0004')).toBe(1);
    expect(playersOf('KRT-0005')).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await playGet(app, null, playCalls.roomList.path)).statusCode).toBe(401);
  });
});

describe('live table types', () => {
  const types = async (query: Record<string, string> = {}) =>
    valueOf(playCalls.vassGameType, await playGet(app, null, playCalls.vassGameType.path, query))
      .list;

  /** Tables per type of DEMO's live vendors, counted straight from the catalogue. */
  const counted = async (vassalage?: string) => {
    const rows = await app.db
      .select({ tableType: games.tableType, n: count() })
      .from(games)
      .innerJoin(vendors, eq(vendors.vassalage, games.vassalage))
      .innerJoin(merchantVendors, eq(merchantVendors.vassalage, games.vassalage))
      .where(
        and(
          eq(merchantVendors.merchantCode, 'DEMO'),
          eq(vendors.category, 'LIVE'),
          isNotNull(games.tableType),
          vassalage ? eq(games.vassalage, vassalage) : undefined,
        ),
      )
      .groupBy(games.tableType);
    return new Map(rows.map((r) => [r.tableType!, r.n]));
  };
  const enumOrder = (list: { tableType: string }[]) =>
    list.map((t) => liveTableTypeSchema.options.indexOf(t.tableType as never));

  it('answers the types that have tables, with their counts, in the filter order', async () => {
    const list = await types();
    expect(new Map(list.map((t) => [t.tableType, t.count]))).toEqual(await counted());
    const order = enumOrder(list);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(list.every((t) => t.count > 0)).toBe(true);
  });

  it("answers one vendor's types only, and none for a vendor without tables", async () => {
    const golden = await types({ vassalage: 'GDL' });
    expect(new Map(golden.map((t) => [t.tableType, t.count]))).toEqual(await counted('GDL'));
    expect(golden.reduce((sum, t) => sum + t.count, 0)).toBe(60);
    expect(await types({ vassalage: 'DS88' })).toEqual([]);
  });

  it('leaves out a type once its last table is gone', async () => {
    const [first] = await types({ vassalage: 'MLV' });
    const moved = await app.db
      .update(games)
      .set({ tableType: null })
      .where(and(eq(games.vassalage, 'MLV'), eq(games.tableType, first!.tableType)))
      .returning({ gameId: games.gameId });
    try {
      const after = await types({ vassalage: 'MLV' });
      expect(after.map((t) => t.tableType)).not.toContain(first!.tableType);
    } finally {
      for (const { gameId } of moved) {
        await app.db
          .update(games)
          .set({ tableType: first!.tableType })
          .where(eq(games.gameId, gameId));
      }
    }
  });
});

describe('winner board', () => {
  const board = async (count?: number) =>
    valueOf(
      playCalls.rankList,
      await playGet(app, null, playCalls.rankList.path, count ? { count } : {}),
    ).list;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  it('masks usernames: first two and last two, less for short names', () => {
    expect(maskUsername('dewiwinner')).toBe('de***er');
    expect(maskUsername('budi01')).toBe('bu***01');
    expect(maskUsername('budi1')).toBe('b***1');
    expect(maskUsername('abc')).toBe('a***c');
    expect(maskUsername('ab')).toBe('a***');
  });

  it('rounds win / stake half up to two decimals', () => {
    expect(multiplierOf(125_000n, 10_000n)).toBe(12.5);
    expect(multiplierOf(1_000n, 300n)).toBe(3.33);
    expect(multiplierOf(2_000n, 300n)).toBe(6.67);
    expect(multiplierOf(100n, 0n)).toBe(0);
  });

  it("answers the merchant's biggest settled wins (more than staked) of the last 7 days, equal wins latest first", async () => {
    // The demo seed's agent team has a week of rounds: the board here is this test's own.
    await app.db.delete(gameRounds).where(eq(gameRounds.merchantCode, 'DEMO'));
    const big = await player('dewiwinner');
    const small = await player('abc');
    const round = (over: Partial<Parameters<typeof insertRound>[1]>) =>
      insertRound(app, {
        memberId: big.member.id,
        gameId: 'NSO-0001',
        vassalage: 'NSO',
        wallet: 'MAIN',
        stake: 10_000n,
        ...over,
      });
    await round({ win: 125_000n, createdAt: minutesAgo(30) });
    await round({ memberId: small.member.id, win: 50_000n, createdAt: minutesAgo(20) });
    await round({ gameId: 'NSO-0002', win: 50_000n, createdAt: minutesAgo(10) });
    await round({ win: 1_000n, stake: 300n, createdAt: daysAgo(6.9) });
    // None of these is on the board.
    await round({ win: 900_000n, createdAt: daysAgo(7.1) });
    await round({ win: 900_000n, status: 'OPEN' });
    await round({ win: 0n, stake: 900_000n, status: 'VOID' });
    await round({ win: 0n });
    // Paid back part of the stake, or just the stake: lost or even, not won.
    await round({ win: 5_000n, stake: 10_000n });
    await round({ win: 10_000n, stake: 10_000n });
    const [demo] = await app.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
    await app.db
      .insert(merchants)
      .values({ ...demo!, code: 'OTHER' })
      .onConflictDoNothing();
    await round({ merchantCode: 'OTHER', win: 900_000n });

    const list = await board();
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({
      username: 'de***er',
      gameId: 'NSO-0001',
      gameName: 'Garuda Gold Reels',
      vassalage: 'NSO',
      win: 1250,
      multiplier: 12.5,
    });
    // Two wins of 500: the later one first.
    expect(list.slice(1, 3).map((w) => [w.username, w.gameName, w.win])).toEqual([
      ['de***er', 'Royal Roulette', 500],
      ['a***c', 'Garuda Gold Reels', 500],
    ]);
    expect(list[3]).toMatchObject({ win: 10, multiplier: 3.33 });
    expect(Date.parse(list[3]!.at)).toBeLessThan(Date.parse(list[2]!.at));
    expect((await board(2)).map((w) => w.win)).toEqual([1250, 500]);
  });

  it("names lottery games in each reader's language over the board's one reading", async () => {
    // A merchant of its own: the board it reads here is this test's alone.
    const [demo] = await app.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
    await app.db
      .insert(merchants)
      .values({ ...demo!, code: 'BOARDNAMES' })
      .onConflictDoNothing();
    const { member } = await player('lottowinner');
    const win = (gameId: string, vassalage: string, amount: bigint) =>
      insertRound(app, {
        merchantCode: 'BOARDNAMES',
        memberId: member.id,
        gameId,
        vassalage,
        wallet: 'MAIN',
        stake: 100n,
        win: amount,
      });
    // NLT-0001 is the catalogue's card of the lottery's SSC1.
    await win('NLT-0001', 'NLT', 900n);
    await win('NSO-0001', 'NSO', 500n);
    const read = async (language: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `${playCalls.rankList.path}?count=10`,
        headers: { merchant: 'BOARDNAMES', language },
      });
      // The code the names are found by stays off the wire.
      expect(response.body).not.toContain('"code"');
      return valueOf(playCalls.rankList, response).list.map((w) => [w.gameId, w.gameName]);
    };
    expect(await read('ID')).toEqual([
      ['NLT-0001', 'Jakarta 1 Menit'],
      ['NSO-0001', 'Garuda Gold Reels'],
    ]);
    // The same reading, named for an English reader, then for an Indonesian one again.
    expect(await read('EN')).toEqual([
      ['NLT-0001', 'Jakarta 1-Minute'],
      ['NSO-0001', 'Garuda Gold Reels'],
    ]);
    expect((await read('ID'))[0]).toEqual(['NLT-0001', 'Jakarta 1 Menit']);
  });

  it("reads only the merchant's winning rounds, by their index (game_rounds_winners_idx)", async () => {
    const plan = await app.db.transaction(async (tx) => {
      // A test database is small enough to scan; asked not to, the planner shows its index.
      await tx.execute(sql`set local enable_seqscan = off`);
      // Fresh statistics of the rounds this file wrote (the template's are the seed's).
      await tx.execute(sql`analyze game_rounds`);
      const result = (await tx.execute(
        sql`explain ${boardQuery(tx, 'DEMO').getSQL()}`,
      )) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toMatch(/Index Scan (using|on) game_rounds_winners_idx/);
  });

  it(`reads a merchant's board once per ${BOARD_READ_MS / 1000} s and answers each count from that reading`, async () => {
    const [demo] = await app.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
    const merchant = { ...demo!, code: 'BOARDREAD' };
    await app.db.insert(merchants).values(merchant).onConflictDoNothing();
    let clock = 1_000_000;
    const winners = createWinners(app.db, { now: () => clock });
    const { member } = await player('boardreader');
    const win = (amount: bigint) =>
      insertRound(app, {
        merchantCode: merchant.code,
        memberId: member.id,
        gameId: 'NSO-0003',
        vassalage: 'NSO',
        wallet: 'MAIN',
        stake: 100n,
        win: amount,
      });
    await win(500n);
    await win(300n);
    expect((await winners.board(merchant, 10)).map((w) => w.win)).toEqual([5, 3]);

    await win(900n);
    clock += BOARD_READ_MS - 1;
    expect((await winners.board(merchant, 10)).map((w) => w.win)).toEqual([5, 3]);
    expect((await winners.board(merchant, 1)).map((w) => w.win)).toEqual([5]);
    clock += 1;
    expect((await winners.board(merchant, 10)).map((w) => w.win)).toEqual([9, 5, 3]);
  });
});
