import { HOUR_MS } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DomainOptions } from '../domains/options.js';
import type { JobDefinition } from './runner.js';

/**
 * Launch tokens and game sessions that ended GAME_ACCESS_KEEP_HOURS ago are deleted, so the
 * tables hold what is live and a little history. Hourly by default; `everyMs` 0 keeps the
 * period and turns the timer off.
 */
export const gameAccessPurge = (app: FastifyInstance, everyMs = HOUR_MS): JobDefinition => ({
  name: 'house.game-access-purge',
  periodMs: everyMs || HOUR_MS,
  scheduled: everyMs > 0,
  run: (tx) => app.houseSessions.purgeEnded(undefined, tx),
});

export default fp(
  async (app: FastifyInstance, { drivers }: DomainOptions) => {
    app.jobs.define(gameAccessPurge(app, drivers.house?.purgeEveryMs));
  },
  { name: 'job:house.game-access-purge', dependencies: ['jobs', 'house-sessions'] },
);
