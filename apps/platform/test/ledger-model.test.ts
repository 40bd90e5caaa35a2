/**
 * The ledger against a model: a seeded random sequence of money steps, each
 * sent through the real HTTP routes, and checked against a plain in-memory model of every
 * wallet: the expected answer (success or the exact error code), and after every step every
 * member wallet equal to the model and never below zero, and all postings summing to zero.
 *
 * LEDGER_MODEL_STEPS (default 3000) and LEDGER_MODEL_SEED (default fixed) replay a run; a
 * failure names the seed and the step.
 */
import {
  MAX_AMOUNT,
  mulberry32,
  opsCalls,
  opsMoneyCalls,
  paymentCalls,
  walletCalls,
  type Call,
  transferCalls,
} from '@site/contract';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { ledgerPostings, members, vendors, walletAccounts } from '../src/db/schema/index.js';
import { MAX_PENDING_DEPOSITS } from '../src/domains/payments/deposits.js';
import { createMember, sessionFor, setSwitch } from './accounts-helper.js';
import { buildTestApp, failureOf, OPS_TOKEN, valueOf } from './helper.js';
import { freshKey, ledgerProblems, memberCall } from './transfers-helper.js';

const STEPS = Number(process.env.LEDGER_MODEL_STEPS ?? 3000);
const SEED = Number(process.env.LEDGER_MODEL_SEED ?? 20261121);

/** Seeded (mulberry32), so a failing run replays; good enough to pick steps. */
function random(seed: number) {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}

type AnyCall = Call<z.core.$ZodType, z.core.$ZodType, z.core.$ZodType, z.core.$ZodType>;
const cents = (minor: bigint) => Number(minor) / 100;
/** Withdrawal confirmations (uploads) a member may send in an hour (routes/payment). */
const CONFIRMATIONS_PER_HOUR = 20;

interface Account {
  name: string;
  id: string;
  token: string;
  agent: boolean;
  upline: Account | null;
  cardId: string;
  /** Withdrawals requested in the merchant's day (the daily count counts every one). */
  withdrawalsToday: number;
  /** Withdrawal confirmations sent (throttled per hour). */
  confirmations: number;
}
interface DepositOrder {
  id: string;
  owner: Account;
  amount: bigint;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
}
interface Withdrawal {
  id: string;
  owner: Account;
  amount: bigint;
  status: 'PENDING' | 'REJECTED' | 'PAID' | 'RECEIVED' | 'NOT_RECEIVED' | 'REFUNDED';
}

/** What a step expects: success (then how the model changes) or one error code. */
type Expectation = { ok: (value: unknown) => void } | { error: string };

interface Step {
  describe: string;
  send: () => Promise<LightMyRequestResponse>;
  expect: Expectation;
  /** The call, to parse a success with its response schema. */
  call: AnyCall;
  /** Sends the same request again: an idempotent retry must answer the same. */
  retry?: () => Promise<LightMyRequestResponse>;
}

const LIMITS = { withdrawMin: 10, withdrawMax: 5000, withdrawDailyCount: 20, confirmMinutes: 600 };
const PNG_PROOF = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

describe('the ledger against an in-memory model', () => {
  it(
    `holds over ${STEPS} random steps (seed ${SEED})`,
    async () => {
      const rng = random(SEED);
      // The payment password has its own tests; here it would only throttle the run.
      await setSwitch(app, 'PAYMENTPASS3', false);
      const ops = (method: 'POST' | 'PUT', url: string, payload: object) =>
        app.inject({ method, url, payload, headers: { Authorization: OPS_TOKEN } });
      valueOf(opsMoneyCalls.setPaymentLimits, await ops('PUT', '/ops/payment-limits', LIMITS));
      const withdrawMin = BigInt(LIMITS.withdrawMin * 100);
      const withdrawMax = BigInt(LIMITS.withdrawMax * 100);

      const vendorCodes = (await app.wallets.vendorsOf('DEMO')).slice(0, 3).map((v) => v.vassalage);
      const flaky = vendorCodes[2]!;
      let flakyDown = false;

      // Accounts: agent A; agent B (type 42) and m1..m3 under A; m4 under B.
      const accounts: Account[] = [];
      const open = async (name: string, type: 1 | 2 | 42, upline: Account | null) => {
        const member = await createMember(app, { username: `lm${name}${SEED % 1000}`, type });
        if (upline) {
          await app.db
            .update(members)
            .set({ uplineId: upline.id })
            .where(sql`${members.id} = ${member.id}`);
        }
        const token = await sessionFor(app, member);
        const card = valueOf(
          paymentCalls.bindCard,
          await memberCall(app, paymentCalls.bindCard, {
            token,
            key: null,
            body: {
              type: 'B',
              providerCode: 'BCA',
              accountNo: String(1_000_000_000 + accounts.length),
              payeeName: 'Model Tester',
            },
          }),
        );
        const account: Account = {
          name: member.username,
          id: member.id,
          token,
          agent: type !== 1,
          upline,
          cardId: card.id,
          withdrawalsToday: 0,
          confirmations: 0,
        };
        accounts.push(account);
        return account;
      };
      const a = await open('a', 2, null);
      const b = await open('b', 42, a);
      for (const n of [1, 2, 3]) await open(`m${n}`, 1, a);
      await open('m4', 1, b);

      const methods = valueOf(
        paymentCalls.depositMethods,
        await memberCall(app, paymentCalls.depositMethods, { token: a.token, key: null }),
      ).methods;
      const channel = methods[0]!.channels[0]!;
      const depositMin = BigInt(Math.round(channel.min * 100));
      const depositMax = BigInt(Math.round(channel.max * 100));

      /** The model: every member wallet, in minor units. */
      const wallets = new Map<string, Map<string, bigint>>(
        accounts.map((acc) => [acc.id, new Map([['MAIN', 0n]])]),
      );
      const balance = (acc: Account, wallet = 'MAIN') => wallets.get(acc.id)!.get(wallet) ?? 0n;
      const add = (acc: Account, wallet: string, amount: bigint) =>
        wallets.get(acc.id)!.set(wallet, balance(acc, wallet) + amount);
      const deposits: DepositOrder[] = [];
      const withdrawals: Withdrawal[] = [];
      const pendingDeposits = (acc: Account) =>
        deposits.filter((d) => d.owner === acc && d.status === 'PENDING').length;

      /** An amount for a source holding `held`: mostly affordable, sometimes just too much. */
      const amountFor = (held: bigint, cap = BigInt(MAX_AMOUNT) * 100n) => {
        let amount: bigint;
        if (held > 0n && rng.chance(0.15)) amount = held;
        else if (rng.chance(0.15)) amount = held + BigInt(rng.int(1, 500));
        else amount = BigInt(rng.int(1, Math.max(100, Number(held))));
        return amount > cap ? cap : amount;
      };
      const member = (pred: (acc: Account) => boolean = () => true) =>
        rng.pick(accounts.filter(pred));

      const memberStep = (
        call: AnyCall,
        token: string,
        body: object | undefined,
        describe: string,
        expectation: Expectation,
        params?: Record<string, string>,
      ): Step => {
        const key = freshKey();
        const url = params
          ? call.path.replace(/:(\w+)/g, (_, name: string) => params[name]!)
          : undefined;
        const send = () =>
          url
            ? app.inject({
                method: call.method,
                url,
                headers: { Authorization: token, Language: 'EN' },
                payload: body ?? {},
              })
            : memberCall(app, call, {
                token,
                key: call.idempotent ? key : null,
                ...(body ? { body } : {}),
              });
        return {
          describe,
          call,
          send,
          expect: expectation,
          ...(call.idempotent ? { retry: send } : {}),
        };
      };
      const opsStep = (
        call: AnyCall,
        url: string,
        body: object,
        describe: string,
        expectation: Expectation,
        idempotent = false,
      ): Step => {
        const send = () => ops('POST', url, body);
        return {
          describe,
          call,
          send,
          expect: expectation,
          ...(idempotent ? { retry: send } : {}),
        };
      };

      const steps: [number, () => Step][] = [
        // Operator adjustments, credit or debit.
        [
          10,
          () => {
            const acc = member();
            const debit = rng.chance(0.4);
            const amount = debit ? -amountFor(balance(acc)) : BigInt(rng.int(1, 200_000));
            const short = balance(acc) + amount < 0n;
            return opsStep(
              opsCalls.adjustBalance,
              `/ops/members/${acc.name}/adjustments`,
              { amount: cents(amount), reason: 'Model step', idempotencyKey: freshKey() },
              `adjust ${acc.name} ${amount}`,
              short ? { error: 'wallet.insufficient' } : { ok: () => add(acc, 'MAIN', amount) },
              true,
            );
          },
        ],
        // Operator bonuses.
        [
          3,
          () => {
            const acc = member();
            const amount = BigInt(rng.int(1, 50_000));
            return opsStep(
              opsMoneyCalls.grantBonus,
              `/ops/members/${acc.name}/bonuses`,
              { amount: cents(amount), title: 'Model bonus', idempotencyKey: freshKey() },
              `bonus ${acc.name} ${amount}`,
              { ok: () => add(acc, 'MAIN', amount) },
              true,
            );
          },
        ],
        // MAIN to and from a vendor wallet; now and then an invalid pair.
        [
          20,
          () => {
            const acc = member();
            const vendor = rng.pick(vendorCodes);
            if (rng.chance(0.05)) {
              const other = vendorCodes.find((v) => v !== vendor)!;
              return memberStep(
                transferCalls.transfer,
                acc.token,
                { from: vendor, to: other, amount: 1 },
                `transfer ${acc.name} ${vendor}->${other}`,
                { error: 'request.invalid' },
              );
            }
            const out = rng.chance(0.5);
            const [from, to] = out ? ['MAIN', vendor] : [vendor, 'MAIN'];
            const amount = amountFor(balance(acc, from));
            const expectation: Expectation =
              vendor === flaky && flakyDown
                ? { error: 'vendor.maintenance' }
                : amount > balance(acc, from)
                  ? { error: 'wallet.insufficient' }
                  : {
                      ok: () => {
                        add(acc, from, -amount);
                        add(acc, to, amount);
                      },
                    };
            return memberStep(
              transferCalls.transfer,
              acc.token,
              { from, to, amount: cents(amount) },
              `transfer ${acc.name} ${from}->${to} ${amount}`,
              expectation,
            );
          },
        ],
        // Recall all.
        [
          5,
          () => {
            const acc = member();
            return memberStep(
              transferCalls.consolidate,
              acc.token,
              undefined,
              `consolidate ${acc.name}`,
              {
                ok: (value) => {
                  const recalled = vendorCodes.filter(
                    (v) => balance(acc, v) > 0n && !(v === flaky && flakyDown),
                  );
                  const answer = value as { transactionId: string | null };
                  expect(answer.transactionId === null).toBe(recalled.length === 0);
                  for (const v of recalled) {
                    add(acc, 'MAIN', balance(acc, v));
                    add(acc, v, -balance(acc, v));
                  }
                },
              },
            );
          },
        ],
        // Upline transfers (A has none).
        [
          6,
          () => {
            const acc = member();
            const amount = amountFor(balance(acc));
            const expectation: Expectation = !acc.upline
              ? { error: 'member.no.upline' }
              : amount > balance(acc)
                ? { error: 'wallet.insufficient' }
                : {
                    ok: () => {
                      add(acc, 'MAIN', -amount);
                      add(acc.upline!, 'MAIN', amount);
                    },
                  };
            return memberStep(
              transferCalls.transferUpline,
              acc.token,
              { amount: cents(amount) },
              `upline ${acc.name} ${amount}`,
              expectation,
            );
          },
        ],
        // Downline transfers, to anyone: only an agent's direct downline may receive.
        [
          6,
          () => {
            const from = rng.chance(0.8) ? member((acc) => acc.agent) : member();
            const to = member((acc) => acc !== from);
            const amount = amountFor(balance(from));
            const expectation: Expectation = !from.agent
              ? { error: 'member.not.agent' }
              : to.upline !== from
                ? { error: 'member.not.downline' }
                : amount > balance(from)
                  ? { error: 'wallet.insufficient' }
                  : {
                      ok: () => {
                        add(from, 'MAIN', -amount);
                        add(to, 'MAIN', amount);
                      },
                    };
            return memberStep(
              transferCalls.transferDownline,
              from.token,
              { username: to.name, amount: cents(amount) },
              `downline ${from.name}->${to.name} ${amount}`,
              expectation,
            );
          },
        ],
        // Deposit orders: pending until the operator decides.
        [
          8,
          () => {
            const acc = member();
            const roll = rng.next();
            const amount =
              roll < 0.05 && depositMin > 1n
                ? depositMin - 1n
                : roll < 0.1
                  ? depositMax + 1n
                  : depositMin + BigInt(rng.int(0, Number(depositMin) * 20));
            const capped = amount > depositMax && roll >= 0.1 ? depositMax : amount;
            const expectation: Expectation =
              capped < depositMin
                ? { error: 'amount.below.min' }
                : capped > depositMax
                  ? { error: 'amount.above.max' }
                  : pendingDeposits(acc) >= MAX_PENDING_DEPOSITS
                    ? { error: 'deposit.pending.limit' }
                    : {
                        ok: (value) => {
                          const order = value as { id: string; status: string };
                          expect(order.status).toBe('PENDING');
                          if (!deposits.some((d) => d.id === order.id)) {
                            deposits.push({
                              id: order.id,
                              owner: acc,
                              amount: capped,
                              status: 'PENDING',
                            });
                          }
                        },
                      };
            return memberStep(
              paymentCalls.deposit,
              acc.token,
              { channelId: channel.id, amount: cents(capped) },
              `deposit ${acc.name} ${capped}`,
              expectation,
            );
          },
        ],
        // The operator approves or rejects a deposit (decided ones too).
        [
          8,
          () => {
            const order = rng.pick(deposits.length ? deposits : [undefined]);
            if (!order) return noop();
            const approve = rng.chance(0.6);
            const expectation: Expectation = approve
              ? order.status === 'REJECTED'
                ? { error: 'order.already.decided' }
                : {
                    ok: () => {
                      if (order.status === 'PENDING') add(order.owner, 'MAIN', order.amount);
                      order.status = 'APPROVED';
                    },
                  }
              : order.status !== 'PENDING'
                ? { error: 'order.already.decided' }
                : { ok: () => (order.status = 'REJECTED') };
            return approve
              ? opsStep(
                  opsMoneyCalls.approveDeposit,
                  `/ops/deposits/${order.id}/approve`,
                  {},
                  `approve deposit ${order.id} (${order.status})`,
                  expectation,
                )
              : opsStep(
                  opsMoneyCalls.rejectDeposit,
                  `/ops/deposits/${order.id}/reject`,
                  { remark: 'Not received' },
                  `reject deposit ${order.id} (${order.status})`,
                  expectation,
                );
          },
        ],
        // Withdrawal requests: held at once.
        [
          8,
          () => {
            const acc = member();
            const roll = rng.next();
            const amount =
              roll < 0.05
                ? withdrawMin - 1n
                : roll < 0.1
                  ? withdrawMax + 1n
                  : amountFor(balance(acc), withdrawMax);
            const expectation: Expectation =
              amount < withdrawMin
                ? { error: 'amount.below.min' }
                : amount > withdrawMax
                  ? { error: 'amount.above.max' }
                  : amount > balance(acc)
                    ? { error: 'wallet.insufficient' }
                    : acc.withdrawalsToday >= LIMITS.withdrawDailyCount
                      ? { error: 'withdraw.daily.limit' }
                      : {
                          ok: (value) => {
                            const w = value as { id: string; status: string };
                            expect(w.status).toBe('PENDING');
                            if (withdrawals.some((x) => x.id === w.id)) return;
                            add(acc, 'MAIN', -amount);
                            acc.withdrawalsToday += 1;
                            withdrawals.push({ id: w.id, owner: acc, amount, status: 'PENDING' });
                          },
                        };
            return memberStep(
              paymentCalls.withdraw,
              acc.token,
              { cardId: acc.cardId, amount: cents(amount) },
              `withdraw ${acc.name} ${amount}`,
              expectation,
            );
          },
        ],
        // The operator pays, rejects or refunds a withdrawal; the member confirms one.
        [
          12,
          () => {
            const w = rng.pick(withdrawals.length ? withdrawals : [undefined]);
            if (!w) return noop();
            const decided = { error: 'order.already.decided' } as const;
            const action = rng.pick(['approve', 'reject', 'refund', 'confirm'] as const);
            const label = `${action} withdrawal ${w.id} (${w.status})`;
            if (action === 'approve') {
              const ok = ['PENDING', 'PAID', 'NOT_RECEIVED'].includes(w.status);
              return opsStep(
                opsMoneyCalls.approveWithdrawal,
                `/ops/withdrawals/${w.id}/approve`,
                {},
                label,
                ok ? { ok: () => (w.status = 'PAID') } : decided,
              );
            }
            if (action === 'reject' || action === 'refund') {
              const from = action === 'reject' ? 'PENDING' : 'NOT_RECEIVED';
              return opsStep(
                action === 'reject'
                  ? opsMoneyCalls.rejectWithdrawal
                  : opsMoneyCalls.refundWithdrawal,
                `/ops/withdrawals/${w.id}/${action}`,
                { remark: 'Model decision' },
                label,
                w.status === from
                  ? {
                      ok: () => {
                        add(w.owner, 'MAIN', w.amount);
                        w.status = action === 'reject' ? 'REJECTED' : 'REFUNDED';
                      },
                    }
                  : decided,
              );
            }
            const received = rng.chance(0.5);
            // Confirmations carry uploads: the platform admits 20 a member an hour.
            const throttled = ++w.owner.confirmations > CONFIRMATIONS_PER_HOUR;
            return memberStep(
              paymentCalls.confirmWithdrawal,
              w.owner.token,
              received
                ? { received: true }
                : {
                    received: false,
                    proofs: [{ contentType: 'image/png', data: PNG_PROOF.toString('base64') }],
                  },
              `${label} received=${received}`,
              // The answer it already has (a retry whose first attempt landed) changes nothing.
              throttled
                ? { error: 'request.throttled' }
                : w.status === 'PAID' || w.status === (received ? 'RECEIVED' : 'NOT_RECEIVED')
                  ? { ok: () => (w.status = received ? 'RECEIVED' : 'NOT_RECEIVED') }
                  : decided,
              { id: w.id },
            );
          },
        ],
      ];
      const totalWeight = steps.reduce((sum, [weight]) => sum + weight, 0);
      const noop = (): Step => ({
        describe: 'nothing to decide yet',
        call: walletCalls.balance,
        send: () => memberCall(app, walletCalls.balance, { token: a.token, key: null }),
        expect: { ok: () => undefined },
      });

      const ids = accounts.map((acc) => acc.id);
      const check = async (where: string) => {
        const rows = await app.db
          .select({
            memberId: walletAccounts.memberId,
            wallet: walletAccounts.wallet,
            balance: walletAccounts.balance,
          })
          .from(walletAccounts)
          .where(inArray(walletAccounts.memberId, ids));
        const actual = new Map(rows.map((r) => [`${r.memberId}/${r.wallet}`, r.balance]));
        for (const acc of accounts) {
          for (const wallet of ['MAIN', ...vendorCodes]) {
            const held = actual.get(`${acc.id}/${wallet}`) ?? 0n;
            expect(held >= 0n, `${where}: ${acc.name} ${wallet} below zero`).toBe(true);
            expect(held, `${where}: ${acc.name} ${wallet}`).toBe(balance(acc, wallet));
          }
        }
        const [sum] = await app.db
          .select({ sum: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
          .from(ledgerPostings);
        expect(sum!.sum, `${where}: the sum of all postings`).toBe('0');
      };

      const outcomes = new Map<string, number>();
      try {
        for (let i = 1; i <= STEPS; i++) {
          // Now and then the third vendor goes into or out of maintenance.
          if (rng.chance(0.01)) {
            flakyDown = !flakyDown;
            await app.db
              .update(vendors)
              .set({ maintenance: flakyDown })
              .where(sql`${vendors.vassalage} = ${flaky}`);
          }
          let roll = rng.int(1, totalWeight);
          const [, make] = steps.find(([weight]) => (roll -= weight) <= 0)!;
          const step = make();
          const where = `seed ${SEED} step ${i}: ${step.describe}`;
          const response = await step.send();
          if ('error' in step.expect) {
            expect(response.statusCode, `${where}: ${response.body}`).not.toBe(200);
            expect(failureOf(response).errorCode, where).toBe(step.expect.error);
            outcomes.set(step.expect.error, (outcomes.get(step.expect.error) ?? 0) + 1);
          } else {
            expect(response.statusCode, `${where}: ${response.body}`).toBe(200);
            const value = valueOf(step.call, response);
            step.expect.ok(value);
            outcomes.set('ok', (outcomes.get('ok') ?? 0) + 1);
            // A retry with the same key answers the same and moves nothing.
            if (step.retry && rng.chance(0.1)) {
              const again = await step.retry();
              expect(valueOf(step.call, again), `${where}: retry`).toEqual(value);
            }
          }
          await check(where);
        }
      } finally {
        await app.db
          .update(vendors)
          .set({ maintenance: false })
          .where(sql`${vendors.vassalage} = ${flaky}`);
      }
      expect(await ledgerProblems(app)).toEqual({ negative: 0, drifted: 0 });
      if (process.env.LEDGER_MODEL_VERBOSE) console.log(Object.fromEntries(outcomes));
      // The run exercised successes and every refusal it models.
      expect(outcomes.get('ok') ?? 0).toBeGreaterThan(STEPS / 3);
      for (const code of [
        'wallet.insufficient',
        'order.already.decided',
        'member.not.downline',
        'withdraw.daily.limit',
      ]) {
        expect(outcomes.get(code) ?? 0, code).toBeGreaterThan(0);
      }
    },
    // Time-boxed by the step count; generous for slower PostgreSQL runners.
    240_000,
  );
});
