import {
  fromMinorUnits,
  toMinorUnits,
  type Language,
  type Withdrawal,
  type WithdrawalStatus,
  type WithdrawSettings,
} from '@site/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.js';
import { isRowId } from '../../../db/row-id.js';
import type { Member, Merchant } from '../../../db/schema/index.js';
import { AppError } from '../../../http/app-error.js';
import { fieldText } from '../../../http/field-messages.js';
import { refuseTrial } from '../../accounts/members.js';
import { ClearingAccount, requestHashOf } from '../../ledger/ledger.js';
import { MAIN_WALLET } from '../../ledger/wallets.js';
import { isOn } from '../../system/feature-switch.js';
import type { Cards } from '../cards.js';
import type { ListQuery } from '../list-query.js';
import { newReference, REFERENCE_ATTEMPTS } from '../references.js';
import { checkedAnswer, type ProofImage } from './withdrawal-proofs.js';
import { withdrawalTransition } from './withdrawal-states.js';
import { withdrawalOf } from './withdrawal-view.js';
import type { WithdrawalsRepository } from './withdrawals-repository.js';

export type ConfirmBody =
  { received: true } | { received: false; remark?: string | undefined; proofs: ProofImage[] };

/**
 * The member's side of withdrawals: the limits, a request (the amount held, MAIN →
 * WITHDRAWAL_HOLD), the list, and the answer to a paid one (docs/product.md §4). Each read first
 * settles
 * the member's withdrawals whose confirmation window has closed.
 */
export function createMemberWithdrawals(
  app: FastifyInstance,
  repository: WithdrawalsRepository,
  cards: Cards,
) {
  const db: Db = app.db;

  return {
    async settings(member: Member, merchant: Merchant): Promise<WithdrawSettings> {
      await repository.settleDue({ memberId: member.id });
      const main = await app.ledger.memberAccount(member.id, MAIN_WALLET);
      return {
        min: fromMinorUnits(merchant.withdrawMin),
        max: fromMinorUnits(merchant.withdrawMax),
        dailyCount: merchant.withdrawDailyCount,
        usedToday: await repository.usedToday(member.id, merchant.timeZone),
        paymentPasswordRequired: await isOn(app, merchant.code, 'PAYMENTPASS3'),
        hasPaymentPassword: member.paymentPasswordHash !== null,
        withdrawable: fromMinorUnits(await app.ledger.balanceOf(main)),
        confirmMinutes: merchant.withdrawConfirmMinutes,
      };
    },

    /**
     * Holds the amount and opens a PENDING withdrawal in one ledger transaction. The count of
     * the merchant's day is checked inside it, with the member's MAIN row locked, so concurrent
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
      const first = await repository.byKey(member.id, idempotencyKey);
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

      const main = await app.ledger.memberAccount(member.id, MAIN_WALLET);
      const hold = await app.ledger.clearingAccount(merchant.code, ClearingAccount.withdrawalHold, {
        spreadBy: member.id,
      });
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
          if (
            (await repository.usedToday(member.id, merchant.timeZone, tx)) >=
            merchant.withdrawDailyCount
          ) {
            throw new AppError('withdraw.daily.limit');
          }
          let reference = firstReference;
          for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
            const values = {
              merchantCode: merchant.code,
              memberId: member.id,
              cardId: card.id,
              reference,
              amount,
              idempotencyKey,
              requestHash,
            };
            if (await repository.insert(values, tx)) {
              if (reference !== firstReference) {
                await repository.relabelLedgerTransaction(receipt.transactionId, reference, tx);
              }
              return;
            }
            reference = newReference('W');
          }
          throw new Error('no free withdrawal reference after several draws');
        },
      });
      return withdrawalOf((await repository.byKey(member.id, idempotencyKey))!);
    },

    async list(memberId: string, query: ListQuery<WithdrawalStatus>) {
      await repository.settleDue({ memberId });
      const { rows, info } = await repository.page({ memberId }, query);
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
      const answer = body.received ? null : checkedAnswer(body, language);
      const event = body.received ? 'confirmReceived' : 'reportNotReceived';

      await repository.settleDue({ memberId: member.id });
      const unchanged = await db.transaction(async (tx) => {
        const current = await repository.ofMember(member.id, id, tx);
        if (!current) throw new AppError('resource.not.found');
        const step = withdrawalTransition(current.withdrawal.status, event);
        if (
          step.allowed &&
          (await repository.move(id, step.transition, answer ? {} : { autoReceived: false }, tx))
        ) {
          if (answer) {
            await repository.insertProofs(
              answer.images.map((image, position) => ({
                withdrawalId: id,
                contentType: image.contentType,
                data: image.bytes,
                remark: answer.remark,
                position,
                answerHash: answer.answerHash,
              })),
              tx,
            );
          }
          return undefined;
        }
        // Refused, or the guard said no, or another answer (or the window's end) wrote first:
        // only a withdrawal already in the state this answer leads to may be answered as it is.
        const now = step.allowed ? (await repository.ofMember(member.id, id, tx))! : current;
        const again = withdrawalTransition(now.withdrawal.status, event);
        if (again.allowed || again.refusal !== 'already') {
          throw new AppError('order.already.decided');
        }
        // Another "not received" (another tab, other evidence) would be dropped unseen: the
        // member hears that it came too late. Only a retry of the stored answer is answered.
        if (answer) {
          const stored = await repository.latestAnswerHash(id, tx);
          if (stored !== null && stored !== answer.answerHash) {
            throw new AppError('order.already.decided');
          }
        }
        return now;
      });
      return withdrawalOf(unchanged ?? (await repository.ofMember(member.id, id))!);
    },
  };
}
export type MemberWithdrawals = ReturnType<typeof createMemberWithdrawals>;
