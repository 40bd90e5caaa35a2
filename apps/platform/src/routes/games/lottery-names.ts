import type { FastifyInstance } from 'fastify';
import type { LotteryNames } from '../../domains/games/games.js';

/** The lottery's names of its games, kept while the merchant's catalogue version holds. */
export const lotteryNamesOf = (app: FastifyInstance, merchantCode: string): Promise<LotteryNames> =>
  app.publicReads.value(merchantCode, ['catalogue'], 'lottery-names', () =>
    app.games.lotteryNames(),
  );
