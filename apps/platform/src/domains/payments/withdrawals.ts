import { createHash } from 'node:crypto';
import {
  fromMinorUnits,
  MAX_PROOF_BYTES,
  pageInfo,
  toMinorUnits,
  type Language,
  type PageInfo,
  type Withdrawal,
  type WithdrawalProof,
  type WithdrawalStatus,
  type WithdrawSettings,
  type LedgerKind,
} from '@site/contract';
import { and, asc, count, desc, eq, gt, gte, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { isRowId } from '../../db/row-id.js';
import {
  ledgerPostings,
  ledgerTransactions,
  memberCards,
  members,
  withdrawalProofs,
  withdrawals,
  type Member,
  type Merchant,
} from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { fieldText } from '../../http/field-messages.js';
import { isOn } from '../system/feature-switch.js';
import { ClearingAccount, requestHashOf, type Posting } from '../ledger/ledger.js';
import { refuseTrial } from '../accounts/members.js';
import { MAIN_WALLET } from '../ledger/wallets.js';
import { applyAutoReceive } from './auto-receive.js';
import { cardOf, type CardRow, type Cards } from './cards.js';
import type { ListQuery } from './list-query.js';
import { figure, newReference, REFERENCE_ATTEMPTS } from './references.js';

type WithdrawalRow = typeof withdrawals.$inferSelect;
interface Joined {
  withdrawal: WithdrawalRow;
  card: CardRow;
  username: string;
  proofCount: number;
  memberRemark: string | null;
}

export const withdrawalOf = ({
  withdrawal: w,
  card,
  proofCount,
  memberRemark,
}: Joined): Withdrawal => ({
  id: w.id,
  reference: w.reference,
  amount: fromMinorUnits(w.amount),
  status: w.status,
  card: cardOf(card),
  createdAt: w.createdAt.toISOString(),
  decidedAt: w.decidedAt?.toISOString() ?? null,
  autoReceiveAt: w.autoReceiveAt?.toISOString() ?? null,
  autoReceived: w.autoReceived,
  remark: w.remark,
  memberRemark,
  proofCount,
});
/** The operator pays to the full account number. */
const opsWithdrawalOf = (joined: Joined) => ({
  ...withdrawalOf(joined),
  username: joined.username,
  accountNo: joined.card.accountNo,
});

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The image's bytes when they really are the PNG or JPEG claimed (magic bytes) and ≤ 5 MB. */
export function decodeProof(proof: { contentType: string; data: string }): Buffer | null {
  if (!BASE64.test(proof.data)) return null;
  const bytes = Buffer.from(proof.data, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_PROOF_BYTES) return null;
  const magic = proof.contentType === 'image/png' ? PNG : JPEG;
  return magic.every((b, i) => bytes[i] === b) ? bytes : null;
}

/** Since the start of the current UTC day: the window of the daily withdrawal count. */
const todayUtc = sql`date_trunc('day', now(), 'UTC')`;
const autoReceiveAfter = (minutes: number) => sql`now() + ${minutes} * interval '1 minute'`;

/** A state change's columns; the status is always among them. */
type StateChange = PgUpdateSetSource<typeof withdrawals> & { status: WithdrawalStatus };

export type ConfirmBody =
  | { received: true }
  | {
      received: false;
      remark?: string | undefined;
      proofs: { contentType: 'image/png' | 'image/jpeg'; data: string }[];
    };

/**
 * Withdrawals: the amount is held (MAIN → WITHDRAWAL_HOLD) at request; the operator pays it
 * (→ WITHDRAWAL_CLEARING) or releases it; the member confirms receipt (SPEC §4). Each state
 * change is an UPDATE guarded by the state it leaves, in the same transaction as its money.
 */
export function createWithdrawals(app: FastifyInstance, cards: Cards) {
  const db: Db = app.db;

  const joined = (executor: Db = db) =>
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
  const one = async (where: SQL | undefined, executor: Db = db) =>
    (await joined(executor).where(where).limit(1))[0];
  const byKey = (memberId: string, key: string) =>
    one(and(eq(withdrawals.memberId, memberId), eq(withdrawals.idempotencyKey, key)));
  const ofMerchant = (merchantCode: string, id: string, executor: Db = db) =>
    isRowId(id)
      ? one(and(eq(withdrawals.id, id), eq(withdrawals.merchantCode, merchantCode)), executor)
      : Promise.resolve(undefined);
  const notFound = (merchantCode: string, id: string) =>
    new AppError('resource.not.found', { detail: `${merchantCode} has no withdrawal ${id}` });

  const page = async (where: SQL | undefined, query: ListQuery<WithdrawalStatus>) => {
    const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
    const rows = await joined()
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    return { rows, info: pageInfo(query.pageNo, query.pageSize, total?.n ?? 0) };
  };
  const statusIs = (status: WithdrawalStatus | undefined) =>
    status ? eq(withdrawals.status, status) : undefined;

  const usedToday = async (memberId: string, executor: Db = db) =>
    (
      await executor
        .select({ n: count() })
        .from(withdrawals)
        .where(and(eq(withdrawals.memberId, memberId), gte(withdrawals.createdAt, todayUtc)))
    )[0]?.n ?? 0;

  /**
   * The hash of the withdrawal's latest "not received" answer; null without one, or for an
   * answer stored before hashes were.
   */
  const latestAnswerHash = async (id: string, executor: Db = db) =>
    (
      await executor
        .select({ answerHash: withdrawalProofs.answerHash })
        .from(withdrawalProofs)
        .where(eq(withdrawalProofs.withdrawalId, id))
        .orderBy(desc(withdrawalProofs.createdAt))
        .limit(1)
    )[0]?.answerHash ?? null;

  /** Moves a withdrawal from `from` to `to` inside the caller's transaction, or refuses. */
  const flip = async (tx: Db, id: string, from: WithdrawalStatus, change: StateChange) => {
    const [flipped] = await tx
      .update(withdrawals)
      .set(change)
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, from)))
      .returning({ id: withdrawals.id });
    if (!flipped) throw new AppError('order.already.decided');
  };

  /** One operator decision: money (if any) and the state flip and the audit row, atomically. */
  const decide = async (
    merchant: Merchant,
    found: Joined,
    decision: {
      action: string;
      changed: string;
      from: WithdrawalStatus;
      change: StateChange;
      input: object;
      money?: { kind: LedgerKind; key: string; postings: (amount: bigint) => Promise<Posting[]> };
    },
  ) => {
    const { withdrawal: w } = found;
    // False when a concurrent call made the same decision first (the ledger answered its
    // receipt and wrote nothing).
    let decided = false;
    const write = async (tx: Db, transactionId?: string) => {
      await flip(tx, w.id, decision.from, decision.change);
      decided = true;
      await app.opsAudit.record(
        merchant.code,
        decision.action,
        decision.changed,
        { id: w.id, reference: w.reference, ...decision.input, transactionId },
        tx,
      );
    };
    if (decision.money) {
      const { kind, key, postings } = decision.money;
      await app.ledger.post({
        merchantCode: merchant.code,
        kind,
        reference: w.reference,
        idempotencyKey: `withdrawal:${w.id}:${key}`,
        requestHash: requestHashOf({ kind, withdrawalId: w.id, amount: w.amount }),
        postings: await postings(w.amount),
        alongside: (tx, receipt) => write(tx, receipt.transactionId),
      });
    } else {
      await db.transaction((tx) => write(tx));
    }
    const after = (await ofMerchant(merchant.code, w.id))!;
    return { decided, after };
  };

  const accounts = async (memberId: string, merchantCode: string) => ({
    main: await app.ledger.memberAccount(memberId, MAIN_WALLET),
    hold: await app.ledger.clearingAccount(merchantCode, ClearingAccount.withdrawalHold, {
      spreadBy: memberId,
    }),
    paid: await app.ledger.clearingAccount(merchantCode, ClearingAccount.withdrawal, {
      spreadBy: memberId,
    }),
  });

  /**
   * The clearing account the withdrawal's movement of `kind` credited: the hold of its request
   * (WITHDRAWAL) or the payout clearing of its approval (WITHDRAWAL_PAYOUT). A decision takes
   * the money back from there, not from the shard the member maps to now (CLEARING_SHARDS).
   */
  const creditedBy = async (w: WithdrawalRow, kind: 'WITHDRAWAL' | 'WITHDRAWAL_PAYOUT') => {
    const [row] = await db
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
  };

  return {
    async settings(member: Member, merchant: Merchant): Promise<WithdrawSettings> {
      await applyAutoReceive(db, { memberId: member.id });
      const main = await app.ledger.memberAccount(member.id, MAIN_WALLET);
      return {
        min: fromMinorUnits(merchant.withdrawMin),
        max: fromMinorUnits(merchant.withdrawMax),
        dailyCount: merchant.withdrawDailyCount,
        usedToday: await usedToday(member.id),
        paymentPasswordRequired: await isOn(app, merchant.code, 'PAYMENTPASS3'),
        hasPaymentPassword: member.paymentPasswordHash !== null,
        withdrawable: fromMinorUnits(await app.ledger.balanceOf(main)),
        confirmMinutes: merchant.withdrawConfirmMinutes,
      };
    },

    /**
     * Holds the amount and opens a PENDING withdrawal in one ledger transaction. The count of
     * the UTC day is checked inside it, with the member's MAIN row locked, so concurrent
     * requests cannot pass it together. A retry of the key answers the first withdrawal.
     */
    async request(
      member: Member,
      merchant: Merchant,
      body: { cardId: string; amount: number; paymentPassword?: string | undefined },
      idempotencyKey: string,
      language: Language,
    ): Promise<Withdrawal> {
      refuseTrial(member);
      const amount = toMinorUnits(body.amount);
      const requestHash = requestHashOf({ cardId: body.cardId, amount });
      // A retry is answered before any check that could refuse it now (a mistyped password,
      // the guess limit): its first attempt may have held the money, and the client keeps
      // its key only until it hears a refusal.
      const first = await byKey(member.id, idempotencyKey);
      if (first) {
        if (first.withdrawal.requestHash !== requestHash) {
          throw new AppError('idempotency.key.reused');
        }
        return withdrawalOf(first);
      }
      await app.accountSecurity.requirePaymentPassword(member, merchant.code, body.paymentPassword);

      const card = await cards.ofMember(member.id, body.cardId);
      if (!card) {
        throw new AppError('request.invalid', {
          fields: { 'body.cardId': fieldText.withdrawCard[language] },
        });
      }
      if (amount < merchant.withdrawMin) throw new AppError('amount.below.min');
      if (amount > merchant.withdrawMax) throw new AppError('amount.above.max');

      const { main, hold } = await accounts(member.id, merchant.code);
      const firstReference = newReference('W');
      await app.ledger.post({
        merchantCode: merchant.code,
        kind: 'WITHDRAWAL',
        reference: firstReference,
        idempotencyKey: `member:${member.id}:withdraw:${idempotencyKey}`,
        requestHash,
        postings: [
          { accountId: main, amount: -amount },
          { accountId: hold, amount },
        ],
        alongside: async (tx, receipt) => {
          if ((await usedToday(member.id, tx)) >= merchant.withdrawDailyCount) {
            throw new AppError('withdraw.daily.limit');
          }
          let reference = firstReference;
          for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
            const [created] = await tx
              .insert(withdrawals)
              .values({
                merchantCode: merchant.code,
                memberId: member.id,
                cardId: card.id,
                reference,
                amount,
                idempotencyKey,
                requestHash,
              })
              .onConflictDoNothing({ target: [withdrawals.merchantCode, withdrawals.reference] })
              .returning({ id: withdrawals.id });
            if (created) {
              if (reference !== firstReference) {
                await tx
                  .update(ledgerTransactions)
                  .set({ reference })
                  .where(eq(ledgerTransactions.id, receipt.transactionId));
              }
              return;
            }
            reference = newReference('W');
          }
          throw new Error('no free withdrawal reference after several draws');
        },
      });
      return withdrawalOf((await byKey(member.id, idempotencyKey))!);
    },

    async ofMember(memberId: string, query: ListQuery<WithdrawalStatus>) {
      await applyAutoReceive(db, { memberId });
      const { rows, info } = await page(
        and(eq(withdrawals.memberId, memberId), statusIs(query.status)),
        query,
      );
      return { ...info, list: rows.map(withdrawalOf) };
    },

    /**
     * The member's answer to a PAID withdrawal before its auto_receive_at: received, or not
     * received with 1 to 3 proof images and a remark (kept in withdrawal_proofs). The same
     * answer again (a retry whose first attempt landed) answers the withdrawal unchanged.
     */
    async confirm(
      member: Member,
      id: string,
      body: ConfirmBody,
      language: Language,
    ): Promise<Withdrawal> {
      if (!isRowId(id)) throw new AppError('resource.not.found');
      const mine = (executor: Db = db) =>
        one(and(eq(withdrawals.id, id), eq(withdrawals.memberId, member.id)), executor);
      const images = body.received ? [] : body.proofs.map(decodeProof);
      const fields: Record<string, string> = {};
      images.forEach((image, i) => {
        if (!image) fields[`body.proofs.${i}`] = fieldText.proofImage[language];
      });
      if (Object.keys(fields).length) throw new AppError('request.invalid', { fields });
      const remark = body.received ? null : body.remark || null;
      const answerHash = body.received
        ? null
        : requestHashOf({
            remark,
            proofs: body.proofs.map((proof, i) => ({
              contentType: proof.contentType,
              bytes: createHash('sha256').update(images[i]!).digest('hex'),
            })),
          });

      await applyAutoReceive(db, { memberId: member.id });
      const answered: WithdrawalStatus = body.received ? 'RECEIVED' : 'NOT_RECEIVED';
      const unchanged = await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(withdrawals)
          .set(
            body.received
              ? { status: 'RECEIVED', autoReceived: false }
              : { status: 'NOT_RECEIVED' },
          )
          .where(
            and(
              eq(withdrawals.id, id),
              eq(withdrawals.memberId, member.id),
              eq(withdrawals.status, 'PAID'),
              // Past its time it counts as received, whether or not a job settled it yet.
              gt(withdrawals.autoReceiveAt, sql`now()`),
            ),
          )
          .returning({ id: withdrawals.id });
        if (!changed) {
          const current = await mine(tx);
          if (!current) throw new AppError('resource.not.found');
          if (current.withdrawal.status !== answered) throw new AppError('order.already.decided');
          // Another "not received" (another tab, other evidence) would be dropped unseen: the
          // member hears that it came too late. Only a retry of the stored answer is answered.
          if (answerHash !== null) {
            const stored = await latestAnswerHash(id, tx);
            if (stored !== null && stored !== answerHash) {
              throw new AppError('order.already.decided');
            }
          }
          return current;
        }
        if (!body.received) {
          await tx.insert(withdrawalProofs).values(
            body.proofs.map((proof, i) => ({
              withdrawalId: changed.id,
              contentType: proof.contentType,
              data: images[i]!,
              remark,
              position: i,
              answerHash,
            })),
          );
        }
        return undefined;
      });
      return withdrawalOf(unchanged ?? (await mine())!);
    },

    async list(merchantCode: string, query: ListQuery<WithdrawalStatus>) {
      await applyAutoReceive(db, { merchantCode });
      const { rows, info } = await page(
        and(eq(withdrawals.merchantCode, merchantCode), statusIs(query.status)),
        query,
      );
      return { ...info, list: rows.map(opsWithdrawalOf) };
    },

    /**
     * A page of the proof images of the withdrawal's "not received" answers, oldest first
     * (an answer's images in the order sent).
     */
    async proofs(
      merchantCode: string,
      id: string,
      query: { pageNo: number; pageSize: number },
    ): Promise<PageInfo & { list: WithdrawalProof[] }> {
      if (!(await ofMerchant(merchantCode, id))) throw notFound(merchantCode, id);
      const ofWithdrawal = eq(withdrawalProofs.withdrawalId, id);
      const [total] = await db.select({ n: count() }).from(withdrawalProofs).where(ofWithdrawal);
      const rows = await db
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
      return {
        ...pageInfo(query.pageNo, query.pageSize, total?.n ?? 0),
        list: rows.map((row) => ({
          id: row.id,
          contentType: row.contentType,
          data: Buffer.from(row.data).toString('base64'),
          remark: row.remark,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /**
     * PENDING → PAID pays the held amount out (WITHDRAWAL_HOLD → WITHDRAWAL_CLEARING);
     * NOT_RECEIVED → PAID is a payment made again (no money moves). Either way the member has
     * the merchant's confirmation minutes to answer. Approving a PAID one changes nothing.
     */
    async approve(merchant: Merchant, id: string) {
      await applyAutoReceive(db, { merchantCode: merchant.code });
      const found = await ofMerchant(merchant.code, id);
      if (!found) throw notFound(merchant.code, id);
      const { withdrawal: w, username } = found;
      const change = {
        status: 'PAID' as const,
        decidedAt: sql`now()`,
        autoReceiveAt: autoReceiveAfter(merchant.withdrawConfirmMinutes),
      };
      const paid = (again: boolean) =>
        `withdrawal ${w.reference} of ${username} ${again ? 'paid again' : 'paid'} for ${merchant.code}: ${figure(w.amount)} to ${found.card.providerCode} ${found.card.accountNo}; auto-received after ${merchant.withdrawConfirmMinutes} min`;
      if (w.status === 'PENDING') {
        try {
          const { decided, after } = await decide(merchant, found, {
            action: 'withdrawal-approve',
            changed: paid(false),
            from: 'PENDING',
            change,
            input: {},
            money: {
              kind: 'WITHDRAWAL_PAYOUT',
              key: 'payout',
              postings: async (amount) => {
                const hold = await creditedBy(w, 'WITHDRAWAL');
                const { paid: clearing } = await accounts(w.memberId, merchant.code);
                return [
                  { accountId: hold, amount: -amount },
                  { accountId: clearing, amount },
                ];
              },
            },
          });
          // Not decided: a concurrent approval paid it first.
          return decided
            ? { changed: paid(false), withdrawal: opsWithdrawalOf(after) }
            : unchanged(after);
        } catch (error) {
          // The state moved on between the read and the write; PAID means another approval.
          if (!(error instanceof AppError && error.code === 'order.already.decided')) throw error;
          const now = await ofMerchant(merchant.code, id);
          if (now?.withdrawal.status !== 'PAID') throw error;
          return unchanged(now);
        }
      }
      if (w.status === 'NOT_RECEIVED') {
        const { after } = await decide(merchant, found, {
          action: 'withdrawal-approve',
          changed: paid(true),
          from: 'NOT_RECEIVED',
          change,
          input: {},
        });
        return { changed: paid(true), withdrawal: opsWithdrawalOf(after) };
      }
      if (w.status === 'PAID') return unchanged(found);
      throw new AppError('order.already.decided');
    },

    /** PENDING → REJECTED: the held amount back to MAIN. */
    reject: (merchant: Merchant, id: string, remark: string) =>
      giveBack(merchant, id, remark, {
        from: 'PENDING',
        to: 'REJECTED',
        action: 'withdrawal-reject',
        done: 'rejected',
        key: 'reject',
        source: 'WITHDRAWAL',
      }),

    /** NOT_RECEIVED → REFUNDED: the payment never arrived; the amount back to MAIN. */
    refund: (merchant: Merchant, id: string, remark: string) =>
      giveBack(merchant, id, remark, {
        from: 'NOT_RECEIVED',
        to: 'REFUNDED',
        action: 'withdrawal-refund',
        done: 'refunded',
        key: 'refund',
        source: 'WITHDRAWAL_PAYOUT',
      }),
  };

  /**
   * An operator decision that gives the amount back to MAIN, with the operator's remark:
   * from the hold (nothing was paid yet) or from the payout clearing (paid, never arrived).
   */
  async function giveBack(
    merchant: Merchant,
    id: string,
    remark: string,
    how: {
      from: WithdrawalStatus;
      to: 'REJECTED' | 'REFUNDED';
      action: string;
      done: string;
      key: string;
      /** The movement that credited the account the amount comes back from. */
      source: 'WITHDRAWAL' | 'WITHDRAWAL_PAYOUT';
    },
  ) {
    const found = await ofMerchant(merchant.code, id);
    if (!found) throw notFound(merchant.code, id);
    const { withdrawal: w, username } = found;
    if (w.status !== how.from) throw new AppError('order.already.decided');
    const changed = `withdrawal ${w.reference} of ${username} ${how.done} for ${merchant.code} ("${remark}"): ${figure(w.amount)} back to MAIN`;
    const { decided, after } = await decide(merchant, found, {
      action: how.action,
      changed,
      from: how.from,
      change: { status: how.to, remark, decidedAt: sql`now()` },
      input: { remark },
      money: {
        kind: 'WITHDRAWAL_REVERSAL',
        key: how.key,
        postings: async (amount) => [
          { accountId: await creditedBy(w, how.source), amount: -amount },
          { accountId: await app.ledger.memberAccount(w.memberId, MAIN_WALLET), amount },
        ],
      },
    });
    if (!decided) throw new AppError('order.already.decided');
    return { changed, withdrawal: opsWithdrawalOf(after) };
  }

  function unchanged(found: Joined) {
    return {
      changed: `withdrawal ${found.withdrawal.reference} of ${found.username} was already paid; nothing changed`,
      withdrawal: opsWithdrawalOf(found),
    };
  }
}
export type Withdrawals = ReturnType<typeof createWithdrawals>;
