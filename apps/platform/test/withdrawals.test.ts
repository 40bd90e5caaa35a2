import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Header,
  MAX_PROOF_BYTES,
  opsMoneyCalls,
  paymentCalls,
  type Card,
  type Withdrawal,
  type LedgerKind,
  type WithdrawalStatus,
} from '@site/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import {
  ledgerPostings,
  ledgerTransactions,
  memberCards,
  merchants,
  members,
  opsAudit,
  walletAccounts,
  withdrawalProofs,
  withdrawals,
  type Member,
} from '../src/db/schema/index.js';
import { ClearingAccount, type ClearingAccountName } from '../src/domains/ledger/ledger.js';
import {
  withdrawalTransition,
  type WithdrawalEvent,
} from '../src/domains/payments/withdrawals/withdrawal-states.js';
import { AppError } from '../src/http/app-error.js';
import { authed, createMember, sessionFor } from './accounts-helper.js';
import { buildTestApp, failureOf, OPS_TOKEN, openTestDatabase, valueOf } from './helper.js';
import {
  boundCard,
  clearingBalance,
  imageBase64,
  ledgerVerified,
  mainBalance,
  newKey,
  ops,
  payingMember,
  setLimits,
  withdrawInject,
} from './payments-helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

interface Payer {
  member: Member;
  token: string;
  card: Card;
}
/** A member with `balance` in MAIN, a payment password and a bound BCA card. */
const payer = async (username: string, balance = 1_000): Promise<Payer> => {
  const { member, token } = await payingMember(app, username, { balance });
  return { member, token, card: await boundCard(app, token, { accountNo: '7777700001' }) };
};
const withdraw = async (p: Payer, amount: number, key = newKey()) =>
  valueOf(
    paymentCalls.withdraw,
    await withdrawInject(
      app,
      p.token,
      { cardId: p.card.id, amount, paymentPassword: '123456' },
      key,
    ),
  );
const refused = async (p: Payer, body: object, key = newKey()) => {
  const response = await withdrawInject(app, p.token, body, key);
  expect(response.statusCode, response.body).not.toBe(200);
  return { status: response.statusCode, ...failureOf(response) };
};
const settingsOf = async (token: string) =>
  valueOf(
    paymentCalls.withdrawSettings,
    await app.inject({ url: paymentCalls.withdrawSettings.path, headers: authed(token) }),
  );
const listOf = async (token: string, query = '') =>
  valueOf(
    paymentCalls.withdrawals,
    await app.inject({ url: `${paymentCalls.withdrawals.path}${query}`, headers: authed(token) }),
  );
const approve = (id: string) => ops(app, 'POST', `/ops/withdrawals/${id}/approve`);
const reject = (id: string, remark = 'Account name differs') =>
  ops(app, 'POST', `/ops/withdrawals/${id}/reject`, { remark });
const refund = (id: string, remark = 'Bank returned the transfer') =>
  ops(app, 'POST', `/ops/withdrawals/${id}/refund`, { remark });
const confirm = (token: string, id: string, body: object) =>
  app.inject({
    method: 'POST',
    url: `/wps/payment/withdraw/${id}/confirmation`,
    headers: authed(token),
    payload: body,
  });
const proof = (size = 2048, kind: 'png' | 'jpeg' = 'png') => ({
  contentType: kind === 'png' ? 'image/png' : 'image/jpeg',
  data: imageBase64(size, kind),
});
const codeOf = (response: { statusCode: number; body: string }) =>
  response.statusCode === 200 ? 'ok' : failureOf(response as never).errorCode;
const transactionsOf = async (reference: string) =>
  (
    await app.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, reference))
      .orderBy(ledgerTransactions.createdAt)
  ).map((t) => t.kind);
const paid = async (p: Payer, amount: number) => {
  const w = await withdraw(p, amount);
  return valueOf(opsMoneyCalls.approveWithdrawal, await approve(w.id)).withdrawal;
};
/** Moves a PAID withdrawal's confirmation deadline into the past. */
const expire = (id: string) =>
  app.db
    .update(withdrawals)
    .set({ autoReceiveAt: sql`now() - interval '1 minute'` })
    .where(eq(withdrawals.id, id));

describe('withdraw settings', () => {
  it("answers the merchant's limits, today's count, the password state and the balance", async () => {
    const p = await payer('wdsettings', 321.5);
    expect(await settingsOf(p.token)).toEqual({
      min: 50,
      max: 50_000,
      dailyCount: 5,
      usedToday: 0,
      paymentPasswordRequired: true,
      hasPaymentPassword: true,
      withdrawable: 321.5,
      confirmMinutes: 60,
    });
    await withdraw(p, 100);
    expect(await settingsOf(p.token)).toMatchObject({ usedToday: 1, withdrawable: 221.5 });
    const fresh = await createMember(app, { username: 'wdsettings2' });
    expect(await settingsOf(await sessionFor(app, fresh))).toMatchObject({
      hasPaymentPassword: false,
      withdrawable: 0,
      usedToday: 0,
    });
  });
});

describe('asking for a withdrawal', () => {
  it('holds the amount (MAIN to WITHDRAWAL_HOLD) in one ledger transaction and lists it PENDING', async () => {
    const p = await payer('wdhold01', 1_000);
    const holdBefore = await clearingBalance(app, ClearingAccount.withdrawalHold);
    const w = await withdraw(p, 250.75);
    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    expect(w).toMatchObject({
      amount: 250.75,
      status: 'PENDING',
      card: p.card,
      decidedAt: null,
      autoReceiveAt: null,
      autoReceived: false,
      remark: null,
      memberRemark: null,
      proofCount: 0,
    });
    expect(w.reference).toMatch(new RegExp(`^W${day}-[A-Z2-7]{6}$`));
    expect(await mainBalance(app, p.member)).toBe(100_000n - 25_075n);
    expect(await clearingBalance(app, ClearingAccount.withdrawalHold)).toBe(holdBefore + 25_075n);
    expect(await transactionsOf(w.reference)).toEqual(['WITHDRAWAL']);
    expect((await listOf(p.token)).list).toEqual([w]);
    expect(await ledgerVerified(app, p.member)).toBe(true);
  });

  it('refuses: trial, payment password, a card not the member’s, limits, balance, no key, plain', async () => {
    const p = await payer('wdrefuse', 100);
    const other = await payer('wdrefuse2', 100);
    const body = { cardId: p.card.id, amount: 60, paymentPassword: '123456' };
    const cases: [object, number, string][] = [
      [{ ...body, paymentPassword: '000000' }, 400, 'invalid.payment.pw'],
      [{ ...body, paymentPassword: undefined }, 400, 'invalid.payment.pw'],
      [{ ...body, cardId: other.card.id }, 400, 'request.invalid'],
      [{ ...body, cardId: 'not-a-card' }, 400, 'request.invalid'],
      [{ ...body, amount: 49.99 }, 400, 'amount.below.min'],
      [{ ...body, amount: 50_000.01 }, 400, 'amount.above.max'],
      [{ ...body, amount: 100.01 }, 400, 'wallet.insufficient'],
      [{ ...body, amount: 0 }, 400, 'request.invalid'],
    ];
    for (const [input, status, code] of cases) {
      expect(await refused(p, input), JSON.stringify(input)).toMatchObject({
        status,
        errorCode: code,
      });
    }
    expect((await refused(p, { ...body, cardId: other.card.id })).fields).toEqual({
      'body.cardId': 'Choose one of your bound accounts.',
    });
    const noKey = await withdrawInject(app, p.token, body, null);
    expect(failureOf(noKey).errorCode).toBe('idempotency.key.missing');
    const plain = await app.inject({
      method: 'POST',
      url: paymentCalls.withdraw.path,
      headers: { ...authed(p.token), [Header.idempotencyKey]: newKey() },
      payload: body,
    });
    expect(failureOf(plain).errorCode).toBe('request.encryption.required');

    const trial = await payingMember(app, 'wdtrial', { type: 4 });
    const trialRefused = await withdrawInject(app, trial.token, body);
    expect(trialRefused.statusCode).toBe(403);
    expect(failureOf(trialRefused).errorCode).toBe('member.trial');

    const { member: bare, token: bareToken } = await payingMember(app, 'wdnopass', {
      balance: 100,
    });
    const bareCard = await boundCard(app, bareToken, { accountNo: '7777700002' });
    await app.db.update(members).set({ paymentPasswordHash: null }).where(eq(members.id, bare.id));
    const noPassword = await withdrawInject(app, bareToken, { ...body, cardId: bareCard.id });
    expect(failureOf(noPassword).errorCode).toBe('not.exists.payment.password');

    // Everything refused moved nothing; exactly the balance passes.
    expect(await mainBalance(app, p.member)).toBe(10_000n);
    expect((await listOf(p.token)).totalCount).toBe(0);
    expect((await withdraw(p, 100)).amount).toBe(100);
    expect(await mainBalance(app, p.member)).toBe(0n);
  });

  it('answers a retry of the key with the first withdrawal; the key with another body is 409', async () => {
    const p = await payer('wdretry', 500);
    const key = newKey();
    const first = await withdraw(p, 100, key);
    expect(await withdraw(p, 100, key)).toEqual(first);
    expect(
      await refused(p, { cardId: p.card.id, amount: 101, paymentPassword: '123456' }, key),
    ).toMatchObject({ status: 409, errorCode: 'idempotency.key.reused' });
    expect(await mainBalance(app, p.member)).toBe(40_000n);
    expect((await listOf(p.token)).list).toEqual([first]);
  });

  it('answers a retry of a landed withdrawal even with a mistyped payment password', async () => {
    // The first attempt held the money but its answer was lost; the member retries and
    // mistypes: the platform must say what happened, not invalid.payment.pw (after which the
    // client would draw a new key and hold the amount twice).
    const p = await payer('wdretrypw', 500);
    const key = newKey();
    const first = await withdraw(p, 100, key);
    const retried = await withdrawInject(
      app,
      p.token,
      { cardId: p.card.id, amount: 100, paymentPassword: '000000' },
      key,
    );
    expect(valueOf(paymentCalls.withdraw, retried)).toEqual(first);
    expect(await mainBalance(app, p.member)).toBe(40_000n);
  });

  it("allows the daily count per day of the merchant's time zone, rejected ones included", async () => {
    const p = await payer('wddaily', 1_000);
    await setLimits(app, { withdrawDailyCount: 2 });
    try {
      const first = await withdraw(p, 50);
      valueOf(opsMoneyCalls.rejectWithdrawal, await reject(first.id));
      await withdraw(p, 50);
      expect(
        await refused(p, { cardId: p.card.id, amount: 50, paymentPassword: '123456' }),
      ).toMatchObject({ status: 400, errorCode: 'withdraw.daily.limit' });
      expect(await settingsOf(p.token)).toMatchObject({ usedToday: 2, dailyCount: 2 });
      expect(await mainBalance(app, p.member)).toBe(95_000n);
      // The day is DEMO's, in Jakarta: a second after its midnight counts, a second before does
      // not. (UTC's midnight is 7 hours off, so one of the two would say otherwise on UTC's.)
      const movedTo = async (at: ReturnType<typeof sql>) => {
        await app.db
          .update(withdrawals)
          .set({ createdAt: at })
          .where(eq(withdrawals.memberId, p.member.id));
        return (await settingsOf(p.token)).usedToday;
      };
      expect(
        await movedTo(sql`date_trunc('day', now(), 'Asia/Jakarta') + interval '1 second'`),
      ).toBe(2);
      expect(
        await movedTo(sql`date_trunc('day', now(), 'Asia/Jakarta') - interval '1 second'`),
      ).toBe(0);
      await withdraw(p, 50);
    } finally {
      await setLimits(app, { withdrawDailyCount: 5 });
    }
  });

  it('pages the member’s withdrawals newest first and filters by status', async () => {
    const p = await payer('wdpages', 1_000);
    await setLimits(app, { withdrawDailyCount: 20 });
    try {
      const made: Withdrawal[] = [];
      for (let i = 0; i < 7; i++) made.push(await withdraw(p, 51 + i));
      valueOf(opsMoneyCalls.approveWithdrawal, await approve(made[2]!.id));
      const page2 = await listOf(p.token, '?pageNo=2&pageSize=3');
      expect(page2).toMatchObject({ pageNum: 2, pageSize: 3, totalCount: 7, totalPages: 3 });
      expect(page2.list.map((w) => w.amount)).toEqual([54, 53, 52]);
      const paidOnes = await listOf(p.token, '?status=PAID');
      expect(paidOnes.list.map((w) => w.id)).toEqual([made[2]!.id]);
      expect((await listOf(p.token, '?status=PENDING')).totalCount).toBe(6);
    } finally {
      await setLimits(app, { withdrawDailyCount: 5 });
    }
  });
});

describe('the operator decides withdrawals', () => {
  it('approval pays the held amount out (HOLD to CLEARING) and starts the confirmation window', async () => {
    const p = await payer('wdapprove', 500);
    const w = await withdraw(p, 120);
    const hold = await clearingBalance(app, ClearingAccount.withdrawalHold);
    const clearing = await clearingBalance(app, ClearingAccount.withdrawal);
    const before = Date.now();
    const answer = valueOf(opsMoneyCalls.approveWithdrawal, await approve(w.id));
    expect(answer.changed).toBe(
      `withdrawal ${w.reference} of wdapprove paid for DEMO: 120.00 to BCA 7777700001; auto-received after 60 min`,
    );
    expect(answer.withdrawal).toMatchObject({
      status: 'PAID',
      username: 'wdapprove',
      accountNo: '7777700001',
    });
    const due = Date.parse(answer.withdrawal.autoReceiveAt!) - before;
    expect(due).toBeGreaterThan(59 * 60_000);
    expect(due).toBeLessThan(61 * 60_000);
    expect(await clearingBalance(app, ClearingAccount.withdrawalHold)).toBe(hold - 12_000n);
    expect(await clearingBalance(app, ClearingAccount.withdrawal)).toBe(clearing + 12_000n);
    expect(await mainBalance(app, p.member)).toBe(38_000n);
    expect(await transactionsOf(w.reference)).toEqual(['WITHDRAWAL', 'WITHDRAWAL_PAYOUT']);

    const again = valueOf(opsMoneyCalls.approveWithdrawal, await approve(w.id));
    expect(again.changed).toBe(
      `withdrawal ${w.reference} of wdapprove was already paid; nothing changed`,
    );
    expect(await transactionsOf(w.reference)).toEqual(['WITHDRAWAL', 'WITHDRAWAL_PAYOUT']);
    expect(codeOf(await reject(w.id))).toBe('order.already.decided');
    expect(codeOf(await refund(w.id))).toBe('order.already.decided');
    const audits = await app.db
      .select({ action: opsAudit.action })
      .from(opsAudit)
      .where(sql`${opsAudit.detail}->'input'->>'id' = ${w.id}`);
    expect(audits.map((a) => a.action)).toEqual(['withdrawal-approve']);
    expect(await ledgerVerified(app, p.member)).toBe(true);
  });

  it('rejection releases the held amount back to MAIN with the remark', async () => {
    const p = await payer('wdreject', 300);
    const w = await withdraw(p, 200);
    const answer = valueOf(opsMoneyCalls.rejectWithdrawal, await reject(w.id, 'Name mismatch'));
    expect(answer.changed).toBe(
      `withdrawal ${w.reference} of wdreject rejected for DEMO ("Name mismatch"): 200.00 back to MAIN`,
    );
    expect(answer.withdrawal).toMatchObject({ status: 'REJECTED', remark: 'Name mismatch' });
    expect(await mainBalance(app, p.member)).toBe(30_000n);
    expect(await transactionsOf(w.reference)).toEqual(['WITHDRAWAL', 'WITHDRAWAL_REVERSAL']);
    for (const response of [await approve(w.id), await reject(w.id), await refund(w.id)]) {
      expect(response.statusCode).toBe(409);
      expect(failureOf(response).errorCode).toBe('order.already.decided');
    }
    expect(await mainBalance(app, p.member)).toBe(30_000n);
    expect(await ledgerVerified(app, p.member)).toBe(true);
  });

  it('lets exactly one of concurrent approvals and rejections decide', async () => {
    const p = await payer('wdrace', 1_000);
    await setLimits(app, { withdrawDailyCount: 20 });
    try {
      let paidOut = 0;
      for (let i = 0; i < 5; i++) {
        const w = await withdraw(p, 100);
        const answers = await Promise.all([
          approve(w.id),
          reject(w.id),
          approve(w.id),
          reject(w.id),
        ]);
        const [row] = await app.db.select().from(withdrawals).where(eq(withdrawals.id, w.id));
        const kinds = await transactionsOf(w.reference);
        expect(kinds).toHaveLength(2);
        if (row!.status === 'PAID') {
          paidOut += 100;
          expect(kinds[1]).toBe('WITHDRAWAL_PAYOUT');
          expect(answers.filter((a, n) => n % 2 === 1).map(codeOf)).toEqual([
            'order.already.decided',
            'order.already.decided',
          ]);
        } else {
          expect(row!.status).toBe('REJECTED');
          expect(kinds[1]).toBe('WITHDRAWAL_REVERSAL');
          expect(answers.filter((a) => codeOf(a) === 'ok')).toHaveLength(1);
        }
      }
      expect(await mainBalance(app, p.member)).toBe(BigInt((1_000 - paidOut) * 100));
      expect(await ledgerVerified(app, p.member)).toBe(true);
    } finally {
      await setLimits(app, { withdrawDailyCount: 5 });
    }
  });

  it('lists the merchant’s withdrawals with the full account number, by status', async () => {
    const p = await payer('wdopslist', 200);
    const w = await withdraw(p, 60);
    const listed = valueOf(
      opsMoneyCalls.withdrawals,
      await ops(app, 'GET', '/ops/withdrawals?status=PENDING&pageSize=100'),
    );
    expect(listed.list.every((x) => x.status === 'PENDING')).toBe(true);
    expect(listed.list.find((x) => x.id === w.id)).toMatchObject({
      username: 'wdopslist',
      accountNo: '7777700001',
      card: { accountNoMasked: '77****0001' },
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'W-not-an-id']) {
      expect(codeOf(await approve(id))).toBe('resource.not.found');
    }
    const anonymous = await app.inject({ url: '/ops/withdrawals' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('racing decisions on one withdrawal', () => {
  const demo = async () =>
    (await app.db.select().from(merchants).where(eq(merchants.code, 'DEMO')))[0]!;
  /**
   * Holds the operator's first `n` reads of a withdrawal until all `n` have read it, so every
   * decision is taken on the same state and only the guarded write can tell them apart.
   */
  const readTogether = (n: number) => {
    const repository = app.payments.withdrawals;
    const read = repository.ofMerchant;
    let reads = 0;
    let release: () => void = () => {};
    const together = new Promise<void>((resolve) => (release = resolve));
    return vi.spyOn(repository, 'ofMerchant').mockImplementation(async (...args) => {
      const record = await read(...args);
      if (reads < n) {
        if (++reads === n) release();
        await together;
      }
      return record;
    });
  };
  const auditsOf = async (id: string) =>
    (
      await app.db
        .select({ action: opsAudit.action })
        .from(opsAudit)
        .where(sql`${opsAudit.detail}->'input'->>'id' = ${id}`)
    ).map((a) => a.action);
  const codeOfRefusal = (outcome: PromiseSettledResult<unknown>) =>
    outcome.status === 'rejected' && outcome.reason instanceof AppError
      ? outcome.reason.code
      : outcome.status;
  /**
   * Two decisions on one withdrawal, both reading it before either writes: exactly one may
   * win, the other hears order.already.decided. Answers the winner and the row after.
   */
  async function decideTogether<D extends string>(
    id: string,
    decide: Record<D, () => Promise<unknown>>,
    order: readonly D[],
  ) {
    const spy = readTogether(2);
    const outcomes = await Promise.allSettled(order.map((name) => decide[name]()));
    spy.mockRestore();
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.map(codeOfRefusal).filter((c) => c !== 'fulfilled')).toEqual([
      'order.already.decided',
    ]);
    const [row] = await app.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    return { winner: order[outcomes.findIndex((o) => o.status === 'fulfilled')]!, row: row! };
  }

  for (const order of [
    ['approve', 'reject'],
    ['reject', 'approve'],
  ] as const) {
    it(`${order.join(' and ')} of a pending one read together: one wins, the money moves once`, async () => {
      const p = await payer(`wdtogether${order[0]}`, 500);
      const w = await withdraw(p, 100);
      const merchant = await demo();
      const [hold, clearing] = [
        await clearingBalance(app, ClearingAccount.withdrawalHold),
        await clearingBalance(app, ClearingAccount.withdrawal),
      ];
      const decide = {
        approve: () => app.payments.operatorWithdrawals.approve(merchant, w.id),
        reject: () => app.payments.operatorWithdrawals.reject(merchant, w.id, 'Name mismatch'),
      };
      const { winner, row } = await decideTogether(w.id, decide, order);
      expect(row.status).toBe(winner === 'approve' ? 'PAID' : 'REJECTED');
      expect(await auditsOf(w.id)).toEqual([`withdrawal-${winner}`]);
      if (winner === 'approve') {
        expect(await transactionsOf(w.reference)).toEqual(['WITHDRAWAL', 'WITHDRAWAL_PAYOUT']);
        expect(await mainBalance(app, p.member)).toBe(40_000n);
        expect(await clearingBalance(app, ClearingAccount.withdrawal)).toBe(clearing + 10_000n);
      } else {
        expect(await transactionsOf(w.reference)).toEqual(['WITHDRAWAL', 'WITHDRAWAL_REVERSAL']);
        expect(await mainBalance(app, p.member)).toBe(50_000n);
        expect(await clearingBalance(app, ClearingAccount.withdrawal)).toBe(clearing);
      }
      expect(await clearingBalance(app, ClearingAccount.withdrawalHold)).toBe(hold - 10_000n);
      expect(await ledgerVerified(app, p.member)).toBe(true);
    });
  }

  it('two approvals read together: one pays, the other hears it was paid; one payout', async () => {
    const p = await payer('wdtogetherpay', 500);
    const w = await withdraw(p, 100);
    const merchant = await demo();
    const spy = readTogether(2);
    const answers = await Promise.all([
      app.payments.operatorWithdrawals.approve(merchant, w.id),
      app.payments.operatorWithdrawals.approve(merchant, w.id),
    ]);
    spy.mockRestore();
    expect(answers.map((a) => a.changed.endsWith('nothing changed')).sort()).toEqual([false, true]);
    expect(answers.map((a) => a.withdrawal.status)).toEqual(['PAID', 'PAID']);
    expect(await transactionsOf(w.reference)).toEqual(['WITHDRAWAL', 'WITHDRAWAL_PAYOUT']);
    expect(await auditsOf(w.id)).toEqual(['withdrawal-approve']);
    expect(await mainBalance(app, p.member)).toBe(40_000n);
    expect(await ledgerVerified(app, p.member)).toBe(true);
  });

  for (const order of [
    ['approve', 'refund'],
    ['refund', 'approve'],
  ] as const) {
    it(`${order.join(' and ')} of a disputed one read together: one wins, the refund moves once or not at all`, async () => {
      const p = await payer(`wdtogether${order[0]}no`, 500);
      const w = await paid(p, 100);
      valueOf(
        paymentCalls.confirmWithdrawal,
        await confirm(p.token, w.id, { received: false, proofs: [proof()] }),
      );
      const merchant = await demo();
      const clearing = await clearingBalance(app, ClearingAccount.withdrawal);
      const decide = {
        approve: () => app.payments.operatorWithdrawals.approve(merchant, w.id),
        refund: () => app.payments.operatorWithdrawals.refund(merchant, w.id, 'Bank returned it'),
      };
      const { winner, row } = await decideTogether(w.id, decide, order);
      expect(await auditsOf(w.id)).toEqual(['withdrawal-approve', `withdrawal-${winner}`]);
      if (winner === 'approve') {
        expect(row.status).toBe('PAID');
        expect(await transactionsOf(w.reference)).toEqual(['WITHDRAWAL', 'WITHDRAWAL_PAYOUT']);
        expect(await mainBalance(app, p.member)).toBe(40_000n);
        expect(await clearingBalance(app, ClearingAccount.withdrawal)).toBe(clearing);
      } else {
        expect(row.status).toBe('REFUNDED');
        expect(await transactionsOf(w.reference)).toEqual([
          'WITHDRAWAL',
          'WITHDRAWAL_PAYOUT',
          'WITHDRAWAL_REVERSAL',
        ]);
        expect(await mainBalance(app, p.member)).toBe(50_000n);
        expect(await clearingBalance(app, ClearingAccount.withdrawal)).toBe(clearing - 10_000n);
      }
      expect(await ledgerVerified(app, p.member)).toBe(true);
    });
  }

  it('the repository writes a transition only from the state it leaves and while its guard holds', async () => {
    const repository = app.payments.withdrawals;
    const step = (from: WithdrawalStatus, event: WithdrawalEvent) => {
      const found = withdrawalTransition(from, event);
      if (!found.allowed) throw new Error(`${from} ${event} is not in the table`);
      return found.transition;
    };
    const statusOf = async (id: string) =>
      (await app.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!.status;
    const p = await payer('wdguarded', 500);

    // Two transitions out of PENDING at once: exactly one is written.
    const pending = await withdraw(p, 100);
    const written = await Promise.all([
      repository.move(pending.id, step('PENDING', 'approve')),
      repository.move(pending.id, step('PENDING', 'reject')),
    ]);
    expect(written.filter(Boolean)).toHaveLength(1);
    const settledOn = await statusOf(pending.id);
    expect(settledOn).toBe(written[0] ? 'PAID' : 'REJECTED');
    // Decided on a stale read (still PENDING): nothing is written.
    expect(await repository.move(pending.id, step('PENDING', 'reject'))).toBe(false);
    expect(await repository.move(pending.id, step('PENDING', 'approve'))).toBe(false);
    expect(await statusOf(pending.id)).toBe(settledOn);

    // The member's answer needs the window open; the window's end needs it closed.
    const w = await paid(p, 100);
    expect(await repository.move(w.id, step('PAID', 'autoReceive'))).toBe(false);
    await expire(w.id);
    expect(await repository.move(w.id, step('PAID', 'confirmReceived'))).toBe(false);
    expect(await repository.move(w.id, step('PAID', 'reportNotReceived'))).toBe(false);
    expect(await statusOf(w.id)).toBe('PAID');
    expect(await repository.settleDue({ memberId: p.member.id })).toBe(1);
    expect(await repository.settleDue({ memberId: p.member.id })).toBe(0);
    expect(await statusOf(w.id)).toBe('RECEIVED');
  });
});

describe('decisions on a withdrawal whose hold sits on another shard', () => {
  /**
   * Moves what the withdrawal's `kind` movement credited onto another shard of its clearing
   * account (shard 0 unless it is there already), as a hold made before sharding or before
   * CLEARING_SHARDS changed would sit; answers both accounts.
   */
  const moveCredit = async (reference: string, kind: LedgerKind, name: ClearingAccountName) => {
    const [posting] = await app.db
      .select({
        id: ledgerPostings.id,
        accountId: ledgerPostings.accountId,
        amount: ledgerPostings.amount,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
      .where(
        and(
          eq(ledgerTransactions.reference, reference),
          eq(ledgerTransactions.kind, kind),
          sql`${ledgerPostings.amount} > 0`,
        ),
      );
    const shards = await app.ledger.clearingShards('DEMO', name);
    const to = shards[0] === posting!.accountId ? shards[1]! : shards[0]!;
    await app.db.transaction(async (tx) => {
      await tx
        .update(ledgerPostings)
        .set({ accountId: to })
        .where(eq(ledgerPostings.id, posting!.id));
      await tx
        .update(walletAccounts)
        .set({ balance: sql`${walletAccounts.balance} - ${posting!.amount}` })
        .where(eq(walletAccounts.id, posting!.accountId));
      await tx
        .update(walletAccounts)
        .set({ balance: sql`${walletAccounts.balance} + ${posting!.amount}` })
        .where(eq(walletAccounts.id, to));
    });
    return { from: posting!.accountId, to };
  };
  const balance = (accountId: string) => app.ledger.balanceOf(accountId);

  it('a rejection releases the hold from the account the request posted to', async () => {
    const p = await payer('wdshardreject', 500);
    const w = await withdraw(p, 120);
    const { from, to } = await moveCredit(
      w.reference,
      'WITHDRAWAL',
      ClearingAccount.withdrawalHold,
    );
    const [before, held] = [await balance(from), await balance(to)];
    valueOf(opsMoneyCalls.rejectWithdrawal, await reject(w.id));
    expect(await balance(to)).toBe(held - 12_000n);
    expect(await balance(from)).toBe(before);
    expect(await mainBalance(app, p.member)).toBe(50_000n);
  });

  it('an approval pays out of that hold, and a refund takes back from the payout it posted', async () => {
    const p = await payer('wdshardapprove', 500);
    const w = await withdraw(p, 150);
    const hold = await moveCredit(w.reference, 'WITHDRAWAL', ClearingAccount.withdrawalHold);
    const [before, held] = [await balance(hold.from), await balance(hold.to)];
    valueOf(opsMoneyCalls.approveWithdrawal, await approve(w.id));
    expect(await balance(hold.to)).toBe(held - 15_000n);
    expect(await balance(hold.from)).toBe(before);

    const payout = await moveCredit(w.reference, 'WITHDRAWAL_PAYOUT', ClearingAccount.withdrawal);
    const [payoutBefore, payoutHeld] = [await balance(payout.from), await balance(payout.to)];
    valueOf(
      paymentCalls.confirmWithdrawal,
      await confirm(p.token, w.id, { received: false, proofs: [proof()] }),
    );
    valueOf(opsMoneyCalls.refundWithdrawal, await refund(w.id));
    expect(await balance(payout.to)).toBe(payoutHeld - 15_000n);
    expect(await balance(payout.from)).toBe(payoutBefore);
    expect(await mainBalance(app, p.member)).toBe(50_000n);
  });
});

describe('the member confirms a paid withdrawal (docs/product.md §4)', () => {
  it('received: RECEIVED, no money moves; only a PAID one may be answered, the same answer again changes nothing', async () => {
    const p = await payer('wdreceived', 500);
    const pending = await withdraw(p, 60);
    expect(codeOf(await confirm(p.token, pending.id, { received: true }))).toBe(
      'order.already.decided',
    );
    const w = await paid(p, 100);
    const stranger = await payer('wdstranger', 0);
    expect(codeOf(await confirm(stranger.token, w.id, { received: true }))).toBe(
      'resource.not.found',
    );
    expect(codeOf(await confirm(p.token, 'nope', { received: true }))).toBe('resource.not.found');
    const answer = valueOf(
      paymentCalls.confirmWithdrawal,
      await confirm(p.token, w.id, { received: true }),
    );
    expect(answer).toMatchObject({ status: 'RECEIVED', autoReceived: false, proofCount: 0 });
    // A retry of the answer (its first attempt landed) answers the withdrawal as it is.
    expect(
      valueOf(paymentCalls.confirmWithdrawal, await confirm(p.token, w.id, { received: true })),
    ).toEqual(answer);
    // The other answer is too late.
    expect(codeOf(await confirm(p.token, w.id, { received: false, proofs: [proof()] }))).toBe(
      'order.already.decided',
    );
    expect(
      await app.db.select().from(withdrawalProofs).where(eq(withdrawalProofs.withdrawalId, w.id)),
    ).toHaveLength(0);
    expect(codeOf(await approve(w.id))).toBe('order.already.decided');
    expect(await transactionsOf(w.reference)).toEqual(['WITHDRAWAL', 'WITHDRAWAL_PAYOUT']);
    expect(await mainBalance(app, p.member)).toBe(34_000n);
  });

  it('not received with proofs; the operator pays again, then refunds a second dispute', async () => {
    const p = await payer('wddispute', 500);
    const w = await paid(p, 200);
    const disputed = valueOf(
      paymentCalls.confirmWithdrawal,
      await confirm(p.token, w.id, {
        received: false,
        remark: 'Nothing in my BCA account',
        proofs: [proof(), proof(4096, 'jpeg')],
      }),
    );
    expect(disputed).toMatchObject({
      status: 'NOT_RECEIVED',
      proofCount: 2,
      remark: null,
      memberRemark: 'Nothing in my BCA account',
    });
    const stored = await app.db
      .select()
      .from(withdrawalProofs)
      .where(eq(withdrawalProofs.withdrawalId, w.id));
    expect(
      stored
        .sort((a, b) => a.position - b.position)
        .map((s) => [s.contentType, s.data.length, s.remark, s.position]),
    ).toEqual([
      ['image/png', 2048, 'Nothing in my BCA account', 0],
      ['image/jpeg', 4096, 'Nothing in my BCA account', 1],
    ]);
    expect(Buffer.from(stored[0]!.data).subarray(0, 4)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    );

    // Paid again: back to PAID with a new window; no money moves.
    const again = valueOf(opsMoneyCalls.approveWithdrawal, await approve(w.id));
    expect(again.changed).toContain('paid again');
    expect(again.withdrawal.status).toBe('PAID');
    expect(Date.parse(again.withdrawal.autoReceiveAt!)).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(await transactionsOf(w.reference)).toEqual(['WITHDRAWAL', 'WITHDRAWAL_PAYOUT']);
    expect(codeOf(await refund(w.id))).toBe('order.already.decided');

    valueOf(
      paymentCalls.confirmWithdrawal,
      await confirm(p.token, w.id, { received: false, remark: 'Still nothing', proofs: [proof()] }),
    );
    const clearing = await clearingBalance(app, ClearingAccount.withdrawal);
    const refunded = valueOf(opsMoneyCalls.refundWithdrawal, await refund(w.id, 'Bank bounced it'));
    expect(refunded.changed).toBe(
      `withdrawal ${w.reference} of wddispute refunded for DEMO ("Bank bounced it"): 200.00 back to MAIN`,
    );
    // The operator's reason and the member's remark are kept apart.
    expect(refunded.withdrawal).toMatchObject({
      status: 'REFUNDED',
      remark: 'Bank bounced it',
      memberRemark: 'Still nothing',
      proofCount: 3,
    });
    expect((await listOf(p.token)).list.find((x) => x.id === w.id)).toMatchObject({
      remark: 'Bank bounced it',
      memberRemark: 'Still nothing',
    });
    expect(await clearingBalance(app, ClearingAccount.withdrawal)).toBe(clearing - 20_000n);
    expect(await mainBalance(app, p.member)).toBe(50_000n);
    expect(await transactionsOf(w.reference)).toEqual([
      'WITHDRAWAL',
      'WITHDRAWAL_PAYOUT',
      'WITHDRAWAL_REVERSAL',
    ]);
    for (const response of [await refund(w.id), await approve(w.id), await reject(w.id)]) {
      expect(codeOf(response)).toBe('order.already.decided');
    }
    expect(await mainBalance(app, p.member)).toBe(50_000n);
    expect(await ledgerVerified(app, p.member)).toBe(true);
  });

  it('answers a retried "not received" (its upload landed) unchanged, storing its proofs once', async () => {
    const p = await payer('wdretryno', 500);
    const w = await paid(p, 100);
    const body = { received: false, remark: 'Not in my account', proofs: [proof(), proof()] };
    const first = valueOf(paymentCalls.confirmWithdrawal, await confirm(p.token, w.id, body));
    expect(first).toMatchObject({ status: 'NOT_RECEIVED', proofCount: 2 });
    const retries = await Promise.all(
      Array.from({ length: 5 }, () => confirm(p.token, w.id, body)),
    );
    for (const again of retries) {
      expect(valueOf(paymentCalls.confirmWithdrawal, again)).toEqual(first);
    }
    expect(codeOf(await confirm(p.token, w.id, { received: true }))).toBe('order.already.decided');
    expect(
      await app.db.select().from(withdrawalProofs).where(eq(withdrawalProofs.withdrawalId, w.id)),
    ).toHaveLength(2);
  });

  it('refuses another "not received" with other proofs or remark, so it is not dropped unseen', async () => {
    const p = await payer('wdotherno', 500);
    const w = await paid(p, 100);
    const body = { received: false, remark: 'Not in my account', proofs: [proof(), proof(900)] };
    const first = valueOf(paymentCalls.confirmWithdrawal, await confirm(p.token, w.id, body));
    const others = [
      { ...body, proofs: [proof(), proof(901)] },
      { ...body, proofs: [proof(900), proof()] },
      { ...body, proofs: [proof()] },
      { ...body, remark: 'Another tab' },
      { received: false, proofs: body.proofs },
    ];
    for (const other of others) {
      expect(codeOf(await confirm(p.token, w.id, other))).toBe('order.already.decided');
    }
    // The same answer again is still a retry.
    expect(valueOf(paymentCalls.confirmWithdrawal, await confirm(p.token, w.id, body))).toEqual(
      first,
    );
    expect(
      await app.db.select().from(withdrawalProofs).where(eq(withdrawalProofs.withdrawalId, w.id)),
    ).toHaveLength(2);

    // After a payment made again, a new answer with new proofs is taken.
    valueOf(opsMoneyCalls.approveWithdrawal, await approve(w.id));
    const again = { received: false, remark: 'Still nothing', proofs: [proof(901)] };
    expect(
      valueOf(paymentCalls.confirmWithdrawal, await confirm(p.token, w.id, again)),
    ).toMatchObject({ status: 'NOT_RECEIVED', proofCount: 3, memberRemark: 'Still nothing' });
    expect(codeOf(await confirm(p.token, w.id, body))).toBe('order.already.decided');
    expect(codeOf(await confirm(p.token, w.id, again))).toBe('ok');
  });

  it('lets concurrent "not received" answers store one set of proofs', async () => {
    const p = await payer('wdraceno', 500);
    const w = await paid(p, 100);
    const body = { received: false, proofs: [proof()] };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => confirm(p.token, w.id, body)),
    );
    expect(answers.map(codeOf)).toEqual(Array.from({ length: 8 }, () => 'ok'));
    expect(
      await app.db.select().from(withdrawalProofs).where(eq(withdrawalProofs.withdrawalId, w.id)),
    ).toHaveLength(1);
  });

  it('checks each proof really is a PNG or JPEG of at most 5 MB, and takes three of 5 MB', async () => {
    const p = await payer('wdproofs', 500);
    const w = await paid(p, 100);
    const notReceived = (proofs: object[]) => confirm(p.token, w.id, { received: false, proofs });
    const fieldCases: [object[], string][] = [
      [[{ contentType: 'image/png', data: imageBase64(100, 'jpeg') }], 'body.proofs.0'],
      [[proof(), { contentType: 'image/jpeg', data: imageBase64(100, 'png') }], 'body.proofs.1'],
      [
        [{ contentType: 'image/png', data: Buffer.from('GIF89a....').toString('base64') }],
        'body.proofs.0',
      ],
      [[{ contentType: 'image/png', data: 'not base64 at all!' }], 'body.proofs.0'],
      [[proof(MAX_PROOF_BYTES + 1)], 'body.proofs.0'],
    ];
    for (const [proofs, field] of fieldCases) {
      const response = await notReceived(proofs);
      expect(response.statusCode).toBe(400);
      expect(failureOf(response).fields).toHaveProperty([field]);
    }
    const gif = await notReceived([{ contentType: 'image/gif', data: 'AAAA' }]);
    expect(failureOf(gif).errorCode).toBe('request.invalid');
    const wrongMagicId = await app.inject({
      method: 'POST',
      url: `/wps/payment/withdraw/${w.id}/confirmation`,
      headers: authed(p.token, 'ID'),
      payload: {
        received: false,
        proofs: [{ contentType: 'image/png', data: imageBase64(64, 'jpeg') }],
      },
    });
    expect(failureOf(wrongMagicId).fields).toEqual({
      'body.proofs.0': 'Setiap bukti harus PNG atau JPEG dengan ukuran maksimal 5 MB.',
    });
    for (const proofs of [[], [proof(), proof(), proof(), proof()]]) {
      expect(failureOf(await notReceived(proofs)).fields).toHaveProperty(['body.proofs']);
    }
    expect(
      (await app.db.select().from(withdrawals).where(eq(withdrawals.id, w.id)))[0]!.status,
    ).toBe('PAID');

    const big = valueOf(
      paymentCalls.confirmWithdrawal,
      await notReceived([
        proof(MAX_PROOF_BYTES),
        proof(MAX_PROOF_BYTES, 'jpeg'),
        proof(MAX_PROOF_BYTES),
      ]),
    );
    expect(big).toMatchObject({ status: 'NOT_RECEIVED', proofCount: 3 });
  });

  it('counts as received after the window, whoever reads first, and refunds nothing', async () => {
    const p = await payer('wdauto', 500);
    const [first, second, third] = [await paid(p, 100), await paid(p, 60), await paid(p, 70)];
    const before = await mainBalance(app, p.member);
    await Promise.all([expire(first.id), expire(second.id), expire(third.id)]);

    // The member's list settles them.
    const listed = await listOf(p.token, '?status=RECEIVED');
    expect(listed.list.map((w) => [w.id, w.autoReceived])).toEqual([
      [third.id, true],
      [second.id, true],
      [first.id, true],
    ]);
    expect(await mainBalance(app, p.member)).toBe(before);
    expect(codeOf(await confirm(p.token, first.id, { received: false, proofs: [proof()] }))).toBe(
      'order.already.decided',
    );

    // Past the window, "not received" is too late even before anything settled it; "received"
    // is what happened, so it answers the withdrawal as the window settled it.
    const late = await paid(p, 55);
    await expire(late.id);
    expect(codeOf(await confirm(p.token, late.id, { received: false, proofs: [proof()] }))).toBe(
      'order.already.decided',
    );
    const lateAnswer = valueOf(
      paymentCalls.confirmWithdrawal,
      await confirm(p.token, late.id, { received: true }),
    );
    expect(lateAnswer).toMatchObject({ status: 'RECEIVED', autoReceived: true });
    const [row] = await app.db.select().from(withdrawals).where(eq(withdrawals.id, late.id));
    expect(row).toMatchObject({ status: 'RECEIVED', autoReceived: true });

    // The operator's list settles them too; the settings read as well.
    const viaOps = await paid(p, 51);
    await expire(viaOps.id);
    const opsList = valueOf(
      opsMoneyCalls.withdrawals,
      await ops(app, 'GET', '/ops/withdrawals?status=RECEIVED&pageSize=100'),
    );
    expect(opsList.list.find((w) => w.id === viaOps.id)).toMatchObject({ autoReceived: true });
    expect(await transactionsOf(viaOps.reference)).toEqual(['WITHDRAWAL', 'WITHDRAWAL_PAYOUT']);
    expect(await ledgerVerified(app, p.member)).toBe(true);
  });
});

describe("the operator reads a dispute's proofs", () => {
  it('answers the proof images a page at a time, base64, with their remark, oldest answer first', async () => {
    const p = await payer('wdopsproofs', 500);
    const w = await paid(p, 100);
    const proofsOf = (id: string, query = '') =>
      ops(app, 'GET', `/ops/withdrawals/${id}/proofs${query}`);
    expect(valueOf(opsMoneyCalls.withdrawalProofs, await proofsOf(w.id))).toEqual({
      list: [],
      pageNum: 1,
      pageSize: 3,
      totalPages: 0,
      totalCount: 0,
    });

    const first = [proof(300), proof(500, 'jpeg')];
    valueOf(
      paymentCalls.confirmWithdrawal,
      await confirm(p.token, w.id, { received: false, remark: 'Nothing came', proofs: first }),
    );
    valueOf(opsMoneyCalls.approveWithdrawal, await approve(w.id));
    const second = [proof(700)];
    valueOf(
      paymentCalls.confirmWithdrawal,
      await confirm(p.token, w.id, { received: false, proofs: second }),
    );

    const { list, ...info } = valueOf(opsMoneyCalls.withdrawalProofs, await proofsOf(w.id));
    expect(info).toEqual({ pageNum: 1, pageSize: 3, totalPages: 1, totalCount: 3 });
    expect(list.map((x) => [x.contentType, x.data, x.remark])).toEqual([
      ['image/png', first[0]!.data, 'Nothing came'],
      ['image/jpeg', first[1]!.data, 'Nothing came'],
      ['image/png', second[0]!.data, null],
    ]);
    expect(new Set(list.map((x) => x.id)).size).toBe(3);
    expect(Date.parse(list[2]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(list[0]!.createdAt));

    // Smaller pages split the same order.
    const pageOne = valueOf(opsMoneyCalls.withdrawalProofs, await proofsOf(w.id, '?pageSize=2'));
    const pageTwo = valueOf(
      opsMoneyCalls.withdrawalProofs,
      await proofsOf(w.id, '?pageSize=2&pageNo=2'),
    );
    expect(pageOne).toMatchObject({ pageNum: 1, pageSize: 2, totalPages: 2, totalCount: 3 });
    expect([...pageOne.list, ...pageTwo.list].map((x) => x.id)).toEqual(list.map((x) => x.id));
    expect(pageTwo.list).toHaveLength(1);
    // A page is at most four answers' worth: images are up to 5 MB each.
    expect((await proofsOf(w.id, '?pageSize=13')).statusCode).toBe(400);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await proofsOf(id);
      expect(missing.statusCode).toBe(404);
      expect(failureOf(missing).errorCode).toBe('resource.not.found');
    }
    expect((await app.inject({ url: `/ops/withdrawals/${w.id}/proofs` })).statusCode).toBe(401);
  });
});

describe('payment limits', () => {
  it('reads and changes the limits in wire decimals, refusing a minimum above the maximum', async () => {
    const limits = valueOf(
      opsMoneyCalls.paymentLimits,
      await ops(app, 'GET', '/ops/payment-limits'),
    );
    expect(limits).toEqual({
      withdrawMin: 50,
      withdrawMax: 50_000,
      withdrawDailyCount: 5,
      confirmMinutes: 60,
    });
    const changed = valueOf(
      opsMoneyCalls.setPaymentLimits,
      await ops(app, 'PUT', '/ops/payment-limits', { withdrawMin: 75.5, confirmMinutes: 15 }),
    );
    expect(changed.changed).toBe(
      'payment limits for DEMO: withdrawals 75.50 to 50000.00, 5 a day, auto-received after 15 min',
    );
    expect(changed.limits).toEqual({ ...limits, withdrawMin: 75.5, confirmMinutes: 15 });
    const p = await payer('wdlimits', 500);
    expect(await settingsOf(p.token)).toMatchObject({ min: 75.5, confirmMinutes: 15 });
    expect(
      await refused(p, { cardId: p.card.id, amount: 75.49, paymentPassword: '123456' }),
    ).toMatchObject({ errorCode: 'amount.below.min' });
    const w = await paid(p, 80);
    expect(Date.parse(w.autoReceiveAt!) - Date.now()).toBeLessThan(16 * 60_000);

    const crossed = await ops(app, 'PUT', '/ops/payment-limits', { withdrawMax: 70 });
    expect(crossed.statusCode).toBe(400);
    expect(failureOf(crossed).fields).toEqual({
      'body.withdrawMax': 'The minimum (75.50) may not exceed the maximum (70.00).',
    });
    for (const bad of [{ withdrawMin: 0 }, { withdrawDailyCount: 0 }, { confirmMinutes: 1.5 }]) {
      expect((await ops(app, 'PUT', '/ops/payment-limits', bad)).statusCode).toBe(400);
    }
    await setLimits(app, { withdrawMin: 50, confirmMinutes: 60 });
    const [audit] = await app.db
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.action, 'payment-limits'))
      .orderBy(sql`${opsAudit.id} desc`)
      .limit(1);
    expect(audit!.detail).toMatchObject({ input: { withdrawMin: 50, confirmMinutes: 60 } });
  });
});

describe('the auto-receive job', () => {
  it('settles due withdrawals in the background, once, and stops when the app closes', async () => {
    const database = await openTestDatabase();
    const config = loadConfig({
      WEB_DIST: await mkdtemp(join(tmpdir(), 'platform-web-')),
      DATA_DIR: await mkdtemp(join(tmpdir(), 'platform-data-')),
    });
    const jobApp = await buildApp({
      config,
      database,
      opsToken: OPS_TOKEN,
      logger: false,
      payments: { autoReceiveEveryMs: 50 },
    });
    await jobApp.ready();
    try {
      const member = await createMember(jobApp, { username: 'wdjob' });
      const [card] = await jobApp.db
        .insert(memberCards)
        .values({
          memberId: member.id,
          type: 'B',
          providerCode: 'BCA',
          accountNo: '123456',
          payeeName: 'Job',
        })
        .returning();
      const [due] = await jobApp.db
        .insert(withdrawals)
        .values({
          merchantCode: 'DEMO',
          memberId: member.id,
          cardId: card!.id,
          reference: 'W20260101-JOBJOB',
          amount: 5000n,
          status: 'PAID',
          idempotencyKey: 'job-key-1',
          requestHash: 'x',
          autoReceiveAt: sql`now() - interval '1 second'`,
        })
        .returning();
      const statusOf = async () =>
        (await jobApp.db.select().from(withdrawals).where(eq(withdrawals.id, due!.id)))[0]!;
      const deadline = Date.now() + 5_000;
      while ((await statusOf()).status === 'PAID' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(await statusOf()).toMatchObject({ status: 'RECEIVED', autoReceived: true });
      expect(
        await jobApp.db
          .select()
          .from(ledgerTransactions)
          .where(and(eq(ledgerTransactions.reference, 'W20260101-JOBJOB'))),
      ).toHaveLength(0);
    } finally {
      await jobApp.close();
    }
  });
});
