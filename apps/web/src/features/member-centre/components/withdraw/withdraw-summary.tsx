import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WithdrawSettings } from '@site/contract';
import { LoadError } from '../../../../components/ui/section-state';
import { formatAmount } from '../../../../lib/format';
import { ListLoading } from '../money/list-loading';
import { useCurrencySymbol } from '../money/use-currency-symbol';

/** What may be withdrawn, the limits per withdrawal and today's count. */
export function WithdrawSummary({ settings }: { settings: UseQueryResult<WithdrawSettings> }) {
  const { t } = useTranslation('payments');
  const symbol = useCurrencySymbol();
  const titleId = useId();
  return (
    <section className="mc-section" aria-labelledby={titleId}>
      <h4 id={titleId} className="mc-section__title">
        {t('withdraw.summary_title')}
      </h4>
      {settings.isPending ? (
        <ListLoading />
      ) : settings.isError ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <dl className="mc-facts">
          <dt>{t('withdraw.withdrawable')}</dt>
          <dd className="money-item__amount">{formatAmount(settings.data.withdrawable, symbol)}</dd>
          <dt>{t('withdraw.limits')}</dt>
          <dd>
            {t('amount.limits', {
              min: formatAmount(settings.data.min, symbol),
              max: formatAmount(settings.data.max, symbol),
            })}
          </dd>
          <dt>{t('withdraw.today')}</dt>
          <dd>
            {t('withdraw.today_count', {
              used: settings.data.usedToday,
              limit: settings.data.dailyCount,
            })}
          </dd>
        </dl>
      )}
    </section>
  );
}
