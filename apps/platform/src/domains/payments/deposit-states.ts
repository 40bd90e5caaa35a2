import type { DepositStatus } from '@site/contract';
import { and, eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { depositOrders } from '../../db/schema/index.js';
import { stepOf } from '../transitions.js';

/** What the operator does to a deposit order (docs/product.md §4). */
export type DepositEvent =
  /** The money arrived: the amount is credited to MAIN with the move. */
  | 'approve'
  /** It did not: no money moves. */
  | 'reject';

export const DEPOSIT_EVENTS = ['approve', 'reject'] as const satisfies readonly DepositEvent[];

export interface DepositTransitionShape {
  from: DepositStatus;
  event: DepositEvent;
  to: DepositStatus;
}

/**
 * Every legal state change of a deposit order, in one place: PENDING is decided once, and
 * APPROVED and REJECTED are final. Written only by `moveDeposit`, a guarded UPDATE.
 */
export const DEPOSIT_TRANSITIONS = [
  { from: 'PENDING', event: 'approve', to: 'APPROVED' },
  { from: 'PENDING', event: 'reject', to: 'REJECTED' },
] as const satisfies readonly DepositTransitionShape[];

export type DepositTransition = (typeof DEPOSIT_TRANSITIONS)[number];

/**
 * Why an event does not apply to a deposit in `from`:
 * - `already`: it is where the event leads (approving an approved order answers it unchanged);
 * - `illegal`: the event has no transition from there (order.already.decided).
 */
export type DepositRefusal = 'already' | 'illegal';

export type DepositStep =
  | { allowed: true; transition: DepositTransition }
  | { allowed: false; refusal: DepositRefusal; from: DepositStatus; event: DepositEvent };

/** The transition `event` makes from `from`, or why there is none. */
export function depositTransition(from: DepositStatus, event: DepositEvent): DepositStep {
  return stepOf(DEPOSIT_TRANSITIONS, from, event);
}

/** The columns a transition writes beside the status. */
export type DepositColumns = Omit<PgUpdateSetSource<typeof depositOrders>, 'status'>;

/**
 * Writes one transition of the table, guarded by the state it leaves: an approval and a
 * rejection racing, or two of either, move the order once. The order as written, or undefined
 * when another call moved it first.
 */
export async function moveDeposit(
  executor: Db,
  id: string,
  transition: DepositTransition,
  columns: DepositColumns = {},
) {
  const [moved] = await executor
    .update(depositOrders)
    .set({ ...columns, status: transition.to })
    .where(and(eq(depositOrders.id, id), eq(depositOrders.status, transition.from)))
    .returning();
  return moved;
}
