import { opsCalls } from '@site/contract';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { jobRuns, ledgerTransactions, throttleHits } from '../src/db/schema/index.js';
import { ClearingAccount, requestHashOf } from '../src/domains/ledger/ledger.js';
import type { JobDefinition } from '../src/jobs/runner.js';
import type { JobRun } from '../src/jobs/job-runs.js';
import { createMember } from './accounts-helper.js';
import { buildTestApp, OPS_TOKEN, openSharedTestDatabase, valueOf } from './helper.js';

/**
 * The jobs seat: two app instances on one database (two pools on PostgreSQL, as two platform
 * processes would be; one PGlite twice) race for the same periods.
 */
let first: FastifyInstance;
let second: FastifyInstance;
let databases: [Database, Database];
beforeAll(async () => {
  databases = await openSharedTestDatabase();
  const off = { sweepEveryMs: 0, purgeEveryMs: 0 };
  ({ app: first } = await buildTestApp({ database: databases[0], house: off }));
  ({ app: second } = await buildTestApp({ database: databases[1], house: off }));
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

const PERIOD_MS = 60_000;
const PAY = 100n;
const periodStart = Date.UTC(2026, 10, 1);
const periodAt = (i: number) => new Date(periodStart + i * PERIOD_MS);

/**
 * A payout per member per period, through the ledger under the run's key, plus a row with no
 * unique key at all (a throttle hit): a period run twice would leave two.
 */
function payout(
  app: FastifyInstance,
  name: string,
  memberIds: string[],
  fail?: (run: JobRun) => boolean,
): JobDefinition {
  return {
    name,
    periodMs: PERIOD_MS,
    scheduled: false,
    subjects: async () => memberIds,
    async run(tx, run) {
      const main = await app.ledger.memberAccount(run.subject, 'MAIN', tx);
      const bonus = await app.ledger.clearingAccount('DEMO', ClearingAccount.bonus, {
        spreadBy: run.subject,
        executor: tx,
      });
      const key = `${run.job}:${run.subject}:${run.period}`;
      const receipt = await app.ledger.post(
        {
          merchantCode: 'DEMO',
          kind: 'BONUS',
          reference: name,
          idempotencyKey: key,
          requestHash: requestHashOf({ key, amount: PAY }),
          postings: [
            { accountId: bonus, amount: -PAY },
            { accountId: main, amount: PAY },
          ],
        },
        tx,
      );
      await tx.insert(throttleHits).values({ bucket: key });
      if (fail?.(run)) throw new Error(`${name} failed on ${run.period}`);
      return { transactionId: receipt.transactionId };
    },
  };
}

const ledgerKeysOf = async (app: FastifyInstance, name: string) =>
  (
    await app.db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `${name}:%`))
  ).map((row) => row.key);

const hitsOf = async (app: FastifyInstance, name: string) =>
  (
    await app.db
      .select({ bucket: throttleHits.bucket })
      .from(throttleHits)
      .where(like(throttleHits.bucket, `${name}:%`))
  ).map((row) => row.bucket);

const runsOf = (app: FastifyInstance, name: string) =>
  app.db.select().from(jobRuns).where(eq(jobRuns.job, name));

const makeDue = (app: FastifyInstance, name: string) =>
  app.db
    .update(jobRuns)
    .set({ runAfter: sql`now()` })
    .where(eq(jobRuns.job, name));

describe('the jobs seat', () => {
  it('processes each (subject, period) exactly once across two app instances racing on one database', async () => {
    const memberIds = [
      (await createMember(first, { username: 'jobrace01' })).id,
      (await createMember(first, { username: 'jobrace02' })).id,
    ];
    const name = 'test.payout';
    first.jobs.define(payout(first, name, memberIds));
    second.jobs.define(payout(second, name, memberIds));
    const PERIODS = 20;
    // Three loops over the same periods, two of them in the second process, in other orders.
    const loop = (app: FastifyInstance, order: number[]) => async () => {
      const outcomes = [];
      for (const i of order) outcomes.push(...(await app.jobs.tick(name, periodAt(i))));
      return outcomes;
    };
    const ascending = Array.from({ length: PERIODS }, (_, i) => i);
    const results = await Promise.all([
      loop(first, ascending)(),
      loop(second, [...ascending].reverse())(),
      loop(
        second,
        ascending.map((i) => (i * 7) % PERIODS),
      )(),
    ]);
    const done = results.flat();
    expect(done.every((outcome) => outcome.outcome === 'done')).toBe(true);
    const expected = memberIds.flatMap((id) =>
      ascending.map((i) => `${name}:${id}:${periodAt(i).toISOString()}`),
    );
    const ran = done.map(({ run }) => `${run.job}:${run.subject}:${run.period}`);
    expect(ran.sort()).toEqual([...expected].sort());
    expect((await ledgerKeysOf(first, name)).sort()).toEqual([...expected].sort());
    expect((await hitsOf(first, name)).sort()).toEqual([...expected].sort());
    for (const id of memberIds) {
      const main = await first.ledger.memberAccount(id, 'MAIN');
      expect(await first.ledger.balanceOf(main)).toBe(PAY * BigInt(PERIODS));
    }
    const runs = await runsOf(first, name);
    expect(runs).toHaveLength(PERIODS * memberIds.length);
    expect(runs.every((run) => run.doneAt !== null && run.attempts === 1)).toBe(true);
    // A period that was done stays done: ticking it again in either process runs nothing.
    expect(await first.jobs.tick(name, periodAt(3))).toEqual([]);
    expect(await second.jobs.tick(name, periodAt(3))).toEqual([]);
  });

  it('records a failure with its effects rolled back, backs off, and retries it until it is done', async () => {
    const memberId = (await createMember(first, { username: 'jobflaky01' })).id;
    const name = 'test.flaky';
    let failing = true;
    first.jobs.define(payout(first, name, [memberId], () => failing));
    const at = periodAt(0);

    const [failed] = await first.jobs.tick(name, at);
    expect(failed).toMatchObject({
      outcome: 'failed',
      error: `${name} failed on ${at.toISOString()}`,
    });
    // The run's ledger post and its row went with the savepoint.
    expect(await ledgerKeysOf(first, name)).toEqual([]);
    expect(await hitsOf(first, name)).toEqual([]);
    const [row] = await runsOf(first, name);
    expect(row).toMatchObject({
      attempts: 1,
      doneAt: null,
      lastError: `${name} failed on ${at.toISOString()}`,
    });
    expect(row!.runAfter.getTime()).toBeGreaterThan(Date.now() - 1_000);
    // Backing off: not claimed again at once, by either process.
    expect(await first.jobs.tick(name, at)).toEqual([]);
    const [overview] = (await first.jobs.overview()).filter((job) => job.job === name);
    expect(overview).toMatchObject({
      job: name,
      lastRun: null,
      nextRunAt: null,
      failures: [
        { subject: memberId, period: at.toISOString(), attempts: 1, retryAt: expect.any(String) },
      ],
    });

    failing = false;
    await makeDue(first, name);
    expect(await first.jobs.tick(name, at)).toMatchObject([{ outcome: 'done' }]);
    expect(await ledgerKeysOf(first, name)).toEqual([`${name}:${memberId}:${at.toISOString()}`]);
    const [after] = (await first.jobs.overview()).filter((job) => job.job === name);
    expect(after).toMatchObject({
      lastRun: { subject: memberId, period: at.toISOString() },
      failures: [],
    });
    expect((await runsOf(first, name))[0]).toMatchObject({ attempts: 2, lastError: null });
  });

  it('shows the operator each job at GET /ops/jobs, behind the operator token', async () => {
    const answer = await first.inject({
      method: 'GET',
      url: opsCalls.jobs.path,
      headers: { Authorization: OPS_TOKEN, Merchant: 'DEMO' },
    });
    const { jobs } = valueOf(opsCalls.jobs, answer);
    expect(jobs.find((job) => job.job === 'house.sweep')).toMatchObject({
      periodMs: 30_000,
      scheduled: false,
      nextRunAt: null,
    });
    expect(jobs.find((job) => job.job === 'jobs.purge')).toMatchObject({
      scheduled: true,
      nextRunAt: expect.any(String),
    });
    const refused = await first.inject({
      method: 'GET',
      url: opsCalls.jobs.path,
      headers: { Authorization: 'nope', Merchant: 'DEMO' },
    });
    expect(refused.statusCode).toBe(401);
  });

  it('leaves a run whose tries are spent for the operator', async () => {
    const memberId = (await createMember(first, { username: 'jobbroken01' })).id;
    const name = 'test.broken';
    first.jobs.define({ ...payout(first, name, [memberId], () => true), maxAttempts: 2 });
    const at = periodAt(0);
    expect(await first.jobs.tick(name, at)).toMatchObject([{ outcome: 'failed' }]);
    await makeDue(first, name);
    expect(await first.jobs.tick(name, at)).toMatchObject([{ outcome: 'failed' }]);
    await makeDue(first, name);
    expect(await first.jobs.tick(name, at)).toEqual([]);
    const [overview] = (await first.jobs.overview()).filter((job) => job.job === name);
    expect(overview!.failures).toMatchObject([{ attempts: 2, retryAt: null }]);
    expect(await ledgerKeysOf(first, name)).toEqual([]);
  });

  it('runs the house sweep, the game-access purge and the withdrawals auto-receive on the seat, and keeps done runs a week', async () => {
    expect(first.jobs.names()).toEqual(
      expect.arrayContaining([
        'jobs.purge',
        'house.sweep',
        'house.game-access-purge',
        'payments.withdrawal-auto-receive',
      ]),
    );
    const old = await first.db
      .insert(jobRuns)
      .values([
        { job: 'house.sweep', period: 'old', doneAt: sql`now() - interval '8 days'` },
        { job: 'house.sweep', period: 'recent', doneAt: sql`now() - interval '6 days'` },
      ])
      .returning({ id: jobRuns.id });
    expect(await first.jobs.tick('jobs.purge')).toMatchObject([
      { outcome: 'done', result: { deleted: expect.any(Number) } },
    ]);
    const left = await first.db
      .select({ period: jobRuns.period })
      .from(jobRuns)
      .where(
        and(
          eq(jobRuns.job, 'house.sweep'),
          inArray(
            jobRuns.id,
            old.map((row) => row.id),
          ),
        ),
      );
    expect(left).toEqual([{ period: 'recent' }]);
  });
});
