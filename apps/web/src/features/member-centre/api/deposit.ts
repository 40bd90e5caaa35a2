import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { paymentCalls, type CallBody } from '@site/contract';
import { call } from '../../../lib/api-client';
import { useMoneyMovement } from '../../../hooks/use-money-movement';
import { depositKeys } from './keys';

export const DEPOSIT_ORDERS_PAGE_SIZE = 10;

/** The methods and channels the merchant offers, with each channel's limits and quick amounts. */
export const depositMethodsQuery = () =>
  queryOptions({
    queryKey: depositKeys.methods(),
    queryFn: ({ signal }) => call(paymentCalls.depositMethods, { signal }),
    staleTime: 60_000,
  });

/** One page of the member's deposit orders, newest first; the previous page stays while the next loads. */
export const depositOrdersQuery = (pageNo: number) =>
  queryOptions({
    queryKey: depositKeys.orders(pageNo),
    queryFn: ({ signal }) =>
      call(paymentCalls.depositOrders, {
        query: { pageNo, pageSize: DEPOSIT_ORDERS_PAGE_SIZE },
        signal,
      }),
    // Statuses change on the operator's side: asked again whenever the list is shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export type DepositBody = CallBody<typeof paymentCalls.deposit>;

/**
 * Opens a pending deposit order; a retry after a lost answer cannot open a second one, and the
 * order list refreshes after.
 */
export const useCreateDeposit = () =>
  useMoneyMovement((body: DepositBody, idempotencyKey) =>
    call(paymentCalls.deposit, { body, idempotencyKey }),
  );
