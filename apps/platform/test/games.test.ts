import { DS88_VENDOR, gameCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, failureOf, valueOf } from './helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

const get = (url: string) => app.inject({ method: 'GET', url });
const list = async (query: string) =>
  valueOf(gameCalls.gameList, await get(`/wps/relay/GCSGAME_gameList?${query}`));

describe('game menus and vendors', () => {
  it('answers categories in the merchant order, not alphabetically, with lottery menus', async () => {
    const menus = valueOf(gameCalls.gameMenus, await get('/lgw/games/game_menus'));
    expect(menus.navSorting.map((n) => n.gameCategory)).toEqual([
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'RNG',
      'FISH',
      'PVP',
      'LOTT',
      'ELOTT',
    ]);
    expect(menus.navSorting[0]?.vendors[0]).toBe(DS88_VENDOR);
    expect(menus.lotteryMenus.map((g) => g.gameGroupCode)).toEqual([
      'SSC',
      'PK10',
      '11X5',
      'K3',
      'LHC',
      'PCB',
      'LF',
      'CHAIN',
    ]);
    expect(menus.lotteryMenus[0]?.gameMenus[0]).toMatchObject({
      gameCode: 'SSC1',
      gameName: 'Jakarta 1 Menit',
      accountTypeName: 'LOTT',
      defaultPlayType: 'SSC_STANDARD',
    });
    // In English when asked: the menus are kept per language.
    const english = valueOf(
      gameCalls.gameMenus,
      await app.inject({
        method: 'GET',
        url: '/lgw/games/game_menus',
        headers: { language: 'EN' },
      }),
    );
    expect(english.lotteryMenus[1]).toMatchObject({ labelName: 'PK10 Racing' });
    expect(english.lotteryMenus[0]?.gameMenus[0]?.gameName).toBe('Jakarta 1-Minute');
  });

  it('splits the esports books (TF, IA) out of SPORTS, DS88 under LIVE', async () => {
    const { categories } = valueOf(gameCalls.vendors, await get('/wps/relay/GCSGAME_gameVendor'));
    const byTitle = Object.fromEntries(
      categories.map((c) => [c.title, c.cards.map((card) => card.vassalage)]),
    );
    expect(byTitle.ESPORTS).toEqual(['TF', 'IA']);
    expect(byTitle.SPORTS).toEqual(['NSB', 'KCS']);
    expect(byTitle.LIVE).toContain(DS88_VENDOR);
    expect(categories.map((c) => c.title)[0]).toBe('LIVE');
    const ds88 = categories[0]!.cards[0]!;
    expect(ds88).toMatchObject({ displayName: 'DS88 Sabong', isHot: 1, maintenance: 0 });
    expect(ds88.smallIcon).toBe('/media/vendor/DS88.svg');
  });
});

describe('game list', () => {
  it('holds more than 5,000 games with consistent paging', async () => {
    const first = await list('pageNo=1&pageSize=24');
    expect(first.totalCount).toBeGreaterThanOrEqual(5000);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 24));
    expect(first.games).toHaveLength(24);
    const last = await list(`pageNo=${first.totalPages}&pageSize=24`);
    expect(last.games).toHaveLength(first.totalCount - 24 * (first.totalPages - 1));
    const second = await list('pageNo=2&pageSize=24');
    const ids = new Set([...first.games, ...second.games].map((g) => g.gameId));
    expect(ids.size).toBe(48);
  });

  it('pages in a stable order', async () => {
    const a = await list('pageNo=7&pageSize=50');
    const b = await list('pageNo=7&pageSize=50');
    expect(b.games.map((g) => g.gameId)).toEqual(a.games.map((g) => g.gameId));
  });

  it('finds one game by its id, the vendor it belongs to included', async () => {
    const some = (await list('pageNo=3&pageSize=24')).games[7]!;
    const found = await list(`gameId=${encodeURIComponent(some.gameId)}`);
    expect(found.totalCount).toBe(1);
    expect(found.games[0]).toMatchObject({ gameId: some.gameId, vassalage: some.vassalage });
    expect((await list('gameId=NO-SUCH-GAME')).totalCount).toBe(0);
  });

  it('finds games by name, case-insensitively', async () => {
    const found = await list('gameName=DRAGON&pageSize=100');
    expect(found.totalCount).toBeGreaterThan(10);
    for (const g of found.games) expect(g.gameName.toLowerCase()).toContain('dragon');
    expect((await list('gameName=%25')).totalCount).toBe(0);
  });

  it('filters by category, vendor, live table type and minimum bet', async () => {
    const rng = await list('gameType=RNG&vassalage=JKP&pageSize=100');
    expect(rng.totalCount).toBe(640);
    expect(rng.games.every((g) => g.gameType === 'RNG' && g.vassalage === 'JKP')).toBe(true);

    const baccarat = await list('gameType=LIVE&tableType=BAC&pageSize=100');
    expect(baccarat.totalCount).toBeGreaterThan(0);
    expect(baccarat.games.every((g) => g.tableType === 'BAC')).toBe(true);

    const highRoller = await list('gameType=LIVE&minBet=50&pageSize=100');
    expect(highRoller.totalCount).toBeGreaterThan(0);
    expect(highRoller.games.every((g) => g.minBet >= 50)).toBe(true);

    const esports = await list('gameType=ESPORTS');
    expect(esports.games.map((g) => g.vassalage).sort()).toEqual(['IA', 'TF']);
    expect(esports.games.every((g) => g.gameType === 'ESPORTS')).toBe(true);
    const sports = await list('gameType=SPORTS');
    expect(sports.games.map((g) => g.vassalage).sort()).toEqual(['KCS', 'NSB']);
  });

  it('links lottery games to their lottery menu entry', async () => {
    const lott = await list('gameType=LOTT&pageSize=100');
    const ssc = lott.games.find((g) => g.code === 'SSC1');
    expect(ssc).toMatchObject({ accountTypeName: 'LOTT', defaultPlayType: 'SSC_STANDARD' });
    expect(lott.games.map((g) => g.accountTypeName)).toContain('TCG_SEA');
  });

  it("names the lottery's games in the reader's language, as the lottery pages do", async () => {
    const inLanguage = async (url: string, language: string) =>
      app.inject({ method: 'GET', url, headers: { language } });
    const lottery = async (language: string) =>
      valueOf(
        gameCalls.gameList,
        await inLanguage('/wps/relay/GCSGAME_gameList?gameType=LOTT&pageSize=100', language),
      ).games;
    const ssc = (games: { code: string | null; gameName: string }[]) =>
      games.find((g) => g.code === 'SSC1')?.gameName;
    expect(ssc(await lottery('id'))).toBe('Jakarta 1 Menit');
    expect(ssc(await lottery('en'))).toBe('Jakarta 1-Minute');
    // A game the lottery does not run keeps its catalogue name.
    expect((await lottery('id')).map((g) => g.gameName)).toContain('SEA Lottery');
    // Searched, listed as hot and as popular: the same names.
    const found = valueOf(
      gameCalls.gameList,
      await inLanguage('/wps/relay/GCSGAME_gameList?gameName=Jakarta', 'id'),
    );
    expect(found.games.map((g) => g.gameName)).toContain('Jakarta 1 Menit');
    const hot = valueOf(
      gameCalls.hotGames,
      await inLanguage('/wps/relay/GCSGAME_hotGamesV2?vassalage=NLT', 'id'),
    );
    expect(ssc(hot.list)).toBe('Jakarta 1 Menit');
    const popular = async (language: string) =>
      valueOf(
        gameCalls.popular,
        await inLanguage('/lgw/games/popular?count=50&prizeMode=Lott', language),
      ).list.filter((g) => g.code?.startsWith('SSC'));
    expect((await popular('id')).map((g) => g.gameName).join()).toMatch(/Menit/);
    expect((await popular('en')).map((g) => g.gameName).join()).toMatch(/Minute/);
  });

  it("finds a lottery game by any of its names, the lottery's words in every language", async () => {
    const search = async (term: string, language: string) =>
      valueOf(
        gameCalls.gameList,
        await app.inject({
          method: 'GET',
          url: `/wps/relay/GCSGAME_gameList?pageSize=100&gameName=${encodeURIComponent(term)}`,
          headers: { language },
        }),
      ).games;
    // "Menit" is in no catalogue name: only in the lottery's Indonesian names.
    const menit = await search('Menit', 'id');
    expect(menit.find((g) => g.code === 'SSC1')?.gameName).toBe('Jakarta 1 Menit');
    expect(menit.every((g) => g.gameName.includes('Menit'))).toBe(true);
    // One card per game, whichever of its names matched.
    expect(new Set(menit.map((g) => g.gameId)).size).toBe(menit.length);
    // Found by its Indonesian name, shown to an English reader in English.
    const english = await search('menit', 'en');
    expect(english.map((g) => g.gameId)).toEqual(menit.map((g) => g.gameId));
    expect(english.find((g) => g.code === 'SSC1')?.gameName).toBe('Jakarta 1-Minute');
    // And by the English name, shown to an Indonesian reader in Indonesian.
    const minute = await search('1-Minute', 'id');
    expect(minute.find((g) => g.code === 'SSC1')?.gameName).toBe('Jakarta 1 Menit');
    // A word of one game's Indonesian name only finds that game.
    expect((await search('Kilat', 'en')).map((g) => g.code)).toEqual(['PK101']);
  });

  it('refuses bad filters with the fields at fault', async () => {
    for (const query of [
      'pageNo=0',
      'pageSize=500',
      'gameType=CARDS',
      'tableType=XYZ',
      'minBet=-1',
    ]) {
      const response = await get(`/wps/relay/GCSGAME_gameList?${query}`);
      expect(response.statusCode, query).toBe(400);
      const failure = failureOf(response);
      expect(failure.errorCode).toBe('request.invalid');
      expect(Object.keys(failure.fields ?? {})[0]).toBe(`query.${query.split('=')[0]}`);
    }
  });
});

describe('hot and popular', () => {
  it('answers hot games only, per vendor when asked', async () => {
    const { list: hot } = valueOf(gameCalls.hotGames, await get('/wps/relay/GCSGAME_hotGamesV2'));
    expect(hot.length).toBeGreaterThan(10);
    expect(hot.every((g) => g.isHot === 1)).toBe(true);
    const jkp = valueOf(
      gameCalls.hotGames,
      await get('/wps/relay/GCSGAME_hotGamesV2?vassalage=JKP'),
    );
    expect(jkp.list.every((g) => g.vassalage === 'JKP')).toBe(true);
  });

  it('answers the most popular games, lottery ones by prize mode', async () => {
    const top = valueOf(gameCalls.popular, await get('/lgw/games/popular'));
    expect(top.list).toHaveLength(20);
    const five = valueOf(gameCalls.popular, await get('/lgw/games/popular?count=5&prizeMode=Lott'));
    expect(five.list).toHaveLength(5);
    expect(five.list.every((g) => g.gameType === 'LOTT')).toBe(true);
    expect(failureOf(await get('/lgw/games/popular?count=0')).errorCode).toBe('request.invalid');
  });
});
