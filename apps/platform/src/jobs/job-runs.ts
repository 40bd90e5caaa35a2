import { and, asc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { jobRuns } from '../db/schema/index.js';

/** A run of a job: what it runs for ('' for the whole platform) and its period's key. */
export interface JobRun {
  job: string;
  subject: string;
  period: string;
}

/** What a run answers, kept on its row: a JSON value (counts, ids). */
export type JobResult =
  string | number | boolean | null | { [key: string]: JobResult } | JobResult[];

/** The back-off after a failure: e^attempts seconds, at most e^10 (about 6 hours). */
const backOff = sql`make_interval(secs => exp(least(${jobRuns.attempts}, 10)))`;

/**
 * Makes the runs of a period due, from `runAfter` when given (the period's end: the claim, on
 * the database's clock, takes no run before it); a run that exists (any process made it) stays
 * as it is.
 */
export async function scheduleRuns(
  db: Db,
  runs: readonly JobRun[],
  runAfter?: Date,
): Promise<void> {
  if (runs.length === 0) return;
  await db
    .insert(jobRuns)
    .values(runs.map((run) => (runAfter ? { ...run, runAfter } : run)))
    .onConflictDoNothing();
}

export type RunOutcome =
  | { outcome: 'done'; run: JobRun; result: JobResult }
  | { outcome: 'failed'; run: JobRun; error: string };

/**
 * Claims one due run of `job` and runs `effects` for it, both in one transaction: the row is
 * locked (FOR UPDATE SKIP LOCKED, so another process takes the next run, or none), the effects
 * write in a savepoint, and the row is marked done with them. A failure rolls the savepoint
 * back and records itself on the still-locked row (attempts, error, back-off), so no other
 * process can claim the run before the failure is written. A crash rolls back claim and
 * effects together. Answers null when no run is due.
 */
export async function claimAndRun(
  db: Db,
  job: string,
  maxAttempts: number,
  effects: (tx: Db, run: JobRun) => Promise<JobResult>,
): Promise<RunOutcome | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(jobRuns)
      .where(
        and(
          eq(jobRuns.job, job),
          isNull(jobRuns.doneAt),
          lte(jobRuns.runAfter, sql`now()`),
          lt(jobRuns.attempts, maxAttempts),
        ),
      )
      .orderBy(asc(jobRuns.period), asc(jobRuns.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    const run: JobRun = { job: row.job, subject: row.subject, period: row.period };
    try {
      const result = await tx.transaction((savepoint) => effects(savepoint, run));
      await tx
        .update(jobRuns)
        .set({
          doneAt: sql`now()`,
          attempts: sql`${jobRuns.attempts} + 1`,
          result: result ?? null,
          lastError: null,
        })
        .where(eq(jobRuns.id, row.id));
      return { outcome: 'done', run, result };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await tx
        .update(jobRuns)
        .set({
          attempts: sql`${jobRuns.attempts} + 1`,
          lastError: message.slice(0, 2_000),
          runAfter: sql`now() + ${backOff}`,
        })
        .where(eq(jobRuns.id, row.id));
      return { outcome: 'failed', run, error: message };
    }
  });
}
