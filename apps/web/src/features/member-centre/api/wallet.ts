import { queryOptions } from '@tanstack/react-query';
import { type CallBody, transferCalls } from '@site/contract';
import { walletKeys } from '../../../api/member';
import { call } from '../../../lib/api-client';
import { useMoneyMovement } from './money-movement';

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

/** MAIN to a vendor wallet or back. */
export const useWalletTransfer = () =>
  useMoneyMovement((body: CallBody<typeof transferCalls.transfer>, idempotencyKey) =>
    call(transferCalls.transfer, { body, idempotencyKey }),
  );

/** Recall all: every vendor wallet's balance back to MAIN (SPEC §7 consolidated funds). */
export const useConsolidate = () =>
  useMoneyMovement((_: void, idempotencyKey) =>
    call(transferCalls.consolidate, { idempotencyKey }),
  );
