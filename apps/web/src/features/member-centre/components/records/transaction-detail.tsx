import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/ui/section-state';
import { useLanguage } from '../../../../hooks/use-language';
import { formatAmount, formatDateTime } from '../../../../lib/format';
import { transactionDetailQuery } from '../../api/records';
import { useCurrencySymbol } from '../../api/wallet';
import { NestedDialog } from '../wallet/nested-dialog';
import { PaneLoading } from '../wallet/page-loading';
import { useWalletNames } from '../wallet/use-wallet-names';
import { SignedAmount } from './signed-amount';

/** One transaction of the account record (ODSFE2_MemTransDet), in a dialog. */
export function TransactionDetail({
  transactionId,
  onClose,
}: {
  /** The dialog is closed while null. */
  transactionId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <NestedDialog
      open={transactionId !== null}
      onClose={onClose}
      title={t('records.detail_title')}
      size="modal"
    >
      {transactionId ? <DetailBody transactionId={transactionId} /> : null}
    </NestedDialog>
  );
}

function DetailBody({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation('wallet');
  const { language } = useLanguage();
  const symbol = useCurrencySymbol();
  const nameOf = useWalletNames();
  const query = useQuery(transactionDetailQuery(transactionId));
  if (query.isPending) return <PaneLoading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const detail = query.data;
  return (
    <>
      <dl className="wallet-facts">
        <dt>{t('records.type_column')}</dt>
        <dd>{t(`types.${detail.type}`)}</dd>
        <dt>{t('records.time')}</dt>
        <dd>
          <time dateTime={detail.createdAt}>{formatDateTime(detail.createdAt, language)}</time>
        </dd>
        <dt>{t('records.counterpart')}</dt>
        <dd>{detail.counterpart}</dd>
        <dt>{t('records.reference')}</dt>
        <dd>{detail.reference ?? t('records.no_reference')}</dd>
        <dt>{t('records.transaction_id')}</dt>
        <dd>{detail.transactionId}</dd>
      </dl>
      <table className="mc-table records-table records-table--lines">
        <caption className="records-table__caption">{t('records.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('records.wallet')}</th>
            <th scope="col">{t('records.amount')}</th>
            <th scope="col">{t('records.balance_after')}</th>
          </tr>
        </thead>
        <tbody>
          {detail.lines.map((line) => (
            <tr key={line.id}>
              <td data-label={t('records.wallet')}>{nameOf(line.wallet)}</td>
              <td data-label={t('records.amount')}>
                <SignedAmount amount={line.amount} symbol={symbol} />
              </td>
              <td data-label={t('records.balance_after')}>
                {formatAmount(line.balanceAfter, symbol)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
