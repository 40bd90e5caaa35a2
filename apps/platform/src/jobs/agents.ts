import { DAY_MS, HOUR_MS, type ContractType } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { merchants } from '../db/schema/index.js';
import type { Db } from '../db/database.js';
import {
  dividendPeriodsEnding,
  payPeriod,
  previousPeriod,
  type PayPeriod,
} from '../domains/agents/payouts.js';
import { addDays, dayStart } from '../domains/agents/days.js';
import { payRebates } from '../domains/agents/rebates.js';
import { rollUpSinceLast } from '../domains/agents/rollup.js';
import type { DomainOptions } from '../domains/options.js';
import type { JobDefinition } from './runner.js';

/** The agents' jobs: whether this process runs them on timers (tests tick them by hand). */
export interface AgentJobsOptions {
  scheduled?: boolean;
  /** The clock that says whether a period is over (tests move it); the server's by default. */
  now?: () => Date;
}

const FIVE_MINUTES = 300_000;

const everyMerchant = async (db: Db) =>
  (await db.select({ code: merchants.code }).from(merchants)).map((m) => m.code);

/** A period's key back to its window (keys as previousPeriod makes them). */
const windowOf = {
  REALTIME: (key: string): PayPeriod => {
    const end = new Date(key);
    return { key, start: new Date(end.getTime() - FIVE_MINUTES), end };
  },
  HOURLY: (key: string): PayPeriod => {
    const start = new Date(key);
    return { key, start, end: new Date(start.getTime() + HOUR_MS) };
  },
  DAILY: (key: string): PayPeriod => ({ key, start: dayStart(key), end: dayStart(key, 1) }),
};

/**
 * The agent centre's scheduled work, per merchant (the runs' subject), each period once across
 * processes (jobs/runner.ts): the daily aggregates every 5 minutes; real-time salaries every 5
 * minutes for the 5 minutes before; hourly salaries for the hour before; daily salaries and
 * dividends for the day before (UTC+7), a dividend when its period (daily, weekly,
 * semimonthly, monthly) ends that day; rebates for the day before. `npm run ops -- agents run <job> --at <ISO>` runs the
 * period before that moment by hand; a period is paid once, so none is run before it ends (the
 * runner refuses a time to come).
 */
export const agentJobs = (
  app: FastifyInstance,
  { scheduled = true, now }: AgentJobsOptions = {},
): JobDefinition[] => {
  const clock = now ? { clock: now } : {};
  const salary = (
    type: Exclude<ContractType, 'DIVIDEND'>,
    name: string,
    periodMs: number,
  ): JobDefinition => ({
    name,
    periodMs,
    scheduled,
    subjects: everyMerchant,
    periodOf: (at) => previousPeriod[type](at).key,
    periodEnd: (key) => windowOf[type](key).end,
    ...clock,
    run: (tx, run) => {
      const period = windowOf[type](run.period);
      return payPeriod(app, tx, run.subject, type, () => period);
    },
  });
  return [
    {
      name: 'agents.rollup',
      periodMs: FIVE_MINUTES,
      scheduled,
      ...clock,
      subjects: everyMerchant,
      run: (tx, run) => rollUpSinceLast(tx, run.subject, new Date()),
    },
    salary('REALTIME', 'agents.salary.realtime', FIVE_MINUTES),
    salary('HOURLY', 'agents.salary.hourly', HOUR_MS),
    salary('DAILY', 'agents.salary.daily', DAY_MS),
    {
      name: 'agents.dividend',
      periodMs: DAY_MS,
      scheduled,
      subjects: everyMerchant,
      // The day before, UTC+7; its run pays every dividend period ending with it.
      periodOf: (at) =>
        addDays(new Date(at.getTime() + 7 * HOUR_MS).toISOString().slice(0, 10), -1),
      periodEnd: (day) => dayStart(day, 1),
      ...clock,
      run: (tx, run) => {
        const periods = dividendPeriodsEnding(run.period);
        return payPeriod(app, tx, run.subject, 'DIVIDEND', (c) => periods[c.periodType]);
      },
    },
    {
      name: 'agents.rebate',
      periodMs: DAY_MS,
      scheduled,
      subjects: everyMerchant,
      // The day before, UTC+7: each member's rebate of that day, once (rebates.ts).
      periodOf: (at) =>
        addDays(new Date(at.getTime() + 7 * HOUR_MS).toISOString().slice(0, 10), -1),
      periodEnd: (day) => dayStart(day, 1),
      ...clock,
      run: (tx, run) => payRebates(app, tx, run.subject, run.period),
    },
  ];
};

export default fp(
  async (app: FastifyInstance, { drivers }: DomainOptions) => {
    for (const job of agentJobs(app, drivers.agents)) app.jobs.define(job);
  },
  { name: 'job:agents', dependencies: ['jobs', 'domain:agents'] },
);
