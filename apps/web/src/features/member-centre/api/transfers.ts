import { useMutation } from '@tanstack/react-query';
import { type CallBody, type Downline, transferCalls } from '@site/contract';
import { call } from '../../../lib/api-client';
import { useMoneyMovement } from '../../../hooks/use-money-movement';

/** MAIN to the member's upline (docs/product.md §6): encrypted, idempotent, balances refetched after. */
export const useTransferUpline = () =>
  useMoneyMovement((body: CallBody<typeof transferCalls.transferUpline>, idempotencyKey) =>
    call(transferCalls.transferUpline, { body, idempotencyKey }),
  );

/** An agent's MAIN to a direct downline's MAIN. */
export const useTransferDownline = () =>
  useMoneyMovement((body: CallBody<typeof transferCalls.transferDownline>, idempotencyKey) =>
    call(transferCalls.transferDownline, { body, idempotencyKey }),
  );

/**
 * Who a typed username is, asked when the agent presses on (a mutation: it runs on that press,
 * never from the cache, and its refusal belongs to that press): the downline as stored, or
 * member.not.downline before any confirmation is shown.
 */
export const useDownlineLookUp = () =>
  useMutation<Downline, Error, string>({
    mutationFn: (username) => call(transferCalls.downline, { params: { username } }),
  });
