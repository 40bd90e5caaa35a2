import { useId } from 'react';
import { useTranslation } from '../../../../i18n/react';
import type { Withdrawal } from '@site/contract';
import { useLanguage } from '../../../../hooks/use-language';
import { formatDateTime } from '../../../../lib/format';
import { ActionButton } from '../money/action-button';
import { OrderItem } from '../money/order-item';
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
  const referenceId = useId();
  return (
    <OrderItem
      amount={w.amount}
      status={{ tone: WITHDRAWAL_TONE[w.status], label: t(`records.status.${w.status}`) }}
      explain={
        w.status === 'RECEIVED' && w.autoReceived
          ? t('records.explain.RECEIVED_AUTO')
          : t(`records.explain.${w.status}`)
      }
      reference={w.reference}
      referenceId={referenceId}
      via={{
        term: t('fields.account'),
        detail: (
          <>
            {w.card.providerName} <span className="money-mono">{w.card.accountNoMasked}</span>
          </>
        ),
      }}
      createdAt={w.createdAt}
      decidedAt={w.decidedAt}
    >
      {w.remark && (w.status === 'REJECTED' || w.status === 'REFUNDED') ? (
        <p className="money-remark">{t('records.rejected_because', { remark: w.remark })}</p>
      ) : null}
      {w.status === 'NOT_RECEIVED' && w.proofCount > 0 ? (
        <p className="money-remark">{t('records.proof_count', { n: w.proofCount })}</p>
      ) : null}
      {/* Once the operator paid again or refunded, the member's remark is a past report. */}
      {w.memberRemark ? (
        <p className="money-remark">
          {t(w.status === 'NOT_RECEIVED' ? 'records.your_remark' : 'records.earlier_remark', {
            remark: w.memberRemark,
          })}
        </p>
      ) : null}
      {w.status === 'PAID' ? (
        <>
          {w.autoReceiveAt ? (
            <p className="money-remark">
              {t('records.auto_receive', { time: formatDateTime(w.autoReceiveAt, language) })}
            </p>
          ) : null}
          {/* Every PAID row has these two: each names its withdrawal by the reference. */}
          <div className="money-actions">
            <ActionButton
              className="button"
              word={t('records.received')}
              about={referenceId}
              onClick={() => onAnswer(w, true)}
            />
            <ActionButton
              className="button button--ghost"
              word={t('records.not_received')}
              about={referenceId}
              onClick={() => onAnswer(w, false)}
            />
          </div>
        </>
      ) : null}
    </OrderItem>
  );
}
