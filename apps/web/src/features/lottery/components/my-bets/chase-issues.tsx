import type { LotteryOrder } from '@site/contract';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { useTranslation } from '../../../../i18n/react';
import { formatAmount } from '../../../../lib/format';

/** The chase's orders, one an issue; only the last cancellable one has its own cancel. */
export function ChaseIssues({
  orders,
  last,
  cancelling,
  onCancel,
}: {
  orders: readonly LotteryOrder[];
  last: LotteryOrder | undefined;
  cancelling: boolean;
  onCancel: (orderNumber: string) => void;
}) {
  const { t } = useTranslation('lottery');
  const symbol = useCurrencySymbol();
  return (
    <div className="lot-table-wrap">
      <table className="lot-table">
        <caption className="visually-hidden">{t('mine.chaseIssues')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('issue')}</th>
            <th scope="col">{t('amount')}</th>
            <th scope="col">{t('results.result')}</th>
            <th scope="col">{t('mine.win')}</th>
            <th scope="col">{t('mine.state')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('mine.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderNumber}>
              <th scope="row">{order.numero}</th>
              <td>{formatAmount(order.amount, symbol)}</td>
              <td>{order.winNo ?? '—'}</td>
              <td>{formatAmount(order.win, symbol)}</td>
              <td>{t(`state.${order.state}`)}</td>
              <td>
                {order === last ? (
                  <button
                    type="button"
                    className="lot-link"
                    aria-label={t('mine.cancelIssue', { numero: order.numero })}
                    disabled={cancelling}
                    onClick={() => onCancel(order.orderNumber)}
                  >
                    {t('mine.cancel')}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
