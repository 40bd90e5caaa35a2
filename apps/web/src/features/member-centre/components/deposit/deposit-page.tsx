import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import type { CallResult, DepositOrder, paymentCalls } from '@site/contract';
import { depositMethodsQuery, depositOrdersQuery } from '../../api/deposit';
import { MoneySection } from '../money/money-section';
import { QueryState } from '../money/query-state';
import { ORDER_POLL_MS, useDecisionWatch } from '../money/use-decision-watch';
import { DepositForm } from './deposit-form';
import { DepositHistory } from './deposit-history';
import { DepositOrderPanel } from './deposit-order';
import { isOpenDeposit } from './deposit-status';
import '../money/money.css';

/** The methods a member can use: those with at least one channel. */
const usableMethods = (answer: CallResult<typeof paymentCalls.depositMethods>) =>
  answer.methods.filter((method) => method.channels.length > 0);

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

  return (
    <div className="money-page">
      <MoneySection title={created ? t('deposit.order.title') : t('deposit.form_title')}>
        {created ? (
          <DepositOrderPanel order={created} onAnother={() => setCreated(null)} />
        ) : (
          <QueryState
            query={methods}
            empty={{
              when: (answer) => usableMethods(answer).length === 0,
              text: t('deposit.no_methods'),
            }}
          >
            {(answer) => (
              <DepositForm
                methods={usableMethods(answer)}
                onCreated={(order) => {
                  setCreated(order);
                  // Newest first: the new order heads the first page.
                  setPage(1);
                }}
              />
            )}
          </QueryState>
        )}
      </MoneySection>
      <DepositHistory orders={orders} page={page} onPage={setPage} />
    </div>
  );
}
