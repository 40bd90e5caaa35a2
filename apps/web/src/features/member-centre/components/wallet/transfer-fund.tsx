import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import type { MerchantWallet } from '@site/contract';
import { EmptyState } from '../../../../components/ui/section-state';
import { merchantWalletQuery } from '../../../../api/wallet';
import { QueryState } from '../money/query-state';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { RecallAll } from './recall-all';
import { TransferForm, type TransferPrefill } from './transfer-form';
import { VendorWallets } from './vendor-wallets';
import { WalletSummary } from './wallet-summary';
import '../money/money.css';
import './wallet.css';

/**
 * My wallet (transferFund): the main and every vendor wallet with balances, the transfer form,
 * per-vendor shortcuts that fill it in, and recall all. A single-wallet merchant has nothing
 * to transfer, and the page says so.
 */
export default function TransferFund() {
  const query = useQuery(merchantWalletQuery());
  return <QueryState query={query}>{(wallet) => <MyWallet wallet={wallet} />}</QueryState>;
}

function MyWallet({ wallet }: { wallet: MerchantWallet }) {
  const { t } = useTranslation('wallet');
  const symbol = useCurrencySymbol();
  const [prefill, setPrefill] = useState<TransferPrefill | null>(null);
  const hasVendors = !wallet.isSingle && wallet.wallets.length > 0;
  return (
    <div className="wallet-page">
      <WalletSummary wallet={wallet} symbol={symbol}>
        {hasVendors ? <RecallAll symbol={symbol} /> : null}
      </WalletSummary>
      {wallet.isSingle ? (
        <p className="wallet-note">{t('fund.single')}</p>
      ) : !hasVendors ? (
        <EmptyState>{t('fund.no_vendors')}</EmptyState>
      ) : (
        <>
          <TransferForm wallet={wallet} symbol={symbol} prefill={prefill} />
          <VendorWallets
            wallets={wallet.wallets}
            symbol={symbol}
            onPick={(from, to) => setPrefill({ from, to, at: Date.now() })}
          />
        </>
      )}
    </div>
  );
}
