import { agentCalls as calls, DAY_MS } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf as dayIn } from '../src/domains/system/time-zone.js';
import { seedDemoAgents } from '../src/seed/demo-agents.js';
import { sessionFor } from './accounts-helper.js';
import { buildTestApp, valueOf } from './helper.js';
import { memberCall } from './transfers-helper.js';

// The demo brand's days (Asia/Jakarta).
const dayOf = (at: Date) => dayIn(at, 'Asia/Jakarta');

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  ({ app } = await buildTestApp());
  // As the platform does at start (server.ts): the team's lottery orders and past payouts.
  const started = Date.now();
  const made = await seedDemoAgents(app);
  console.log(`seedDemoAgents: ${JSON.stringify(made)} in ${Date.now() - started} ms`);
  expect(made.orders).toBeGreaterThan(20);
  expect(made.runs).toBeGreaterThan(10);
  expect(await seedDemoAgents(app)).toEqual({ orders: 0, runs: 0 });
  token = await sessionFor(app, (await app.members.byUsername('DEMO', 'demoagent'))!);
});
afterAll(async () => {
  await app?.close();
});

describe('the demo agent on a fresh start', () => {
  it('has a team of four levels with figures, and a contract of each kind', async () => {
    const today = dayOf(new Date());
    const weekAgo = dayOf(new Date(Date.now() - 6 * DAY_MS));
    const overview = valueOf(
      calls.overview,
      await memberCall(app, calls.overview, {
        token,
        key: null,
        query: { startDate: weekAgo, endDate: today },
      }),
    );
    expect(overview.teamSize).toBe(10);
    expect(overview.bets).toBeGreaterThan(100);
    expect(overview.deposit).toBeGreaterThan(0);
    expect(overview.firstDepositors).toBe(7);
    expect(overview.activeMembers).toBeGreaterThanOrEqual(7);
    expect(overview.teamBalance).toBeGreaterThan(0);
    const consolidated = valueOf(
      calls.consolidated,
      await memberCall(app, calls.consolidated, { token, key: null }),
    );
    expect(consolidated).toMatchObject({
      divtypeinfo: true,
      dailysalinfotype: true,
      contracthoursalinfo: true,
      realtimesalinfotype: true,
    });
    const sub = await sessionFor(app, (await app.members.byUsername('DEMO', 'demosub1'))!);
    const popup = valueOf(
      calls.consolidated,
      await memberCall(app, calls.consolidated, { token: sub, key: null }),
    );
    expect(popup.contracthoursalreq.CONS).toMatchObject([{ status: 'P' }]);
    const ledger = await app.ledger.verify(
      await app.ledger.memberAccount('00000000-0000-4000-8000-0000000dc001', 'MAIN'),
    );
    expect(ledger.ok).toBe(true);
  });

  it('answers every report of the demo team, paged and drilled down', async () => {
    const today = dayOf(new Date());
    const range = { startDate: dayOf(new Date(Date.now() - 6 * DAY_MS)), endDate: today };
    const ask = (call: Parameters<typeof memberCall>[1], query: object) =>
      memberCall(app, call, { token, key: null, query: query as Record<string, string> });

    const bets = valueOf(calls.bets, await ask(calls.bets, { ...range, pageSize: 5 }));
    expect(bets.list).toHaveLength(5);
    expect(bets.totalCount).toBeGreaterThanOrEqual(100);
    const one = valueOf(calls.bets, await ask(calls.bets, { ...range, username: 'demomember1' }));
    expect(new Set(one.list.map((b) => b.account))).toEqual(new Set(['demomember1']));
    // By vendor and by status (the team betting page's filters), each bet naming its vendor.
    const vendor = bets.list[0]!.vendor;
    expect(bets.list[0]!.vendorName).not.toBe('');
    const byVendor = valueOf(
      calls.bets,
      await ask(calls.bets, { ...range, vendor, pageSize: 100 }),
    );
    expect(byVendor.totalCount).toBeGreaterThan(0);
    expect(byVendor.list.every((b) => b.vendor === vendor)).toBe(true);
    // The house lottery's orders are the team's bets too (the demo team played LF1's draws).
    const lottery = valueOf(
      calls.bets,
      await ask(calls.bets, { ...range, product: 'LOTT', pageSize: 100 }),
    );
    expect(lottery.totalCount).toBeGreaterThan(0);
    expect(lottery.list.every((b) => b.product === 'LOTT' && b.vendor === 'NLT')).toBe(true);
    expect(lottery.list[0]!.vendorName).not.toBe('');
    const noVendor = valueOf(calls.bets, await ask(calls.bets, { ...range, vendor: 'NOSUCH' }));
    expect(noVendor.totalCount).toBe(0);
    const settled = valueOf(calls.bets, await ask(calls.bets, { ...range, status: 'SETTLED' }));
    expect(settled.list.every((b) => b.status === 'SETTLED')).toBe(true);
    const open = valueOf(calls.bets, await ask(calls.bets, { ...range, status: 'OPEN' }));
    expect(open.list.every((b) => b.status === 'OPEN')).toBe(true);
    expect(settled.totalCount + open.totalCount).toBeLessThanOrEqual(bets.totalCount);

    const lines = valueOf(
      calls.transactions,
      await ask(calls.transactions, { ...range, type: 'DEPOSIT' }),
    );
    expect(lines.totalCount).toBe(7);
    expect(lines.list.every((l) => l.type === 'DEPOSIT' && l.amount > 0)).toBe(true);

    // P&L by level: the direct downlines' teams add up to the agent's team.
    const level1 = valueOf(calls.profit, await ask(calls.profit, range));
    expect(level1.list.map((r) => r.account).sort()).toEqual([
      'demomember7',
      'demosub1',
      'demosub2',
    ]);
    const sum = level1.list.reduce((total, r) => total + r.betAmount, 0);
    expect(Math.round(sum * 100)).toBe(Math.round(level1.total.betAmount * 100));
    const level2 = valueOf(calls.profit, await ask(calls.profit, { ...range, parent: 'demosub1' }));
    expect(level2.list.map((r) => r.account).sort()).toEqual([
      'demomember1',
      'demomember2',
      'demosub1a',
    ]);
    expect(level2.list.every((r) => r.level === 2)).toBe(true);

    const products = valueOf(calls.products, await ask(calls.products, range));
    expect(products.list.reduce((n, p) => n + p.bets, 0)).toBe(level1.total.bets);
    // Every product the team played: house games, live, sports, fish and the lottery.
    for (const product of ['RNG', 'LIVE', 'SPORTS', 'FISH', 'LOTT']) {
      expect(products.list.find((p) => p.product === product)?.bets).toBeGreaterThan(0);
    }
    // The past days were paid by their jobs: salaries, rebates, records on both sides.
    const income = valueOf(calls.income, await ask(calls.income, range));
    expect(income.list).toHaveLength(7);
    expect(income.total.rebate).toBeGreaterThan(0);
    expect(income.total.dailySalary).toBeGreaterThan(0);
    expect(income.total.realtimeSalary).toBeGreaterThan(0);
    for (const type of ['DAILY', 'HOURLY', 'REALTIME', 'DIVIDEND']) {
      const paid = valueOf(calls.payouts, await ask(calls.payouts, { scope: 'mine', type }));
      expect(paid.list.length).toBeGreaterThan(0);
    }
    const downline = valueOf(calls.payouts, await ask(calls.payouts, { scope: 'downline' }));
    expect(downline.list.some((p) => p.account === 'demosub1' && p.type === 'DAILY')).toBe(true);
    const rebates = valueOf(
      calls.transactions,
      await ask(calls.transactions, { ...range, type: 'REBATE' }),
    );
    expect(rebates.list.length).toBeGreaterThan(0);

    // Someone outside the team is refused, as is a member asking for agent reports.
    const outsider = await memberCall(app, calls.bets, {
      token,
      key: null,
      query: { ...range, username: 'demoplayer' },
    });
    expect(outsider.statusCode).toBe(400);
  });
});
