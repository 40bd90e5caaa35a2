import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import type { WithdrawSettings } from '@site/contract';
import { formatAmount } from '../../../../lib/format';
import { MoneySection } from '../money/money-section';
import { QueryState } from '../money/query-state';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';

/** What may be withdrawn, the limits per withdrawal and today's count. */
export function WithdrawSummary({ settings }: { settings: UseQueryResult<WithdrawSettings> }) {
  const { t } = useTranslation('payments');
  const symbol = useCurrencySymbol();
  return (
    <MoneySection title={t('withdraw.summary_title')}>
      <QueryState query={settings}>
        {(answer) => (
          <dl className="mc-facts">
            <dt>{t('withdraw.withdrawable')}</dt>
            <dd className="money-item__amount">{formatAmount(answer.withdrawable, symbol)}</dd>
            <dt>{t('withdraw.limits')}</dt>
            <dd>
              {t('amount.limits', {
                min: formatAmount(answer.min, symbol),
                max: formatAmount(answer.max, symbol),
              })}
            </dd>
            <dt>{t('withdraw.today')}</dt>
            <dd>
              {t('withdraw.today_count', {
                used: answer.usedToday,
                limit: answer.dailyCount,
              })}
            </dd>
          </dl>
        )}
      </QueryState>
    </MoneySection>
  );
}
