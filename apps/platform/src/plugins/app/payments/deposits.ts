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
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.js';
import {
  depositOrders,
  members,
  paymentChannels,
  type Member,
  type Merchant,
} from '../../../db/schema/index.js';
import { AppError } from '../../../http/app-error.js';
import { fieldText } from '../../../http/field-messages.js';
import { ClearingAccount, requestHashOf } from '../ledger.js';
import { refuseTrial } from '../members.js';
import { MAIN_WALLET } from '../wallets.js';
import type { PaymentDriver } from './payment-driver.js';
import { figure, isRowId, newReference, REFERENCE_ATTEMPTS } from './references.js';

type OrderRow = typeof depositOrders.$inferSelect;

/** How the deposit screen names each method. */
const METHOD_NAMES: Record<PaymentType, Record<Language, string>> = {
  B: { EN: 'Bank transfer', ID: 'Transfer bank' },
  E: { EN: 'E-wallet', ID: 'E-wallet' },
  V: { EN: 'Crypto', ID: 'Kripto' },
};

export const depositOrderOf = (row: OrderRow): DepositOrder => ({
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
});

export interface ListQuery<S> {
  pageNo: number;
  pageSize: number;
  status?: S | undefined;
}

/**
 * Deposits: the merchant's channels, orders members open (idempotent per member key), and the
 * operator's decision, which credits MAIN through the ledger exactly once.
 */
export function createDeposits(app: FastifyInstance, driver: PaymentDriver) {
  const db: Db = app.db;

  const byKey = async (memberId: string, key: string) =>
    (
      await db
        .select()
        .from(depositOrders)
        .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.idempotencyKey, key)))
        .limit(1)
    )[0];

  /** The first order of a key, when the retry asks for the same thing. */
  const retried = (first: OrderRow, requestHash: string) => {
    if (first.requestHash !== requestHash) throw new AppError('idempotency.key.reused');
    return depositOrderOf(first);
  };

  /** An order of the merchant with its member's username, for the operator. */
  const opsOrder = async (merchantCode: string, id: string, executor: Db = db) => {
    if (!isRowId(id)) return undefined;
    const [row] = await executor
      .select({ order: depositOrders, username: members.username })
      .from(depositOrders)
      .innerJoin(members, eq(members.id, depositOrders.memberId))
      .where(and(eq(depositOrders.id, id), eq(depositOrders.merchantCode, merchantCode)))
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
     * Opens a PENDING order. A retry of the member's key answers the first order; the key
     * with another channel or amount is refused (idempotency.key.reused).
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
      const first = await byKey(member.id, idempotencyKey);
      if (first) return retried(first, requestHash);

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

      for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
        const reference = newReference('D');
        const payTo = await driver.payTo({ reference, amount, channel });
        // Either unique index may refuse the row: the member's key (a concurrent retry got
        // there first) or the reference (drawn twice); the lookup tells which.
        const [created] = await db
          .insert(depositOrders)
          .values({
            merchantCode: merchant.code,
            memberId: member.id,
            reference,
            channelId: channel.id,
            type: channel.type,
            channelName: channel.name,
            amount,
            payTo,
            idempotencyKey,
            requestHash,
          })
          .onConflictDoNothing()
          .returning();
        if (created) return depositOrderOf(created);
        const winner = await byKey(member.id, idempotencyKey);
        if (winner) return retried(winner, requestHash);
      }
      throw new Error('no free deposit reference after several draws');
    },

    /** The member's orders, newest first. */
    async ofMember(memberId: string, query: ListQuery<DepositStatus>) {
      const { rows, info } = await page(
        and(eq(depositOrders.memberId, memberId), statusIs(query.status)),
        query,
      );
      return { ...info, list: rows.map((r) => depositOrderOf(r.order)) };
    },

    /** The merchant's orders for the operator, newest first. */
    async list(merchantCode: string, query: ListQuery<DepositStatus>) {
      const { rows, info } = await page(
        and(eq(depositOrders.merchantCode, merchantCode), statusIs(query.status)),
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
      if (order.status === 'REJECTED') throw new AppError('order.already.decided');
      const changed = `deposit ${order.reference} of ${username} approved for ${merchant.code}: +${figure(order.amount)} to MAIN`;
      let decided = false;
      if (order.status === 'PENDING') {
        const main = await app.ledger.memberAccount(order.memberId, MAIN_WALLET);
        const clearing = await app.ledger.clearingAccount(merchant.code, ClearingAccount.deposit);
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
            const [flipped] = await tx
              .update(depositOrders)
              .set({
                status: 'APPROVED',
                decidedAt: sql`now()`,
                ledgerTransactionId: receipt.transactionId,
              })
              .where(and(eq(depositOrders.id, order.id), eq(depositOrders.status, 'PENDING')))
              .returning({ id: depositOrders.id });
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
        const [rejected] = await tx
          .update(depositOrders)
          .set({ status: 'REJECTED', remark, decidedAt: sql`now()` })
          .where(and(eq(depositOrders.id, found.order.id), eq(depositOrders.status, 'PENDING')))
          .returning();
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
