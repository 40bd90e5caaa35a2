import { setTimeout as sleep } from 'node:timers/promises';

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction may run again. */
const TRANSIENT = new Set(['40P01', '40001']);

/**
 * Whether a failed statement only lost a race PostgreSQL broke (a deadlock or a serialization
 * failure): its transaction was rolled back whole and may simply run again. drizzle wraps the
 * driver's error in `cause`, so the chain is walked.
 */
export function transientFailure(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return false;
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && TRANSIENT.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs of a transaction before its transient failure is let through. */
export const TRANSIENT_ATTEMPTS = 5;

/**
 * Runs `transaction` (the whole of one database transaction: a retry runs it from its start)
 * again after a transient failure, up to TRANSIENT_ATTEMPTS runs, each after a short random
 * pause so the transactions that collided do not meet again in step.
 */
export async function retryTransient<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= TRANSIENT_ATTEMPTS || !transientFailure(error)) throw error;
      await sleep(Math.random() * 10 * attempt);
    }
  }
}
