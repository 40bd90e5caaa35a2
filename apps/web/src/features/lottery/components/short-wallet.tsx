import { useTranslation } from '../../../i18n/react';
import { useCurrencySymbol } from '../../../hooks/use-currency-symbol';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { formatAmount } from '../../../lib/format';
import { shortfallOf, type SpendingWallet } from '../hooks/use-spending-wallet';
import { fromMinor } from '../utils/line-math';

interface ShortWalletProps {
  wallet: SpendingWallet;
  /** What the slip costs, in minor units. */
  amountMinor: bigint;
  recalling: boolean;
  recallError: Error | null;
  onRecall: () => void;
}

/**
 * The spending wallet holds less than the slip costs: says how much it holds against the
 * amount, and when the game wallets hold the rest, offers to bring it all back to MAIN in one
 * click. Nothing when the wallet is enough.
 */
export function ShortWallet({
  wallet,
  amountMinor,
  recalling,
  recallError,
  onRecall,
}: ShortWalletProps) {
  const { t } = useTranslation('lottery');
  const symbol = useCurrencySymbol();
  const errorMessage = useErrorMessage();
  const shortfall = shortfallOf(wallet, amountMinor);
  if (shortfall === 'enough') return null;
  const values = {
    balance: formatAmount(wallet.balance, symbol),
    amount: formatAmount(fromMinor(amountMinor), symbol),
    games: formatAmount(wallet.recallable, symbol),
  };
  const key = wallet.playMoney
    ? 'short.playMoney'
    : shortfall === 'recall'
      ? 'short.recall'
      : wallet.recallable > 0
        ? 'short.notEnough'
        : 'short.empty';
  return (
    <div className="lot-short" data-testid="short-wallet">
      <p role="alert">{t(key, values)}</p>
      {shortfall === 'recall' ? (
        <button
          type="button"
          className="button"
          onClick={onRecall}
          // Busy until the wallets are read again, so the offer never shows a stale figure.
          disabled={recalling || wallet.fetching}
          aria-busy={recalling}
        >
          {recalling ? t('short.recalling') : t('short.recallButton')}
        </button>
      ) : null}
      {recallError ? <p role="alert">{errorMessage(recallError)}</p> : null}
    </div>
  );
}
