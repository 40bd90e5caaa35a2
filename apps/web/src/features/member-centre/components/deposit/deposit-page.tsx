import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '@site/contract';
import { EmptyState, LoadError } from '../../../../components/ui/section-state';
import { depositMethodsQuery, depositOrdersQuery } from '../../api/deposit';
import { ListLoading } from '../money/list-loading';
import { ORDER_POLL_MS, useDecisionWatch } from '../money/use-decision-watch';
import { DepositForm } from './deposit-form';
import { DepositHistory } from './deposit-history';
import { DepositOrderPanel } from './deposit-order';
import { isOpenDeposit } from './deposit-status';
import '../money/money.css';

/**
 * depositv2: choose a method and channel, open an order, see where to pay; below, the order
 * history. While a pending order is on screen the list asks again every ORDER_POLL_MS, so an
 * operator's approval shows (and the balance rises) without a reload.
 */
export default function DepositPage() {
  const { t } = useTranslation('payments');
  const methods = useQuery(depositMethodsQuery());
  const [page, setPage] = useState(1);
  const orders = useQuery({
    ...depositOrdersQuery(page),
    refetchInterval: (query) =>
      query.state.data?.list.some((order) => isOpenDeposit(order.status)) ? ORDER_POLL_MS : false,
  });
  useDecisionWatch(orders.data?.list, isOpenDeposit);
  const [created, setCreated] = useState<DepositOrder | null>(null);
  // The created order as the list last showed it: its status follows the operator's decision,
  // and stays when the member pages away from it.
  const listed = created ? orders.data?.list.find((order) => order.id === created.id) : undefined;
  if (listed && listed !== created) setCreated(listed);
  const titleId = useId();

  const usable = methods.data?.methods.filter((method) => method.channels.length > 0) ?? [];
  return (
    <div className="money-page">
      <section className="mc-section" aria-labelledby={titleId}>
        <h4 id={titleId} className="mc-section__title">
          {created ? t('deposit.order.title') : t('deposit.form_title')}
        </h4>
        {created ? (
          <DepositOrderPanel order={created} onAnother={() => setCreated(null)} />
        ) : methods.isPending ? (
          <ListLoading />
        ) : methods.isError ? (
          <LoadError error={methods.error} onRetry={() => void methods.refetch()} />
        ) : usable.length === 0 ? (
          <EmptyState>{t('deposit.no_methods')}</EmptyState>
        ) : (
          <DepositForm
            methods={usable}
            onCreated={(order) => {
              setCreated(order);
              // Newest first: the new order heads the first page.
              setPage(1);
            }}
          />
        )}
      </section>
      <DepositHistory orders={orders} page={page} onPage={setPage} />
    </div>
  );
}
