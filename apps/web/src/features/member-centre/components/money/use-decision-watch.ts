import { useEffect, useRef } from 'react';
import { useMoneyMoved } from '../../../../hooks/use-money-moved';

/** How often a list with an undecided order asks again, so an operator's decision shows. */
export const ORDER_POLL_MS = 15_000;

/**
 * Watches a list of orders: when one leaves an open status (the operator decided it), the
 * balance and every other wallet query refresh, so the new balance shows without a reload.
 */
export function useDecisionWatch<T extends { id: string; status: string }>(
  list: readonly T[] | undefined,
  isOpen: (status: T['status']) => boolean,
) {
  const moneyMoved = useMoneyMoved();
  const seen = useRef(new Map<string, T['status']>());
  useEffect(() => {
    if (!list) return;
    let decided = false;
    for (const order of list) {
      const before = seen.current.get(order.id);
      if (before !== undefined && before !== order.status && isOpen(before)) decided = true;
      seen.current.set(order.id, order.status);
    }
    if (decided) void moneyMoved();
  }, [list, isOpen, moneyMoved]);
}
