import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentCalls, type CallBody, type Withdrawal } from '@site/contract';
import { call } from '../../../lib/api-client';
import { useMoneyMovement } from '../../../hooks/use-money-movement';
import { withdrawKeys } from './keys';

export const WITHDRAWALS_PAGE_SIZE = 10;

/** Limits, today's count, what may be withdrawn and whether the payment password is asked. */
export const withdrawSettingsQuery = () =>
  queryOptions({
    queryKey: withdrawKeys.settings(),
    queryFn: ({ signal }) => call(paymentCalls.withdrawSettings, { signal }),
    // The balance and the payment password change elsewhere: asked again whenever the page opens.
    staleTime: 0,
  });

/** One page of the member's withdrawals, newest first; the previous page stays while the next loads. */
export const withdrawalsQuery = (pageNo: number) =>
  queryOptions({
    queryKey: withdrawKeys.orders(pageNo),
    queryFn: ({ signal }) =>
      call(paymentCalls.withdrawals, {
        query: { pageNo, pageSize: WITHDRAWALS_PAGE_SIZE },
        signal,
      }),
    // Statuses change on the operator's side: asked again whenever the list is shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export type WithdrawBody = CallBody<typeof paymentCalls.withdraw>;

/**
 * Asks for a withdrawal, which holds the amount at once; a retry after a lost answer cannot
 * hold it twice, and balance, settings and list refresh.
 */
export const useWithdraw = () =>
  useMoneyMovement((body: WithdrawBody, idempotencyKey) =>
    call(paymentCalls.withdraw, { body, idempotencyKey }),
  );

export type ConfirmationBody = CallBody<typeof paymentCalls.confirmWithdrawal>;

/** The member's answer to a PAID withdrawal: received, or not received with proof (docs/product.md §4). */
export function useConfirmWithdrawal() {
  const client = useQueryClient();
  return useMutation<Withdrawal, Error, { id: string; body: ConfirmationBody }>({
    mutationFn: ({ id, body }) => call(paymentCalls.confirmWithdrawal, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: withdrawKeys.ordersAll() }),
  });
}
