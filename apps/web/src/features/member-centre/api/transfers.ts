import { useMutation } from '@tanstack/react-query';
import { type CallBody, transferCalls } from '@site/contract';
import { useIdempotentSubmit } from '../../../hooks/use-idempotent-submit';
import { useMoneyMoved } from '../../../hooks/use-money-moved';
import { call } from '../../../lib/api-client';

/** MAIN to the member's upline (SPEC §6): encrypted, idempotent, balances refetched after. */
export function useTransferUpline() {
  const submit = useIdempotentSubmit();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (body: CallBody<typeof transferCalls.transferUpline>) =>
      submit((idempotencyKey) => call(transferCalls.transferUpline, { body, idempotencyKey })),
    onSuccess: () => void moneyMoved(),
  });
}

/** An agent's MAIN to a direct downline's MAIN. */
export function useTransferDownline() {
  const submit = useIdempotentSubmit();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (body: CallBody<typeof transferCalls.transferDownline>) =>
      submit((idempotencyKey) => call(transferCalls.transferDownline, { body, idempotencyKey })),
    onSuccess: () => void moneyMoved(),
  });
}
