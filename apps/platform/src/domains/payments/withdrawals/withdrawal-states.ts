import type { WithdrawalStatus } from '@site/contract';
import { stepOf } from '../../transitions.js';

/** What can happen to a withdrawal (docs/product.md §4). */
export type WithdrawalEvent =
  /** The operator pays it: the first time, or again after the member disputed it. */
  | 'approve'
  /** The operator refuses a pending one; the held amount goes back. */
  | 'reject'
  /** The operator gives a disputed payment back: it never arrived. */
  | 'refund'
  /** The member says the money arrived. */
  | 'confirmReceived'
  /** The member says it did not, with proof images. */
  | 'reportNotReceived'
  /** Nobody answered before the confirmation window closed. */
  | 'autoReceive';

export const WITHDRAWAL_EVENTS = [
  'approve',
  'reject',
  'refund',
  'confirmReceived',
  'reportNotReceived',
  'autoReceive',
] as const satisfies readonly WithdrawalEvent[];

/**
 * A condition on the row beside its status, checked by the same guarded UPDATE that writes the
 * transition (withdrawals-repository), so it holds at the moment of the write, not of a read:
 * the member may answer only while the confirmation window is open (`auto_receive_at` in the
 * future), and the window's end settles only once it has closed.
 */
export type WithdrawalGuard = 'windowOpen' | 'windowClosed';

export interface WithdrawalTransitionShape {
  from: WithdrawalStatus;
  event: WithdrawalEvent;
  to: WithdrawalStatus;
  guard: WithdrawalGuard | null;
}

/**
 * Every legal state change of a withdrawal, in one place. Anything not listed is refused;
 * REJECTED, RECEIVED and REFUNDED are final. The money each operator transition moves is in
 * operator-withdrawals; member answers and the window's end move none ("forced receipt does not
 * refund").
 */
export const WITHDRAWAL_TRANSITIONS = [
  { from: 'PENDING', event: 'approve', to: 'PAID', guard: null },
  { from: 'PENDING', event: 'reject', to: 'REJECTED', guard: null },
  { from: 'PAID', event: 'confirmReceived', to: 'RECEIVED', guard: 'windowOpen' },
  { from: 'PAID', event: 'reportNotReceived', to: 'NOT_RECEIVED', guard: 'windowOpen' },
  { from: 'PAID', event: 'autoReceive', to: 'RECEIVED', guard: 'windowClosed' },
  // A payment made again: no money moves, the member gets a new window to answer.
  { from: 'NOT_RECEIVED', event: 'approve', to: 'PAID', guard: null },
  { from: 'NOT_RECEIVED', event: 'refund', to: 'REFUNDED', guard: null },
] as const satisfies readonly WithdrawalTransitionShape[];

/** One row of the table: only these can be written (withdrawals-repository `move`). */
export type WithdrawalTransition = (typeof WITHDRAWAL_TRANSITIONS)[number];

/**
 * Why an event does not apply to a withdrawal in `from`:
 * - `already`: the withdrawal is in a state the event leads to, e.g. an approval of a PAID one
 *   (the caller decides whether that answers a retry or is refused);
 * - `illegal`: the event has no transition from there.
 */
export type WithdrawalRefusal = 'already' | 'illegal';

export type WithdrawalStep =
  | { allowed: true; transition: WithdrawalTransition }
  | { allowed: false; refusal: WithdrawalRefusal; from: WithdrawalStatus; event: WithdrawalEvent };

/** The transition `event` makes from `from`, or why there is none. */
export function withdrawalTransition(
  from: WithdrawalStatus,
  event: WithdrawalEvent,
): WithdrawalStep {
  return stepOf(WITHDRAWAL_TRANSITIONS, from, event);
}

/** Every transition of an event, whatever state it leaves (the window's end settles in bulk). */
export const transitionsOn = (event: WithdrawalEvent): WithdrawalTransition[] =>
  WITHDRAWAL_TRANSITIONS.filter((t) => t.event === event);
