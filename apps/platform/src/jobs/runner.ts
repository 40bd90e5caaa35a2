import { HOUR_MS } from '@site/contract';
import { and, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.js';
import { jobRuns } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import {
  claimAndRun,
  scheduleRuns,
  type JobResult,
  type JobRun,
  type RunOutcome,
} from './job-runs.js';
import { startPeriodicJob } from './periodic-job.js';

/**
 * What a period runs for: a name, or a merchant with its clock, whose periods (days, weeks)
 * count in its own time zone, so two merchants' "yesterday" may be different days.
 */
export type JobSubject = string | { subject: string; timeZone: string };

/** A scheduled job: what one run of a (subject, period) does, and how often periods come. */
export interface JobDefinition {
  /** `domain.what`, e.g. `house.sweep`; the job column of its runs. */
  name: string;
  /** A period's length: one run per subject per period. */
  periodMs: number;
  /** Whether this process looks for due runs on a timer (off: only `tick` runs it). */
  scheduled: boolean;
  /** What a period runs for (merchants, agents); one platform-wide run ('') by default. */
  subjects?: (db: Db) => Promise<JobSubject[]>;
  /**
   * The period a moment belongs to, for a subject in `timeZone` (UTC for a plain name); the
   * UTC start of its periodMs bucket by default.
   */
  periodOf?: (at: Date, timeZone: string) => string;
  /**
   * When a period is over, for a job that pays a period once for what happened in it: its run
   * is not made due, nor claimed, before then (a run before would record the period done and
   * miss what comes later in it). Jobs without it run the period under way.
   */
  periodEnd?: (period: string, timeZone: string) => Date;
  /** The job's clock (the lottery's runs on its own); the server's by default. */
  clock?: () => Date;
  /**
   * The run's effects, written with `tx` only (the claim's transaction: on PGlite the outer
   * db waits behind it); money through the ledger with the caller's executor and a key of
   * `${job}:${subject}:${period}`.
   */
  run: (tx: Db, run: JobRun) => Promise<JobResult>;
  /** Tries before a failing run is left for an operator (default 5, backing off e^n s). */
  maxAttempts?: number;
  /**
   * A check in memory before a tick touches the database: false skips the tick (the job knows
   * nothing is due yet). Runs waiting for a retry wait for the next tick that looks.
   */
  looks?: () => boolean;
}

/** How a job stands, for `npm run ops -- jobs`. */
export interface JobOverview {
  job: string;
  periodMs: number;
  scheduled: boolean;
  lastRun: { subject: string; period: string; doneAt: string; result: unknown } | null;
  /** When this process next looks for due runs (null: it does not). */
  nextRunAt: string | null;
  failures: {
    subject: string;
    period: string;
    attempts: number;
    lastError: string;
    /** When it is tried again; null when its tries are spent. */
    retryAt: string | null;
  }[];
}

const DEFAULT_MAX_ATTEMPTS = 5;
/** Runs one tick drains at most; the rest wait for the next tick. */
const RUNS_PER_TICK = 500;
/** A scheduled job looks for due runs every period, and at least this often. */
const LOOK_EVERY_MS = 60_000;
/** How long done runs are kept for the overview and audits. */
const KEEP_DONE_DAYS = 7;

/** Whether a period ending at `endsAt` is still under way at `now`. */
const isUnder = (endsAt: Date | undefined, now: Date) => endsAt !== undefined && endsAt > now;

const lookEveryOf = (job: JobDefinition) => Math.min(job.periodMs, LOOK_EVERY_MS);
const bucketOf = (periodMs: number) => (at: Date) =>
  new Date(Math.floor(at.getTime() / periodMs) * periodMs).toISOString();

/**
 * The jobs seat (DESIGN.md, Jobs): each job's periods are made due by whichever process looks
 * first (a unique (job, subject, period) row), and each due run is claimed and written in one
 * transaction, so across any number of processes a period is processed exactly once.
 */
export function createJobRunner(db: Db, log: FastifyBaseLogger) {
  const jobs = new Map<string, JobDefinition>();
  const timers = new Map<string, { stop: () => Promise<void>; startedAt: number }>();

  const definitionOf = (name: string) => {
    const job = jobs.get(name);
    if (!job) throw new Error(`no job ${name}`);
    return job;
  };

  const runner = {
    define(job: JobDefinition) {
      if (jobs.has(job.name)) throw new Error(`job ${job.name} is defined twice`);
      if (!(job.periodMs > 0)) throw new Error(`job ${job.name} needs a period`);
      jobs.set(job.name, job);
    },

    names: () => [...jobs.keys()],

    /**
     * Makes the period of `at` due for every subject, then runs whatever is due (that period,
     * earlier ones a crash or a failure left). Answers what this process ran; another
     * process's runs are not in it. Refuses (job.period.not.ended, nothing recorded) a time to
     * come, or a period not over yet: run once, it would be done before all of it happened.
     */
    async tick(name: string, at?: Date): Promise<RunOutcome[]> {
      const job = definitionOf(name);
      const now = job.clock?.() ?? new Date();
      const moment = at ?? now;
      const periodOf = job.periodOf ?? bucketOf(job.periodMs);
      const periodIn = (timeZone: string) => {
        const period = periodOf(moment, timeZone);
        return { period, endsAt: job.periodEnd?.(period, timeZone) };
      };
      if (moment > now) throw new AppError('job.period.not.ended');
      // Checked before the subjects are read (in UTC): a plain job's only period.
      if (!job.subjects && isUnder(periodIn('UTC').endsAt, now)) {
        throw new AppError('job.period.not.ended');
      }
      if (job.looks && !job.looks()) return [];
      const subjects = job.subjects ? await job.subjects(db) : [''];
      // Subjects sharing a zone share a period: made due together, as before zones.
      const byZone = new Map<string, string[]>();
      for (const subject of subjects) {
        const [code, zone] =
          typeof subject === 'string' ? [subject, 'UTC'] : [subject.subject, subject.timeZone];
        byZone.set(zone, [...(byZone.get(zone) ?? []), code]);
      }
      const periods = [...byZone].map(([zone, codes]) => ({ codes, ...periodIn(zone) }));
      if (periods.some((p) => isUnder(p.endsAt, now))) throw new AppError('job.period.not.ended');
      for (const { codes, period, endsAt } of periods) {
        await scheduleRuns(
          db,
          codes.map((subject) => ({ job: name, subject, period })),
          endsAt,
        );
      }
      const outcomes: RunOutcome[] = [];
      for (let i = 0; i < RUNS_PER_TICK; i++) {
        const outcome = await claimAndRun(
          db,
          name,
          job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
          job.run,
        );
        if (!outcome) break;
        if (outcome.outcome === 'failed') {
          log.error({ job: name, run: outcome.run, err: outcome.error }, 'job run failed');
        }
        outcomes.push(outcome);
      }
      return outcomes;
    },

    /** Starts the timers of the scheduled jobs (once the app is ready). */
    start() {
      for (const job of jobs.values()) {
        if (!job.scheduled || timers.has(job.name)) continue;
        const stop = startPeriodicJob(
          () => runner.tick(job.name),
          lookEveryOf(job),
          (error) => log.error({ err: error, job: job.name }, 'job tick failed'),
        );
        timers.set(job.name, { stop, startedAt: Date.now() });
      }
    },

    /** Stops the timers, waiting for the runs in flight. */
    async stop() {
      await Promise.all([...timers.values()].map((timer) => timer.stop()));
      timers.clear();
    },

    /** Each job's last run, next look and failures not yet done. */
    async overview(): Promise<JobOverview[]> {
      const now = Date.now();
      return Promise.all(
        [...jobs.values()].map(async (job) => {
          const [last] = await db
            .select()
            .from(jobRuns)
            .where(and(eq(jobRuns.job, job.name), isNotNull(jobRuns.doneAt)))
            .orderBy(desc(jobRuns.doneAt))
            .limit(1);
          const failing = await db
            .select()
            .from(jobRuns)
            .where(
              and(eq(jobRuns.job, job.name), isNull(jobRuns.doneAt), isNotNull(jobRuns.lastError)),
            )
            .orderBy(desc(jobRuns.period))
            .limit(20);
          const timer = timers.get(job.name);
          const maxAttempts = job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
          return {
            job: job.name,
            periodMs: job.periodMs,
            scheduled: job.scheduled,
            lastRun: last?.doneAt
              ? {
                  subject: last.subject,
                  period: last.period,
                  doneAt: last.doneAt.toISOString(),
                  result: last.result,
                }
              : null,
            nextRunAt: timer
              ? new Date(
                  now + lookEveryOf(job) - ((now - timer.startedAt) % lookEveryOf(job)),
                ).toISOString()
              : null,
            failures: failing.map((run) => ({
              subject: run.subject,
              period: run.period,
              attempts: run.attempts,
              lastError: run.lastError ?? '',
              retryAt: run.attempts < maxAttempts ? run.runAfter.toISOString() : null,
            })),
          };
        }),
      );
    },
  };

  // The seat's own housekeeping: done runs are kept a week.
  runner.define({
    name: 'jobs.purge',
    periodMs: 24 * HOUR_MS,
    scheduled: true,
    async run(tx) {
      const gone = await tx
        .delete(jobRuns)
        .where(
          and(
            isNotNull(jobRuns.doneAt),
            lt(jobRuns.doneAt, sql`now() - make_interval(days => ${KEEP_DONE_DAYS})`),
          ),
        )
        .returning({ id: jobRuns.id });
      return { deleted: gone.length };
    },
  });
  return runner;
}
export type JobRunner = ReturnType<typeof createJobRunner>;

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

/**
 * The seat: `app.jobs`, on which the job plugins (jobs/<job>.ts) define themselves; the
 * timers start when the app is ready and stop, after the runs in flight, before the database
 * closes (onClose hooks run in reverse order).
 */
export default fp(
  async (app: FastifyInstance) => {
    const runner = createJobRunner(app.db, app.log);
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', () => runner.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
