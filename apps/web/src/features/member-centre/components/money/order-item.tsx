import type { ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/react';
import { useLanguage } from '../../../../hooks/use-language';
import { formatAmount, formatDateTime } from '../../../../lib/format';
import { StatusBadge, type StatusTone } from './status-badge';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';

interface OrderItemProps {
  amount: number;
  status: { tone: StatusTone; label: string };
  /** What the status means now, under it. */
  explain?: string;
  reference: string;
  /** An id for the reference, for controls that name the order by it. */
  referenceId?: string;
  /** Where the money goes or comes from (a channel, a payout account). */
  via: { term: string; detail: ReactNode };
  createdAt: string;
  decidedAt: string | null;
  /** Remarks and actions below the facts. */
  children?: ReactNode;
}

/** One deposit or withdrawal in its list: amount and status, reference, way, times. */
export function OrderItem({
  amount,
  status,
  explain,
  reference,
  referenceId,
  via,
  createdAt,
  decidedAt,
  children,
}: OrderItemProps) {
  const { t } = useTranslation('payments');
  const { language } = useLanguage();
  const symbol = useCurrencySymbol();
  return (
    <li className="money-tile">
      <div className="money-item__top">
        <span className="money-item__amount">{formatAmount(amount, symbol)}</span>
        <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
      </div>
      {explain ? <p className="money-item__text">{explain}</p> : null}
      <dl className="money-item__facts">
        <dt>{t('fields.reference')}</dt>
        <dd id={referenceId} className="money-mono">
          {reference}
        </dd>
        <dt>{via.term}</dt>
        <dd>{via.detail}</dd>
        <dt>{t('fields.created')}</dt>
        <dd>
          <time dateTime={createdAt}>{formatDateTime(createdAt, language)}</time>
        </dd>
        {decidedAt ? (
          <>
            <dt>{t('fields.decided')}</dt>
            <dd>
              <time dateTime={decidedAt}>{formatDateTime(decidedAt, language)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      {children}
    </li>
  );
}
