import { lotteryOrderCalls, type CallBody } from '@site/contract';
import { useMoneyMovement } from '../../../hooks/use-money-movement';
import { call } from '../../../lib/api-client';

export type PlaceOrderInput = CallBody<typeof lotteryOrderCalls.betting>;
export type CancelOrdersInput = CallBody<typeof lotteryOrderCalls.cancel>;

/**
 * Places the bet slip (one issue, or a chase), once per intent: a retry after a lost answer
 * replays the same Idempotency-Key. The balance and the orders refresh when it lands.
 */
export const usePlaceOrder = () =>
  useMoneyMovement((body: PlaceOrderInput, idempotencyKey) =>
    call(lotteryOrderCalls.betting, { body, idempotencyKey }),
  );

/** Cancels pending orders on open issues (a chase's from its last issue back), refunding them. */
export const useCancelOrders = () =>
  useMoneyMovement((body: CancelOrdersInput, idempotencyKey) =>
    call(lotteryOrderCalls.cancel, { body, idempotencyKey }),
  );
