import { queryOptions, useMutation } from '@tanstack/react-query';
import { MAIN_WALLET, playCalls, transferCalls } from '@site/contract';
import { walletKeys } from '../../../../api/member';
import { useIdempotentSubmit } from '../../../../hooks/use-idempotent-submit';
import type { LaunchableGame } from '../../../../hooks/use-launch-game';
import { useMoneyMoved } from '../../../../hooks/use-money-moved';
import { currentLanguage } from '../../../../i18n';
import { call } from '../../../../lib/api-client';

/**
 * The member's wallets (SPEC §7 merchant wallet): whether the merchant has transfer wallets,
 * and which vendors have one. The same key as the wallet page's, so the two share one answer
 * and every money movement refetches it (it sits under walletKeys.all).
 */
export const merchantWalletQuery = () =>
  queryOptions({
    queryKey: [...walletKeys.all, 'merchantWallet'],
    queryFn: ({ signal }) => call(transferCalls.merchantWallet, { signal }),
    // The offer shows balances: a cached answer shows at once and refreshes behind it.
    staleTime: 0,
  });

export interface VendorTransfer {
  /** The vendor's wallet (its vassalage). */
  to: string;
  amount: number;
}

/**
 * MAIN to the vendor's wallet before a game starts: one Idempotency-Key per intent (a retry
 * after a lost answer moves the money once), every wallet query refetched once it moved.
 */
export function useVendorTransfer() {
  const submit = useIdempotentSubmit();
  const moneyMoved = useMoneyMoved();
  return useMutation<unknown, Error, VendorTransfer>({
    mutationFn: ({ to, amount }) =>
      submit((idempotencyKey) =>
        call(transferCalls.transfer, {
          body: { from: MAIN_WALLET, to, amount },
          idempotencyKey,
        }),
      ),
    onSuccess: () => void moneyMoved(),
  });
}

/**
 * SPEC §7 launch game: the platform answers the address of the game (game_url, and game_url2
 * on a second CDN). confirmTrans 1 says the member moved money to the vendor first.
 */
export const launchGame = (game: LaunchableGame, confirmTrans: 0 | 1, signal?: AbortSignal) =>
  call(playCalls.launchGame, {
    body: {
      gameId: game.gameId,
      vassalage: game.vassalage,
      nodeId: game.nodeId,
      confirmTrans,
      language: currentLanguage(),
    },
    signal,
  });
