import { playCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { namedIn } from '../../domains/games/games.js';
import { registerCall } from '../register-call.js';
import { lotteryNamesOf } from './lottery-names.js';

/**
 * The member's side of the lobby: favourites, recents, the winner board, PVP rooms,
 * live table types and the game launch.
 */
export default async function playRoutes(app: FastifyInstance) {
  registerCall(app, playCalls.favoriteIds, async (ctx) => ({
    gameIds: await app.favorites.ids(ctx.merchant, ctx.member.id),
  }));

  registerCall(app, playCalls.favoriteList, async (ctx) => {
    const page = await app.favorites.list(
      ctx.merchant,
      ctx.member.id,
      ctx.query.pageNo,
      ctx.query.pageSize,
    );
    const names = await lotteryNamesOf(app, ctx.merchant.code);
    return { ...page, games: namedIn(page.games, names, ctx.languages) };
  });

  registerCall(app, playCalls.setFavorite, async (ctx) => ({
    gameIds: await app.favorites.set(
      ctx.merchant,
      ctx.member.id,
      ctx.body.gameId,
      ctx.body.favorite,
    ),
  }));

  registerCall(app, playCalls.recent, async (ctx) => ({
    list: namedIn(
      await app.recentGames.list(ctx.merchant, ctx.member.id),
      await lotteryNamesOf(app, ctx.merchant.code),
      ctx.languages,
    ),
  }));

  // The board is read once for every reader; its lottery games are named in each one's language.
  registerCall(app, playCalls.rankList, async ({ merchant, query, languages }) => ({
    list: namedIn(
      await app.winners.board(merchant, query.count),
      await lotteryNamesOf(app, merchant.code),
      languages,
    ).map(({ code: _code, ...winner }) => winner),
  }));

  registerCall(app, playCalls.roomList, ({ merchant, query }) =>
    app.pvpRooms.list(merchant, query.vassalage || undefined, query.pageNo, query.pageSize),
  );

  registerCall(app, playCalls.vassGameType, async ({ merchant, query }) => ({
    list: await app.liveTables.types(merchant, query.vassalage || undefined),
  }));

  registerCall(app, playCalls.launchGame, (ctx) =>
    app.gameLaunch.launch({
      merchant: ctx.merchant,
      member: ctx.member,
      siteSessionHash: ctx.session.tokenHash,
      gameId: ctx.body.gameId,
      vassalage: ctx.body.vassalage,
      language: ctx.body.language ?? ctx.language,
      platform: ctx.body.platform,
      clientType: ctx.body.clientType,
    }),
  );
}
