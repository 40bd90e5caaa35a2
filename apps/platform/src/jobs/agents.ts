import { DAY_MS, HOUR_MS, type ContractType } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { merchants } from '../db/schema/index.js';
import type { Db } from '../db/database.js';
import {
  dayPeriod,
  dividendPeriodsEnding,
  payPeriod,
  previousPeriod,
  type PayPeriod,
} from '../domains/agents/payouts.js';
import { merchantTimeZone } from '../domains/system/merchants.js';
import { addDays, dayOf, startOfDay } from '../domains/system/time-zone.js';
import { payRebates } from '../domains/agents/rebates.js';
import { rollUpSinceLast } from '../domains/agents/rollup.js';
import type { AgentJobsOptions, DomainOptions } from '../domains/options.js';
import type { JobDefinition, JobSubject } from './runner.js';

const FIVE_MINUTES = 300_000;

/** Every merchant, with its clock: each pays its own days' periods. */
const everyMerchant = async (db: Db): Promise<JobSubject[]> =>
  (await db.select({ code: merchants.code, timeZone: merchants.timeZone }).from(merchants)).map(
    (m) => ({ subject: m.code, timeZone: m.timeZone }),
  );

/** The day before the one a moment falls in, in the merchant's zone. */
const dayBefore = (at: Date, zone: string) => addDays(dayOf(at, zone), -1);

/** A period's key back to its window (keys as previousPeriod makes them). */
const windowOf = {
  REALTIME: (key: string, _zone?: string): PayPeriod => {
    const end = new Date(key);
    return { key, start: new Date(end.getTime() - FIVE_MINUTES), end };
  },
  HOURLY: (key: string, _zone?: string): PayPeriod => {
    const start = new Date(key);
    return { key, start, end: new Date(start.getTime() + HOUR_MS) };
  },
  DAILY: (key: string, zone: string): PayPeriod => dayPeriod(key, zone),
};

/**
 * The agent centre's scheduled work, per merchant (the runs' subject), each period once across
 * processes (jobs/runner.ts): the daily aggregates every 5 minutes; real-time salaries every 5
 * minutes for the 5 minutes before; hourly salaries for the hour before; daily salaries and
 * dividends for the day before (the merchant's, in its time zone), a dividend when its period (daily, weekly,
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
    periodOf: (at, zone) => previousPeriod[type](at, zone).key,
    periodEnd: (key, zone) => windowOf[type](key, zone).end,
    ...clock,
    run: async (tx, run) => {
      const period = windowOf[type](run.period, await merchantTimeZone(tx, run.subject));
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
      // The merchant's day before; its run pays every dividend period ending with it.
      periodOf: dayBefore,
      periodEnd: (day, zone) => startOfDay(day, zone, 1),
      ...clock,
      run: async (tx, run) => {
        const zone = await merchantTimeZone(tx, run.subject);
        const periods = dividendPeriodsEnding(run.period, zone);
        return payPeriod(app, tx, run.subject, 'DIVIDEND', (c) => periods[c.periodType]);
      },
    },
    {
      name: 'agents.rebate',
      periodMs: DAY_MS,
      scheduled,
      subjects: everyMerchant,
      // The merchant's day before: each member's rebate of that day, once (rebates.ts).
      periodOf: dayBefore,
      periodEnd: (day, zone) => startOfDay(day, zone, 1),
      ...clock,
      run: (tx, run) => payRebates(app, tx, run.subject, run.period),
    },
  ];
};

export const AGENT_JOB_NAMES = [
  'agents.rollup',
  'agents.salary.realtime',
  'agents.salary.hourly',
  'agents.salary.daily',
  'agents.dividend',
  'agents.rebate',
] as const;

export default fp(
  async (app: FastifyInstance, { drivers }: DomainOptions) => {
    for (const job of agentJobs(app, drivers.agents)) app.jobs.define(job);
  },
  { name: 'job:agents', dependencies: ['jobs', 'domain:agents'] },
);
