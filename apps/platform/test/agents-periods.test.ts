import { fillPath, opsAgentCalls, type CallParams, HOUR_MS } from '@site/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  agentContracts,
  contractPayouts,
  jobRuns,
  memberRebates,
  rebatePayouts,
  type Member,
} from '../src/db/schema/index.js';
import { startOfDay } from '../src/domains/system/time-zone.js';
import { rowsOf } from '../src/db/rows.js';
import { MAIN_WALLET } from '../src/domains/ledger/wallets.js';
import { createJobRunner } from '../src/jobs/runner.js';
import { createMember } from './accounts-helper.js';
import { buildTestApp, failureOf, OPS_TOKEN, valueOf } from './helper.js';
import { insertRound } from './play-helper.js';

// The demo brand's days (Asia/Jakarta).
const dayStart = (day: string, plus = 0) => startOfDay(day, 'Asia/Jakarta', plus);

/**
 * A period is paid once, so it is paid only once it is over: an operator's run (or any tick)
 * for a time to come is refused and records nothing, and the bets of the rest of the period are
 * paid, once, by the run after its end. The agents' jobs run on the test's clock; the database's
 * is the real one, days after these periods.
 */
let clock = new Date('2026-11-01T00:00:00Z');
let app: FastifyInstance;
let game: { gameId: string; vassalage: string };
beforeAll(async () => {
  ({ app } = await buildTestApp({ agents: { scheduled: false, now: () => clock } }));
  const [row] = await rowsOf<{ game_id: string; vassalage: string }>(
    app.db,
    sql`select game_id, vassalage from games where game_type = 'RNG' limit 1`,
  );
  game = { gameId: row!.game_id, vassalage: row!.vassalage };
});
afterAll(async () => {
  await app?.close();
});

type Job = CallParams<typeof opsAgentCalls.runJob>['job'];

const runJob = (job: Job, at?: Date, language = 'EN') =>
  app.inject({
    method: 'POST',
    url: fillPath(opsAgentCalls.runJob.path, { job }),
    headers: { Authorization: OPS_TOKEN, Language: language },
    payload: at ? { at: at.toISOString() } : {},
  });

let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}${Date.now() % 10_000}`;

/** A top agent (the house pays its contracts) and a member under it. */
async function team(): Promise<{ agent: Member; member: Member }> {
  const agent = await createMember(app, { username: unique('pagent'), type: 2 });
  const username = unique('pmem');
  await app.agents.team.registerDownline(
    agent,
    { username, password: 'secret123', accountType: 41, rebates: [] },
    'EN',
    '127.0.0.1',
  );
  return { agent, member: (await app.members.byUsername('DEMO', username))! };
}

/** A house contract of `type` for the agent, in force since before the periods paid here. */
async function contractFor(agent: Member, type: 'REALTIME' | 'HOURLY' | 'DAILY') {
  const terms =
    type === 'REALTIME'
      ? { tiers: [], profitRate: 0.005, lossRate: 0.01, singleBetAmount: 1 }
      : { tiers: [{ minimumBet: 100, activeMember: 1, rate: 0.01, netLoss: 0, rateType: 'P' }] };
  const contract = await app.agents.contracts.grant('DEMO', agent.username, {
    type,
    product: 'CONS',
    active: true,
    ...terms,
  } as Parameters<typeof app.agents.contracts.grant>[2]);
  await app.db
    .update(agentContracts)
    .set({ decidedAt: new Date('2026-01-01T00:00:00Z') })
    .where(eq(agentContracts.id, contract.id));
  return contract.id;
}

const mainOf = async (member: Member) =>
  app.ledger.balanceOf(await app.ledger.memberAccount(member.id, MAIN_WALLET));

/** A lost bet of `stake` (major units) settled at `at`. */
const bet = (member: Member, stake: number, at: Date) =>
  insertRound(app, { memberId: member.id, ...game, stake: BigInt(stake * 100), createdAt: at });

const runsOf = (job: Job, period: string) =>
  app.db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), eq(jobRuns.period, period)));

interface Kind {
  job: Job;
  /** The period's key, and its window. */
  period: string;
  start: Date;
  end: Date;
  /** Who is paid and the rows that record it. */
  setUp: () => Promise<{
    payee: Member;
    member: Member;
    recorded: () => Promise<unknown[]>;
  }>;
}

const salary = (type: 'REALTIME' | 'HOURLY' | 'DAILY') => async () => {
  const { agent, member } = await team();
  const contract = await contractFor(agent, type);
  return {
    payee: agent,
    member,
    recorded: () =>
      app.db.select().from(contractPayouts).where(eq(contractPayouts.contractId, contract)),
  };
};

const kinds: Kind[] = [
  {
    job: 'agents.salary.realtime',
    period: '2026-11-10T04:05:00.000Z',
    start: new Date('2026-11-10T04:00:00Z'),
    end: new Date('2026-11-10T04:05:00Z'),
    setUp: salary('REALTIME'),
  },
  {
    job: 'agents.salary.hourly',
    period: '2026-11-10T05:00:00.000Z',
    start: new Date('2026-11-10T05:00:00Z'),
    end: new Date('2026-11-10T06:00:00Z'),
    setUp: salary('HOURLY'),
  },
  {
    job: 'agents.salary.daily',
    period: '2026-11-11',
    start: dayStart('2026-11-11'),
    end: dayStart('2026-11-12'),
    setUp: salary('DAILY'),
  },
  {
    job: 'agents.rebate',
    period: '2026-11-12',
    start: dayStart('2026-11-12'),
    end: dayStart('2026-11-13'),
    setUp: async () => {
      const { member } = await team();
      await app.db
        .insert(memberRebates)
        .values({ memberId: member.id, product: 'RNG', ratePpm: 10_000 });
      return {
        payee: member,
        member,
        recorded: () =>
          app.db.select().from(rebatePayouts).where(eq(rebatePayouts.memberId, member.id)),
      };
    },
  },
];

describe('a period is run only once it is over', () => {
  it.each(kinds)(
    '$job: a run for a time to come is refused and records nothing; the period is paid in full, once, after its end',
    async ({ job, period, start, end, setUp }) => {
      const { payee, member, recorded } = await setUp();
      const minute = 60_000;
      // Early in the period: a bet, then the operator asks for the period now (a time to come).
      clock = new Date(+start + minute);
      await bet(member, 100, new Date(+start + 30_000));
      const early = await runJob(job, new Date(+end + 30_000));
      expect(early.statusCode).toBe(400);
      expect(failureOf(early)).toMatchObject({
        errorCode: 'job.period.not.ended',
        message:
          'That period has not ended yet: a period is run once it is over, so nothing was run.',
      });
      const inIndonesian = failureOf(await runJob(job, new Date(+end + 30_000), 'ID'));
      expect(inIndonesian.message).toMatch(/^Periode tersebut belum berakhir/);
      // A tick by hand is refused just the same: the job layer, not only the route.
      await expect(app.jobs.tick(job, new Date(+end + 30_000))).rejects.toMatchObject({
        code: 'job.period.not.ended',
      });
      // A moment to come whose period before has ended is a time to come all the same.
      await expect(app.jobs.tick(job, new Date(+clock + 1_000))).rejects.toMatchObject({
        code: 'job.period.not.ended',
      });
      expect(await runsOf(job, period)).toEqual([]);
      expect(await recorded()).toEqual([]);
      expect(await mainOf(payee)).toBe(0n);

      // Later in the period: another bet. After the end, the run pays both, 1 % of 300.00.
      await bet(member, 200, new Date(+end - minute));
      clock = new Date(+end + 30_000);
      const paid = valueOf(opsAgentCalls.runJob, await runJob(job));
      expect(paid.runs).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ subject: 'DEMO', period, outcome: 'done' }),
        ]),
      );
      expect(await mainOf(payee)).toBe(300n);
      expect(await recorded()).toMatchObject([{ amount: 300n }]);
      expect((await runsOf(job, period)).every((run) => run.doneAt !== null)).toBe(true);

      // Again, by the operator or by a tick: nothing is paid twice.
      expect(valueOf(opsAgentCalls.runJob, await runJob(job)).runs).toEqual([]);
      expect(await app.jobs.tick(job)).toEqual([]);
      expect(await mainOf(payee)).toBe(300n);
      expect(await recorded()).toHaveLength(1);
    },
  );

  it('the other jobs refuse a time to come as well, on their own clock, and record nothing', async () => {
    const soon = new Date(Date.now() + 60_000);
    for (const job of ['house.sweep', 'lottery.draw', 'lottery.settle', 'agents.rollup']) {
      const before = await app.db.select().from(jobRuns).where(eq(jobRuns.job, job));
      // The agents' clock is the test's, days before now: a minute after it is still to come.
      const at = job === 'agents.rollup' ? new Date(+clock + 60_000) : soon;
      await expect(app.jobs.tick(job, at)).rejects.toMatchObject({
        code: 'job.period.not.ended',
      });
      expect(await app.db.select().from(jobRuns).where(eq(jobRuns.job, job))).toEqual(before);
    }
  });

  it('a run made due by another clock is not claimed before its period ends on the database clock', async () => {
    // A process whose clock runs an hour ahead: its tick passes its own check, but the run
    // waits for the period's end, which the claim reads on the database's clock.
    const ahead = new Date(Date.now() + HOUR_MS);
    const runner = createJobRunner(app.db, app.log);
    let ran = 0;
    runner.define({
      name: 'test.ahead',
      periodMs: 300_000,
      scheduled: false,
      clock: () => ahead,
      periodOf: (at) => new Date(Math.floor(+at / 300_000) * 300_000).toISOString(),
      periodEnd: (period) => new Date(Date.parse(period)),
      run: async () => ++ran,
    });
    expect(await runner.tick('test.ahead', ahead)).toEqual([]);
    expect(ran).toBe(0);
    const [run] = await app.db.select().from(jobRuns).where(eq(jobRuns.job, 'test.ahead'));
    expect(run).toMatchObject({ doneAt: null, attempts: 0 });
    expect(+run!.runAfter).toBeGreaterThan(Date.now());
  });
});

describe('a payout that fails midway', () => {
  it.each([
    { job: 'agents.salary.realtime' as const, period: '2026-11-14T04:05:00.000Z' },
    { job: 'agents.rebate' as const, period: '2026-11-14' },
  ])('$job: the period is not recorded done; the rerun pays each once', async ({ job, period }) => {
    const teams = [await team(), await team()];
    const start =
      job === 'agents.rebate' ? dayStart(period) : new Date(Date.parse(period) - 300_000);
    const end = job === 'agents.rebate' ? dayStart(period, 1) : new Date(period);
    const payees = [];
    for (const { agent, member } of teams) {
      if (job === 'agents.rebate') {
        await app.db
          .insert(memberRebates)
          .values({ memberId: member.id, product: 'RNG', ratePpm: 10_000 });
        payees.push(member);
      } else {
        await contractFor(agent, 'REALTIME');
        payees.push(agent);
      }
      await bet(member, 300, new Date(+start + 60_000));
    }
    // The second of the two payments fails (the ledger is down), after the first was written.
    const ids = payees.map((p) => p.id);
    const ledgerPost = app.ledger.post.bind(app.ledger);
    let ours = 0;
    const post = vi.spyOn(app.ledger, 'post').mockImplementation(async (input, executor) => {
      const payee = input.postings.find((p) => p.amount > 0n)?.accountId;
      const accounts = await Promise.all(
        ids.map((id) => app.ledger.memberAccount(id, MAIN_WALLET, executor)),
      );
      if (payee && accounts.includes(payee) && ++ours === 2) throw new Error('ledger down');
      return ledgerPost(input, executor);
    });
    clock = new Date(+end + 30_000);
    try {
      const failed = valueOf(opsAgentCalls.runJob, await runJob(job, clock));
      expect(failed.runs).toEqual(
        expect.arrayContaining([
          { subject: 'DEMO', period, outcome: 'failed', result: 'ledger down' },
        ]),
      );
    } finally {
      post.mockRestore();
    }
    expect(ours).toBe(2);
    const [run] = (await runsOf(job, period)).filter((r) => r.subject === 'DEMO');
    expect(run).toMatchObject({ doneAt: null, attempts: 1, lastError: 'ledger down' });
    for (const payee of payees) expect(await mainOf(payee)).toBe(0n);
    const table = job === 'agents.rebate' ? rebatePayouts : contractPayouts;
    expect(await app.db.select().from(table).where(inArray(table.memberId, ids))).toEqual([]);

    // Its retry is due (its back-off is over): the rerun pays both, once.
    await app.db
      .update(jobRuns)
      .set({ runAfter: sql`now()` })
      .where(eq(jobRuns.id, run!.id));
    const rerun = valueOf(opsAgentCalls.runJob, await runJob(job, clock));
    expect(rerun.runs).toMatchObject([{ subject: 'DEMO', period, outcome: 'done' }]);
    for (const payee of payees) expect(await mainOf(payee)).toBe(300n);
    expect(valueOf(opsAgentCalls.runJob, await runJob(job, clock)).runs).toEqual([]);
    for (const payee of payees) expect(await mainOf(payee)).toBe(300n);
    expect(await app.db.select().from(table).where(inArray(table.memberId, ids))).toHaveLength(2);
  });
});
