import { useMutation } from '@tanstack/react-query';
import { useIdempotentSubmit } from './use-idempotent-submit';
import { useMoneyMoved } from './use-money-moved';

/**
 * A call that moves money (deposit order, withdrawal, transfer, recall all): one
 * Idempotency-Key per intent, so a retry after a lost answer cannot move it twice, and every
 * wallet query (balance, wallets, orders, records) asked again once it has moved.
 */
export function useMoneyMovement<Body, Result>(
  send: (body: Body, idempotencyKey: string) => Promise<Result>,
) {
  const submit = useIdempotentSubmit();
  const moneyMoved = useMoneyMoved();
  return useMutation<Result, Error, Body>({
    mutationFn: (body) => submit((idempotencyKey) => send(body, idempotencyKey)),
    onSuccess: () => void moneyMoved(),
  });
}
