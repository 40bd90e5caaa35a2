import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DomainOptions } from '../domains/options.js';
import type { JobDefinition } from './runner.js';

/**
 * Keeps every active lottery game's issues generated ahead (an hour for fast games, two days
 * for daily ones), in one insert per run; each period once across processes. Every minute by
 * default, and once as the platform starts so the games are on sale at once; `everyMs` 0 keeps
 * the period and turns both off.
 */
export const lotterySchedule = (app: FastifyInstance, everyMs = 60_000): JobDefinition => ({
  name: 'lottery.schedule',
  periodMs: everyMs || 60_000,
  scheduled: everyMs > 0,
  clock: () => app.lottery.now(),
  run: async (tx) => ({ made: await app.lottery.generateAhead(tx) }),
});

export default fp(
  async (app: FastifyInstance, { drivers }: DomainOptions) => {
    const job = lotterySchedule(app, drivers.lottery?.scheduleEveryMs);
    app.jobs.define(job);
    if (!job.scheduled) return;
    let first: Promise<unknown> | undefined;
    app.addHook('onReady', async () => {
      first = app.jobs
        .tick(job.name)
        .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'job tick failed'));
    });
    // Before the database closes (onClose hooks run in reverse order).
    app.addHook('onClose', async () => {
      await first;
    });
  },
  { name: 'job:lottery.schedule', dependencies: ['jobs', 'domain:lottery'] },
);
