import type { ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/react';
import type { MerchantWallet } from '@site/contract';
import { formatAmount } from '../../../../lib/format';

/** The total over every wallet and the main wallet's share, with room for an action. */
export function WalletSummary({
  wallet,
  symbol,
  children,
}: {
  wallet: MerchantWallet;
  symbol: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div className="wallet-summary">
      <dl className="wallet-summary__figures money-figures">
        <div>
          <dt>{t('fund.total')}</dt>
          <dd className="wallet-summary__total">{formatAmount(wallet.sumBalance, symbol)}</dd>
        </div>
        <div>
          <dt>{t('main_wallet')}</dt>
          <dd>{formatAmount(wallet.main.balance, symbol)}</dd>
        </div>
      </dl>
      {children}
    </div>
  );
}
