import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helper.js';

/** 10:00:30 in Jakarta on 25 November 2026: SSC1 sells the lottery issue numbered 20261125-0601. */
const SELLING = '2026-11-25T03:00:30Z';
/** 10:01:00 in Jakarta: the issue numbered 20261125-0601 has closed and can be drawn. */
const CLOSED = '2026-11-25T03:01:00Z';

export interface LotteryApp {
  app: FastifyInstance;
  /** The lottery's clock as it stands. */
  now: () => Date;
  /** Moves the clock past the close, then draws and settles it. */
  drawAndSettle: () => Promise<void>;
}

/**
 * The app with the lottery on a clock of the test's own (its jobs ticked by hand, the house's
 * sweeps off), set while SSC1 sells 20261125-0601, with that issue scheduled.
 */
export async function lotteryApp(): Promise<LotteryApp> {
  let clock = new Date(SELLING);
  const { app } = await buildTestApp({
    lottery: { scheduleEveryMs: 0, drawEveryMs: 0, now: () => clock },
    house: { sweepEveryMs: 0, purgeEveryMs: 0 },
  });
  await app.jobs.tick('lottery.schedule', clock);
  return {
    app,
    now: () => clock,
    drawAndSettle: async () => {
      clock = new Date(CLOSED);
      await app.jobs.tick('lottery.draw', clock);
      await app.jobs.tick('lottery.settle', clock);
    },
  };
}
