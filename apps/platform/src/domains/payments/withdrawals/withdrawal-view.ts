import { fromMinorUnits, type Withdrawal } from '@site/contract';
import { cardOf } from '../cards.js';
import type { WithdrawalRecord } from './withdrawals-repository.js';

/** A withdrawal as the member reads it: the card's number masked. */
export const withdrawalOf = ({
  withdrawal: w,
  card,
  proofCount,
  memberRemark,
}: WithdrawalRecord): Withdrawal => ({
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
export const opsWithdrawalOf = (record: WithdrawalRecord) => ({
  ...withdrawalOf(record),
  username: record.username,
  accountNo: record.card.accountNo,
});
