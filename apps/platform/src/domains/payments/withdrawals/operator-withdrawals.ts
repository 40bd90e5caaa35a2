import type { PageInfo, WithdrawalProof, WithdrawalStatus } from '@site/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.js';
import type { Merchant } from '../../../db/schema/index.js';
import { AppError } from '../../../http/app-error.js';
import { ClearingAccount, requestHashOf, type Posting } from '../../ledger/ledger.js';
import { MAIN_WALLET } from '../../ledger/wallets.js';
import type { ListQuery } from '../list-query.js';
import { figure } from '../references.js';
import {
  withdrawalTransition,
  type WithdrawalEvent,
  type WithdrawalTransition,
} from './withdrawal-states.js';
import { opsWithdrawalOf } from './withdrawal-view.js';
import type {
  TransitionColumns,
  WithdrawalRecord,
  WithdrawalRow,
  WithdrawalsRepository,
} from './withdrawals-repository.js';

/** What an operator transition moves in the ledger, out of one clearing account into another. */
interface Movement {
  kind: 'WITHDRAWAL_PAYOUT' | 'WITHDRAWAL_REVERSAL';
  /** The idempotency key's last part (`withdrawal:<id>:<key>`): one movement of each a withdrawal. */
  key: 'payout' | 'reject' | 'refund';
  /**
   * The movement that credited the account the amount comes out of: the hold of the request
   * (WITHDRAWAL) or the payout clearing of the approval (WITHDRAWAL_PAYOUT). A decision takes
   * the money back from there, not from the shard the member maps to now (CLEARING_SHARDS).
   */
  source: 'WITHDRAWAL' | 'WITHDRAWAL_PAYOUT';
  /** Paid out to the payout clearing, or given back to the member's MAIN. */
  into: 'payoutClearing' | 'main';
}

/**
 * The money of each operator transition, by the state it leaves and the event. A payment made
 * again (NOT_RECEIVED → PAID) moves none: the first payout is still in the payout clearing.
 */
const MOVEMENTS: Partial<Record<`${WithdrawalStatus}:${WithdrawalEvent}`, Movement>> = {
  'PENDING:approve': {
    kind: 'WITHDRAWAL_PAYOUT',
    key: 'payout',
    source: 'WITHDRAWAL',
    into: 'payoutClearing',
  },
  'PENDING:reject': {
    kind: 'WITHDRAWAL_REVERSAL',
    key: 'reject',
    source: 'WITHDRAWAL',
    into: 'main',
  },
  'NOT_RECEIVED:refund': {
    kind: 'WITHDRAWAL_REVERSAL',
    key: 'refund',
    source: 'WITHDRAWAL_PAYOUT',
    into: 'main',
  },
};

const autoReceiveAfter = (minutes: number) => sql`now() + ${minutes} * interval '1 minute'`;

const isAlreadyDecided = (error: unknown) =>
  error instanceof AppError && error.code === 'order.already.decided';

/**
 * The operator's side of withdrawals: the list with the full account number to pay, a
 * dispute's proofs, and the decisions (approve or pay again, reject, refund). Each decision
 * writes its money, its transition and its audit row in one transaction.
 */
export function createOperatorWithdrawals(app: FastifyInstance, repository: WithdrawalsRepository) {
  const db: Db = app.db;

  const found = async (merchantCode: string, id: string) => {
    const record = await repository.ofMerchant(merchantCode, id);
    if (!record) {
      throw new AppError('resource.not.found', {
        detail: `${merchantCode} has no withdrawal ${id}`,
      });
    }
    return record;
  };

  const postingsOf = async (
    w: WithdrawalRow,
    movement: Movement,
    merchantCode: string,
  ): Promise<Posting[]> => {
    const from = await repository.creditedBy(w, movement.source);
    const into =
      movement.into === 'main'
        ? await app.ledger.memberAccount(w.memberId, MAIN_WALLET)
        : await app.ledger.clearingAccount(merchantCode, ClearingAccount.withdrawal, {
            spreadBy: w.memberId,
          });
    return [
      { accountId: from, amount: -w.amount },
      { accountId: into, amount: w.amount },
    ];
  };

  /**
   * One operator decision: its money (if any), the guarded transition and the audit row,
   * atomically. `decided` is false when a concurrent call made the same decision first (the
   * ledger answered its receipt and wrote nothing); a transition that lost to another refuses
   * 'order.already.decided' and its money is not written.
   */
  const decide = async (
    merchant: Merchant,
    record: WithdrawalRecord,
    transition: WithdrawalTransition,
    how: { action: string; changed: string; columns: TransitionColumns; input: object },
  ) => {
    const { withdrawal: w } = record;
    let decided = false;
    const write = async (tx: Db, transactionId?: string) => {
      if (!(await repository.move(w.id, transition, how.columns, tx))) {
        throw new AppError('order.already.decided');
      }
      decided = true;
      await app.opsAudit.record(
        merchant.code,
        how.action,
        how.changed,
        { id: w.id, reference: w.reference, ...how.input, transactionId },
        tx,
      );
    };
    const movement = MOVEMENTS[`${transition.from}:${transition.event}`];
    if (movement) {
      const { kind, key } = movement;
      await app.ledger.post({
        merchantCode: merchant.code,
        kind,
        reference: w.reference,
        idempotencyKey: `withdrawal:${w.id}:${key}`,
        requestHash: requestHashOf({ kind, withdrawalId: w.id, amount: w.amount }),
        postings: await postingsOf(w, movement, merchant.code),
        alongside: (tx, receipt) => write(tx, receipt.transactionId),
      });
    } else {
      await db.transaction((tx) => write(tx));
    }
    const after = (await repository.ofMerchant(merchant.code, w.id))!;
    return { decided, after };
  };

  const unchanged = (record: WithdrawalRecord) => ({
    changed: `withdrawal ${record.withdrawal.reference} of ${record.username} was already paid; nothing changed`,
    withdrawal: opsWithdrawalOf(record),
  });

  /**
   * An operator decision that gives the amount back to MAIN, with the operator's remark:
   * from the hold (rejected, nothing was paid yet) or from the payout clearing (refunded: paid,
   * never arrived).
   */
  const giveBack = async (
    merchant: Merchant,
    id: string,
    remark: string,
    event: 'reject' | 'refund',
  ) => {
    const record = await found(merchant.code, id);
    const { withdrawal: w, username } = record;
    const step = withdrawalTransition(w.status, event);
    if (!step.allowed) throw new AppError('order.already.decided');
    const done = event === 'reject' ? 'rejected' : 'refunded';
    const changed = `withdrawal ${w.reference} of ${username} ${done} for ${merchant.code} ("${remark}"): ${figure(w.amount)} back to MAIN`;
    const { decided, after } = await decide(merchant, record, step.transition, {
      action: `withdrawal-${event}`,
      changed,
      columns: { remark, decidedAt: sql`now()` },
      input: { remark },
    });
    if (!decided) throw new AppError('order.already.decided');
    return { changed, withdrawal: opsWithdrawalOf(after) };
  };

  return {
    async list(merchantCode: string, query: ListQuery<WithdrawalStatus>) {
      await repository.settleDue({ merchantCode });
      const { rows, info } = await repository.page({ merchantCode }, query);
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
      await found(merchantCode, id);
      const { rows, info } = await repository.proofsPage(id, query);
      return {
        ...info,
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
      await repository.settleDue({ merchantCode: merchant.code });
      const record = await found(merchant.code, id);
      const { withdrawal: w, username } = record;
      const step = withdrawalTransition(w.status, 'approve');
      if (!step.allowed) {
        if (step.refusal === 'already') return unchanged(record);
        throw new AppError('order.already.decided');
      }
      const again = step.transition.from === 'NOT_RECEIVED';
      const changed = `withdrawal ${w.reference} of ${username} ${again ? 'paid again' : 'paid'} for ${merchant.code}: ${figure(w.amount)} to ${record.card.providerCode} ${record.card.accountNo}; auto-received after ${merchant.withdrawConfirmMinutes} min`;
      try {
        const { decided, after } = await decide(merchant, record, step.transition, {
          action: 'withdrawal-approve',
          changed,
          columns: {
            decidedAt: sql`now()`,
            autoReceiveAt: autoReceiveAfter(merchant.withdrawConfirmMinutes),
          },
          input: {},
        });
        // Not decided: a concurrent approval paid it first.
        return decided ? { changed, withdrawal: opsWithdrawalOf(after) } : unchanged(after);
      } catch (error) {
        // A first payment whose state moved on between the read and the write: PAID means
        // another approval paid it. A payment made again that lost is refused.
        if (again || !isAlreadyDecided(error)) throw error;
        const now = await repository.ofMerchant(merchant.code, id);
        if (now?.withdrawal.status !== 'PAID') throw error;
        return unchanged(now);
      }
    },

    /** PENDING → REJECTED: the held amount back to MAIN. */
    reject: (merchant: Merchant, id: string, remark: string) =>
      giveBack(merchant, id, remark, 'reject'),

    /** NOT_RECEIVED → REFUNDED: the payment never arrived; the amount back to MAIN. */
    refund: (merchant: Merchant, id: string, remark: string) =>
      giveBack(merchant, id, remark, 'refund'),
  };
}
export type OperatorWithdrawals = ReturnType<typeof createOperatorWithdrawals>;
