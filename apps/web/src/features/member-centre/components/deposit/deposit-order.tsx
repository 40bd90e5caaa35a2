import { useTranslation } from '../../../../i18n/react';
import type { DepositOrder } from '@site/contract';
import { formatAmount } from '../../../../lib/format';
import { CopyButton } from '../money/copy-button';
import { StatusBadge } from '../money/status-badge';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { DEPOSIT_TONE } from './deposit-status';

/**
 * The order just opened: its reference, amount and status, and where and how to pay. A crypto
 * order (V) is paid as the amount's equivalent in the coin to an address; a rail without a
 * transfer note (an empty note) asks for none.
 */
export function DepositOrderPanel({
  order,
  onAnother,
}: {
  order: DepositOrder;
  onAnother: () => void;
}) {
  const { t } = useTranslation('payments');
  const symbol = useCurrencySymbol();
  const amount = formatAmount(order.amount, symbol);
  const crypto = order.type === 'V';
  const note = order.payTo.note;
  const accountNoLabel = crypto ? t('deposit.order.address') : t('deposit.order.account_no');
  return (
    <div className="money-order">
      <p className="mc-section__text">
        {crypto
          ? t('deposit.order.intro_crypto', { amount, provider: order.payTo.provider })
          : t('deposit.order.intro', { amount })}
      </p>
      <dl className="mc-facts">
        <dt>{t('fields.reference')}</dt>
        <dd className="money-copyable">
          <span className="money-mono">{order.reference}</span>
          <CopyButton text={order.reference} what={t('fields.reference')} />
        </dd>
        <dt>{t('fields.amount')}</dt>
        <dd>{amount}</dd>
        <dt>{t('fields.channel')}</dt>
        <dd>
          {t(`types.${order.type}`)} · {order.channelName}
        </dd>
        <dt>{t('fields.status')}</dt>
        <dd>
          <StatusBadge tone={DEPOSIT_TONE[order.status]}>
            {t(`deposit.status.${order.status}`)}
          </StatusBadge>
          {order.status === 'REJECTED' && order.remark ? (
            <span className="money-remark">
              {' '}
              {t('deposit.history.rejected_because', { remark: order.remark })}
            </span>
          ) : null}
        </dd>
      </dl>
      <h5 className="money-subtitle">{t('deposit.order.pay_to')}</h5>
      <dl className="mc-facts">
        <dt>{t('deposit.order.provider')}</dt>
        <dd>{order.payTo.provider}</dd>
        <dt>{t('deposit.order.account_name')}</dt>
        <dd className="money-copyable">
          <span>{order.payTo.accountName}</span>
          <CopyButton text={order.payTo.accountName} what={t('deposit.order.account_name')} />
        </dd>
        <dt>{accountNoLabel}</dt>
        <dd className="money-copyable">
          <span className="money-mono">{order.payTo.accountNo}</span>
          <CopyButton text={order.payTo.accountNo} what={accountNoLabel} />
        </dd>
        {note ? (
          <>
            <dt>{t('deposit.order.note')}</dt>
            <dd className="money-copyable">
              <span className="money-mono">{note}</span>
              <CopyButton text={note} what={t('deposit.order.note')} />
            </dd>
          </>
        ) : null}
      </dl>
      {note ? <p className="field__hint">{t('deposit.order.note_hint')}</p> : null}
      {order.status === 'PENDING' ? (
        <p className="field__hint">{t('deposit.order.watching')}</p>
      ) : null}
      <button type="button" className="button button--ghost" onClick={onAnother}>
        {t('deposit.order.another')}
      </button>
    </div>
  );
}
