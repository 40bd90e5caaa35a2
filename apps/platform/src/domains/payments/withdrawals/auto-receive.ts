import { startPeriodicJob } from '../../../jobs/periodic-job.js';
import type { WithdrawalsRepository } from './withdrawals-repository.js';

/**
 * Settles PAID withdrawals past their confirmation window as RECEIVED every `everyMs`, even
 * when nobody reads them (reads settle their own first). No money moves at receipt.
 */
export const startAutoReceiveJob = (
  repository: WithdrawalsRepository,
  everyMs: number,
  onError: (error: unknown) => void,
) => startPeriodicJob(() => repository.settleDue('all'), everyMs, onError);
