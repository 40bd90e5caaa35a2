import { pageInfo, type WithdrawalStatus } from '@site/contract';
import { and, asc, count, desc, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database.js';
import { isRowId } from '../../../db/row-id.js';
import {
  ledgerPostings,
  ledgerTransactions,
  memberCards,
  members,
  withdrawalProofs,
  withdrawals,
} from '../../../db/schema/index.js';
import type { CardRow } from '../cards.js';
import type { ListQuery } from '../list-query.js';
import {
  transitionsOn,
  type WithdrawalGuard,
  type WithdrawalTransition,
} from './withdrawal-states.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
type NewWithdrawal = typeof withdrawals.$inferInsert;
type NewProof = typeof withdrawalProofs.$inferInsert;

/** A withdrawal with what its answers show: the card, the member's name, the proofs' count. */
export interface WithdrawalRecord {
  withdrawal: WithdrawalRow;
  card: CardRow;
  username: string;
  proofCount: number;
  memberRemark: string | null;
}

/** Whose withdrawals: one member's or one merchant's. */
export type WithdrawalOwner = { memberId: string } | { merchantCode: string };
/** Whose due withdrawals to settle: one member's, one merchant's, or all. */
export type AutoReceiveScope = WithdrawalOwner | 'all';

/**
 * The columns a transition writes beside the status, which only the transition table sets
 * (`move`).
 */
export type TransitionColumns = Omit<PgUpdateSetSource<typeof withdrawals>, 'status'>;

/**
 * Since the start of the current day on the merchant's clock (its time zone): the window of the
 * daily withdrawal count, so a member's day turns at their midnight, not at UTC's.
 */
const todayIn = (timeZone: string) => sql`date_trunc('day', now(), ${timeZone})`;

const guardOf = (guard: WithdrawalGuard | null): SQL | undefined => {
  switch (guard) {
    case 'windowOpen':
      // Past its time it counts as received, whether or not anything settled it yet.
      return gt(withdrawals.autoReceiveAt, sql`now()`);
    case 'windowClosed':
      return lte(withdrawals.autoReceiveAt, sql`now()`);
    case null:
      return undefined;
  }
};

const ownedBy = (owner: WithdrawalOwner) =>
  'memberId' in owner
    ? eq(withdrawals.memberId, owner.memberId)
    : eq(withdrawals.merchantCode, owner.merchantCode);

/**
 * The withdrawals' queries. Every method takes an optional executor, so a caller can make
 * several writes (and the ledger's) one transaction. A state change is written only by `move`:
 * an UPDATE guarded by the state it leaves.
 */
export function createWithdrawalsRepository(db: Db) {
  const joined = (executor: Db) =>
    executor
      .select({
        withdrawal: withdrawals,
        card: memberCards,
        username: members.username,
        proofCount: sql<number>`(select count(*)::int from ${withdrawalProofs} where ${withdrawalProofs.withdrawalId} = ${withdrawals.id})`,
        // The remark of the member's latest "not received" answer (its proofs carry it).
        memberRemark: sql<
          string | null
        >`(select ${withdrawalProofs.remark} from ${withdrawalProofs} where ${withdrawalProofs.withdrawalId} = ${withdrawals.id} order by ${withdrawalProofs.createdAt} desc limit 1)`,
      })
      .from(withdrawals)
      .innerJoin(memberCards, eq(memberCards.id, withdrawals.cardId))
      .innerJoin(members, eq(members.id, withdrawals.memberId));
  const one = async (where: SQL | undefined, executor: Db): Promise<WithdrawalRecord | undefined> =>
    (await joined(executor).where(where).limit(1))[0];

  return {
    /** The member's withdrawal of an idempotency key. */
    byKey: (memberId: string, key: string, executor: Db = db) =>
      one(and(eq(withdrawals.memberId, memberId), eq(withdrawals.idempotencyKey, key)), executor),

    /** The member's own withdrawal; undefined for another's or an id that is none. */
    ofMember: async (memberId: string, id: string, executor: Db = db) =>
      isRowId(id)
        ? one(and(eq(withdrawals.id, id), eq(withdrawals.memberId, memberId)), executor)
        : undefined,

    /** The merchant's withdrawal; undefined for another merchant's or an id that is none. */
    ofMerchant: async (merchantCode: string, id: string, executor: Db = db) =>
      isRowId(id)
        ? one(and(eq(withdrawals.id, id), eq(withdrawals.merchantCode, merchantCode)), executor)
        : undefined,

    /** A page of the owner's withdrawals, newest first, of one status when asked. */
    async page(owner: WithdrawalOwner, query: ListQuery<WithdrawalStatus>, executor: Db = db) {
      const where = and(
        ownedBy(owner),
        query.status ? eq(withdrawals.status, query.status) : undefined,
      );
      const [total] = await executor.select({ n: count() }).from(withdrawals).where(where);
      const rows = await joined(executor)
        .where(where)
        .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize);
      return { rows, info: pageInfo(query.pageNo, query.pageSize, total?.n ?? 0) };
    },

    /**
     * How many withdrawals the member asked for in the current day of the merchant's time zone,
     * rejected ones included.
     */
    usedToday: async (memberId: string, timeZone: string, executor: Db = db) =>
      (
        await executor
          .select({ n: count() })
          .from(withdrawals)
          .where(
            and(eq(withdrawals.memberId, memberId), gte(withdrawals.createdAt, todayIn(timeZone))),
          )
      )[0]?.n ?? 0,

    /** Opens a PENDING withdrawal; its id, or undefined when its reference is taken already. */
    insert: async (values: Omit<NewWithdrawal, 'status'>, executor: Db = db) =>
      (
        await executor
          .insert(withdrawals)
          .values(values)
          .onConflictDoNothing({ target: [withdrawals.merchantCode, withdrawals.reference] })
          .returning({ id: withdrawals.id })
      )[0]?.id,

    /** Gives a withdrawal's ledger transaction the reference it was opened with at last. */
    async relabelLedgerTransaction(transactionId: string, reference: string, executor: Db = db) {
      await executor
        .update(ledgerTransactions)
        .set({ reference })
        .where(eq(ledgerTransactions.id, transactionId));
    },

    /**
     * Writes one transition of the table, guarded: the row changes only while it is still in
     * the state the transition leaves and its guard holds, so a transition decided on a stale
     * read, or racing another, writes nothing. True when it was written.
     */
    async move(
      id: string,
      transition: WithdrawalTransition,
      columns: TransitionColumns = {},
      executor: Db = db,
    ): Promise<boolean> {
      const moved = await executor
        .update(withdrawals)
        .set({ ...columns, status: transition.to })
        .where(
          and(
            eq(withdrawals.id, id),
            eq(withdrawals.status, transition.from),
            guardOf(transition.guard),
          ),
        )
        .returning({ id: withdrawals.id });
      return moved.length === 1;
    },

    /**
     * A PAID withdrawal nobody answered before its auto_receive_at counts as RECEIVED
     * (docs/product.md §4),
     * through the table's `autoReceive` transition: guarded like any other, so two processes,
     * or a job and a read, settle each withdrawal once. How many it settled.
     */
    async settleDue(scope: AutoReceiveScope, executor: Db = db): Promise<number> {
      let settled = 0;
      for (const transition of transitionsOn('autoReceive')) {
        const rows = await executor
          .update(withdrawals)
          .set({ status: transition.to, autoReceived: true })
          .where(
            and(
              eq(withdrawals.status, transition.from),
              guardOf(transition.guard),
              scope === 'all' ? undefined : ownedBy(scope),
            ),
          )
          .returning({ id: withdrawals.id });
        settled += rows.length;
      }
      return settled;
    },

    /**
     * The clearing account the withdrawal's ledger movement of `kind` credited: the hold of its
     * request (WITHDRAWAL) or the payout clearing of its approval (WITHDRAWAL_PAYOUT).
     */
    async creditedBy(
      w: WithdrawalRow,
      kind: 'WITHDRAWAL' | 'WITHDRAWAL_PAYOUT',
      executor: Db = db,
    ): Promise<string> {
      const [row] = await executor
        .select({ accountId: ledgerPostings.accountId })
        .from(ledgerPostings)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
        .where(
          and(
            eq(ledgerTransactions.merchantCode, w.merchantCode),
            eq(ledgerTransactions.reference, w.reference),
            eq(ledgerTransactions.kind, kind),
            gt(ledgerPostings.amount, 0n),
          ),
        )
        .limit(1);
      if (!row) throw new Error(`withdrawal ${w.reference} has no ${kind} transaction`);
      return row.accountId;
    },

    /** Keeps the images of one "not received" answer. */
    async insertProofs(proofs: NewProof[], executor: Db = db) {
      await executor.insert(withdrawalProofs).values(proofs);
    },

    /**
     * The hash of the withdrawal's latest "not received" answer; null without one, or for an
     * answer stored before hashes were.
     */
    latestAnswerHash: async (id: string, executor: Db = db) =>
      (
        await executor
          .select({ answerHash: withdrawalProofs.answerHash })
          .from(withdrawalProofs)
          .where(eq(withdrawalProofs.withdrawalId, id))
          .orderBy(desc(withdrawalProofs.createdAt))
          .limit(1)
      )[0]?.answerHash ?? null,

    /**
     * A page of the proof images of the withdrawal's "not received" answers, oldest first
     * (an answer's images in the order sent).
     */
    async proofsPage(id: string, query: { pageNo: number; pageSize: number }, executor: Db = db) {
      const ofWithdrawal = eq(withdrawalProofs.withdrawalId, id);
      const [total] = await executor
        .select({ n: count() })
        .from(withdrawalProofs)
        .where(ofWithdrawal);
      const rows = await executor
        .select()
        .from(withdrawalProofs)
        .where(ofWithdrawal)
        .orderBy(
          asc(withdrawalProofs.createdAt),
          asc(withdrawalProofs.position),
          asc(withdrawalProofs.id),
        )
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize);
      return { rows, info: pageInfo(query.pageNo, query.pageSize, total?.n ?? 0) };
    },
  };
}
export type WithdrawalsRepository = ReturnType<typeof createWithdrawalsRepository>;
