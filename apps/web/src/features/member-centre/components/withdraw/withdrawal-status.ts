import type { WithdrawalStatus } from '@site/contract';
import type { StatusTone } from '../money/status-badge';

export const WITHDRAWAL_TONE: Record<WithdrawalStatus, StatusTone> = {
  PENDING: 'waiting',
  REJECTED: 'bad',
  PAID: 'waiting',
  RECEIVED: 'good',
  NOT_RECEIVED: 'bad',
  REFUNDED: 'neutral',
};

/**
 * Withdrawals someone else acts on next: the operator (PENDING, NOT_RECEIVED) or the clock
 * (PAID counts as received after the merchant's minutes). The list watches these.
 */
export const isOpenWithdrawal = (status: WithdrawalStatus) =>
  status === 'PENDING' || status === 'PAID' || status === 'NOT_RECEIVED';
