import { useQuery } from '@tanstack/react-query';
import { walletQueries } from '../../../api/member';
import { merchantWalletQuery } from '../../../api/wallet';
import { toMinor } from '../utils/line-math';

/** The wallet a lottery bet is paid from, as the page shows it. */
export interface SpendingWallet {
  /** MAIN's balance; a free-play guest's play money (its only wallet). */
  balance: number;
  playMoney: boolean;
  /** What "recall all" would bring back to MAIN now: game wallets not under maintenance. */
  recallable: number;
  /** A newer answer is on its way (after a bet or a recall). */
  fetching: boolean;
}

/**
 * Lottery orders are paid from MAIN alone (a free-play guest's from its play money), not from
 * the total of every wallet the header shows: the page shows and checks that wallet, and how
 * much sits in game wallets that one recall could bring back. Undefined until both answers are in.
 */
export function useSpendingWallet(enabled: boolean): SpendingWallet | undefined {
  const balance = useQuery({ ...walletQueries.balance(), enabled });
  const wallets = useQuery({ ...merchantWalletQuery(), enabled });
  if (!enabled || !balance.data) return undefined;
  const fetching = balance.isFetching || wallets.isFetching;
  if (balance.data.playMoney) {
    return { balance: balance.data.sumBalance, playMoney: true, recallable: 0, fetching };
  }
  if (!wallets.data) return undefined;
  // A single-wallet merchant's games bet from MAIN: there is nothing to recall.
  const recallable = wallets.data.isSingle
    ? 0
    : wallets.data.wallets
        .filter((w) => !w.maintenance)
        .reduce((sum, w) => sum + Math.round(w.balance * 100), 0) / 100;
  return { balance: wallets.data.main.balance, playMoney: false, recallable, fetching };
}

/**
 * How a slip of `amountMinor` stands against the spending wallet: enough, short with the rest
 * in game wallets (a recall covers it), or short however the money is moved.
 */
export type WalletShortfall = 'enough' | 'recall' | 'short';

export function shortfallOf(wallet: SpendingWallet, amountMinor: bigint): WalletShortfall {
  const main = toMinor(wallet.balance);
  if (main >= amountMinor) return 'enough';
  return main + toMinor(wallet.recallable) >= amountMinor ? 'recall' : 'short';
}
