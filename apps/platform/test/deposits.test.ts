import { opsMoneyCalls, paymentCalls, type DepositOrder } from '@site/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  depositOrders,
  ledgerTransactions,
  opsAudit,
  paymentChannels,
} from '../src/db/schema/index.js';
import { ClearingAccount, requestHashOf } from '../src/domains/ledger/ledger.js';
import { MAX_PENDING_DEPOSITS } from '../src/domains/payments/deposits.js';
import type { PaymentDriver } from '../src/domains/payments/payment-driver.js';
import { authed } from './accounts-helper.js';
import { buildTestApp, failureOf, valueOf } from './helper.js';
import {
  clearingBalance,
  depositInject,
  ledgerVerified,
  mainBalance,
  newKey,
  ops,
  payingMember,
} from './payments-helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

const open = async (token: string, amount: number, channelId = 'demo-bank-bca', key = newKey()) =>
  valueOf(paymentCalls.deposit, await depositInject(app, token, { channelId, amount }, key));
const approve = (id: string) => ops(app, 'POST', `/ops/deposits/${id}/approve`);
const reject = (id: string, remark = 'No transfer arrived') =>
  ops(app, 'POST', `/ops/deposits/${id}/reject`, { remark });
const ordersOf = async (token: string, query = '') =>
  valueOf(
    paymentCalls.depositOrders,
    await app.inject({ url: `${paymentCalls.depositOrders.path}${query}`, headers: authed(token) }),
  );
const depositTransactions = async (reference: string) =>
  app.db
    .select()
    .from(ledgerTransactions)
    .where(
      and(eq(ledgerTransactions.kind, 'DEPOSIT'), eq(ledgerTransactions.reference, reference)),
    );

describe('deposit methods', () => {
  it('lists the enabled channels by method in the merchant order, in the asked language', async () => {
    const { token } = await payingMember(app, 'depmethods');
    const methodsIn = async (language: string) =>
      valueOf(
        paymentCalls.depositMethods,
        await app.inject({
          url: paymentCalls.depositMethods.path,
          headers: authed(token, language),
        }),
      ).methods;
    const methods = await methodsIn('EN');
    expect(methods.map((m) => [m.type, m.name, m.channels.map((c) => c.name)])).toEqual([
      ['B', 'Bank transfer', ['BCA', 'Mandiri']],
      ['E', 'E-wallet', ['DANA', 'OVO']],
      ['V', 'Crypto', ['USDT (TRC20)']],
    ]);
    expect(methods[0]!.channels[0]).toEqual({
      id: 'demo-bank-bca',
      name: 'BCA',
      min: 50,
      max: 50_000,
      presets: [100, 200, 500, 1000, 5000],
    });
    expect((await methodsIn('ID')).map((m) => m.name)).toEqual([
      'Transfer bank',
      'E-wallet',
      'Kripto',
    ]);

    await app.db
      .update(paymentChannels)
      .set({ enabled: false })
      .where(eq(paymentChannels.id, 'demo-ewallet-ovo'));
    try {
      expect((await methodsIn('EN'))[1]!.channels.map((c) => c.id)).toEqual(['demo-ewallet-dana']);
    } finally {
      await app.db
        .update(paymentChannels)
        .set({ enabled: true })
        .where(eq(paymentChannels.id, 'demo-ewallet-ovo'));
    }
  });

  it('needs a session', async () => {
    const guest = await app.inject({ url: paymentCalls.depositMethods.path });
    expect(guest.statusCode).toBe(401);
    expect(failureOf(guest).errorCode).toBe('login.not.session');
  });
});

describe('opening a deposit order', () => {
  it('opens a PENDING order with a reference and where to pay, and lists it', async () => {
    const { member, token } = await payingMember(app, 'depopen01');
    const order = await open(token, 150.5);
    expect(order).toMatchObject({
      type: 'B',
      channelName: 'BCA',
      amount: 150.5,
      status: 'PENDING',
      decidedAt: null,
      remark: null,
      payTo: { provider: 'BCA', accountName: 'PT Nusantara Play Demo', accountNo: '8410223301' },
    });
    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    expect(order.reference).toMatch(new RegExp(`^D${day}-[A-Z2-7]{6}$`));
    expect(order.payTo.note).toBe(order.reference);
    const [row] = await app.db.select().from(depositOrders).where(eq(depositOrders.id, order.id));
    expect(row).toMatchObject({ memberId: member.id, amount: 15050n, merchantCode: 'DEMO' });
    expect((await ordersOf(token)).list).toEqual([order]);
    // Nothing moves until the operator approves.
    expect(await mainBalance(app, member)).toBe(0n);
  });

  it('asks for no transfer note on a crypto order (a chain transfer carries none)', async () => {
    const { token } = await payingMember(app, 'depcrypto01');
    const order = await open(token, 500, 'demo-crypto-usdt-trc20');
    expect(order.type).toBe('V');
    expect(order.payTo.note).toBe('');
    expect(order.payTo.provider).toMatch(/USDT/);
  });

  it("refuses amounts outside the channel's limits, unknown channels and bad amounts", async () => {
    const { token } = await payingMember(app, 'depopen02');
    const cases: [object, string, number][] = [
      [{ channelId: 'demo-bank-bca', amount: 49.99 }, 'amount.below.min', 400],
      [{ channelId: 'demo-bank-bca', amount: 50_000.01 }, 'amount.above.max', 400],
      [{ channelId: 'demo-ewallet-dana', amount: 19 }, 'amount.below.min', 400],
      [{ channelId: 'no-such-channel', amount: 100 }, 'request.invalid', 400],
      [{ channelId: 'demo-bank-bca', amount: 100.001 }, 'request.invalid', 400],
      [{ channelId: 'demo-bank-bca', amount: -5 }, 'request.invalid', 400],
      [{ channelId: 'demo-bank-bca' }, 'request.invalid', 400],
    ];
    for (const [body, code, status] of cases) {
      const refused = await depositInject(app, token, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(status);
      expect(failureOf(refused).errorCode, JSON.stringify(body)).toBe(code);
    }
    const unknown = await depositInject(app, token, { channelId: 'nope', amount: 100 });
    expect(failureOf(unknown).fields).toEqual({
      'body.channelId': 'Choose one of the offered payment channels.',
    });
    // The field message follows the language.
    const inId = await app.inject({
      method: 'POST',
      url: paymentCalls.deposit.path,
      headers: { ...authed(token, 'ID'), 'Idempotency-Key': newKey() },
      payload: { channelId: 'nope', amount: 100 },
    });
    expect(failureOf(inId).fields).toEqual({
      'body.channelId': 'Pilih salah satu saluran pembayaran yang tersedia.',
    });
    // The limits themselves pass.
    expect((await open(token, 50)).amount).toBe(50);
    expect((await open(token, 50_000)).amount).toBe(50_000);
    expect((await ordersOf(token)).totalCount).toBe(2);
  });

  it('refuses a trial account, a guest and a call without an idempotency key', async () => {
    const trial = await payingMember(app, 'deptrial', { type: 4 });
    const refused = await depositInject(app, trial.token, {
      channelId: 'demo-bank-bca',
      amount: 100,
    });
    expect(refused.statusCode).toBe(403);
    expect(failureOf(refused).errorCode).toBe('member.trial');

    const { token } = await payingMember(app, 'depnokey');
    const noKey = await depositInject(
      app,
      token,
      { channelId: 'demo-bank-bca', amount: 100 },
      null,
    );
    expect(noKey.statusCode).toBe(400);
    expect(failureOf(noKey).errorCode).toBe('idempotency.key.missing');
    const guest = await app.inject({
      method: 'POST',
      url: paymentCalls.deposit.path,
      headers: { 'Idempotency-Key': newKey() },
      payload: { channelId: 'demo-bank-bca', amount: 100 },
    });
    expect(guest.statusCode).toBe(401);
    expect((await ordersOf(token)).totalCount).toBe(0);
  });

  it('answers a retry of the key with the first order and refuses the key with another body', async () => {
    const { token } = await payingMember(app, 'depretry');
    const key = newKey();
    const first = await open(token, 200, 'demo-bank-bca', key);
    expect(await open(token, 200, 'demo-bank-bca', key)).toEqual(first);
    for (const other of [
      { channelId: 'demo-bank-bca', amount: 201 },
      { channelId: 'demo-bank-mandiri', amount: 200 },
    ]) {
      const reused = await depositInject(app, token, other, key);
      expect(reused.statusCode).toBe(409);
      expect(failureOf(reused).errorCode).toBe('idempotency.key.reused');
    }
    expect((await ordersOf(token)).list).toEqual([first]);
    // Keys belong to their member: another member's same key opens its own order.
    const other = await payingMember(app, 'depretry2');
    const theirs = await open(other.token, 200, 'demo-bank-bca', key);
    expect(theirs.id).not.toBe(first.id);
  });

  it('pages the orders newest first and filters by status', async () => {
    const { token } = await payingMember(app, 'deppages');
    const opened: DepositOrder[] = [];
    // The operator rejects all but the last three, keeping under the cap of PENDING orders.
    for (let i = 1; i <= 12; i++) {
      opened.push(await open(token, 100 + i));
      if (i >= 2 && i <= 9) valueOf(opsMoneyCalls.rejectDeposit, await reject(opened.at(-1)!.id));
    }
    const newestFirst = [...opened].reverse();
    const first = await ordersOf(token, '?pageNo=1&pageSize=5');
    expect(first).toMatchObject({ pageNum: 1, pageSize: 5, totalCount: 12, totalPages: 3 });
    expect(first.list.map((o) => o.amount)).toEqual(newestFirst.slice(0, 5).map((o) => o.amount));
    const last = await ordersOf(token, '?pageNo=3&pageSize=5');
    expect(last.list.map((o) => o.id)).toEqual(newestFirst.slice(10).map((o) => o.id));
    expect((await ordersOf(token)).list).toHaveLength(10);

    valueOf(opsMoneyCalls.approveDeposit, await approve(opened[0]!.id));
    const approved = await ordersOf(token, '?status=APPROVED');
    expect(approved.list.map((o) => o.id)).toEqual([opened[0]!.id]);
    expect((await ordersOf(token, '?status=REJECTED')).totalCount).toBe(8);
    const pending = await ordersOf(token, '?status=PENDING');
    expect(pending.list.map((o) => o.id)).toEqual(newestFirst.slice(0, 3).map((o) => o.id));
    const bad = await app.inject({
      url: `${paymentCalls.depositOrders.path}?status=PAID&pageSize=500`,
      headers: authed(token),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(failureOf(bad).fields ?? {}).sort()).toEqual([
      'query.pageSize',
      'query.status',
    ]);
  });
});

describe('the cap on PENDING orders', () => {
  it(`refuses a ${MAX_PENDING_DEPOSITS + 1}th PENDING order, also when they race; a decision frees a place`, async () => {
    const { member, token } = await payingMember(app, 'depcap');
    const first = await open(token, 100);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        depositInject(app, token, { channelId: 'demo-bank-bca', amount: 101 + i }),
      ),
    );
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(answers.length - refused.length).toBe(MAX_PENDING_DEPOSITS - 1);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(400);
      expect(failureOf(answer)).toMatchObject({
        errorCode: 'deposit.pending.limit',
        message:
          'You already have 5 deposit orders waiting. Pay or wait for one of them before opening another.',
      });
    }
    const pendingRows = await app.db
      .select()
      .from(depositOrders)
      .where(and(eq(depositOrders.memberId, member.id), eq(depositOrders.status, 'PENDING')));
    expect(pendingRows).toHaveLength(MAX_PENDING_DEPOSITS);

    // A retry of an open order's key still answers it; a new key is refused in Indonesian too.
    const key = newKey();
    const inId = await app.inject({
      method: 'POST',
      url: paymentCalls.deposit.path,
      headers: { ...authed(token, 'ID'), 'Idempotency-Key': key },
      payload: { channelId: 'demo-bank-bca', amount: 100 },
    });
    expect(failureOf(inId).message).toBe(
      'Anda sudah memiliki 5 pesanan deposit yang menunggu. Bayar atau tunggu salah satunya sebelum membuat yang baru.',
    );
    const firstKey = pendingRows.find((r) => r.id === first.id)!.idempotencyKey;
    expect(await open(token, 100, 'demo-bank-bca', firstKey)).toEqual(first);

    // Decided orders do not count.
    valueOf(opsMoneyCalls.rejectDeposit, await reject(first.id));
    expect((await open(token, 100, 'demo-bank-bca', key)).status).toBe('PENDING');
    expect(
      failureOf(await depositInject(app, token, { channelId: 'demo-bank-bca', amount: 100 }))
        .errorCode,
    ).toBe('deposit.pending.limit');
    // The cap is the member's own.
    const other = await payingMember(app, 'depcap2');
    expect((await open(other.token, 100)).status).toBe('PENDING');
  });
});

describe('the operator decides deposits', () => {
  it('approval credits MAIN once from DEPOSIT_CLEARING, in the ledger and the audit', async () => {
    const { member, token } = await payingMember(app, 'depapprove');
    const order = await open(token, 250.25);
    const clearingBefore = await clearingBalance(app, ClearingAccount.deposit);
    const answer = valueOf(opsMoneyCalls.approveDeposit, await approve(order.id));
    expect(answer.changed).toBe(
      `deposit ${order.reference} of depapprove approved for DEMO: +250.25 to MAIN`,
    );
    expect(answer.order).toMatchObject({
      id: order.id,
      username: 'depapprove',
      status: 'APPROVED',
      amount: 250.25,
    });
    expect(answer.order.decidedAt).not.toBeNull();
    expect(await mainBalance(app, member)).toBe(25025n);
    expect(await clearingBalance(app, ClearingAccount.deposit)).toBe(clearingBefore - 25025n);
    const [posted] = await depositTransactions(order.reference);
    expect(posted).toMatchObject({ idempotencyKey: `deposit:${order.id}` });
    const [row] = await app.db.select().from(depositOrders).where(eq(depositOrders.id, order.id));
    expect(row!.ledgerTransactionId).toBe(posted!.id);
    expect((await ordersOf(token)).list[0]).toMatchObject({ status: 'APPROVED' });

    // Again: the same order, unchanged, and no money.
    const again = valueOf(opsMoneyCalls.approveDeposit, await approve(order.id));
    expect(again.changed).toBe(
      `deposit ${order.reference} of depapprove was already approved; nothing changed`,
    );
    expect(again.order).toEqual(answer.order);
    expect(await mainBalance(app, member)).toBe(25025n);
    expect(await depositTransactions(order.reference)).toHaveLength(1);
    const audits = await app.db
      .select()
      .from(opsAudit)
      .where(sql`${opsAudit.detail}->'input'->>'id' = ${order.id}`);
    expect(audits.map((a) => a.action)).toEqual(['deposit-approve']);

    // An approved order cannot be rejected.
    const late = await reject(order.id);
    expect(late.statusCode).toBe(409);
    expect(failureOf(late).errorCode).toBe('order.already.decided');
    expect(await ledgerVerified(app, member)).toBe(true);
  });

  it('rejection keeps the money where it is, with the remark; a rejected order cannot be approved', async () => {
    const { member, token } = await payingMember(app, 'depreject');
    const order = await open(token, 75);
    const answer = valueOf(opsMoneyCalls.rejectDeposit, await reject(order.id, 'Wrong amount'));
    expect(answer.changed).toBe(
      `deposit ${order.reference} of depreject rejected for DEMO ("Wrong amount")`,
    );
    expect(answer.order).toMatchObject({ status: 'REJECTED', remark: 'Wrong amount' });
    expect((await ordersOf(token)).list[0]).toMatchObject({
      status: 'REJECTED',
      remark: 'Wrong amount',
    });
    for (const response of [await approve(order.id), await reject(order.id)]) {
      expect(response.statusCode).toBe(409);
      expect(failureOf(response).errorCode).toBe('order.already.decided');
    }
    expect(await mainBalance(app, member)).toBe(0n);
    expect(await depositTransactions(order.reference)).toHaveLength(0);
    const [audit] = await app.db.select().from(opsAudit).orderBy(desc(opsAudit.id)).limit(1);
    expect(audit).toMatchObject({ action: 'deposit-reject' });
    const short = await reject(order.id, 'no');
    expect(failureOf(short).fields).toHaveProperty(['body.remark']);
  });

  it('lets exactly one of a concurrent approval and rejection win', async () => {
    const { member, token } = await payingMember(app, 'deprace');
    let approvedTotal = 0n;
    for (let i = 0; i < 6; i++) {
      const order = await open(token, 100);
      const [approval, rejection] = await Promise.all([approve(order.id), reject(order.id)]);
      const winners = [approval, rejection].filter((r) => r.statusCode === 200);
      const losers = [approval, rejection].filter((r) => r.statusCode !== 200);
      expect(winners).toHaveLength(1);
      expect(losers.map((r) => failureOf(r).errorCode)).toEqual(['order.already.decided']);
      const [row] = await app.db.select().from(depositOrders).where(eq(depositOrders.id, order.id));
      expect(row!.status).toBe(approval.statusCode === 200 ? 'APPROVED' : 'REJECTED');
      if (approval.statusCode === 200) approvedTotal += 10000n;
      expect(await depositTransactions(order.reference)).toHaveLength(
        approval.statusCode === 200 ? 1 : 0,
      );
    }
    expect(await mainBalance(app, member)).toBe(approvedTotal);
    expect(await ledgerVerified(app, member)).toBe(true);
  });

  it('credits once when two approvals of one order race', async () => {
    const { member, token } = await payingMember(app, 'depdouble');
    const order = await open(token, 100);
    const answers = await Promise.all([approve(order.id), approve(order.id)]);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(failureOf(refused).errorCode).toBe('order.already.decided');
    }
    const [row] = await app.db.select().from(depositOrders).where(eq(depositOrders.id, order.id));
    expect(row!.status).toBe('APPROVED');
    expect(await depositTransactions(order.reference)).toHaveLength(1);
    expect(await mainBalance(app, member)).toBe(10000n);
    const audits = await app.db
      .select()
      .from(opsAudit)
      .where(sql`${opsAudit.detail}->'input'->>'id' = ${order.id}`);
    expect(audits.map((a) => a.action)).toEqual(['deposit-approve']);
    expect(await ledgerVerified(app, member)).toBe(true);
  });

  it('lists the merchant orders with usernames, by status, paged; unknown ids are 404', async () => {
    const { token } = await payingMember(app, 'depopslist');
    const order = await open(token, 99);
    const listed = valueOf(
      opsMoneyCalls.deposits,
      await ops(app, 'GET', '/ops/deposits?status=PENDING&pageSize=100'),
    );
    expect(listed.list.every((o) => o.status === 'PENDING')).toBe(true);
    expect(listed.list.find((o) => o.id === order.id)).toMatchObject({
      username: 'depopslist',
      reference: order.reference,
    });
    const firstPage = valueOf(
      opsMoneyCalls.deposits,
      await ops(app, 'GET', '/ops/deposits?pageSize=1'),
    );
    expect(firstPage.list).toHaveLength(1);
    expect(firstPage.totalCount).toBeGreaterThan(1);
    expect(firstPage.list[0]!.id).toBe(order.id);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await approve(id);
      expect(missing.statusCode).toBe(404);
      expect(failureOf(missing).errorCode).toBe('resource.not.found');
      expect((await reject(id)).statusCode).toBe(404);
    }
    const anonymous = await app.inject({
      method: 'POST',
      url: `/ops/deposits/${order.id}/approve`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the payment driver', () => {
  let gateway: FastifyInstance;
  /** Every call the gateway got: the reference, and whether the order was stored before. */
  const calls: { reference: string; storedFirst: boolean }[] = [];
  let failures = 0;
  const driver: PaymentDriver = {
    async payTo(order) {
      const [row] = await gateway.db
        .select()
        .from(depositOrders)
        .where(eq(depositOrders.reference, order.reference));
      calls.push({ reference: order.reference, storedFirst: row?.payTo === null });
      // Slow enough for every retry to arrive while the first is still being answered.
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (failures > 0) {
        failures--;
        throw new Error('gateway unavailable');
      }
      return {
        provider: 'GATEWAY',
        accountName: 'Virtual account',
        accountNo: `VA-${order.reference}`,
        note: order.reference,
      };
    },
  };
  beforeAll(async () => {
    ({ app: gateway } = await buildTestApp({ payments: { driver } }));
  });
  afterAll(() => gateway?.close());
  const body = { channelId: 'demo-bank-bca', amount: 300 };

  it('is asked once, with the stored order, even when 20 retries of the key race', async () => {
    const { member, token } = await payingMember(gateway, 'depgateway1');
    calls.length = 0;
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => depositInject(gateway, token, body, key)),
    );
    const orders = answers.map((a) => valueOf(paymentCalls.deposit, a));
    for (const order of orders) expect(order).toEqual(orders[0]);
    expect(calls).toEqual([{ reference: orders[0]!.reference, storedFirst: true }]);
    expect(orders[0]!.payTo).toEqual({
      provider: 'GATEWAY',
      accountName: 'Virtual account',
      accountNo: `VA-${orders[0]!.reference}`,
      note: orders[0]!.reference,
    });
    const rows = await gateway.db
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.memberId, member.id));
    expect(rows).toHaveLength(1);
    // A later retry neither asks the gateway again.
    expect(valueOf(paymentCalls.deposit, await depositInject(gateway, token, body, key))).toEqual(
      orders[0],
    );
    expect(calls).toHaveLength(1);
  });

  it('keeps the order and its reference when it fails, and asks again with it on a retry of the key', async () => {
    const { member, token } = await payingMember(gateway, 'depgateway2');
    calls.length = 0;
    failures = 1;
    const key = newKey();
    const failed = await depositInject(gateway, token, body, key);
    expect(failed.statusCode).toBe(500);
    expect(failureOf(failed).errorCode).toBe('system.error');
    const rowsOf = () =>
      gateway.db.select().from(depositOrders).where(eq(depositOrders.memberId, member.id));
    const [kept] = await rowsOf();
    expect(kept).toMatchObject({ payTo: null, reference: calls[0]!.reference });
    expect(kept!.failedAt).not.toBeNull();

    const order = valueOf(paymentCalls.deposit, await depositInject(gateway, token, body, key));
    expect(order.id).toBe(kept!.id);
    expect(order.reference).toBe(kept!.reference);
    expect(calls.map((c) => c.reference)).toEqual([kept!.reference, kept!.reference]);
    expect(calls.every((c) => c.storedFirst)).toBe(true);
    const [after] = await rowsOf();
    expect(after!.failedAt).toBeNull();
    expect((await rowsOf()).map((r) => r.id)).toEqual([order.id]);
    // Another key after that opens its own order.
    expect(
      valueOf(paymentCalls.deposit, await depositInject(gateway, token, body, newKey())).id,
    ).not.toBe(order.id);
  });

  it('asks a failed order again once when its retries race', async () => {
    const { token } = await payingMember(gateway, 'depgateway4');
    calls.length = 0;
    failures = 1;
    const key = newKey();
    expect((await depositInject(gateway, token, body, key)).statusCode).toBe(500);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => depositInject(gateway, token, body, key)),
    );
    const orders = answers.map((a) => valueOf(paymentCalls.deposit, a));
    for (const order of orders) expect(order).toEqual(orders[0]);
    expect(calls.map((c) => c.reference)).toEqual([orders[0]!.reference, orders[0]!.reference]);
  });

  it('shows no order before the gateway answered, and asks again for one whose request stopped', async () => {
    const { member, token } = await payingMember(gateway, 'depgateway3');
    const key = newKey();
    // What a request that stopped between storing its order and the gateway's answer leaves.
    const [stopped] = await gateway.db
      .insert(depositOrders)
      .values({
        merchantCode: 'DEMO',
        memberId: member.id,
        reference: 'D20260101-STOPPD',
        channelId: 'demo-bank-bca',
        type: 'B',
        channelName: 'BCA',
        amount: 30_000n,
        idempotencyKey: key,
        requestHash: requestHashOf({ channelId: 'demo-bank-bca', amount: 30_000n }),
      })
      .returning();
    const listed = async () =>
      valueOf(
        paymentCalls.depositOrders,
        await gateway.inject({ url: paymentCalls.depositOrders.path, headers: authed(token) }),
      ).totalCount;
    expect(await listed()).toBe(0);
    const opsListed = valueOf(
      opsMoneyCalls.deposits,
      await ops(gateway, 'GET', '/ops/deposits?pageSize=100'),
    );
    expect(opsListed.list.some((o) => o.id === stopped!.id)).toBe(false);
    expect((await ops(gateway, 'POST', `/ops/deposits/${stopped!.id}/approve`)).statusCode).toBe(
      404,
    );

    await gateway.db
      .update(depositOrders)
      .set({ askedAt: sql`now() - interval '11 minutes'` })
      .where(eq(depositOrders.id, stopped!.id));
    calls.length = 0;
    const order = valueOf(paymentCalls.deposit, await depositInject(gateway, token, body, key));
    expect(order.id).toBe(stopped!.id);
    expect(order.reference).toBe('D20260101-STOPPD');
    expect(calls.map((c) => c.reference)).toEqual(['D20260101-STOPPD']);
    expect(await listed()).toBe(1);
  });
});

describe('a payment driver that does not answer', () => {
  let slow: FastifyInstance;
  const signals: AbortSignal[] = [];
  let hang = true;
  const driver: PaymentDriver = {
    payTo(order, signal) {
      signals.push(signal);
      if (!hang) {
        return Promise.resolve({
          provider: 'GATEWAY',
          accountName: 'Virtual account',
          accountNo: `VA-${order.reference}`,
          note: order.reference,
        });
      }
      // Ignores its signal: the site stops waiting all the same.
      return new Promise(() => {});
    },
  };
  beforeAll(async () => {
    ({ app: slow } = await buildTestApp({ payments: { driver, driverTimeoutMs: 200 } }));
  });
  afterAll(() => slow?.close());

  it('is given up after the timeout, its signal aborted, and the order kept for a retry', async () => {
    const { member, token } = await payingMember(slow, 'depslow1');
    const key = newKey();
    const body = { channelId: 'demo-bank-bca', amount: 300 };
    const started = Date.now();
    const failed = await depositInject(slow, token, body, key);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(failureOf(failed).errorCode).toBe('system.error');
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(true);
    const [kept] = await slow.db
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.memberId, member.id));
    expect(kept!.failedAt).not.toBeNull();

    hang = false;
    const order = valueOf(paymentCalls.deposit, await depositInject(slow, token, body, key));
    expect(order).toMatchObject({ id: kept!.id, reference: kept!.reference });
    expect(signals).toHaveLength(2);
  });

  it('does not count a failed order against the cap on pending orders', async () => {
    const { token } = await payingMember(slow, 'depslow2');
    const body = { channelId: 'demo-bank-bca', amount: 300 };
    hang = true;
    expect((await depositInject(slow, token, body)).statusCode).toBe(500);
    hang = false;
    for (let i = 0; i < MAX_PENDING_DEPOSITS; i++) {
      expect((await depositInject(slow, token, body)).statusCode).toBe(200);
    }
    expect(failureOf(await depositInject(slow, token, body)).errorCode).toBe(
      'deposit.pending.limit',
    );
  });
});
