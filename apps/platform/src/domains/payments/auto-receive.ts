import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { withdrawals } from '../../db/schema/index.js';
import { startPeriodicJob } from '../../jobs/periodic-job.js';

/** Whose withdrawals to settle: one member's, one merchant's, or all. */
export type AutoReceiveScope = { memberId: string } | { merchantCode: string } | 'all';

/**
 * A PAID withdrawal nobody answered before its auto_receive_at counts as RECEIVED (SPEC §4).
 * One UPDATE guarded by the status, so two processes, or a job and a read, settle each
 * withdrawal once; no money moves at receipt ("forced receipt does not refund").
 */
export async function applyAutoReceive(db: Db, scope: AutoReceiveScope): Promise<number> {
  const owner =
    scope === 'all'
      ? undefined
      : 'memberId' in scope
        ? eq(withdrawals.memberId, scope.memberId)
        : eq(withdrawals.merchantCode, scope.merchantCode);
  const settled = await db
    .update(withdrawals)
    .set({ status: 'RECEIVED', autoReceived: true })
    .where(and(eq(withdrawals.status, 'PAID'), lte(withdrawals.autoReceiveAt, sql`now()`), owner))
    .returning({ id: withdrawals.id });
  return settled.length;
}

/** Settles withdrawals every `everyMs` even when nobody reads them (startPeriodicJob). */
export const startAutoReceiveJob = (db: Db, everyMs: number, onError: (error: unknown) => void) =>
  startPeriodicJob(() => applyAutoReceive(db, 'all'), everyMs, onError);
