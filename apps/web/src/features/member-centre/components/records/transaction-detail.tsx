import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import type { TransactionDetail as Detail } from '@site/contract';
import { useLanguage } from '../../../../hooks/use-language';
import { formatDateTime } from '../../../../lib/format';
import { transactionDetailQuery } from '../../api/records';
import { NestedDialog } from '../money/nested-dialog';
import { QueryState } from '../money/query-state';
import { movementTypeKey } from './movement-type';
import { RecordsTable } from './records-table';
import { useMovementColumns } from './use-movement-columns';

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
      {transactionId ? <DetailQuery transactionId={transactionId} /> : null}
    </NestedDialog>
  );
}

function DetailQuery({ transactionId }: { transactionId: string }) {
  const query = useQuery(transactionDetailQuery(transactionId));
  return <QueryState query={query}>{(detail) => <DetailBody detail={detail} />}</QueryState>;
}

function DetailBody({ detail }: { detail: Detail }) {
  const { t } = useTranslation('wallet');
  const { language } = useLanguage();
  const columns = useMovementColumns();
  // What the transaction did to the member's wallets together: the side it was on.
  const net = detail.lines.reduce((sum, line) => sum + line.amount, 0);
  return (
    <>
      <dl className="mc-facts">
        <dt>{t('records.type_column')}</dt>
        <dd>{t(movementTypeKey(detail.type, net))}</dd>
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
      <RecordsTable
        name={{ caption: t('records.lines') }}
        columns={columns}
        rows={detail.lines}
        rowKey={(line) => line.id}
      />
    </>
  );
}
