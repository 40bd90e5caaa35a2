import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DomainOptions } from '../domains/options.js';
import type { JobDefinition } from './runner.js';

const QUIET_AT_MOST_MS = 10_000;

/**
 * Locks and draws the lottery's issues on time. Each tick closes the sale of every issue whose
 * lock time has come (a conditional update, harmless in any number of processes), then makes a
 * run of every issue whose draw time has come: the subject is the issue and the period is
 * always `draw`, so the runner's unique (job, subject, period) and its claim draw each issue
 * exactly once across processes; the run makes it DRAWN, or VOID past the grace window.
 * Every second by default; each tick that looks learns when the next lock or draw is, and until
 * then (10 s at most) the ticks do not touch the database. `everyMs` 0 turns the timer off.
 *
 * Settlement is the next step's: a DRAWN issue stays DRAWN until the settlement job has paid
 * its orders and marks it SETTLED (an issue without orders included).
 */
export const lotteryDraw = (app: FastifyInstance, everyMs = 1_000): JobDefinition => {
  // Until when this process knows there is nothing to lock or draw (its lottery clock).
  let quietFrom = 0;
  let quietUntil = 0;
  return {
    name: 'lottery.draw',
    periodMs: everyMs || 1_000,
    scheduled: everyMs > 0,
    periodOf: () => 'draw',
    clock: () => app.lottery.now(),
    looks: () => {
      const now = +app.lottery.now();
      return now < quietFrom || now >= quietUntil;
    },
    subjects: async () => {
      const now = +app.lottery.now();
      await app.lottery.lockDue();
      const due = await app.lottery.dueForDraw();
      const next = await app.lottery.nextEventAt();
      // Looked again at least every QUIET_AT_MOST_MS: issues another process or an operator made.
      quietFrom = now;
      quietUntil = Math.min(next ? +next : Infinity, now + QUIET_AT_MOST_MS);
      return due;
    },
    run: async (tx, run) => app.lottery.drawDue(tx, Number(run.subject)),
  };
};

export default fp(
  async (app: FastifyInstance, { drivers }: DomainOptions) => {
    app.jobs.define(lotteryDraw(app, drivers.lottery?.drawEveryMs));
  },
  { name: 'job:lottery.draw', dependencies: ['jobs', 'domain:lottery'] },
);
