import { queryOptions } from '@tanstack/react-query';
import { type CallBody, transferCalls } from '@site/contract';
import { useMoneyMovement } from '../hooks/use-money-movement';
import { call } from '../lib/api-client';
import { walletKeys } from './keys';

/**
 * The member's main and vendor wallets with balances (docs/product.md §7 merchant wallet), for the
 * member centre's wallet screens and the game launcher's transfer offer alike: one key under
 * walletKeys.all, so every money movement refetches it and ending the session drops it.
 */
export const merchantWalletQuery = () =>
  queryOptions({
    queryKey: walletKeys.merchantWallet(),
    queryFn: ({ signal }) => call(transferCalls.merchantWallet, { signal }),
    // Both show balances a member is about to move: a cached answer shows at once and is
    // asked again behind it whenever a screen that shows them opens.
    staleTime: 0,
  });

/**
 * MAIN to a vendor wallet or back (the wallet page, and the launcher before a game starts):
 * one Idempotency-Key per intent, every wallet query refetched once the money moved.
 */
export const useWalletTransfer = () =>
  useMoneyMovement((body: CallBody<typeof transferCalls.transfer>, idempotencyKey) =>
    call(transferCalls.transfer, { body, idempotencyKey }),
  );

/**
 * Recall all: every vendor wallet's balance back to MAIN (docs/product.md §7 consolidated funds),
 * from the
 * wallet page or a page whose bets MAIN pays when the money sits in game wallets.
 */
export const useConsolidate = () =>
  useMoneyMovement((_: void, idempotencyKey) =>
    call(transferCalls.consolidate, { idempotencyKey }),
  );
