import { useQuery } from '@tanstack/react-query';
import type { LotteryOrder } from '@site/contract';
import { Dialog } from '../../../../components/ui/dialog';
import { LoadError } from '../../../../components/ui/section-state';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { currentLanguage } from '../../../../i18n';
import { useTranslation } from '../../../../i18n/react';
import { formatAmount, formatDateTime } from '../../../../lib/format';
import { useCancelOrders } from '../../api/lottery-mutations';
import { lotteryQueries } from '../../api/lottery-queries';
import { CancelOutcome } from './cancel-outcome';
import { OrderLines } from './order-lines';
import { shortOrderNumber } from './order-number';

/** One order in a dialog: its facts and lines, its chase, and a cancel while it may be. */
export function OrderDetail({
  orderNumber,
  onClose,
  onChase,
}: {
  orderNumber: string;
  onClose: () => void;
  onChase: (chaseNumber: string) => void;
}) {
  const { t } = useTranslation('lottery');
  const detail = useQuery(lotteryQueries.detail(orderNumber));
  const cancel = useCancelOrders();
  const order = detail.data;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('mine.detailTitle', { order: shortOrderNumber(orderNumber) })}
      size="modal"
      footer={
        order ? (
          <>
            {order.chaseNumber ? (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  onClose();
                  onChase(order.chaseNumber!);
                }}
              >
                {t('mine.chaseDetail')}
              </button>
            ) : null}
            {order.cancellable ? (
              <button
                type="button"
                className="button"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate({ orderNumbers: [order.orderNumber] })}
              >
                {t('mine.cancel')}
              </button>
            ) : null}
          </>
        ) : null
      }
    >
      {detail.isError ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : null}
      {order ? (
        <>
          <OrderFacts order={order} />
          <OrderLines order={order} />
        </>
      ) : null}
      <CancelOutcome cancel={cancel} />
    </Dialog>
  );
}

/** The order's game, issue, times, state, result, stake and win. */
function OrderFacts({ order }: { order: LotteryOrder }) {
  const { t } = useTranslation('lottery');
  const symbol = useCurrencySymbol();
  const language = currentLanguage();
  return (
    <dl className="lot-confirm">
      <dt>{t('mine.game')}</dt>
      <dd>{order.gameName}</dd>
      <dt>{t('issue')}</dt>
      <dd>{order.numero}</dd>
      <dt>{t('mine.placedAt')}</dt>
      <dd>{formatDateTime(order.placedAt, language)}</dd>
      <dt>{t('mine.state')}</dt>
      <dd>{t(`state.${order.state}`)}</dd>
      <dt>{t('results.result')}</dt>
      <dd>{order.winNo ?? '—'}</dd>
      <dt>{t('amount')}</dt>
      <dd>{formatAmount(order.amount, symbol)}</dd>
      <dt>{t('mine.win')}</dt>
      <dd>{formatAmount(order.win, symbol)}</dd>
    </dl>
  );
}
