import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DomainOptions } from '../domains/options.js';
import type { JobDefinition } from './runner.js';

/** How often the settle job looks while nothing was drawn in this process. */
const LOOK_AT_LEAST_MS = 3_000;

/**
 * Pays the lottery's orders once their issue is drawn, and refunds those of a void issue. A run
 * per issue, the subject the issue and the period always `settle`: the runner's
 * unique (job, subject, period) and its claim settle each issue exactly once across
 * processes, and the run (settlement.ts) re-checks the issue under its row lock; a crash rolls
 * the run back whole, and the next tick runs it again. Looks every second after a draw in this
 * process, else every 3 s (another process's draws); `everyMs` 0 turns the timer off.
 */
export const lotterySettle = (app: FastifyInstance, everyMs = 1_000): JobDefinition => {
  let lookedAt = 0;
  return {
    name: 'lottery.settle',
    periodMs: everyMs || 1_000,
    scheduled: everyMs > 0,
    periodOf: () => 'settle',
    clock: () => app.lottery.now(),
    looks: () => {
      if (everyMs === 0) return true;
      const now = Date.now();
      return app.lottery.drawnSince(lookedAt) || now - lookedAt >= LOOK_AT_LEAST_MS;
    },
    subjects: async () => {
      lookedAt = Date.now();
      const due = await app.lottery.dueForSettlement();
      return [...due.drawn, ...due.void];
    },
    run: async (tx, run) => {
      const settled = await app.lottery.settleIssue(tx, Number(run.subject));
      return { ...settled };
    },
  };
};

export default fp(
  async (app: FastifyInstance, { drivers }: DomainOptions) => {
    const lottery = drivers.lottery;
    app.jobs.define(lotterySettle(app, lottery?.settleEveryMs ?? lottery?.drawEveryMs));
  },
  { name: 'job:lottery.settle', dependencies: ['jobs', 'domain:lottery'] },
);
