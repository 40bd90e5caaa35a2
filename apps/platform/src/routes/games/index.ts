import { gameCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../register-call.js';
import betRecordRoutes from './bets.js';
import playRoutes from './play.js';

/** The lobby: menus and nav order, vendors per category, game lists, hot and popular. */
export default async function gamesRoutes(app: FastifyInstance) {
  await app.register(playRoutes);
  await app.register(betRecordRoutes);

  registerCall(app, gameCalls.gameMenus, ({ merchant }) => app.games.menus(merchant));

  registerCall(app, gameCalls.vendors, async ({ merchant }) => ({
    categories: await app.games.vendorCategories(merchant),
  }));

  registerCall(app, gameCalls.gameList, ({ merchant, query }) =>
    app.games.list(
      merchant,
      {
        gameType: query.gameType,
        vassalage: query.vassalage,
        gameName: query.gameName,
        tableType: query.tableType,
        minBet: query.minBet,
      },
      query.pageNo,
      query.pageSize,
    ),
  );

  registerCall(app, gameCalls.hotGames, async ({ merchant, query }) => ({
    list: await app.games.hot(merchant, query.vassalage),
  }));

  registerCall(app, gameCalls.popular, async ({ merchant, query }) => ({
    list: await app.games.popular(merchant, query.count, query.prizeMode),
  }));
}
