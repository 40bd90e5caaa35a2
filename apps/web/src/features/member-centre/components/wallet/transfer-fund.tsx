import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError } from '../../../../components/ui/section-state';
import { merchantWalletQuery, useCurrencySymbol } from '../../api/wallet';
import { PaneLoading } from './page-loading';
import { RecallAll } from './recall-all';
import { TransferForm, type TransferPrefill } from './transfer-form';
import { VendorWallets } from './vendor-wallets';
import { WalletSummary } from './wallet-summary';
import './wallet.css';

/**
 * My wallet (transferFund): the main and every vendor wallet with balances, the transfer form,
 * per-vendor shortcuts that fill it in, and recall all. A single-wallet merchant has nothing
 * to transfer, and the page says so.
 */
export default function TransferFund() {
  const { t } = useTranslation('wallet');
  const query = useQuery(merchantWalletQuery());
  const symbol = useCurrencySymbol();
  const [prefill, setPrefill] = useState<TransferPrefill | null>(null);

  if (query.isPending) return <PaneLoading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const wallet = query.data;
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
