import type { LotteryOrderState } from '@site/contract';

/** What can happen to a lottery order: it is closed once, by one of these. */
export type OrderEvent =
  /** Settlement: a line won (tie refunds with it). */
  | 'win'
  /** Settlement: nothing won (a tie's refund alone still pays). */
  | 'lose'
  /** The member cancelled it before its lock, or its chase stopped on a win: refunded. */
  | 'cancel'
  /** Its issue was void: refunded. */
  | 'void';

export const ORDER_EVENTS = [
  'win',
  'lose',
  'cancel',
  'void',
] as const satisfies readonly OrderEvent[];

export interface OrderTransitionShape {
  from: LotteryOrderState;
  event: OrderEvent;
  to: LotteryOrderState;
}

/**
 * Every legal state change of a lottery order: PENDING closes once, and every other state is
 * final. Written only by UPDATEs guarded by `from` (settlement, `closeOrders`), so a cancel and
 * a settlement, or two settlements, close an order once.
 */
export const ORDER_TRANSITIONS = [
  { from: 'PENDING', event: 'win', to: 'WON' },
  { from: 'PENDING', event: 'lose', to: 'LOST' },
  { from: 'PENDING', event: 'cancel', to: 'CANCELLED' },
  { from: 'PENDING', event: 'void', to: 'VOID' },
] as const satisfies readonly OrderTransitionShape[];

export type OrderTransition = (typeof ORDER_TRANSITIONS)[number];

export type OrderStep =
  | { allowed: true; transition: OrderTransition }
  | { allowed: false; from: LotteryOrderState; event: OrderEvent };

/** The transition `event` makes from `from`, or a refusal. */
export function orderTransition(from: LotteryOrderState, event: OrderEvent): OrderStep {
  const transition = ORDER_TRANSITIONS.find((t) => t.from === from && t.event === event);
  return transition ? { allowed: true, transition } : { allowed: false, from, event };
}

/** The transition of `event` for an order still open: what a guarded close writes. */
export function closing<E extends OrderEvent>(event: E): Extract<OrderTransition, { event: E }> {
  const transition = ORDER_TRANSITIONS.find((t) => t.event === event);
  if (!transition) throw new Error(`no order transition on ${event}`);
  return transition as Extract<OrderTransition, { event: E }>;
}
