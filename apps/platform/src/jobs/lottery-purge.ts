import { HOUR_MS } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DomainOptions } from '../domains/options.js';
import type { JobDefinition } from './runner.js';

/**
 * Keeps the lottery's tables to what records and trends need (domains/lottery/purge.ts): old
 * issues without orders, past number sales and the per-issue job runs. Hourly by default;
 * `everyMs` 0 keeps the period and turns the timer off.
 */
export const lotteryPurge = (app: FastifyInstance, everyMs = HOUR_MS): JobDefinition => ({
  name: 'lottery.purge',
  periodMs: everyMs || HOUR_MS,
  scheduled: everyMs > 0,
  clock: () => app.lottery.now(),
  run: (tx) => app.lottery.purgeOld(tx),
});

export default fp(
  async (app: FastifyInstance, { drivers }: DomainOptions) => {
    const lottery = drivers.lottery;
    // With the draw timer off (tests), the purge's is off too unless asked for.
    const everyMs = lottery?.purgeEveryMs ?? (lottery?.drawEveryMs === 0 ? 0 : undefined);
    app.jobs.define(lotteryPurge(app, everyMs));
  },
  { name: 'job:lottery.purge', dependencies: ['jobs', 'domain:lottery'] },
);
