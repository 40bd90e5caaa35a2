import type { LotteryOrder } from '@site/contract';
import { useTranslation } from '../../../../i18n/react';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { formatAmount } from '../../../../lib/format';
import { shortOrderNumber } from './order-number';

/** A page of orders, each opening its detail from its number. */
export function OrdersTable({
  orders,
  onOpen,
}: {
  orders: readonly LotteryOrder[];
  onOpen: (orderNumber: string) => void;
}) {
  const { t } = useTranslation('lottery');
  const symbol = useCurrencySymbol();
  return (
    <div className="lot-table-wrap">
      <table className="lot-table lot-orders">
        <caption className="visually-hidden">{t('mine.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('mine.order')}</th>
            <th scope="col">{t('mine.game')}</th>
            <th scope="col">{t('issue')}</th>
            <th scope="col">{t('amount')}</th>
            <th scope="col">{t('mine.win')}</th>
            <th scope="col">{t('mine.state')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderNumber} data-testid="lottery-order">
              <th scope="row">
                <button
                  type="button"
                  className="lot-link"
                  aria-label={t('mine.detailOf', {
                    order: shortOrderNumber(order.orderNumber),
                  })}
                  onClick={() => onOpen(order.orderNumber)}
                >
                  {shortOrderNumber(order.orderNumber)}
                </button>
              </th>
              <td>{order.gameName}</td>
              <td>{order.numero}</td>
              <td>{formatAmount(order.amount, symbol)}</td>
              <td className={order.win > 0 ? 'lot-good' : undefined}>
                {formatAmount(order.win, symbol)}
              </td>
              <td>
                <span className={`lot-state lot-state--${order.state.toLowerCase()}`}>
                  {t(`state.${order.state}`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
