import { gameCalls, ok, pageInfo, type GameList } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { namedIn, toGame } from '../../domains/games/games.js';
import { languageOrder, requestLanguage } from '../../http/request-language.js';
import { etagOf } from '../../domains/system/public-reads.js';
import { parse, registerCall } from '../register-call.js';
import { registerPublicRead, sendFreshAnswer } from '../register-public-read.js';
import { requestMerchant } from '../request-merchant.js';
import betRecordRoutes from './bets.js';
import { lotteryNamesOf } from './lottery-names.js';
import playRoutes from './play.js';

/** The lobby: menus and nav order, vendors per category, game lists, hot and popular. */
export default async function gamesRoutes(app: FastifyInstance) {
  await app.register(playRoutes);
  await app.register(betRecordRoutes);

  // The merchant's row orders the categories and names its esports vendors: 'site' too.
  registerPublicRead(app, gameCalls.gameMenus, ['site', 'catalogue'], ({ merchant, languages }) =>
    app.games.menus(merchant, languages),
  );

  registerPublicRead(app, gameCalls.vendors, ['site', 'catalogue'], async ({ merchant }) => ({
    categories: await app.games.vendorCategories(merchant),
  }));

  const lotteryNames = (merchantCode: string) => lotteryNamesOf(app, merchantCode);

  // Lists and searches are answered from the merchant's catalogue index (not kept per query:
  // the names searched for are the clients'), rebuilt when its catalogue version moves.
  app.get(gameCalls.gameList.path, async (request, reply) => {
    const merchant = await requestMerchant(app, request, gameCalls.gameList.path);
    const query = parse(gameCalls.gameList.query, request.query, 'query');
    const index = await app.publicReads.value(merchant.code, ['catalogue'], 'game-index', () =>
      app.games.index(merchant),
    );
    const { rows, total } = index.page(merchant, query, query.pageNo, query.pageSize);
    const languages = languageOrder(requestLanguage(request), merchant.defaultLanguage);
    const value: GameList = {
      games: namedIn(
        rows.map((row) => toGame(merchant, row)),
        await lotteryNames(merchant.code),
        languages,
      ),
      ...pageInfo(query.pageNo, query.pageSize, total),
    };
    const body = JSON.stringify(ok(value));
    return sendFreshAnswer(request, reply, { body, etag: etagOf(body) });
  });

  registerPublicRead(
    app,
    gameCalls.hotGames,
    ['site', 'catalogue'],
    async ({ merchant, query, languages }) => ({
      list: namedIn(
        await app.games.hot(merchant, query.vassalage),
        await lotteryNames(merchant.code),
        languages,
      ),
    }),
  );

  // The popular list is cached per merchant; the lottery games in it carry their current issue's
  // countdown, which changes every second, so it is added per request over the cached list.
  registerCall(app, gameCalls.popular, async ({ merchant, query, languages }) => {
    const list = await app.publicReads.value(
      merchant.code,
      ['site', 'catalogue'],
      `popular:${query.count}:${query.prizeMode ?? ''}`,
      () => app.games.popular(merchant, query.count, query.prizeMode),
    );
    const lottery = list.filter((g) => g.gameType === 'LOTT' && g.code !== null);
    const timers = await app.lottery.reads.timers(
      merchant.code,
      lottery.map((g) => g.code!),
      app.lottery.now(),
    );
    return {
      list: namedIn(list, await lotteryNames(merchant.code), languages).map((game) => {
        const timer = game.code === null ? undefined : timers.get(game.code);
        return timer
          ? { ...game, numero: timer.numero, remainTime: timer.remainTime, isSale: timer.isSale }
          : game;
      }),
    };
  });
}
