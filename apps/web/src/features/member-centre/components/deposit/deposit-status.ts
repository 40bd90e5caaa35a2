import type { DepositStatus } from '@site/contract';
import type { StatusTone } from '../money/status-badge';

export const DEPOSIT_TONE: Record<DepositStatus, StatusTone> = {
  PENDING: 'waiting',
  APPROVED: 'good',
  REJECTED: 'bad',
};

/** Only a pending order still waits for the operator. */
export const isOpenDeposit = (status: DepositStatus) => status === 'PENDING';
