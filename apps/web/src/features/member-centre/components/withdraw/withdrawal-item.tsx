import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@site/contract';
import { useLanguage } from '../../../../hooks/use-language';
import { formatAmount, formatDateTime } from '../../../../lib/format';
import { StatusBadge } from '../money/status-badge';
import { useCurrencySymbol } from '../money/use-currency-symbol';
import { WITHDRAWAL_TONE } from './withdrawal-status';

interface WithdrawalItemProps {
  withdrawal: Withdrawal;
  /** The member answers a PAID withdrawal: received (true) or not received (false). */
  onAnswer: (withdrawal: Withdrawal, received: boolean) => void;
}

/** One withdrawal: amount, status and what it means now, its account and times. */
export function WithdrawalItem({ withdrawal: w, onAnswer }: WithdrawalItemProps) {
  const { t } = useTranslation('payments');
  const { language } = useLanguage();
  const symbol = useCurrencySymbol();
  const explain =
    w.status === 'RECEIVED' && w.autoReceived
      ? t('records.explain.RECEIVED_AUTO')
      : t(`records.explain.${w.status}`);
  return (
    <li className="money-item">
      <div className="money-item__top">
        <span className="money-item__amount">{formatAmount(w.amount, symbol)}</span>
        <StatusBadge tone={WITHDRAWAL_TONE[w.status]}>
          {t(`records.status.${w.status}`)}
        </StatusBadge>
      </div>
      <p className="money-item__text">{explain}</p>
      <dl className="money-item__facts">
        <dt>{t('fields.reference')}</dt>
        <dd className="money-mono">{w.reference}</dd>
        <dt>{t('fields.account')}</dt>
        <dd>
          {w.card.providerName} <span className="money-mono">{w.card.accountNoMasked}</span>
        </dd>
        <dt>{t('fields.created')}</dt>
        <dd>
          <time dateTime={w.createdAt}>{formatDateTime(w.createdAt, language)}</time>
        </dd>
        {w.decidedAt ? (
          <>
            <dt>{t('fields.decided')}</dt>
            <dd>
              <time dateTime={w.decidedAt}>{formatDateTime(w.decidedAt, language)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      {w.remark && (w.status === 'REJECTED' || w.status === 'REFUNDED') ? (
        <p className="money-remark">{t('records.rejected_because', { remark: w.remark })}</p>
      ) : null}
      {w.status === 'NOT_RECEIVED' && w.proofCount > 0 ? (
        <p className="money-remark">{t('records.proof_count', { n: w.proofCount })}</p>
      ) : null}
      {w.memberRemark ? (
        <p className="money-remark">{t('records.your_remark', { remark: w.memberRemark })}</p>
      ) : null}
      {w.status === 'PAID' ? (
        <>
          {w.autoReceiveAt ? (
            <p className="money-remark">
              {t('records.auto_receive', { time: formatDateTime(w.autoReceiveAt, language) })}
            </p>
          ) : null}
          <div className="money-actions">
            <button type="button" className="button" onClick={() => onAnswer(w, true)}>
              {t('records.received')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => onAnswer(w, false)}
            >
              {t('records.not_received')}
            </button>
          </div>
        </>
      ) : null}
    </li>
  );
}
