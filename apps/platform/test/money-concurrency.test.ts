import { opsMoneyCalls, paymentCalls } from '@site/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  depositOrders,
  ledgerPostings,
  ledgerTransactions,
  opsAudit,
  withdrawals,
} from '../src/db/schema/index.js';
import { ClearingAccount } from '../src/domains/ledger/ledger.js';
import { MAIN_WALLET } from '../src/domains/ledger/wallets.js';
import { setSwitch } from './accounts-helper.js';
import { buildTestApp, failureOf, valueOf } from './helper.js';
import {
  boundCard,
  depositInject,
  mainBalance,
  newKey,
  ops,
  payingMember,
  setLimits,
  withdrawInject,
} from './payments-helper.js';

/**
 * The money promises under contention, through the real routes: on PGlite the calls interleave
 * on one connection; on PostgreSQL (TEST_DATABASE_URL) they run on a pool of connections.
 */
let app: FastifyInstance;
let driver: string;
beforeAll(async () => {
  let database;
  ({ app, database } = await buildTestApp());
  driver = database.driver;
  // The payment password is throttled per member (10 tries in 15 minutes): these tests are
  // about the ledger, not the password.
  await setSwitch(app, 'PAYMENTPASS3', false);
  await setLimits(app, { withdrawDailyCount: 100 });
});
afterAll(() => app?.close());

const codeOf = (response: LightMyRequestResponse) =>
  response.statusCode === 200 ? 'ok' : failureOf(response).errorCode;
const timed = async <T>(label: string, work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  console.info(`[money] ${driver}: ${label} in ${(performance.now() - started).toFixed(0)} ms`);
  return result;
};
const holdBalance = () => app.ledger.clearingBalance('DEMO', ClearingAccount.withdrawalHold);
const holdShards = () => app.ledger.clearingShards('DEMO', ClearingAccount.withdrawalHold);

describe('withdrawals under contention', () => {
  it('100 concurrent withdrawals of a on B: exactly floor(B/a) succeed, MAIN never below zero', async () => {
    // Above the merchant's minimum (50); 2000 / 60 leaves a remainder, so the last one fails.
    const B = 2_000;
    const a = 60;
    const { member, token } = await payingMember(app, 'racewd01', { balance: B });
    const card = await boundCard(app, token);
    const answers = await timed('100 concurrent withdrawals', () =>
      Promise.all(
        Array.from({ length: 100 }, () =>
          withdrawInject(app, token, { cardId: card.id, amount: a }),
        ),
      ),
    );
    const codes = answers.map(codeOf);
    const successes = codes.filter((c) => c === 'ok').length;
    expect(successes).toBe(Math.floor(B / a));
    expect(new Set(codes.filter((c) => c !== 'ok'))).toEqual(new Set(['wallet.insufficient']));

    const main = await app.ledger.memberAccount(member.id, MAIN_WALLET);
    expect(await mainBalance(app, member)).toBe(BigInt((B - successes * a) * 100));
    const [lowest] = await app.db
      .select({ min: sql<string>`min(${ledgerPostings.balanceAfter})::text` })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.accountId, main));
    expect(BigInt(lowest!.min)).toBeGreaterThanOrEqual(0n);
    const rows = await app.db.select().from(withdrawals).where(eq(withdrawals.memberId, member.id));
    expect(rows).toHaveLength(successes);
    expect(new Set(rows.map((r) => r.reference)).size).toBe(successes);
    expect((await app.ledger.verify(main)).ok).toBe(true);
    for (const shard of await holdShards()) expect((await app.ledger.verify(shard)).ok).toBe(true);
  });

  it('the daily count holds when requests race', async () => {
    const { member, token } = await payingMember(app, 'racewd02', { balance: 10_000 });
    const card = await boundCard(app, token);
    await setLimits(app, { withdrawDailyCount: 5 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          withdrawInject(app, token, { cardId: card.id, amount: 50 }),
        ),
      );
      const codes = answers.map(codeOf);
      expect(codes.filter((c) => c === 'ok')).toHaveLength(5);
      expect(new Set(codes.filter((c) => c !== 'ok'))).toEqual(new Set(['withdraw.daily.limit']));
      expect(await mainBalance(app, member)).toBe(1_000_000n - 5n * 5_000n);
      const rows = await app.db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.memberId, member.id));
      expect(rows).toHaveLength(5);
    } finally {
      await setLimits(app, { withdrawDailyCount: 100 });
    }
  });

  it('20 concurrent retries of one key move money once and answer the same withdrawal', async () => {
    const { member, token } = await payingMember(app, 'racewd03', { balance: 500 });
    const card = await boundCard(app, token);
    const key = newKey();
    const hold = await holdBalance();
    const answers = await timed('20 concurrent retries of one withdrawal key', () =>
      Promise.all(
        Array.from({ length: 20 }, () =>
          withdrawInject(app, token, { cardId: card.id, amount: 120 }, key),
        ),
      ),
    );
    const values = answers.map((a) => valueOf(paymentCalls.withdraw, a));
    for (const value of values) expect(value).toEqual(values[0]);
    expect(await mainBalance(app, member)).toBe(38_000n);
    expect(await holdBalance()).toBe(hold + 12_000n);
    const posted = await app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, values[0]!.reference));
    expect(posted).toHaveLength(1);
    expect(
      await app.db.select().from(withdrawals).where(eq(withdrawals.memberId, member.id)),
    ).toHaveLength(1);
  });
});

describe('deposits under contention', () => {
  it('20 concurrent retries of one key open one order', async () => {
    const { member, token } = await payingMember(app, 'racedep01');
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        depositInject(app, token, { channelId: 'demo-ewallet-dana', amount: 300 }, key),
      ),
    );
    const orders = answers.map((a) => valueOf(paymentCalls.deposit, a));
    for (const order of orders) expect(order).toEqual(orders[0]);
    expect(
      await app.db.select().from(depositOrders).where(eq(depositOrders.memberId, member.id)),
    ).toHaveLength(1);
  });

  it('20 concurrent approvals of one order credit it once', async () => {
    const { member, token } = await payingMember(app, 'racedep02');
    const order = valueOf(
      paymentCalls.deposit,
      await depositInject(app, token, { channelId: 'demo-bank-bca', amount: 777.77 }),
    );
    const clearingBefore = await app.ledger.clearingBalance('DEMO', ClearingAccount.deposit);
    const answers = await timed('20 concurrent approvals of one deposit', () =>
      Promise.all(
        Array.from({ length: 20 }, () => ops(app, 'POST', `/ops/deposits/${order.id}/approve`)),
      ),
    );
    const values = answers.map((a) => valueOf(opsMoneyCalls.approveDeposit, a));
    expect(values.every((v) => v.order.status === 'APPROVED')).toBe(true);
    expect(values.filter((v) => v.changed.includes('already approved'))).toHaveLength(19);
    expect(await mainBalance(app, member)).toBe(77_777n);
    expect(await app.ledger.clearingBalance('DEMO', ClearingAccount.deposit)).toBe(
      clearingBefore - 77_777n,
    );
    expect(
      await app.db
        .select()
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.kind, 'DEPOSIT'),
            eq(ledgerTransactions.reference, order.reference),
          ),
        ),
    ).toHaveLength(1);
    expect(
      await app.db
        .select()
        .from(opsAudit)
        .where(sql`${opsAudit.detail}->'input'->>'id' = ${order.id}`),
    ).toHaveLength(1);
    for (const shard of await app.ledger.clearingShards('DEMO', ClearingAccount.deposit)) {
      expect((await app.ledger.verify(shard)).ok).toBe(true);
    }
  });
});
