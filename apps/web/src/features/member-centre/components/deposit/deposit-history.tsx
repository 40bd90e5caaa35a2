import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import type { CallResult, DepositOrder, paymentCalls } from '@site/contract';
import { MoneySection } from '../money/money-section';
import { OrderItem } from '../money/order-item';
import { PagedList } from '../money/paged-list';
import { RefreshButton } from '../money/refresh-button';
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
    <MoneySection
      title={t('deposit.history.title')}
      titleId={titleId}
      action={<RefreshButton query={orders} listTitleId={titleId} />}
    >
      <PagedList
        query={orders}
        page={page}
        onPage={onPage}
        empty={t('deposit.history.empty')}
        pagerLabel={t('deposit.history.pagination')}
      >
        {(data) => (
          <ul className="money-list" aria-labelledby={titleId} aria-busy={orders.isPlaceholderData}>
            {data.list.map((order) => (
              <DepositItem key={order.id} order={order} />
            ))}
          </ul>
        )}
      </PagedList>
    </MoneySection>
  );
}

function DepositItem({ order }: { order: DepositOrder }) {
  const { t } = useTranslation('payments');
  return (
    <OrderItem
      amount={order.amount}
      status={{ tone: DEPOSIT_TONE[order.status], label: t(`deposit.status.${order.status}`) }}
      reference={order.reference}
      via={{
        term: t('fields.channel'),
        detail: `${t(`types.${order.type}`)} · ${order.channelName}`,
      }}
      createdAt={order.createdAt}
      decidedAt={order.decidedAt}
    >
      {order.status === 'REJECTED' && order.remark ? (
        <p className="money-remark">
          {t('deposit.history.rejected_because', { remark: order.remark })}
        </p>
      ) : null}
    </OrderItem>
  );
}
