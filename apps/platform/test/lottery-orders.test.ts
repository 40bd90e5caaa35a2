import {
  betRecordCalls,
  lotteryOrderCalls,
  opsLotteryCalls,
  type BettingLine,
  type PlaceOrderBody,
  DAY_MS,
  HOUR_MS,
} from '@site/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import type { Member } from '../src/db/schema/index.js';
import {
  ledgerPostings,
  ledgerTransactions,
  lotteryIssues,
  lotteryNumberSales,
  lotteryOrders,
  merchantLotteryGames,
  walletAccounts,
} from '../src/db/schema/index.js';
import { parseCommand } from '../src/cli/commands.js';
import { ClearingAccount } from '../src/domains/ledger/ledger.js';
import { createMember, sessionFor } from './accounts-helper.js';
import { buildTestApp, failureOf, OPS_TOKEN, openSharedTestDatabase, valueOf } from './helper.js';
import { freshKey, fund, memberCall } from './transfers-helper.js';

/**
 * Lottery orders on a fake clock, two app instances on one database (two pools on PostgreSQL):
 * placing, limits, cancelling, settlement exactly once, records.
 */
let clock = new Date('2026-11-25T03:00:30Z'); // 10:00:30 in Jakarta: SSC1 sells 20261125-0601
const setClock = (iso: string) => {
  clock = new Date(iso);
};
let first: FastifyInstance;
let second: FastifyInstance;
let databases: [Database, Database];

beforeAll(async () => {
  databases = await openSharedTestDatabase();
  const lottery = { scheduleEveryMs: 0, drawEveryMs: 0, now: () => clock };
  const house = { sweepEveryMs: 0, purgeEveryMs: 0 };
  ({ app: first } = await buildTestApp({ database: databases[0], lottery, house }));
  ({ app: second } = await buildTestApp({ database: databases[1], lottery, house }));
  await first.jobs.tick('lottery.schedule', clock);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

const draw = (app: FastifyInstance) => app.jobs.tick('lottery.draw', clock);
const settle = (app: FastifyInstance) => app.jobs.tick('lottery.settle', clock);

const ALL = '0,1,2,3,4,5,6,7,8,9';
/** SSC back-3 straight on every digit: 1,000 bets, exactly one wins whatever the draw. */
const fullCover = (multiple = 1) =>
  ({ playId: 21, content: `${ALL}|${ALL}|${ALL}`, unit: '1', multiple }) as const;

let counter = 0;
async function member(amount: number): Promise<{ member: Member; token: string }> {
  const m = await createMember(first, { username: `lotto${++counter}${Date.now() % 10000}` });
  if (amount > 0) await fund(first, m.username, amount);
  return { member: m, token: await sessionFor(first, m) };
}

const place = (token: string, body: PlaceOrderBody, key?: string, app = first) =>
  memberCall(app, lotteryOrderCalls.betting, { token, body, ...(key ? { key } : {}) });
const cancel = (token: string, orderNumbers: string[], key?: string) =>
  memberCall(first, lotteryOrderCalls.cancel, {
    token,
    body: { orderNumbers },
    ...(key ? { key } : {}),
  });

async function gameOf(code: string) {
  const [game] = await first.db
    .select()
    .from(merchantLotteryGames)
    .where(
      and(eq(merchantLotteryGames.merchantCode, 'DEMO'), eq(merchantLotteryGames.gameCode, code)),
    );
  return game!;
}
async function setGame(code: string, set: Partial<typeof merchantLotteryGames.$inferInsert>) {
  await first.db
    .update(merchantLotteryGames)
    .set(set)
    .where(
      and(eq(merchantLotteryGames.merchantCode, 'DEMO'), eq(merchantLotteryGames.gameCode, code)),
    );
}
async function issuesOf(code: string) {
  const game = await gameOf(code);
  return first.db
    .select()
    .from(lotteryIssues)
    .where(eq(lotteryIssues.gameId, game.id))
    .orderBy(asc(lotteryIssues.drawsAt));
}
/** The issue of a game on sale at the clock. */
async function onSale(code: string) {
  return (await issuesOf(code)).find(
    (i) => i.state === 'OPEN' && i.opensAt <= clock && clock < i.locksAt,
  )!;
}
async function mainBalance(memberId: string) {
  const [row] = await first.db
    .select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.wallet, 'MAIN')));
  return row!.balance;
}
async function ordersOf(memberId: string) {
  return first.db
    .select()
    .from(lotteryOrders)
    .where(eq(lotteryOrders.memberId, memberId))
    .orderBy(asc(lotteryOrders.id));
}
/** Every ledger transaction sums to zero and every account's balance is its postings'. */
async function expectLedgerBalanced() {
  const unbalanced = await first.db
    .select({ id: ledgerPostings.transactionId })
    .from(ledgerPostings)
    .groupBy(ledgerPostings.transactionId)
    .having(sql`sum(${ledgerPostings.amount}) <> 0`);
  expect(unbalanced).toEqual([]);
  const sums = first.db
    .select({
      accountId: ledgerPostings.accountId,
      sum: sql<string>`sum(${ledgerPostings.amount})`.as('sum'),
    })
    .from(ledgerPostings)
    .groupBy(ledgerPostings.accountId)
    .as('sums');
  const drift = await first.db
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .leftJoin(sums, eq(sums.accountId, walletAccounts.id))
    .where(sql`${walletAccounts.balance} <> coalesce(${sums.sum}, 0)`);
  expect(drift).toEqual([]);
  const negative = await first.db
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(sql`${walletAccounts.memberId} is not null and ${walletAccounts.balance} < 0`);
  expect(negative).toEqual([]);
}

describe('lottery reads before betting', () => {
  it("answers a game's setting and the issues a chase may take", async () => {
    const setting = valueOf(
      lotteryOrderCalls.setting,
      await first.inject({
        method: 'GET',
        url: '/lgw/games/SSC1/setting',
        headers: { merchant: 'DEMO' },
      }),
    );
    expect(setting).toEqual({
      gameId: 'SSC1',
      returnBp: 9800,
      betPrice: 2,
      units: ['1', '0.1', '0.01'],
      minLineAmount: 0.02,
      maxLineAmount: 50_000,
      maxMultiple: 999,
      maxWinPerOrder: 1_000_000,
      maxPerNumber: 20_000,
      maxPerIssue: 100_000,
      chase: true,
    });
    const chase = valueOf(
      lotteryOrderCalls.chaseNumeros,
      await first.inject({
        method: 'GET',
        url: '/lgw/numeros/chase/SSC1?count=3',
        headers: { merchant: 'DEMO' },
      }),
    );
    expect(chase.chaseNumeros.map((n) => n.numero)).toEqual([
      '20261125-0601',
      '20261125-0602',
      '20261125-0603',
    ]);
  });
});

describe('placing an order', () => {
  it('takes the contract amounts from MAIN in one BET, and answers a retry the same', async () => {
    const { member: m, token } = await member(5_000);
    // 1,000 bets × 2.00, and fixed position units 0 and 9 at 0.1 × 3: 2 × 0.60.
    const body: PlaceOrderBody = {
      gameId: 'SSC1',
      numero: '20261125-0601',
      lines: [fullCover(), { playId: 14, content: '||||0,9', unit: '0.1', multiple: 3 }],
      totalAmount: 2_001.2,
    };
    const key = freshKey();
    const placed = valueOf(lotteryOrderCalls.betting, await place(token, body, key));
    expect(placed).toMatchObject({
      numero: '20261125-0601',
      chaseNumber: null,
      orders: 1,
      totalBettingAmount: 2_001.2,
      balance: 2_998.8,
    });
    expect(placed.orderNumber).toMatch(/^L261125[0-9A-Z]{10}$/);
    expect(await mainBalance(m.id)).toBe(299_880n);
    // The same key again: the first answer, nothing taken twice.
    const again = valueOf(lotteryOrderCalls.betting, await place(token, body, key));
    expect(again).toEqual(placed);
    // Also from the other process.
    expect(valueOf(lotteryOrderCalls.betting, await place(token, body, key, second))).toEqual(
      placed,
    );
    expect(await ordersOf(m.id)).toHaveLength(1);
    expect(await mainBalance(m.id)).toBe(299_880n);
    // The same key for another request: refused.
    expect(
      failureOf(await place(token, { ...body, totalAmount: 2_000, lines: [fullCover()] }, key))
        .errorCode,
    ).toBe('idempotency.key.reused');
    const detail = valueOf(
      lotteryOrderCalls.detail,
      await first.inject({
        method: 'GET',
        url: `/lgw/orders/detail/${placed.orderNumber}`,
        headers: { Authorization: token, merchant: 'DEMO' },
      }),
    );
    expect(detail).toMatchObject({
      orderNumber: placed.orderNumber,
      gameId: 'SSC1',
      family: 'SSC',
      state: 'PENDING',
      amount: 2_001.2,
      win: 0,
      winNo: null,
      cancellable: true,
      lines: [
        { lineNo: 1, playId: 21, bets: 1000, unit: '1', multiple: 1, amount: 2000, win: 0 },
        { lineNo: 2, playId: 14, bets: 2, unit: '0.1', multiple: 3, amount: 1.2, win: 0 },
      ],
    });
  });

  it('refuses with the right codes, taking nothing', async () => {
    const { member: m, token } = await member(100);
    const line = { playId: 14, content: '||||5', unit: '1', multiple: 1 } as const;
    const body: PlaceOrderBody = {
      gameId: 'SSC1',
      numero: '20261125-0601',
      lines: [line],
      totalAmount: 2,
    };
    const code = async (over: Partial<PlaceOrderBody>) =>
      failureOf(await place(token, { ...body, ...over })).errorCode;

    expect(await code({ totalAmount: 4 })).toBe('lottery.amount.changed');
    expect(await code({ totalAmount: 2.001 })).toBe('lottery.amount.changed');
    expect(await code({ numero: '20261125-0602' })).toBe('lottery.betting.closed');
    expect(await code({ numero: '20261125-1439' })).toBe('lottery.issue.not.found');
    expect(await code({ gameId: 'NOPE1' })).toBe('lottery.game.not.found');
    // A play of another family.
    expect(await code({ lines: [{ ...line, playId: 1462, content: '1|||||||||' }] })).toBe(
      'request.invalid',
    );
    // Picks that make no bet.
    expect(await code({ lines: [{ ...line, content: '||||' }] })).toBe('request.invalid');
    // Over the multiple, a line's amount, the order's possible win.
    await setGame('SSC1', { maxMultiple: 10 });
    expect(await code({ lines: [{ ...line, multiple: 11 }], totalAmount: 22 })).toBe(
      'lottery.over.limits',
    );
    await setGame('SSC1', { maxMultiple: 999, maxLineMinor: 1_000n });
    expect(await code({ lines: [{ ...line, multiple: 6 }], totalAmount: 12 })).toBe(
      'lottery.over.limits',
    );
    await setGame('SSC1', { maxLineMinor: 5_000_000n, maxWinMinor: 1_900n });
    // 2.00 on one digit could win 19.60.
    expect(await code({})).toBe('lottery.over.limits');
    await setGame('SSC1', { maxWinMinor: 100_000_000n, onSale: false });
    expect(await code({})).toBe('lottery.not.on.sale');
    await setGame('SSC1', { onSale: true, chaseAllowed: false });
    expect(
      await code({
        chase: {
          issues: [
            { numero: '20261125-0601', multiple: 1 },
            { numero: '20261125-0602', multiple: 1 },
          ],
          winStop: false,
        },
        totalAmount: 4,
      }),
    ).toBe('lottery.chase.not.allowed');
    await setGame('SSC1', { chaseAllowed: true });
    // A chase whose issues are not the next ones.
    expect(
      await code({
        chase: {
          issues: [
            { numero: '20261125-0601', multiple: 1 },
            { numero: '20261125-0603', multiple: 1 },
          ],
          winStop: false,
        },
        totalAmount: 4,
      }),
    ).toBe('lottery.issue.not.found');
    // More than the wallet holds: nothing taken, the balance never below zero.
    expect(await code({ lines: [{ ...line, multiple: 51 }], totalAmount: 102 })).toBe(
      'wallet.insufficient',
    );
    expect(await mainBalance(m.id)).toBe(10_000n);
    expect(await ordersOf(m.id)).toHaveLength(0);
    // No key: refused before anything.
    const noKey = await memberCall(first, lotteryOrderCalls.betting, { token, body, key: null });
    expect(failureOf(noKey).errorCode).toBe('idempotency.key.missing');
    // Once the issue locks: closed.
    const locksAt = (await onSale('SSC1')).locksAt;
    const saved = clock;
    setClock(locksAt.toISOString());
    expect(await code({})).toBe('lottery.betting.closed');
    setClock(saved.toISOString());
  });

  it('sells a number out once its cap is reached, for every member; and caps a member per issue', async () => {
    await setGame('K31', { maxPerNumberMinor: 1_000n, maxPerIssueMinor: 3_000n });
    const numero = (await onSale('K31')).numero;
    const a = await member(100);
    const b = await member(100);
    // K3 sum 10: 10.00 on it fills the cap.
    const sum = (content: string, multiple: number) => ({
      gameId: 'K31',
      numero,
      lines: [{ playId: 1917, content, unit: '1' as const, multiple }],
      totalAmount: 2 * multiple * content.split(',').length,
    });
    valueOf(lotteryOrderCalls.betting, await place(a.token, sum('10', 5)));
    expect(failureOf(await place(a.token, sum('10', 1))).errorCode).toBe('lottery.sold.out');
    expect(failureOf(await place(b.token, sum('10', 1))).errorCode).toBe('lottery.sold.out');
    // Together with a number that is not sold out: all refused.
    expect(failureOf(await place(b.token, sum('9,10', 1))).errorCode).toBe('lottery.sold.out');
    valueOf(lotteryOrderCalls.betting, await place(b.token, sum('9', 5)));
    // 30.00 a member per issue: a has 10.00 on it, 20.00 more fits, 22.00 does not.
    expect(failureOf(await place(a.token, sum('3,4,5,6,7,8', 2))).errorCode).toBe(
      'lottery.sold.out',
    );
    valueOf(lotteryOrderCalls.betting, await place(a.token, sum('3,4,5,6,7', 2)));
    const [sales] = await first.db
      .select()
      .from(lotteryNumberSales)
      .where(
        and(
          eq(lotteryNumberSales.issueId, (await onSale('K31')).id),
          eq(lotteryNumberSales.pick, '10'),
        ),
      );
    expect(sales!.amountMinor).toBe(1_000n);
    expect(await mainBalance(a.member.id)).toBe(7_000n);
    expect(await mainBalance(b.member.id)).toBe(9_000n);
    await setGame('K31', { maxPerNumberMinor: 2_000_000n, maxPerIssueMinor: 10_000_000n });
  });
});

describe('cancelling', () => {
  it('refunds a pending order once, before its lock only', async () => {
    const { member: m, token } = await member(100);
    const numero = (await onSale('PK101')).numero;
    const placed = valueOf(
      lotteryOrderCalls.betting,
      await place(token, {
        gameId: 'PK101',
        numero,
        lines: [{ playId: 1462, content: '1,2||||', unit: '1', multiple: 1 }],
        totalAmount: 4,
      }).then((r) => (r.statusCode === 200 ? r : Promise.reject(new Error(r.body)))),
    );
    expect(await mainBalance(m.id)).toBe(9_600n);
    const key = freshKey();
    const cancelled = valueOf(
      lotteryOrderCalls.cancel,
      await cancel(token, [placed.orderNumber], key),
    );
    expect(cancelled).toEqual({ cancelled: 1, refunded: 4, balance: 100 });
    // A retry answers the same; cancelling again is refused.
    expect(
      valueOf(lotteryOrderCalls.cancel, await cancel(token, [placed.orderNumber], key)),
    ).toEqual(cancelled);
    expect(failureOf(await cancel(token, [placed.orderNumber])).errorCode).toBe(
      'lottery.cancel.locked',
    );
    expect(await mainBalance(m.id)).toBe(10_000n);
    expect((await ordersOf(m.id))[0]).toMatchObject({ state: 'CANCELLED', paidMinor: 400n });
    // Someone else's order, or no such order: not found.
    const other = await member(0);
    expect(failureOf(await cancel(other.token, [placed.orderNumber])).errorCode).toBe(
      'lottery.order.not.found',
    );

    // After the lock: refused.
    const again = valueOf(
      lotteryOrderCalls.betting,
      await place(token, {
        gameId: 'PK101',
        numero,
        lines: [{ playId: 1462, content: '3||||', unit: '1', multiple: 1 }],
        totalAmount: 2,
      }),
    );
    const saved = clock;
    setClock((await onSale('PK101')).locksAt.toISOString());
    expect(failureOf(await cancel(token, [again.orderNumber])).errorCode).toBe(
      'lottery.cancel.locked',
    );
    setClock(saved.toISOString());
  });

  it("cancels a chase's orders from its last issue back", async () => {
    const { token } = await member(100);
    const chase = valueOf(
      lotteryOrderCalls.chaseNumeros,
      await first.inject({
        method: 'GET',
        url: '/lgw/numeros/chase/11X51?count=3',
        headers: { merchant: 'DEMO' },
      }),
    );
    const placed = valueOf(
      lotteryOrderCalls.betting,
      await place(token, {
        gameId: '11X51',
        numero: chase.chaseNumeros[0]!.numero,
        lines: [{ playId: 923, content: '1||||', unit: '1', multiple: 1 }],
        chase: {
          issues: chase.chaseNumeros.map((n, i) => ({ numero: n.numero, multiple: i + 1 })),
          winStop: false,
        },
        totalAmount: 2 + 4 + 6,
      }),
    );
    expect(placed).toMatchObject({ orders: 3, totalBettingAmount: 12, balance: 88 });
    expect(placed.chaseNumber).toMatch(/^C261125[0-9A-Z]{10}$/);
    expect(placed.orderNumber).toBe(`${placed.chaseNumber}-001`);
    const n = (seq: number) => `${placed.chaseNumber}-00${seq}`;
    const chaseView = () =>
      first
        .inject({
          method: 'GET',
          url: `/lgw/orders/chase/${placed.chaseNumber}`,
          headers: { Authorization: token, merchant: 'DEMO' },
        })
        .then((r) => valueOf(lotteryOrderCalls.chase, r));
    // Only the last pending order is cancellable alone.
    expect((await chaseView()).orders.map((o) => o.cancellable)).toEqual([false, false, true]);
    expect(failureOf(await cancel(token, [n(2)])).errorCode).toBe('lottery.chase.cancel.order');
    expect(failureOf(await cancel(token, [n(1), n(2)])).errorCode).toBe(
      'lottery.chase.cancel.order',
    );
    expect(valueOf(lotteryOrderCalls.cancel, await cancel(token, [n(3)]))).toMatchObject({
      cancelled: 1,
      refunded: 6,
      balance: 94,
    });
    expect(valueOf(lotteryOrderCalls.cancel, await cancel(token, [n(1), n(2)]))).toMatchObject({
      cancelled: 2,
      refunded: 6,
      balance: 100,
    });
    const view = valueOf(
      lotteryOrderCalls.chase,
      await first.inject({
        method: 'GET',
        url: `/lgw/orders/chase/${placed.chaseNumber}`,
        headers: { Authorization: token, merchant: 'DEMO' },
      }),
    );
    expect(view).toMatchObject({
      state: 'DONE',
      plannedAmount: 12,
      actualAmount: 0,
      issues: 3,
      settledIssues: 3,
    });
    expect(view.orders.map((o) => o.state)).toEqual(['CANCELLED', 'CANCELLED', 'CANCELLED']);
  });
});

describe('settlement', () => {
  let winner: { member: Member; token: string };
  let chaser: { member: Member; token: string };
  let stopped: string;
  let running: string;
  const members: { member: Member; token: string }[] = [];

  it('pays each order once at the odds stored when it was placed, with two processes settling at once', async () => {
    // 0601 sells until 03:00:50. The first test's order (full cover) is on it too.
    winner = await member(10_000);
    valueOf(
      lotteryOrderCalls.betting,
      await place(winner.token, {
        gameId: 'SSC1',
        numero: '20261125-0601',
        // Full cover ×2: wins 3,920.00; 5-star full cover at 0.01: 100,000 bets × 0.02, wins 1,960.00.
        lines: [
          fullCover(2),
          { playId: 31, content: `${ALL}|${ALL}|${ALL}|${ALL}|${ALL}`, unit: '0.01', multiple: 1 },
        ],
        totalAmount: 4_000 + 2_000,
      }),
    );
    // Chases of three issues on full cover (a sure win): one stops on the win, one runs on.
    chaser = await member(1_000);
    const plan = (winStop: boolean) => ({
      gameId: 'SSC1',
      numero: '20261125-0601',
      lines: [{ playId: 14, content: `${ALL}||||`, unit: '0.1' as const, multiple: 1 }],
      chase: {
        issues: ['0601', '0602', '0603'].map((n) => ({ numero: `20261125-${n}`, multiple: 1 })),
        winStop,
      },
      totalAmount: 6,
    });
    stopped = valueOf(
      lotteryOrderCalls.betting,
      await place(chaser.token, plan(true)),
    ).chaseNumber!;
    running = valueOf(
      lotteryOrderCalls.betting,
      await place(chaser.token, plan(false)),
    ).chaseNumber!;
    // Many members on one issue, for the race.
    for (let i = 0; i < 6; i++) {
      const m = await member(100);
      members.push(m);
      valueOf(
        lotteryOrderCalls.betting,
        await place(m.token, {
          gameId: 'SSC1',
          numero: '20261125-0601',
          lines: [{ playId: 14, content: `${ALL}||||`, unit: '1', multiple: 1 }],
          totalAmount: 20,
        }),
      );
    }
    // The merchant changes its rate after the bets: placed bets keep theirs.
    await setGame('SSC1', { returnBp: 9000 });

    setClock('2026-11-25T03:01:00Z');
    await draw(first);
    const outcomes = (
      await Promise.all([settle(first), settle(second), settle(second), settle(first)])
    ).flat();
    const subjects = outcomes.map((o) => o.run.subject);
    expect(new Set(subjects).size).toBe(subjects.length);
    expect(outcomes.every((o) => o.outcome === 'done')).toBe(true);
    const [issue] = await issuesOf('SSC1');
    expect(issue).toMatchObject({ numero: '20261125-0601', state: 'SETTLED' });

    const [won] = await ordersOf(winner.member.id);
    expect(won).toMatchObject({ state: 'WON', paidMinor: 392_000n + 196_000n });
    expect(await mainBalance(winner.member.id)).toBe(1_000_000n - 600_000n + 588_000n);
    // Fixed position on every digit of a position at 1: exactly one wins 19.60.
    for (const m of members) {
      expect(await mainBalance(m.member.id)).toBe(10_000n - 2_000n + 1_960n);
      expect((await ordersOf(m.member.id))[0]).toMatchObject({ state: 'WON', paidMinor: 1_960n });
    }
    // One WIN a winning order, never two.
    const wins = await first.db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .innerJoin(
        lotteryOrders,
        eq(
          ledgerTransactions.idempotencyKey,
          sql`'lottery:settle:' || ${lotteryOrders.orderNumber}`,
        ),
      )
      .where(eq(lotteryOrders.issueId, issue!.id));
    expect(new Set(wins.map((w) => w.key)).size).toBe(wins.length);
    const settledOrders = await first.db
      .select({ n: sql<number>`count(*)::int` })
      .from(lotteryOrders)
      .where(and(eq(lotteryOrders.issueId, issue!.id), eq(lotteryOrders.state, 'WON')));
    expect(wins.length).toBe(settledOrders[0]!.n);
    // Settling again pays nothing.
    expect(await settle(first)).toEqual([]);
    const rerun = await first.db.transaction((tx) => first.lottery.settleIssue(tx, issue!.id));
    expect(rerun).toMatchObject({ state: 'SETTLED', won: 0, paidMinor: '0' });
    await setGame('SSC1', { returnBp: 9800 });
    await expectLedgerBalanced();
  });

  it('stops a chase on its win: the later orders are cancelled and refunded', async () => {
    const view = (chaseNumber: string) =>
      first
        .inject({
          method: 'GET',
          url: `/lgw/orders/chase/${chaseNumber}`,
          headers: { Authorization: chaser.token, merchant: 'DEMO' },
        })
        .then((r) => valueOf(lotteryOrderCalls.chase, r));
    const stop = await view(stopped);
    expect(stop).toMatchObject({
      state: 'STOPPED',
      winStop: true,
      plannedAmount: 6,
      actualAmount: 2,
      win: 1.96,
      settledIssues: 3,
    });
    expect(stop.orders.map((o) => o.state)).toEqual(['WON', 'CANCELLED', 'CANCELLED']);
    const run = await view(running);
    expect(run).toMatchObject({ state: 'RUNNING', actualAmount: 6, win: 1.96, settledIssues: 1 });
    // 1,000 − 12 staked + 1.96 × 2 won + 4 refunded.
    expect(await mainBalance(chaser.member.id)).toBe(100_000n - 1_200n + 392n + 400n);
  });

  it('rolls a crashed settlement back whole; the rerun pays once', async () => {
    setClock('2026-11-25T03:02:00Z');
    await draw(first);
    const issue = (await issuesOf('SSC1')).find((i) => i.numero === '20261125-0602')!;
    expect(issue.state).toBe('DRAWN');
    // A process dies mid-way: its transaction never commits.
    await expect(
      first.db.transaction(async (tx) => {
        await first.lottery.settleIssue(tx, issue.id);
        throw new Error('crash');
      }),
    ).rejects.toThrow('crash');
    expect((await issuesOf('SSC1')).find((i) => i.id === issue.id)!.state).toBe('DRAWN');
    const before = await mainBalance(chaser.member.id);
    await Promise.all([settle(first), settle(second)]);
    expect((await issuesOf('SSC1')).find((i) => i.id === issue.id)!.state).toBe('SETTLED');
    expect(await mainBalance(chaser.member.id)).toBe(before + 196n);
    await expectLedgerBalanced();
  });

  it('refunds every order of a void issue', async () => {
    const { member: m, token } = await member(100);
    const numero = (await onSale('SSC1')).numero;
    valueOf(
      lotteryOrderCalls.betting,
      await place(token, {
        gameId: 'SSC1',
        numero,
        lines: [{ playId: 14, content: '1||||', unit: '1', multiple: 5 }],
        totalAmount: 10,
      }),
    );
    expect(await mainBalance(m.id)).toBe(9_000n);
    valueOf(
      opsLotteryCalls.voidLotteryIssue,
      await first.inject({
        method: 'POST',
        url: `/ops/lottery/SSC1/issues/${numero}/void`,
        headers: { authorization: OPS_TOKEN, merchant: 'DEMO' },
      }),
    );
    await Promise.all([settle(first), settle(second)]);
    expect(await mainBalance(m.id)).toBe(10_000n);
    expect((await ordersOf(m.id))[0]).toMatchObject({ state: 'VOID', paidMinor: 1_000n });
    expect(await settle(first)).toEqual([]);
    await expectLedgerBalanced();
  });
});

describe('records', () => {
  it("lists today's orders and the record with totals, paged and filtered", async () => {
    // The void issue took 03:02-03:03's sale; the next opens at 03:03.
    setClock('2026-11-25T03:03:05Z');
    const { token } = await member(100);
    const numero = (await onSale('SSC1')).numero;
    for (let i = 0; i < 3; i++) {
      valueOf(
        lotteryOrderCalls.betting,
        await place(token, {
          gameId: 'SSC1',
          numero,
          lines: [{ playId: 14, content: `${i}||||`, unit: '1', multiple: 1 }],
          totalAmount: 2,
        }),
      );
    }
    const get = (url: string) =>
      first.inject({ method: 'GET', url, headers: { Authorization: token, merchant: 'DEMO' } });
    const today = valueOf(lotteryOrderCalls.today, await get('/lgw/orders/today?pageSize=2'));
    expect(today.list).toHaveLength(2);
    expect(today.totals).toEqual({ count: 3, amount: 6, win: 0, profit: -6 });
    const record = valueOf(
      lotteryOrderCalls.orders,
      await get('/lgw/orders?gameId=SSC1&state=PENDING&pageNo=2&pageSize=2'),
    );
    expect(record.list).toHaveLength(1);
    expect(record.totals.count).toBe(3);
    const none = valueOf(lotteryOrderCalls.orders, await get('/lgw/orders?gameId=PK101'));
    expect(none.totals.count).toBe(0);
    expect(failureOf(await get('/lgw/orders/detail/LNOSUCHORDER')).errorCode).toBe(
      'lottery.order.not.found',
    );
    // The general betting record lists them too, under the house lottery's vendor.
    const bets = valueOf(
      betRecordCalls.betRecords,
      await get('/wps/member/bets?vassalage=NLT&pageSize=50'),
    );
    expect(bets.totals).toEqual({ count: 3, stake: 6, win: 0, profit: -6 });
    expect(bets.list[0]).toMatchObject({
      gameId: 'SSC1',
      // The lottery's name of it in the reader's language (no Language header: Indonesian).
      gameName: 'Jakarta 1 Menit',
      vassalage: 'NLT',
      status: 'OPEN',
      stake: 2,
      wallet: 'MAIN',
      settledAt: null,
    });
    const english = valueOf(
      betRecordCalls.betRecords,
      await first.inject({
        method: 'GET',
        url: '/wps/member/bets?vassalage=NLT&pageSize=50',
        headers: { Authorization: token, merchant: 'DEMO', Language: 'EN' },
      }),
    );
    expect(english.list.map((line) => line.gameName)).toEqual(Array(3).fill('Jakarta 1-Minute'));
    const elsewhere = valueOf(
      betRecordCalls.betRecords,
      await get('/wps/member/bets?vassalage=NSO'),
    );
    expect(elsewhere.totals.count).toBe(0);
    const guest = await first.inject({
      method: 'GET',
      url: '/lgw/orders/today',
      headers: { merchant: 'DEMO' },
    });
    expect(failureOf(guest).errorCode).toBe('login.not.session');
  });
});

describe('races and edges', () => {
  it('never takes more than the wallet holds when placements race in two processes', async () => {
    const { member: m, token } = await member(10);
    const numero = (await onSale('SSC1')).numero;
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        place(
          token,
          {
            gameId: 'SSC1',
            numero,
            lines: [{ playId: 14, content: `|${i}|||`, unit: '1', multiple: 1 }],
            totalAmount: 2,
          },
          undefined,
          i % 2 ? second : first,
        ),
      ),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(5);
    for (const r of responses.filter((r) => r.statusCode !== 200)) {
      expect(failureOf(r).errorCode).toBe('wallet.insufficient');
    }
    expect(await mainBalance(m.id)).toBe(0n);
    expect(await ordersOf(m.id)).toHaveLength(5);
  });

  it('never deadlocks nor oversells when orders cross on the same numbers in two processes', async () => {
    // 2.00 a number an order: 250 orders fill every number's cap, the other 150 are sold out.
    await setGame('SSC3', { maxPerNumberMinor: 50_000n });
    try {
      const numero = (await onSale('SSC3')).numero;
      const shardOf = (m: Member) =>
        first.ledger.clearingAccount('DEMO', ClearingAccount.lottery, { spreadBy: m.id });
      // Members on two clearing shards, so the ledger does not queue their bets one by one.
      const a = await member(20_000);
      let b = await member(20_000);
      while ((await shardOf(b.member)) === (await shardOf(a.member))) b = await member(20_000);
      // Fixed position, every digit of two positions a line: 40.00 a line, forty numbers a slip.
      const fixed = (content: string): BettingLine => ({
        playId: 14,
        content,
        unit: '1',
        multiple: 1,
      });
      const front = fixed(`${ALL}|${ALL}|||`);
      const back = fixed(`||${ALL}|${ALL}|`);
      const slip = (lines: BettingLine[]) => ({ gameId: 'SSC3', numero, lines, totalAmount: 80 });
      const issueId = (await onSale('SSC3')).id;
      const rows = [0, 1, 2, 3].flatMap((rowNo) =>
        ALL.split(',').map((pick) => ({ issueId, playId: 14, rowNo, pick, amountMinor: 0n })),
      );
      await first.db.insert(lotteryNumberSales).values(rows);
      const held = and(
        eq(lotteryNumberSales.issueId, issueId),
        eq(lotteryNumberSales.rowNo, 2),
        eq(lotteryNumberSales.pick, '0'),
      );
      /** Placements of this database waiting on a row lock. */
      const waiting = async () => {
        const [row] = await second.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sql`pg_stat_activity`)
          .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
        return row!.n;
      };
      const codes: string[] = [];
      for (let round = 0; round < 200; round++) {
        const bets = [
          () => place(a.token, slip([front, back]), undefined, first),
          () => place(b.token, slip([back, front]), undefined, second),
        ];
        // Which starts first alternates, so either may reach a number first.
        if (round % 2) bets.reverse();
        let answers: LightMyRequestResponse[];
        if (databases[0].driver === 'postgres') {
          // A third bettor's transaction holds one number until both wait: the two then race
          // for it and for the rest, as on a busy issue.
          let racing!: Promise<LightMyRequestResponse[]>;
          await first.db.transaction(async (tx) => {
            await tx.select().from(lotteryNumberSales).where(held).for('update');
            racing = Promise.all(bets.map((bet) => bet()));
            for (let tries = 0; tries < 400 && (await waiting()) < 2; tries++) {
              await new Promise((resolve) => setTimeout(resolve, 5));
            }
          });
          answers = await racing;
        } else {
          answers = await Promise.all(bets.map((bet) => bet()));
        }
        for (const r of answers) codes.push(r.statusCode === 200 ? 'ok' : failureOf(r).errorCode);
      }
      const tally: Record<string, number> = {};
      for (const c of codes) tally[c] = (tally[c] ?? 0) + 1;
      expect(tally).toEqual({ ok: 250, 'lottery.sold.out': 150 });
      const sales = await first.db
        .select({ amount: lotteryNumberSales.amountMinor })
        .from(lotteryNumberSales)
        .where(eq(lotteryNumberSales.issueId, issueId));
      expect(sales.map((s) => s.amount)).toEqual(Array.from({ length: 40 }, () => 50_000n));
      const spent =
        4_000_000n - (await mainBalance(a.member.id)) - (await mainBalance(b.member.id));
      expect(spent).toBe(250n * 8_000n);
      expect((await ordersOf(a.member.id)).length + (await ordersOf(b.member.id)).length).toBe(250);
      // Two orders cancelled give their numbers back: two more fit, a third does not.
      const twoOfA = (await ordersOf(a.member.id)).slice(0, 2).map((o) => o.orderNumber);
      valueOf(lotteryOrderCalls.cancel, await cancel(a.token, twoOfA));
      const left = await first.db
        .select({ amount: lotteryNumberSales.amountMinor })
        .from(lotteryNumberSales)
        .where(eq(lotteryNumberSales.issueId, issueId));
      expect(left.map((s) => s.amount)).toEqual(Array.from({ length: 40 }, () => 49_600n));
      valueOf(lotteryOrderCalls.betting, await place(b.token, slip([back, front])));
      valueOf(lotteryOrderCalls.betting, await place(b.token, slip([front, back])));
      expect(failureOf(await place(b.token, slip([back, front]))).errorCode).toBe(
        'lottery.sold.out',
      );
      await expectLedgerBalanced();
    } finally {
      await setGame('SSC3', { maxPerNumberMinor: 2_000_000n });
    }
  }, 300_000);

  it('refunds a tie (Mark Six special 49 on big/small) and pays nothing on a miss', async () => {
    const { member: m, token } = await member(10);
    const issue = await onSale('LHC2');
    const placed = valueOf(
      lotteryOrderCalls.betting,
      await place(token, {
        gameId: 'LHC2',
        numero: issue.numero,
        lines: [
          { playId: 3501, content: 'BIG', unit: '1', multiple: 1 },
          { playId: 1615, content: '7', unit: '1', multiple: 1 },
        ],
        totalAmount: 4,
      }),
    );
    // The result is set by hand here: the special (last ball) is 49.
    await first.db
      .update(lotteryIssues)
      .set({ state: 'DRAWN', balls: [1, 2, 3, 4, 5, 6, 49], drawnAt: issue.drawsAt })
      .where(eq(lotteryIssues.id, issue.id));
    await settle(second);
    const [order] = await ordersOf(m.id);
    expect(order).toMatchObject({ state: 'LOST', paidMinor: 200n });
    expect(await mainBalance(m.id)).toBe(1_000n - 400n + 200n);
    const detail = valueOf(
      lotteryOrderCalls.detail,
      await first.inject({
        method: 'GET',
        url: `/lgw/orders/detail/${placed.orderNumber}`,
        headers: { Authorization: token, merchant: 'DEMO' },
      }),
    );
    expect(detail).toMatchObject({ state: 'LOST', win: 2, winNo: '01,02,03,04,05,06,49' });
    expect(detail.lines.map((l) => l.win)).toEqual([2, 0]);
    const [refund] = await first.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `lottery:settle:${placed.orderNumber}`));
    expect(refund?.kind).toBe('BET_REFUND');
    await expectLedgerBalanced();
  });

  it('purges old issues without orders, keeping those with orders and the recent ones', async () => {
    const before = await issuesOf('SSC1');
    const withOrders = new Set(
      (await first.db.selectDistinct({ issueId: lotteryOrders.issueId }).from(lotteryOrders)).map(
        (o) => o.issueId,
      ),
    );
    // Three days and more later: every drawn SSC1 issue without an order goes.
    const later = new Date(+clock + 3 * DAY_MS + HOUR_MS);
    const purged = await first.db.transaction((tx) => first.lottery.purgeOld(tx, later));
    expect(purged.issues).toBeGreaterThan(0);
    const after = await issuesOf('SSC1');
    for (const issue of before) {
      const kept = after.some((i) => i.id === issue.id);
      const old = +issue.drawsAt < +later - 3 * DAY_MS;
      const past = ['DRAWN', 'SETTLED', 'VOID'].includes(issue.state);
      expect(kept, issue.numero).toBe(withOrders.has(issue.id) || !old || !past);
    }
    // Orders are untouched: every one still points to its issue.
    const orphans = await first.db
      .select({ id: lotteryOrders.id })
      .from(lotteryOrders)
      .leftJoin(lotteryIssues, eq(lotteryIssues.id, lotteryOrders.issueId))
      .where(sql`${lotteryIssues.id} is null`);
    expect(orphans).toEqual([]);
  });
});

describe("the operator's limits", () => {
  it("shows and changes a game's limits, audited; placed orders keep their rate", async () => {
    const call = (body: object) =>
      first.inject({
        method: 'POST',
        url: '/ops/lottery/pk102/limits',
        payload: body,
        headers: { authorization: OPS_TOKEN, merchant: 'DEMO' },
      });
    expect(valueOf(opsLotteryCalls.setLotteryLimits, await call({})).changed).toBe(
      'lottery PK102 limits: return 98.00 %, line 0.02..50000, multiple ≤ 999, win per order ≤ 1000000, per number ≤ 20000, per member and issue ≤ 100000, chase on',
    );
    const changed = valueOf(
      opsLotteryCalls.setLotteryLimits,
      await call({ returnBp: 9700, maxMultiple: 100, maxPerNumber: 500.5, chase: false }),
    ).changed;
    expect(changed).toContain('return 97.00 %');
    expect(changed).toContain('per number ≤ 500.5');
    expect(changed).toContain('chase off');
    expect(await gameOf('PK102')).toMatchObject({
      returnBp: 9700,
      maxMultiple: 100,
      maxPerNumberMinor: 50_050n,
      chaseAllowed: false,
    });
    expect(failureOf(await call({ minLineAmount: 100, maxLineAmount: 10 })).errorCode).toBe(
      'request.invalid',
    );
    const command = parseCommand([
      'lottery',
      'limits',
      'SSC1',
      '--max-win',
      '5000',
      '--chase',
      'off',
    ]);
    expect(command).toMatchObject({
      kind: 'call',
      name: 'setLotteryLimits',
      path: '/ops/lottery/SSC1/limits',
      body: { maxWinPerOrder: 5000, chase: false },
    });
    await call({ returnBp: 9800, maxMultiple: 999, maxPerNumber: 20_000, chase: true });
  });
});
