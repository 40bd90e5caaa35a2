import {
  fromMinorUnits,
  pageInfo,
  toMinorUnits,
  type DepositMethod,
  type DepositOrder,
  type DepositStatus,
  type Language,
  type PaymentType,
} from '@site/contract';
import { and, asc, count, desc, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { isRowId } from '../../db/row-id.js';
import {
  depositOrders,
  members,
  paymentChannels,
  type Member,
  type Merchant,
} from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { fieldText } from '../../http/field-messages.js';
import { ClearingAccount, requestHashOf } from '../ledger/ledger.js';
import { refuseTrial } from '../accounts/members.js';
import { MAIN_WALLET } from '../ledger/wallets.js';
import { depositTransition, moveDeposit } from './deposit-states.js';
import type { ListQuery } from './list-query.js';
import type { PaymentDriver } from './payment-driver.js';
import { figure, newReference, REFERENCE_ATTEMPTS } from './references.js';

type OrderRow = typeof depositOrders.$inferSelect;

/** How the deposit screen names each method. */
const METHOD_NAMES: Record<PaymentType, Record<Language, string>> = {
  B: { EN: 'Bank transfer', ID: 'Transfer bank' },
  E: { EN: 'E-wallet', ID: 'E-wallet' },
  V: { EN: 'Crypto', ID: 'Kripto' },
};

/** How many PENDING orders a member may have open at once (deposit.pending.limit). */
export const MAX_PENDING_DEPOSITS = 5;
/** How long a retry waits for the first request's payment driver before request.conflict. */
const DRIVER_WAIT_MS = 10_000;
/** A waiting retry looks again after 25 ms, then twice as long each time, up to 500 ms. */
const FIRST_LOOK_MS = 25;
const LONGEST_LOOK_MS = 500;
/**
 * How long the payment driver may take by default: well under ABANDONED_AFTER, so a live ask
 * is never taken for a stopped one.
 */
export const DRIVER_TIMEOUT_MS = 30_000;
/** An order still asking the driver after this long lost its request (the process stopped). */
const ABANDONED_AFTER = sql`now() - interval '10 minutes'`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The driver's answer, or a rejection once `signal` aborts even if the driver ignores it. */
const untilAborted = <T>(answer: Promise<T>, signal: AbortSignal) =>
  new Promise<T>((resolve, reject) => {
    const aborted = () =>
      reject(new Error('the payment driver did not answer in time', { cause: signal.reason }));
    if (signal.aborted) return aborted();
    signal.addEventListener('abort', aborted, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', aborted));
  });

export const depositOrderOf = (row: OrderRow): DepositOrder => {
  // Orders without payTo are never listed or answered (see `opened`).
  if (!row.payTo) throw new Error(`deposit order ${row.id} has no payTo yet`);
  return {
    id: row.id,
    reference: row.reference,
    type: row.type,
    channelName: row.channelName,
    amount: fromMinorUnits(row.amount),
    status: row.status,
    payTo: row.payTo,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    remark: row.remark,
  };
};

/** Orders the payment driver answered: the only ones a member or an operator sees. */
const opened = isNotNull(depositOrders.payTo);

/**
 * Deposits: the merchant's channels, orders members open (idempotent per member key), and the
 * operator's decision, which credits MAIN through the ledger exactly once.
 */
export function createDeposits(
  app: FastifyInstance,
  driver: PaymentDriver,
  driverTimeoutMs = DRIVER_TIMEOUT_MS,
) {
  const db: Db = app.db;

  const byKey = async (memberId: string, key: string) =>
    (
      await db
        .select()
        .from(depositOrders)
        .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.idempotencyKey, key)))
        .limit(1)
    )[0];

  const byId = async (id: string) =>
    (await db.select().from(depositOrders).where(eq(depositOrders.id, id)).limit(1))[0];

  /**
   * Locks the member's row (without blocking rows that reference it: sessions, withdrawals),
   * so that the key check and the cap on PENDING orders hold against the member's concurrent
   * requests, and refuses a member at the cap. Orders whose driver failed do not count.
   */
  const lockWithinCap = async (tx: Db, memberId: string) => {
    await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.id, memberId))
      .for('no key update');
    const [pending] = await tx
      .select({ n: count() })
      .from(depositOrders)
      .where(
        and(
          eq(depositOrders.memberId, memberId),
          eq(depositOrders.status, 'PENDING'),
          isNull(depositOrders.failedAt),
        ),
      );
    if ((pending?.n ?? 0) >= MAX_PENDING_DEPOSITS) throw new AppError('deposit.pending.limit');
  };

  /** Takes a failed order for asking the driver again; undefined when another request took it. */
  const claimFailed = (order: OrderRow) =>
    db.transaction(async (tx) => {
      await lockWithinCap(tx, order.memberId);
      const [claimed] = await tx
        .update(depositOrders)
        .set({ failedAt: null, askedAt: sql`now()` })
        .where(
          and(
            eq(depositOrders.id, order.id),
            isNull(depositOrders.payTo),
            isNotNull(depositOrders.failedAt),
          ),
        )
        .returning();
      return claimed;
    });

  /**
   * What a retry of the key that asks for the same thing gets: the first order once its payTo
   * is known, or, when its driver failed, the order itself (`again`) taken for asking again
   * with its reference. A retry that waited DRIVER_WAIT_MS is request.conflict.
   */
  const retried = async (
    first: OrderRow,
    requestHash: string,
  ): Promise<{ order: DepositOrder } | { again: OrderRow }> => {
    if (first.requestHash !== requestHash) throw new AppError('idempotency.key.reused');
    const deadline = Date.now() + DRIVER_WAIT_MS;
    let row = first;
    for (let wait = FIRST_LOOK_MS; !row.payTo; wait = Math.min(wait * 2, LONGEST_LOOK_MS)) {
      if (row.failedAt) {
        const again = await claimFailed(row);
        if (again) return { again };
      } else {
        const left = deadline - Date.now();
        if (left <= 0) {
          throw new AppError('request.conflict', {
            detail: 'The first request of this key is still opening the order; try again.',
          });
        }
        await sleep(Math.min(wait, left));
      }
      // Orders are never deleted.
      row = (await byId(row.id))!;
    }
    return { order: depositOrderOf(row) };
  };

  /**
   * Asks the driver where to pay a stored order, with its reference, giving up after
   * driverTimeoutMs. A failure keeps the order (and its reference, which the gateway may
   * hold) as failed, for a retry of the key to ask again.
   */
  const ask = async (order: OrderRow) => {
    const [channel] = await db
      .select()
      .from(paymentChannels)
      .where(eq(paymentChannels.id, order.channelId));
    if (!channel) throw new Error(`deposit order ${order.id} has no channel ${order.channelId}`);
    const signal = AbortSignal.timeout(driverTimeoutMs);
    let payTo;
    try {
      payTo = await untilAborted(
        driver.payTo({ reference: order.reference, amount: order.amount, channel }, signal),
        signal,
      );
    } catch (error) {
      await db
        .update(depositOrders)
        .set({ failedAt: sql`now()` })
        .where(and(eq(depositOrders.id, order.id), isNull(depositOrders.payTo)));
      throw error;
    }
    const [saved] = await db
      .update(depositOrders)
      .set({ payTo, failedAt: null })
      .where(eq(depositOrders.id, order.id))
      .returning();
    return depositOrderOf(saved!);
  };

  /**
   * Stores a PENDING order without payTo, or answers undefined when a concurrent request of
   * the key stored one first.
   */
  const insertOrder = (values: Omit<typeof depositOrders.$inferInsert, 'reference'>) =>
    db.transaction(async (tx) => {
      await lockWithinCap(tx, values.memberId);
      const [taken] = await tx
        .select({ id: depositOrders.id })
        .from(depositOrders)
        .where(
          and(
            eq(depositOrders.memberId, values.memberId),
            eq(depositOrders.idempotencyKey, values.idempotencyKey),
          ),
        )
        .limit(1);
      if (taken) return undefined;
      for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
        // With the key checked under the lock, only the reference (drawn twice) can clash.
        const [created] = await tx
          .insert(depositOrders)
          .values({ ...values, reference: newReference('D') })
          .onConflictDoNothing()
          .returning();
        if (created) return created;
      }
      throw new Error('no free deposit reference after several draws');
    });

  /** An order of the merchant with its member's username, for the operator. */
  const opsOrder = async (merchantCode: string, id: string, executor: Db = db) => {
    if (!isRowId(id)) return undefined;
    const [row] = await executor
      .select({ order: depositOrders, username: members.username })
      .from(depositOrders)
      .innerJoin(members, eq(members.id, depositOrders.memberId))
      .where(and(eq(depositOrders.id, id), eq(depositOrders.merchantCode, merchantCode), opened))
      .limit(1);
    return row;
  };
  const opsOrderOf = (row: { order: OrderRow; username: string }) => ({
    ...depositOrderOf(row.order),
    username: row.username,
  });
  const notFound = (merchantCode: string, id: string) =>
    new AppError('resource.not.found', { detail: `${merchantCode} has no deposit order ${id}` });

  const page = async (where: SQL | undefined, query: ListQuery<DepositStatus>) => {
    const [total] = await db.select({ n: count() }).from(depositOrders).where(where);
    const rows = await db
      .select({ order: depositOrders, username: members.username })
      .from(depositOrders)
      .innerJoin(members, eq(members.id, depositOrders.memberId))
      .where(where)
      .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    return { rows, info: pageInfo(query.pageNo, query.pageSize, total?.n ?? 0) };
  };
  const statusIs = (status: DepositStatus | undefined) =>
    status ? eq(depositOrders.status, status) : undefined;

  return {
    /** The merchant's enabled channels, grouped by method in the merchant's order. */
    async methods(merchantCode: string, language: Language): Promise<DepositMethod[]> {
      const channels = await db
        .select()
        .from(paymentChannels)
        .where(
          and(eq(paymentChannels.merchantCode, merchantCode), eq(paymentChannels.enabled, true)),
        )
        .orderBy(asc(paymentChannels.sortOrder), asc(paymentChannels.id));
      const methods = new Map<PaymentType, DepositMethod>();
      for (const channel of channels) {
        let method = methods.get(channel.type);
        if (!method) {
          method = { type: channel.type, name: METHOD_NAMES[channel.type][language], channels: [] };
          methods.set(channel.type, method);
        }
        method.channels.push({
          id: channel.id,
          name: channel.name,
          min: fromMinorUnits(channel.minAmount),
          max: fromMinorUnits(channel.maxAmount),
          presets: channel.presets.map((minor) => fromMinorUnits(BigInt(minor))),
        });
      }
      return [...methods.values()];
    },

    /**
     * Opens a PENDING order: stored first, then the payment driver is asked where to pay, with
     * the stored reference, by one request at a time. A retry of the member's key answers the
     * first order (waiting for its payTo), or asks the driver again with the same reference
     * when the first ask failed; the key with another channel or amount is refused
     * (idempotency.key.reused). A member has at most MAX_PENDING_DEPOSITS PENDING orders.
     */
    async open(
      member: Member,
      merchant: Merchant,
      body: { channelId: string; amount: number },
      idempotencyKey: string,
      language: Language,
    ): Promise<DepositOrder> {
      refuseTrial(member);
      const amount = toMinorUnits(body.amount);
      const requestHash = requestHashOf({ channelId: body.channelId, amount });
      // An ask whose request stopped counts as failed: it frees the cap, and a retry of its
      // key asks again.
      await db
        .update(depositOrders)
        .set({ failedAt: sql`now()` })
        .where(
          and(
            eq(depositOrders.memberId, member.id),
            isNull(depositOrders.payTo),
            isNull(depositOrders.failedAt),
            lt(depositOrders.askedAt, ABANDONED_AFTER),
          ),
        );
      const first = await byKey(member.id, idempotencyKey);
      if (first) {
        const answer = await retried(first, requestHash);
        return 'order' in answer ? answer.order : ask(answer.again);
      }

      const [channel] = await db
        .select()
        .from(paymentChannels)
        .where(
          and(
            eq(paymentChannels.id, body.channelId),
            eq(paymentChannels.merchantCode, merchant.code),
            eq(paymentChannels.enabled, true),
          ),
        )
        .limit(1);
      if (!channel) {
        throw new AppError('request.invalid', {
          fields: { 'body.channelId': fieldText.depositChannel[language] },
        });
      }
      if (amount < channel.minAmount) throw new AppError('amount.below.min');
      if (amount > channel.maxAmount) throw new AppError('amount.above.max');

      // A race lost to a concurrent request of the key answers as a retry of it.
      const created = await insertOrder({
        merchantCode: merchant.code,
        memberId: member.id,
        channelId: channel.id,
        type: channel.type,
        channelName: channel.name,
        amount,
        idempotencyKey,
        requestHash,
      });
      if (created) return ask(created);
      const answer = await retried((await byKey(member.id, idempotencyKey))!, requestHash);
      return 'order' in answer ? answer.order : ask(answer.again);
    },

    /** The member's orders, newest first. */
    async ofMember(memberId: string, query: ListQuery<DepositStatus>) {
      const { rows, info } = await page(
        and(eq(depositOrders.memberId, memberId), opened, statusIs(query.status)),
        query,
      );
      return { ...info, list: rows.map((r) => depositOrderOf(r.order)) };
    },

    /** The merchant's orders for the operator, newest first. */
    async list(merchantCode: string, query: ListQuery<DepositStatus>) {
      const { rows, info } = await page(
        and(eq(depositOrders.merchantCode, merchantCode), opened, statusIs(query.status)),
        query,
      );
      return { ...info, list: rows.map(opsOrderOf) };
    },

    /**
     * Credits the order's amount to MAIN (from DEPOSIT_CLEARING) and marks it APPROVED in one
     * ledger transaction. Approving an APPROVED order again answers it unchanged; a REJECTED
     * one, or one a concurrent rejection decided first, is order.already.decided.
     */
    async approve(merchant: Merchant, id: string) {
      const found = await opsOrder(merchant.code, id);
      if (!found) throw notFound(merchant.code, id);
      const { order, username } = found;
      const step = depositTransition(order.status, 'approve');
      if (!step.allowed && step.refusal === 'illegal') {
        throw new AppError('order.already.decided');
      }
      const changed = `deposit ${order.reference} of ${username} approved for ${merchant.code}: +${figure(order.amount)} to MAIN`;
      let decided = false;
      if (step.allowed) {
        const main = await app.ledger.memberAccount(order.memberId, MAIN_WALLET);
        const clearing = await app.ledger.clearingAccount(merchant.code, ClearingAccount.deposit, {
          spreadBy: order.memberId,
        });
        await app.ledger.post({
          merchantCode: merchant.code,
          kind: 'DEPOSIT',
          reference: order.reference,
          idempotencyKey: `deposit:${order.id}`,
          requestHash: requestHashOf({ kind: 'DEPOSIT', orderId: order.id, amount: order.amount }),
          postings: [
            { accountId: main, amount: order.amount },
            { accountId: clearing, amount: -order.amount },
          ],
          // The state flips with the money or not at all: a rejection that got there first
          // leaves no row to change, and the credit rolls back.
          alongside: async (tx, receipt) => {
            const flipped = await moveDeposit(tx, order.id, step.transition, {
              decidedAt: sql`now()`,
              ledgerTransactionId: receipt.transactionId,
            });
            if (!flipped) throw new AppError('order.already.decided');
            await app.opsAudit.record(
              merchant.code,
              'deposit-approve',
              changed,
              { id: order.id, reference: order.reference, transactionId: receipt.transactionId },
              tx,
            );
            decided = true;
          },
        });
      }
      const after = (await opsOrder(merchant.code, id))!;
      return {
        changed: decided
          ? changed
          : `deposit ${order.reference} of ${username} was already approved; nothing changed`,
        order: opsOrderOf(after),
      };
    },

    /** PENDING → REJECTED with the operator's remark; no money moves. */
    async reject(merchant: Merchant, id: string, remark: string) {
      return db.transaction(async (tx) => {
        const found = await opsOrder(merchant.code, id, tx);
        if (!found) throw notFound(merchant.code, id);
        const step = depositTransition(found.order.status, 'reject');
        const rejected = step.allowed
          ? await moveDeposit(tx, found.order.id, step.transition, {
              remark,
              decidedAt: sql`now()`,
            })
          : undefined;
        if (!rejected) throw new AppError('order.already.decided');
        const changed = `deposit ${rejected.reference} of ${found.username} rejected for ${merchant.code} ("${remark}")`;
        await app.opsAudit.record(
          merchant.code,
          'deposit-reject',
          changed,
          { id: rejected.id, reference: rejected.reference, remark },
          tx,
        );
        return { changed, order: opsOrderOf({ order: rejected, username: found.username }) };
      });
    },
  };
}
export type Deposits = ReturnType<typeof createDeposits>;
