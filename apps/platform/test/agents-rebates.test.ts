import {
  agentCalls as calls,
  fillPath,
  lotteryOrderCalls,
  opsAgentCalls,
  type ContractTier,
  type ContractType,
  HOUR_MS,
} from '@site/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommand } from '../src/cli/commands.js';
import {
  agentContracts,
  memberRebates,
  rebatePayouts,
  type Member,
} from '../src/db/schema/index.js';
import { startOfDay } from '../src/domains/system/time-zone.js';
import { payRebates } from '../src/domains/agents/rebates.js';
import { rowsOf } from '../src/db/rows.js';
import { rollUp } from '../src/domains/agents/rollup.js';
import { MAIN_WALLET } from '../src/domains/ledger/wallets.js';
import { authed, createMember, sessionFor } from './accounts-helper.js';
import { buildTestApp, failureOf, OPS_TOKEN, openSharedTestDatabase, valueOf } from './helper.js';
import { lotteryApp, type LotteryApp } from './lottery-helper.js';
import { insertRound } from './play-helper.js';
import { fund, memberCall } from './transfers-helper.js';

// The demo brand's days (Asia/Jakarta).
const dayStart = (day: string, plus = 0) => startOfDay(day, 'Asia/Jakarta', plus);

const tier = (minimumBet: number, activeMember: number, rate: number): ContractTier => ({
  minimumBet,
  activeMember,
  rate,
  netLoss: 0,
  rateType: 'P',
});

let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}${Date.now() % 10_000}`;

/** An agent (2, or 42 under `upline`) or a member (41 under `upline`), with rebates (ppm). */
async function account(
  app: FastifyInstance,
  prefix: string,
  upline: Member | null,
  type: 2 | 41 | 42,
  rebates: Record<string, number> = {},
): Promise<Member> {
  let member: Member;
  if (!upline) {
    member = await createMember(app, { username: unique(prefix), type });
  } else {
    const username = unique(prefix);
    await app.agents.team.registerDownline(
      upline,
      { username, password: 'secret123', accountType: type === 42 ? 42 : 41, rebates: [] },
      'EN',
      '127.0.0.1',
    );
    member = (await app.members.byUsername('DEMO', username))!;
  }
  const rows = Object.entries(rebates).map(([product, ratePpm]) => ({
    memberId: member.id,
    product,
    ratePpm,
  }));
  if (rows.length) await app.db.insert(memberRebates).values(rows);
  return member;
}

const mainOf = async (app: FastifyInstance, member: Member) =>
  app.ledger.balanceOf(await app.ledger.memberAccount(member.id, MAIN_WALLET));

async function rngGame(app: FastifyInstance) {
  const [row] = await rowsOf<{ game_id: string; vassalage: string }>(
    app.db,
    sql`select game_id, vassalage from games where game_type = 'RNG' limit 1`,
  );
  return { gameId: row!.game_id, vassalage: row!.vassalage };
}

/** Answers an offer as its holder would, through the call of its type. */
async function accept(app: FastifyInstance, holder: Member, id: string, type: ContractType) {
  const token = await sessionFor(app, holder);
  const call = {
    DIVIDEND: calls.processDividend,
    DAILY: calls.processDailySalary,
    HOURLY: calls.processHourSalary,
    REALTIME: calls.processRealtimeSalary,
  }[type];
  const body = type === 'DAILY' ? { id, status: 'A' } : { contractId: id, status: 'A' };
  return valueOf(call, await memberCall(app, call, { token, key: null, body }));
}

async function offer(
  app: FastifyInstance,
  agent: Member,
  username: string,
  body: Record<string, unknown>,
) {
  return memberCall(app, calls.offerContract, {
    token: await sessionFor(app, agent),
    key: null,
    body: { username, type: 'DAILY', ...body },
  });
}

describe('the agent centre with lottery bets, rebates, cascades and offer rules', () => {
  let app: FastifyInstance;
  let lottery: LotteryApp;
  beforeAll(async () => {
    lottery = await lotteryApp();
    ({ app } = lottery);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("counts a settled lottery order in the team's figures and its real-time salary", async () => {
    const agent = await account(app, 'lagent', null, 2);
    await app.agents.contracts.grant('DEMO', agent.username, {
      type: 'REALTIME',
      product: 'CONS',
      tiers: [],
      profitRate: 0.005,
      lossRate: 0.01,
      singleBetAmount: 1,
      active: true,
    });
    await app.db
      .update(agentContracts)
      .set({ decidedAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(agentContracts.memberId, agent.id));
    const player = await account(app, 'lplayer', agent, 41);
    await fund(app, player.username, 100);
    // Every digit of the first position at 2.00 a bet: 20.00 staked, exactly one bet wins 19.60.
    const placed = valueOf(
      lotteryOrderCalls.betting,
      await memberCall(app, lotteryOrderCalls.betting, {
        token: await sessionFor(app, player),
        body: {
          gameId: 'SSC1',
          numero: '20261125-0601',
          lines: [{ playId: 14, content: '0,1,2,3,4,5,6,7,8,9||||', unit: '1', multiple: 1 }],
          totalAmount: 20,
        },
      }),
    );
    expect(placed.orderNumber).toBeTruthy();
    await lottery.drawAndSettle();
    const [order] = await rowsOf<{ state: string; paid_minor: string }>(
      app.db,
      sql`select state, paid_minor::text from lottery_orders where member_id = ${player.id}`,
    );
    expect(order).toEqual({ state: 'WON', paid_minor: '1960' });

    await app.db.transaction((tx) => rollUp(tx, 'DEMO', lottery.now(), lottery.now()));
    const token = await sessionFor(app, agent);
    const day = { startDate: '2026-11-25', endDate: '2026-11-25' };
    const overview = valueOf(
      calls.overview,
      await memberCall(app, calls.overview, { token, key: null, query: day }),
    );
    expect(overview).toMatchObject({ bets: 1, betAmount: 20, validBet: 20, payout: 19.6 });
    expect(overview.activeMembers).toBe(1);
    const products = valueOf(
      calls.products,
      await memberCall(app, calls.products, { token, key: null, query: day }),
    );
    expect(products.list.find((p) => p.product === 'LOTT')).toEqual({
      product: 'LOTT',
      bets: 1,
      betAmount: 20,
      validBet: 20,
      payout: 19.6,
      profit: -0.4,
    });
    const profit = valueOf(
      calls.profit,
      await memberCall(app, calls.profit, { token, key: null, query: day }),
    );
    expect(profit.list).toMatchObject([{ account: player.username, bets: 1, betAmount: 20 }]);

    // The real-time salary of 03:00-03:05: the order's line paid back less than its stake, so
    // the loss rate: 20.00 x 1 % = 0.20.
    await app.jobs.tick('agents.salary.realtime', new Date('2026-11-25T03:05:30Z'));
    const [payout] = await rowsOf<{ amount: string; valid_bet: string }>(
      app.db,
      sql`select amount::text, valid_bet::text from contract_payouts where member_id = ${agent.id}`,
    );
    expect(payout).toEqual({ amount: '20', valid_bet: '2000' });
  });

  it('pays the worked example of the README: own rates and differentials, once', async () => {
    // T 1.0 % (RNG) at the top; A 0.6 % under T; M 0.2 % under A; N (no rebate) under T.
    const top = await account(app, 'rtop', null, 2, { RNG: 10_000 });
    const agent = await account(app, 'ragent', top, 42, { RNG: 6_000 });
    const member = await account(app, 'rmem', agent, 41, { RNG: 2_000 });
    const plain = await account(app, 'rplain', top, 41);
    const game = await rngGame(app);
    const at = new Date(dayStart('2026-11-20').getTime() + 3 * HOUR_MS);
    for (const [who, stake] of [
      [member, 1_000_000n],
      [agent, 100_000n],
      [plain, 200_000n],
    ] as const) {
      await insertRound(app, { memberId: who.id, ...game, stake, createdAt: at });
    }
    // Another day's bet is not the day's.
    await insertRound(app, {
      memberId: member.id,
      ...game,
      stake: 500_000n,
      createdAt: new Date(dayStart('2026-11-21').getTime() + HOUR_MS),
    });

    const outcomes = await app.jobs.tick(
      'agents.rebate',
      new Date(dayStart('2026-11-21').getTime() + HOUR_MS),
    );
    expect(outcomes.map((o) => o.outcome)).toEqual(['done', 'done']); // DEMO and LUNA
    // M: 0.2 % x 10,000 = 20.00. A: 0.6 % x 1,000 = 6.00, and (0.6 - 0.2) % x 10,000 = 40.00.
    // T: (1.0 - 0.6) % x (1,000 + 10,000) = 44.00, and (1.0 - 0) % x 2,000 = 20.00.
    // In all 130.00 = 1.0 % x 13,000: the top agent's rate on every bet of its team.
    expect(await mainOf(app, member)).toBe(2_000n);
    expect(await mainOf(app, agent)).toBe(4_600n);
    expect(await mainOf(app, top)).toBe(6_400n);
    expect(await mainOf(app, plain)).toBe(0n);
    const [row] = await app.db
      .select()
      .from(rebatePayouts)
      .where(eq(rebatePayouts.memberId, agent.id));
    expect(row).toMatchObject({
      day: '2026-11-20',
      own: 600n,
      differential: 4_000n,
      amount: 4_600n,
      lines: [
        { product: 'RNG', validBet: '100000', ratePpm: 6_000, own: '600', differential: '4000' },
      ],
    });

    // The account record names it; the income report shows it.
    const records = await rowsOf<{ kind: string; reference: string }>(
      app.db,
      sql`select t.kind, t.reference from ledger_transactions t where t.id = ${row!.ledgerTransactionId}`,
    );
    expect(records).toEqual([{ kind: 'REBATE', reference: 'REBATE:2026-11-20' }]);
    const today = new Date(Date.now() + 7 * HOUR_MS).toISOString().slice(0, 10);
    const income = valueOf(
      calls.income,
      await memberCall(app, calls.income, {
        token: await sessionFor(app, top),
        key: null,
        query: { startDate: today, endDate: today },
      }),
    );
    expect(income.total).toMatchObject({ rebate: 64, total: 64 });

    // Again: the job's period is done, and a run bypassing it finds every member paid.
    expect(
      await app.jobs.tick('agents.rebate', new Date(dayStart('2026-11-21').getTime() + 7_200_000)),
    ).toEqual([]);
    const rerun = await app.db.transaction((tx) => payRebates(app, tx, 'DEMO', '2026-11-20'));
    expect(rerun.paid).toBe(0);
    expect(rerun.skipped).toBeGreaterThanOrEqual(3);
    expect(await mainOf(app, top)).toBe(6_400n);
  });

  it('ends the contracts offered below a contract that ends, down the tree', async () => {
    const top = await account(app, 'ktop', null, 2);
    const agent = await account(app, 'kagent', top, 42);
    const sub = await account(app, 'ksub', agent, 42);
    const member = await account(app, 'kmem', sub, 41);
    await app.agents.contracts.grant('DEMO', top.username, {
      type: 'DAILY',
      product: 'CONS',
      tiers: [tier(100, 1, 0.02)],
      active: true,
    });
    const chain = async (rate: number) => {
      const first = valueOf(
        calls.offerContract,
        await offer(app, top, agent.username, { tiers: [tier(100, 1, rate)] }),
      );
      await accept(app, agent, first.id, 'DAILY');
      const second = valueOf(
        calls.offerContract,
        await offer(app, agent, sub.username, { tiers: [tier(100, 1, rate / 2)] }),
      );
      await accept(app, sub, second.id, 'DAILY');
      // The member's offer stays open (P).
      const third = valueOf(
        calls.offerContract,
        await offer(app, sub, member.username, { tiers: [tier(100, 1, rate / 4)] }),
      );
      return [first.id, second.id, third.id];
    };
    const statusOf = async (id: string) =>
      (
        await app.db
          .select({ status: agentContracts.status })
          .from(agentContracts)
          .where(eq(agentContracts.id, id))
      )[0]!.status;

    const [a1, b1, c1] = await chain(0.016);
    expect([await statusOf(a1!), await statusOf(b1!), await statusOf(c1!)]).toEqual([
      'A',
      'A',
      'P',
    ]);
    // Replaced: a lower-ratio offer accepted ends the agent's contract, and those below it.
    const lower = valueOf(
      calls.offerContract,
      await offer(app, top, agent.username, {
        tiers: [tier(100, 1, 0.012)],
        confirmHigherRate: true,
      }),
    );
    expect(lower.status).toBe('E');
    await accept(app, agent, lower.id, 'DAILY');
    expect([await statusOf(a1!), await statusOf(b1!), await statusOf(c1!)]).toEqual([
      'C',
      'C',
      'C',
    ]);

    // Terminated: the upline asks, the holder agrees; the contracts below end with it.
    const b2 = valueOf(
      calls.offerContract,
      await offer(app, agent, sub.username, { tiers: [tier(100, 1, 0.006)] }),
    );
    await accept(app, sub, b2.id, 'DAILY');
    const c2 = valueOf(
      calls.offerContract,
      await offer(app, sub, member.username, { tiers: [tier(100, 1, 0.003)] }),
    );
    await accept(app, member, c2.id, 'DAILY');
    const asked = await app.inject({
      method: 'POST',
      url: fillPath(calls.terminateContract.path, { id: lower.id }),
      headers: authed(await sessionFor(app, top)),
    });
    expect(valueOf(calls.terminateContract, asked).status).toBe('V');
    // Asked, not ended: the contracts below stay in force.
    expect(await statusOf(b2.id)).toBe('A');
    const ended = valueOf(
      calls.processDailySalary,
      await memberCall(app, calls.processDailySalary, {
        token: await sessionFor(app, agent),
        key: null,
        body: { id: lower.id, status: 'C' },
      }),
    );
    expect(ended.status).toBe('C');
    expect([await statusOf(b2.id), await statusOf(c2.id)]).toEqual(['C', 'C']);

    // A house contract replaced by the operator ends the top agent's downlines' too.
    const a3 = valueOf(
      calls.offerContract,
      await offer(app, top, agent.username, { tiers: [tier(100, 1, 0.01)] }),
    );
    await accept(app, agent, a3.id, 'DAILY');
    await app.agents.contracts.grant('DEMO', top.username, {
      type: 'DAILY',
      product: 'CONS',
      tiers: [tier(100, 1, 0.03)],
      active: true,
    });
    expect(await statusOf(a3.id)).toBe('C');
  });

  it("refuses offers outside the operator's configuration of the agent", async () => {
    const top = await account(app, 'otop', null, 2);
    const agent = await account(app, 'oagent', top, 42);
    await app.agents.contracts.grant('DEMO', top.username, {
      type: 'DAILY',
      product: 'CONS',
      tiers: [tier(100, 1, 0.02)],
      active: true,
    });
    const ops = (method: 'GET' | 'PUT', payload?: object) =>
      app.inject({
        method,
        url: fillPath(opsAgentCalls.offerRules.path, { username: top.username }),
        headers: { Authorization: OPS_TOKEN },
        ...(payload ? { payload } : {}),
      });
    // Nothing set: every type, no cap.
    expect(valueOf(opsAgentCalls.offerRules, await ops('GET'))).toEqual({
      account: top.username,
      types: ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'],
      maxRates: [],
    });
    const set = valueOf(
      opsAgentCalls.setOfferRules,
      await ops('PUT', { types: ['DAILY'], maxRates: [{ type: 'DAILY', rate: 0.011 }] }),
    );
    expect(set.rules).toEqual({
      account: top.username,
      types: ['DAILY'],
      maxRates: [{ type: 'DAILY', rate: 0.011 }],
    });
    expect(set.changed).toContain('may offer DAILY');

    const hourly = await offer(app, top, agent.username, {
      type: 'HOURLY',
      tiers: [tier(100, 1, 0.001)],
    });
    expect(failureOf(hourly).errorCode).toBe('contract.type.forbidden');
    expect(hourly.statusCode).toBe(403);
    const high = await offer(app, top, agent.username, { tiers: [tier(100, 1, 0.012)] });
    expect(failureOf(high).errorCode).toBe('contract.rate.above.limit');
    expect(failureOf(high).message).toContain('operator');
    const fine = await offer(app, top, agent.username, { tiers: [tier(100, 1, 0.011)] });
    expect(valueOf(calls.offerContract, fine).status).toBe('P');

    // The command line says the same.
    const command = parseCommand([
      'agents',
      'offer-rules',
      top.username,
      '--types',
      'daily,hourly',
      '--max-rate',
      'DAILY:0.01,HOURLY:0.005',
    ]);
    expect(command).toMatchObject({
      kind: 'call',
      name: 'setOfferRules',
      path: `/ops/agents/${top.username}/offer-rules`,
      body: {
        types: ['DAILY', 'HOURLY'],
        maxRates: [
          { type: 'DAILY', rate: 0.01 },
          { type: 'HOURLY', rate: 0.005 },
        ],
      },
    });
    expect(parseCommand(['agents', 'offers', top.username])).toMatchObject({
      name: 'offerRules',
    });
    // An unknown agent is refused.
    const unknown = await app.inject({
      method: 'GET',
      url: fillPath(opsAgentCalls.offerRules.path, { username: 'nosuchagent' }),
      headers: { Authorization: OPS_TOKEN },
    });
    expect(failureOf(unknown).errorCode).toBe('member.not.found');
  });
});

describe('rebates with two processes and after a crash', () => {
  let apps: [FastifyInstance, FastifyInstance];
  beforeAll(async () => {
    const [one, two] = await openSharedTestDatabase();
    apps = [
      (await buildTestApp({ database: one })).app,
      (await buildTestApp({ database: two })).app,
    ];
  });
  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
  });

  it('pays each (member, day) once when both run it at once, and again after a crash', async () => {
    const [first, second] = apps;
    const top = await account(first, 'xtop', null, 2, { LIVE: 5_000 });
    const member = await account(first, 'xmem', top, 41, { LIVE: 3_000 });
    const [live] = await rowsOf<{ game_id: string; vassalage: string }>(
      first.db,
      sql`select game_id, vassalage from games where game_type = 'LIVE' limit 1`,
    );
    await insertRound(first, {
      memberId: member.id,
      gameId: live!.game_id,
      vassalage: live!.vassalage,
      stake: 100_000n,
      createdAt: new Date(dayStart('2026-11-10').getTime() + HOUR_MS),
    });

    await expect(
      first.db.transaction(async (tx) => {
        const result = await payRebates(first, tx, 'DEMO', '2026-11-10');
        expect(result.paid).toBe(2);
        throw new Error('crash');
      }),
    ).rejects.toThrow('crash');
    expect(await mainOf(first, member)).toBe(0n);

    const when = new Date(dayStart('2026-11-11').getTime() + HOUR_MS);
    await Promise.all([
      first.jobs.tick('agents.rebate', when),
      second.jobs.tick('agents.rebate', when),
      second.db.transaction((tx) => payRebates(second, tx, 'DEMO', '2026-11-10')),
    ]);
    // 0.3 % x 1,000.00 = 3.00; the top agent (0.5 - 0.3) % = 2.00.
    expect(await mainOf(first, member)).toBe(300n);
    expect(await mainOf(first, top)).toBe(200n);
    const [moves] = await rowsOf<{ n: number }>(
      first.db,
      sql`select count(*)::int as n from ledger_transactions where idempotency_key like ${'agents.rebate:%:2026-11-10'}`,
    );
    expect(moves!.n).toBe(2);
  });
});
