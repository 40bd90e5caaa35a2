import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { type CallBody, transferCalls } from '@site/contract';
import { walletKeys, walletQueries } from '../../../api/member';
import { useIdempotentSubmit } from '../../../hooks/use-idempotent-submit';
import { useMoneyMoved } from '../../../hooks/use-money-moved';
import { call } from '../../../lib/api-client';

/**
 * Keys of the wallet screens, all under walletKeys.all: useMoneyMoved refetches every one of
 * them after any money action, and ending the session drops them.
 */
export const walletScreenKeys = {
  merchantWallet: () => [...walletKeys.all, 'merchantWallet'] as const,
  transactions: (query: object) => [...walletKeys.all, 'transactions', query] as const,
  transactionDetail: (transactionId: string) =>
    [...walletKeys.all, 'transactionDetail', transactionId] as const,
  profit: (period: object) => [...walletKeys.all, 'profit', period] as const,
  bonus: (query: object) => [...walletKeys.all, 'bonus', query] as const,
};

/** The member's main and vendor wallets with balances (SPEC §7 merchant wallet). */
export const merchantWalletQuery = () =>
  queryOptions({
    queryKey: walletScreenKeys.merchantWallet(),
    queryFn: ({ signal }) => call(transferCalls.merchantWallet, { signal }),
    staleTime: 15_000,
  });

/** The merchant's currency symbol, from the balance the header already holds (default P). */
export function useCurrencySymbol(): string {
  return useQuery(walletQueries.balance()).data?.currencySymbol ?? 'P';
}

/** MAIN to a vendor wallet or back; one Idempotency-Key per intent, balances refetched after. */
export function useWalletTransfer() {
  const submit = useIdempotentSubmit();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (body: CallBody<typeof transferCalls.transfer>) =>
      submit((idempotencyKey) => call(transferCalls.transfer, { body, idempotencyKey })),
    onSuccess: () => void moneyMoved(),
  });
}

/** Recall all: every vendor wallet's balance back to MAIN (SPEC §7 consolidated funds). */
export function useConsolidate() {
  const submit = useIdempotentSubmit();
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: () =>
      submit((idempotencyKey) => call(transferCalls.consolidate, { idempotencyKey })),
    onSuccess: () => void moneyMoved(),
  });
}
