import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DomainOptions } from '../domains/options.js';
import type { JobDefinition } from './runner.js';

/**
 * House rounds a crash left OPEN after their stake and draw are settled by their credit key
 * (seamless wallet), in the run's transaction: a sweep racing a page or another process pays
 * nothing twice. Every 30 s by default; `everyMs` 0 keeps the period and turns the timer off.
 */
export const houseSweep = (app: FastifyInstance, everyMs = 30_000): JobDefinition => ({
  name: 'house.sweep',
  periodMs: everyMs || 30_000,
  scheduled: everyMs > 0,
  run: async (tx) => ({ settled: await app.houseRounds.settleStale(undefined, tx) }),
});

export default fp(
  async (app: FastifyInstance, { drivers }: DomainOptions) => {
    app.jobs.define(houseSweep(app, drivers.house?.sweepEveryMs));
  },
  { name: 'job:house.sweep', dependencies: ['jobs', 'house-rounds'] },
);
