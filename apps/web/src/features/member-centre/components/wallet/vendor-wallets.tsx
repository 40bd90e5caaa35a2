import { useTranslation } from '../../../../i18n/react';
import { MAIN_WALLET, type VendorWallet } from '@site/contract';
import { formatAmount } from '../../../../lib/format';
import { MoneySection } from '../money/money-section';

interface VendorWalletsProps {
  wallets: readonly VendorWallet[];
  symbol: string;
  /** A shortcut was pressed: fill the transfer form with this direction. */
  onPick: (from: string, to: string) => void;
}

/** Every vendor wallet with its balance and the transfer in / out shortcuts. */
export function VendorWallets({ wallets, symbol, onPick }: VendorWalletsProps) {
  const { t } = useTranslation('wallet');
  return (
    <MoneySection title={t('fund.wallets')}>
      <ul className="wallet-list">
        {wallets.map((w) => (
          <li key={w.wallet} className="money-tile wallet-card">
            <p className="wallet-card__name">
              {w.displayName}{' '}
              {w.maintenance ? (
                <span className="mc-badge wallet-card__maintenance">{t('fund.maintenance')}</span>
              ) : null}
            </p>
            <p className="wallet-card__balance">{formatAmount(w.balance, symbol)}</p>
            <div className="wallet-card__actions">
              <button
                type="button"
                className="button button--ghost wallet-card__action"
                disabled={w.maintenance}
                aria-label={t('fund.transfer_in_label', { wallet: w.displayName })}
                onClick={() => onPick(MAIN_WALLET, w.wallet)}
              >
                {t('fund.transfer_in')}
              </button>
              <button
                type="button"
                className="button button--ghost wallet-card__action"
                disabled={w.maintenance}
                aria-label={t('fund.transfer_out_label', { wallet: w.displayName })}
                onClick={() => onPick(w.wallet, MAIN_WALLET)}
              >
                {t('fund.transfer_out')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </MoneySection>
  );
}
