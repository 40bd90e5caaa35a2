import { gameCategorySchema, gameCalls, liveTableTypeSchema } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGame, type GameFilter } from '../src/domains/games/games.js';
import { buildTestApp, valueOf } from './helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

describe('the catalogue index', () => {
  it('answers every list and search as the ILIKE query does: same games, order and count', async () => {
    for (const code of ['DEMO', 'LUNA']) {
      const merchant = (await app.merchants.find(code))!;
      const index = await app.games.index(merchant);
      expect(index.size).toBeGreaterThan(1000);

      // Words of real names (first, middle, last), odd cases, LIKE's own characters, nothing.
      const all = await app.games.list(merchant, {}, 1, 100);
      const words = new Set<string>();
      for (const game of all.games) {
        for (const word of game.gameName.split(/\s+/)) {
          words.add(word.toLowerCase()).add(word.toUpperCase()).add(word.slice(1, 4));
        }
      }
      const terms = [
        ...[...words].slice(0, 24),
        'dragon',
        'DrAgOn',
        'a',
        'e ',
        ' o',
        '%',
        '_',
        '\\',
        "'",
        '%a%',
        'a_b',
        'zzzz-none',
        'É',
        'ß',
        'ı',
        '1',
        '0',
        '-',
        // Words of the lottery's names of its games only (Indonesian), and of both languages.
        'menit',
        'Menit',
        'MENIT',
        ' 1 m',
        'Kilat',
        'balap',
        'jawa',
        'klasik',
        'minute',
        'Jakarta',
      ];
      const filters: GameFilter[] = [
        {},
        ...terms.map((gameName) => ({ gameName })),
        ...gameCategorySchema.options.map((gameType) => ({ gameType })),
        ...gameCategorySchema.options.map((gameType) => ({ gameType, gameName: 'a' })),
        ...liveTableTypeSchema.options.map((tableType) => ({ tableType, gameName: 'e' })),
        { vassalage: all.games[0]!.vassalage },
        { vassalage: all.games[0]!.vassalage, gameName: 'o' },
        { vassalage: 'NOPE' },
        { gameId: all.games[5]!.gameId },
        { gameId: all.games[5]!.gameId, vassalage: 'NOPE' },
        { gameId: 'NOPE-0000' },
        { minBet: 0 },
        { minBet: 50 },
        { minBet: 1000.005, gameName: 'a' },
        { gameType: 'SPORTS', gameName: 'a' },
        { gameType: 'ESPORTS' },
        { gameType: 'LOTT', gameName: 'menit' },
        { gameType: 'ELOTT', gameName: 'menit' },
        { vassalage: 'NLT', gameName: 'Balap' },
      ];
      for (const filter of filters) {
        // The first page, a later one, and one past the end.
        for (const [pageNo, pageSize] of [
          [1, 24],
          [3, 50],
          [400, 24],
        ] as const) {
          const sql = await app.games.list(merchant, filter, pageNo, pageSize);
          const page = index.page(merchant, filter, pageNo, pageSize);
          const label = `${code} ${JSON.stringify(filter)} page ${pageNo}`;
          expect(page.total, label).toBe(sql.totalCount);
          expect(
            page.rows.map((row) => toGame(merchant, row)),
            label,
          ).toEqual(sql.games);
        }
      }
    }
    // Some hundreds of SQL queries on the embedded database.
  }, 240_000);

  it("finds a lottery game by the lottery's names of it, in SQL as in the index", async () => {
    const merchant = (await app.merchants.find('DEMO'))!;
    const index = await app.games.index(merchant);
    const names = await app.games.lotteryNames();
    const found = async (gameName: string) => {
      const sql = await app.games.list(merchant, { gameName }, 1, 100);
      const page = index.page(merchant, { gameName }, 1, 100);
      expect(page.rows.map((row) => toGame(merchant, row))).toEqual(sql.games);
      return sql.games;
    };
    // "Menit" is in no catalogue name, only in the lottery's Indonesian names of its games.
    const menit = await found('Menit');
    expect(menit.map((g) => g.code)).toEqual(expect.arrayContaining(['SSC1', 'PK101', 'K31']));
    for (const game of menit) {
      expect(game.gameName).not.toMatch(/menit/i);
      expect(names.get(game.code!)?.ID?.label).toMatch(/menit/i);
    }
    // "Kilat" in one of them.
    expect((await found('kilat')).map((g) => g.code)).toEqual(['PK101']);
  });

  it('answers GCSGAME_gameList from the index, with the SQL answer', async () => {
    const merchant = (await app.merchants.find('DEMO'))!;
    for (const query of ['gameName=dragon&pageSize=24', 'gameType=LIVE&pageNo=2', 'gameName=%25']) {
      const answer = valueOf(
        gameCalls.gameList,
        await app.inject({ method: 'GET', url: `${gameCalls.gameList.path}?${query}` }),
      );
      const params = new URLSearchParams(query);
      const sql = await app.games.list(
        merchant,
        {
          gameName: params.get('gameName') ?? undefined,
          gameType: (params.get('gameType') ?? undefined) as GameFilter['gameType'],
        },
        Number(params.get('pageNo') ?? 1),
        Number(params.get('pageSize') ?? 24),
      );
      expect(answer).toEqual(sql);
    }
  });
});
