import {
  agentCalls as calls,
  fillPath,
  type ContractTier,
  type ContractType,
  HOUR_MS,
} from '@site/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentContracts, contractPayouts, type Member } from '../src/db/schema/index.js';
import { startOfDay } from '../src/domains/system/time-zone.js';
import { payPeriod } from '../src/domains/agents/payouts.js';
import { rowsOf } from '../src/db/rows.js';
import { MAIN_WALLET } from '../src/domains/ledger/wallets.js';
import { authed, createMember, sessionFor } from './accounts-helper.js';
import { buildTestApp, failureOf, openSharedTestDatabase, valueOf } from './helper.js';
import { insertRound } from './play-helper.js';
import { memberCall } from './transfers-helper.js';

// The demo brand's days (Asia/Jakarta).
const dayStart = (day: string, plus = 0) => startOfDay(day, 'Asia/Jakarta', plus);

const tier = (
  minimumBet: number,
  activeMember: number,
  rate: number,
  netLoss = 0,
): ContractTier => ({
  minimumBet,
  activeMember,
  rate,
  netLoss,
  rateType: 'P',
});

let game: { gameId: string; vassalage: string };
let counter = 0;

interface Team {
  top: Member;
  agent: Member;
  topToken: string;
  agentToken: string;
  members: Member[];
}

/**
 * A top agent holding a house contract, its downline agent holding one offered by it and
 * accepted through the calls, and three members under the downline agent.
 */
async function teamWith(
  app: FastifyInstance,
  type: ContractType,
  house: Record<string, unknown>,
  offer: Record<string, unknown>,
): Promise<Team> {
  const n = ++counter;
  const top = await createMember(app, { username: `ctop${n}`, type: 2 });
  await app.agents.contracts.grant('DEMO', top.username, {
    type,
    product: 'CONS',
    tiers: [],
    active: true,
    ...house,
  });
  await app.agents.team.registerDownline(
    top,
    { username: `cagent${n}`, password: 'secret123', accountType: 42, rebates: [] },
    'EN',
    '127.0.0.1',
  );
  const agent = (await app.members.byUsername('DEMO', `cagent${n}`))!;
  const members: Member[] = [];
  for (let i = 1; i <= 3; i++) {
    await app.agents.team.registerDownline(
      agent,
      { username: `cmem${n}x${i}`, password: 'secret123', accountType: 41, rebates: [] },
      'EN',
      '127.0.0.1',
    );
    members.push((await app.members.byUsername('DEMO', `cmem${n}x${i}`))!);
  }
  const topToken = await sessionFor(app, top);
  const agentToken = await sessionFor(app, agent);
  const offered = valueOf(
    calls.offerContract,
    await memberCall(app, calls.offerContract, {
      token: topToken,
      key: null,
      body: { username: agent.username, type, ...offer },
    }),
  );
  expect(offered.status).toBe('P');
  const answerCall = {
    DIVIDEND: calls.processDividend,
    DAILY: calls.processDailySalary,
    HOURLY: calls.processHourSalary,
    REALTIME: calls.processRealtimeSalary,
  }[type];
  const body = {
    DIVIDEND: { type: 'CONS', status: 'A' },
    DAILY: { id: offered.id, status: 'A' },
    HOURLY: { contractId: offered.id, status: 'A' },
    REALTIME: { contractId: offered.id, status: 'A' },
  }[type];
  const accepted = valueOf(
    answerCall,
    await memberCall(app, answerCall, { token: agentToken, key: null, body }),
  );
  expect(accepted.status).toBe('A');
  // In force since before the periods the tests pay.
  await app.db
    .update(agentContracts)
    .set({ decidedAt: new Date('2026-01-01T00:00:00Z') })
    .where(sql`${agentContracts.memberId} in (${top.id}, ${agent.id})`);
  return { top, agent, topToken, agentToken, members };
}

const payoutOf = async (app: FastifyInstance, member: Member, type: ContractType) =>
  app.db
    .select()
    .from(contractPayouts)
    .where(sql`${contractPayouts.memberId} = ${member.id} and ${contractPayouts.type} = ${type}`);

const mainOf = async (app: FastifyInstance, member: Member) =>
  app.ledger.balanceOf(await app.ledger.memberAccount(member.id, MAIN_WALLET));

describe('contracts and their payouts', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
    const [row] = await rowsOf<{ game_id: string; vassalage: string }>(
      app.db,
      sql`select game_id, vassalage from games where game_type = 'RNG' limit 1`,
    );
    game = { gameId: row!.game_id, vassalage: row!.vassalage };
  });
  afterAll(async () => {
    await app?.close();
  });

  const bet = (member: Member, stake: number, win: number, at: Date) =>
    insertRound(app, {
      memberId: member.id,
      ...game,
      stake: BigInt(stake * 100),
      win: BigInt(win * 100),
      createdAt: at,
    });

  it('daily salary: the tier met, the rate on the team valid bet, the upline keeping the difference', async () => {
    const team = await teamWith(
      app,
      'DAILY',
      { tiers: [tier(1000, 2, 0.012), tier(5000, 3, 0.02)] },
      { tiers: [tier(1000, 2, 0.01), tier(5000, 3, 0.015)] },
    );
    // The popup's value on the holder's side shows the contract pages' flag.
    const consolidated = valueOf(
      calls.consolidated,
      await memberCall(app, calls.consolidated, { token: team.agentToken, key: null }),
    );
    expect(consolidated.dailysalinfotype).toBe(true);
    expect(consolidated.divtypeinfo).toBe(false);

    const at = new Date(dayStart('2026-11-20').getTime() + 2 * HOUR_MS);
    const [m1, m2, m3] = team.members;
    await bet(m1!, 2000, 0, at);
    await bet(m2!, 1500, 1000, at);
    await bet(m3!, 2000, 0, at);
    // Worked example: team valid bet 5,500.00 with 3 active members reaches tier 2 (5,000 and
    // 3): the agent gets 1.5 % = 82.50 from its upline; the upline's own tier 2 (2 %) pays it
    // 110.00 from the house, so it keeps 27.50.
    const outcomes = await app.jobs.tick(
      'agents.salary.daily',
      new Date(dayStart('2026-11-21').getTime() + HOUR_MS),
    );
    expect(outcomes.every((o) => o.outcome === 'done')).toBe(true);
    const [own] = await payoutOf(app, team.agent, 'DAILY');
    expect(own).toMatchObject({
      period: '2026-11-20',
      tier: 2,
      ratePpm: 15_000,
      amount: 8_250n,
      status: 'PAID',
      payerId: team.top.id,
      activeMembers: 3,
      validBet: 550_000n,
    });
    const [upline] = await payoutOf(app, team.top, 'DAILY');
    expect(upline).toMatchObject({ tier: 2, ratePpm: 20_000, amount: 11_000n, payerId: null });
    expect(await mainOf(app, team.agent)).toBe(8_250n);
    expect(await mainOf(app, team.top)).toBe(2_750n);

    // Both sides read the record; the upline's income is what it kept.
    const records = valueOf(
      calls.payouts,
      await memberCall(app, calls.payouts, {
        token: team.topToken,
        key: null,
        query: { scope: 'downline' },
      }),
    );
    expect(records.list).toMatchObject([
      { account: team.agent.username, amount: 82.5, tier: 2, rate: 0.015 },
    ]);
    const today = new Date(Date.now() + 7 * HOUR_MS).toISOString().slice(0, 10);
    const income = valueOf(
      calls.income,
      await memberCall(app, calls.income, {
        token: team.topToken,
        key: null,
        query: { startDate: today, endDate: today },
      }),
    );
    expect(income.total.dailySalary).toBe(27.5);

    // The period again: nothing is paid twice.
    const again = await app.jobs.tick(
      'agents.salary.daily',
      new Date(dayStart('2026-11-21').getTime() + 7_200_000),
    );
    expect(again).toEqual([]);
    await app.db.transaction((tx) =>
      payPeriod(app, tx, 'DEMO', 'DAILY', () => ({
        key: '2026-11-20',
        start: dayStart('2026-11-20'),
        end: dayStart('2026-11-21'),
      })),
    );
    expect(await payoutOf(app, team.agent, 'DAILY')).toHaveLength(1);
    expect(await mainOf(app, team.agent)).toBe(8_250n);

    // Tier 1 only: 2 active members and 2,100.00 pay 1 % = 21.00.
    const day2 = new Date(dayStart('2026-11-22').getTime() + HOUR_MS);
    await bet(m1!, 2000, 0, day2);
    await bet(m2!, 100, 0, day2);
    await app.jobs.tick(
      'agents.salary.daily',
      new Date(dayStart('2026-11-23').getTime() + HOUR_MS),
    );
    const second = (await payoutOf(app, team.agent, 'DAILY')).find(
      (p) => p.period === '2026-11-22',
    );
    expect(second).toMatchObject({ tier: 1, ratePpm: 10_000, amount: 2_100n, activeMembers: 2 });
  });

  it('dividend: the rate on the team net loss of the period', async () => {
    const team = await teamWith(
      app,
      'DIVIDEND',
      { periodType: 'DAILY', tiers: [tier(1000, 2, 0.4, 500)] },
      { periodType: 'DAILY', tiers: [tier(1000, 2, 0.3, 500)] },
    );
    const at = new Date(dayStart('2026-11-18').getTime() + 5 * HOUR_MS);
    await bet(team.members[0]!, 2000, 0, at);
    await bet(team.members[1]!, 1500, 1000, at);
    // Net loss 3,500 - 1,000 = 2,500.00: the agent 30 % = 750.00, its upline 40 % = 1,000.00.
    await app.jobs.tick('agents.dividend', new Date(dayStart('2026-11-19').getTime() + HOUR_MS));
    const [own] = await payoutOf(app, team.agent, 'DIVIDEND');
    expect(own).toMatchObject({
      period: 'D:2026-11-18',
      netLoss: 250_000n,
      tier: 1,
      amount: 75_000n,
    });
    const [upline] = await payoutOf(app, team.top, 'DIVIDEND');
    expect(upline).toMatchObject({ amount: 100_000n });
    expect(await mainOf(app, team.top)).toBe(25_000n);
  });

  it('hourly salary: the hour before, from the team rounds of that hour', async () => {
    const team = await teamWith(
      app,
      'HOURLY',
      { tiers: [tier(100, 1, 0.02)] },
      { tiers: [tier(100, 1, 0.01)] },
    );
    const hour = new Date(dayStart('2026-11-17').getTime() + 3 * HOUR_MS);
    // The member won: a salary is paid on the valid bet whatever the outcome.
    await bet(team.members[0]!, 500, 2000, new Date(hour.getTime() + 600_000));
    // Outside the hour: not counted.
    await bet(team.members[1]!, 900, 0, new Date(hour.getTime() + 3_700_000));
    await app.jobs.tick('agents.salary.hourly', new Date(hour.getTime() + 3_660_000));
    const [own] = await payoutOf(app, team.agent, 'HOURLY');
    expect(own).toMatchObject({ period: hour.toISOString(), validBet: 50_000n, amount: 500n });
    const [upline] = await payoutOf(app, team.top, 'HOURLY');
    expect(upline).toMatchObject({ amount: 1_000n });
  });

  it('real-time salary: each bet at its loss or profit rate, from the single-bet amount up', async () => {
    const team = await teamWith(
      app,
      'REALTIME',
      { profitRate: 0.004, lossRate: 0.01, singleBetAmount: 5 },
      { profitRate: 0.002, lossRate: 0.005, singleBetAmount: 10 },
    );
    const window = new Date('2026-11-16T10:00:00Z');
    const [m1, m2, m3] = team.members;
    await bet(m1!, 100, 0, new Date(window.getTime() + 60_000));
    await bet(m2!, 50, 100, new Date(window.getTime() + 120_000));
    await bet(m3!, 5, 0, new Date(window.getTime() + 180_000));
    // Agent: 100 x 0.5 % + 50 x 0.2 % = 0.60 (the 5.00 bet is under its 10.00);
    // its upline: 100 x 1 % + 50 x 0.4 % + 5 x 1 % = 1.25.
    await app.jobs.tick('agents.salary.realtime', new Date(window.getTime() + 330_000));
    const [own] = await payoutOf(app, team.agent, 'REALTIME');
    expect(own).toMatchObject({ amount: 60n, status: 'PAID' });
    const [upline] = await payoutOf(app, team.top, 'REALTIME');
    expect(upline).toMatchObject({ amount: 125n });
    expect(await mainOf(app, team.top)).toBe(65n);
  });

  it('offers within the upline only; a lower ratio asks to confirm and replaces on acceptance', async () => {
    const team = await teamWith(
      app,
      'DAILY',
      { tiers: [tier(1000, 2, 0.012)] },
      { tiers: [tier(1000, 2, 0.01)] },
    );
    const offer = (body: Record<string, unknown>) =>
      memberCall(app, calls.offerContract, {
        token: team.topToken,
        key: null,
        body: { username: team.agent.username, type: 'DAILY', ...body },
      });
    expect(failureOf(await offer({ tiers: [tier(1000, 2, 0.013)] })).errorCode).toBe(
      'contract.rate.above.upline',
    );
    // No tier of the upline's is reached at these thresholds.
    expect(failureOf(await offer({ tiers: [tier(500, 2, 0.001)] })).errorCode).toBe(
      'contract.rate.above.upline',
    );
    // The agent holds no hourly contract to offer from.
    expect(
      failureOf(await offer({ type: 'HOURLY', tiers: [tier(1000, 2, 0.001)] })).errorCode,
    ).toBe('contract.upline.missing');

    expect(failureOf(await offer({ tiers: [tier(1000, 2, 0.005)] })).errorCode).toBe(
      'contract.higher.rate.confirm',
    );
    const lower = valueOf(
      calls.offerContract,
      await offer({ tiers: [tier(1000, 2, 0.005)], confirmHigherRate: true }),
    );
    expect(lower.status).toBe('E');
    const popup = valueOf(
      calls.consolidated,
      await memberCall(app, calls.consolidated, { token: team.agentToken, key: null }),
    );
    expect(popup.downlineHigherRate).toBe('Y');
    expect(popup.dailysalreqtype.CONS).toMatchObject([
      { id: lower.id, status: 'E', details: [{ betVolume: 1000, activeMember: 2, rate: 0.005 }] },
    ]);
    valueOf(
      calls.processDailySalary,
      await memberCall(app, calls.processDailySalary, {
        token: team.agentToken,
        key: null,
        body: { id: lower.id, status: 'A' },
      }),
    );
    const statuses = await app.db
      .select({ id: agentContracts.id, status: agentContracts.status })
      .from(agentContracts)
      .where(eq(agentContracts.memberId, team.agent.id));
    expect(statuses.find((s) => s.id === lower.replaces)?.status).toBe('C');
    expect(statuses.find((s) => s.id === lower.id)?.status).toBe('A');
    // Answering again is refused by the state machine.
    const twice = await memberCall(app, calls.processDailySalary, {
      token: team.agentToken,
      key: null,
      body: { id: lower.id, status: 'R' },
    });
    expect(failureOf(twice).errorCode).toBe('contract.state');

    // Termination: the upline asks (V), the holder agrees (C).
    const asked = await app.inject({
      method: 'POST',
      url: fillPath(calls.terminateContract.path, { id: lower.id }),
      headers: authed(team.topToken),
    });
    expect(valueOf(calls.terminateContract, asked).status).toBe('V');
    const ended = valueOf(
      calls.processDailySalary,
      await memberCall(app, calls.processDailySalary, {
        token: team.agentToken,
        key: null,
        body: { id: lower.id, status: 'C' },
      }),
    );
    expect(ended.status).toBe('C');
  });
});

describe('payouts with two processes and after a crash', () => {
  let apps: [FastifyInstance, FastifyInstance];
  beforeAll(async () => {
    const [one, two] = await openSharedTestDatabase();
    apps = [
      (await buildTestApp({ database: one })).app,
      (await buildTestApp({ database: two })).app,
    ];
    const [row] = await rowsOf<{ game_id: string; vassalage: string }>(
      apps[0].db,
      sql`select game_id, vassalage from games where game_type = 'RNG' limit 1`,
    );
    game = { gameId: row!.game_id, vassalage: row!.vassalage };
  });
  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
  });

  it('pays each (contract, period) once when both run it at once, and again after a crash', async () => {
    const [first, second] = apps;
    const team = await teamWith(
      first,
      'DAILY',
      { tiers: [tier(10, 1, 0.02)] },
      { tiers: [tier(10, 1, 0.01)] },
    );
    const at = new Date(dayStart('2026-11-10').getTime() + HOUR_MS);
    await insertRound(first, {
      memberId: team.members[0]!.id,
      ...game,
      stake: 100_000n,
      createdAt: at,
    });
    const period = {
      key: '2026-11-10',
      start: dayStart('2026-11-10'),
      end: dayStart('2026-11-11'),
    };

    // A run that crashes after paying: everything it wrote rolls back with it.
    await expect(
      first.db.transaction(async (tx) => {
        const result = await payPeriod(first, tx, 'DEMO', 'DAILY', () => period);
        expect(result.paid).toBeGreaterThanOrEqual(2);
        throw new Error('crash');
      }),
    ).rejects.toThrow('crash');
    expect(await payoutOf(first, team.agent, 'DAILY')).toHaveLength(0);

    const when = new Date(dayStart('2026-11-11').getTime() + HOUR_MS);
    await Promise.all([
      first.jobs.tick('agents.salary.daily', when),
      second.jobs.tick('agents.salary.daily', when),
      // A run that bypasses the job's claim (another period key racing) still pays nothing twice.
      second.db.transaction((tx) => payPeriod(second, tx, 'DEMO', 'DAILY', () => period)),
    ]);
    expect(await payoutOf(first, team.agent, 'DAILY')).toMatchObject([{ amount: 1_000n }]);
    expect(await payoutOf(first, team.top, 'DAILY')).toMatchObject([{ amount: 2_000n }]);
    const [moves] = await rowsOf<{ n: number }>(
      first.db,
      sql`select count(*)::int as n from ledger_transactions where idempotency_key like ${`agents.payout:%:2026-11-10`}`,
    );
    expect(moves!.n).toBe(2);
    expect(await mainOf(first, team.agent)).toBe(1_000n);
    expect(await mainOf(first, team.top)).toBe(1_000n);
  });

  it('moves a contract once when two answers, or an answer and its upline, race', async () => {
    const [first, second] = apps;
    const team = await teamWith(
      first,
      'DAILY',
      { tiers: [tier(10, 1, 0.02)] },
      { tiers: [tier(10, 1, 0.01)] },
    );
    const replacement = await first.agents.contracts.offer(team.top, {
      username: team.agent.username,
      type: 'DAILY',
      product: 'CONS',
      tiers: [tier(10, 1, 0.005)],
      confirmHigherRate: true,
    });
    expect(replacement.status).toBe('E');
    const statusesOf = async () =>
      first.db
        .select({ id: agentContracts.id, status: agentContracts.status })
        .from(agentContracts)
        .where(eq(agentContracts.memberId, team.agent.id));
    const offers = await statusesOf();

    // Two approvals of one replacement offer, one from each process: one moves it.
    const approvals = await Promise.allSettled([
      first.agents.contracts.answer(team.agent, replacement.id, 'A'),
      second.agents.contracts.answer(team.agent, replacement.id, 'A'),
    ]);
    expect(approvals.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const refused = approvals.find((a) => a.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 'contract.state' });
    const after = await statusesOf();
    expect(after).toHaveLength(offers.length);
    expect(after.filter((c) => c.status === 'A').map((c) => c.id)).toEqual([replacement.id]);
    expect(after.find((c) => c.id === replacement.replaces)?.status).toBe('C');

    // The upline withdraws an offer while the holder accepts it: whichever is first, once.
    const next = await first.agents.contracts.offer(team.top, {
      username: team.agent.username,
      type: 'DAILY',
      product: 'CONS',
      tiers: [tier(10, 1, 0.004)],
      confirmHigherRate: true,
    });
    const raced = await Promise.allSettled([
      first.agents.contracts.terminate(team.top, next.id),
      second.agents.contracts.answer(team.agent, next.id, 'A'),
    ]);
    expect(raced.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const [won] = raced.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    const final = (await statusesOf()).find((c) => c.id === next.id)?.status;
    expect(final).toBe(won!.status);
    expect(['A', 'C']).toContain(final);
    // Exactly one contract stays in force, whoever won.
    expect((await statusesOf()).filter((c) => c.status === 'A' || c.status === 'V')).toHaveLength(
      1,
    );
  });
});
