import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CallResult, DepositOrder, paymentCalls } from '@site/contract';
import { Pagination } from '../../../../components/ui/pagination';
import { EmptyState, LoadError } from '../../../../components/ui/section-state';
import { useLanguage } from '../../../../hooks/use-language';
import { formatAmount, formatDateTime } from '../../../../lib/format';
import { ListLoading } from '../money/list-loading';
import { StatusBadge } from '../money/status-badge';
import { useCurrencySymbol } from '../money/use-currency-symbol';
import { DEPOSIT_TONE } from './deposit-status';

interface DepositHistoryProps {
  orders: UseQueryResult<CallResult<typeof paymentCalls.depositOrders>>;
  page: number;
  onPage: (page: number) => void;
}

/** The member's deposit orders, newest first, a page at a time, with a refresh button. */
export function DepositHistory({ orders, page, onPage }: DepositHistoryProps) {
  const { t } = useTranslation('payments');
  const titleId = useId();
  return (
    <section className="mc-section" aria-labelledby={titleId}>
      <div className="money-head">
        <h4 id={titleId} className="mc-section__title">
          {t('deposit.history.title')}
        </h4>
        <button
          type="button"
          className="button button--ghost money-refresh"
          aria-label={t('deposit.history.refresh')}
          disabled={orders.isFetching}
          onClick={() => void orders.refetch()}
        >
          {t('refresh')}
        </button>
      </div>
      {orders.isPending ? (
        <ListLoading />
      ) : orders.isError ? (
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.list.length === 0 ? (
        <EmptyState>{t('deposit.history.empty')}</EmptyState>
      ) : (
        <>
          <ul className="money-list" aria-labelledby={titleId} aria-busy={orders.isPlaceholderData}>
            {orders.data.list.map((order) => (
              <DepositRow key={order.id} order={order} />
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={orders.data.totalPages}
            onChange={onPage}
            label={t('deposit.history.pagination')}
          />
        </>
      )}
    </section>
  );
}

function DepositRow({ order }: { order: DepositOrder }) {
  const { t } = useTranslation('payments');
  const { language } = useLanguage();
  const symbol = useCurrencySymbol();
  return (
    <li className="money-item">
      <div className="money-item__top">
        <span className="money-item__amount">{formatAmount(order.amount, symbol)}</span>
        <StatusBadge tone={DEPOSIT_TONE[order.status]}>
          {t(`deposit.status.${order.status}`)}
        </StatusBadge>
      </div>
      <dl className="money-item__facts">
        <dt>{t('fields.reference')}</dt>
        <dd className="money-mono">{order.reference}</dd>
        <dt>{t('fields.channel')}</dt>
        <dd>
          {t(`types.${order.type}`)} · {order.channelName}
        </dd>
        <dt>{t('fields.created')}</dt>
        <dd>
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, language)}</time>
        </dd>
        {order.decidedAt ? (
          <>
            <dt>{t('fields.decided')}</dt>
            <dd>
              <time dateTime={order.decidedAt}>{formatDateTime(order.decidedAt, language)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      {order.status === 'REJECTED' && order.remark ? (
        <p className="money-remark">
          {t('deposit.history.rejected_because', { remark: order.remark })}
        </p>
      ) : null}
    </li>
  );
}
