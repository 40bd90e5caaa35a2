import { lotteryCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../register-call.js';

/** The lottery pages' reads: games, the issues near now, draw history, trend statistics. */
export default async function lotteryRoutes(app: FastifyInstance) {
  const { reads, now } = app.lottery;

  registerCall(app, lotteryCalls.games, ({ merchant }) => reads.games(merchant.code, now()));

  registerCall(app, lotteryCalls.near, ({ merchant, query }) =>
    reads.near(merchant.code, query.gameId, now()),
  );

  registerCall(app, lotteryCalls.draws, ({ merchant, params, query }) =>
    reads.history(merchant.code, params.gameId, query.page, query.size, now()),
  );

  registerCall(app, lotteryCalls.hotGap, ({ merchant, params, query }) =>
    reads.hotGap(merchant.code, params.gameId, query.count),
  );
}
