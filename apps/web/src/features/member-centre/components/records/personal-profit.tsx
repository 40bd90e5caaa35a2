import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import type { Profit } from '@site/contract';
import { formatAmount } from '../../../../lib/format';
import { personalProfitQuery } from '../../api/records';
import { PERIOD_PRESETS, periodOf, type PeriodPreset } from '../../utils/periods';
import { QueryState } from '../money/query-state';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { PeriodPicker } from './period-picker';
import { SignedAmount } from './signed-amount';
import '../money/money.css';
import './records.css';

const TOTALS = ['deposit', 'withdrawal', 'bet', 'win', 'bonus', 'adjustment'] as const;

/** Personal profit and loss: the period's totals from the ledger and what play earned or lost. */
export default function PersonalProfit() {
  const { t } = useTranslation('wallet');
  const symbol = useCurrencySymbol();
  const titleId = useId();
  const [preset, setPreset] = useState<PeriodPreset>('today');
  const period = useMemo(() => periodOf(preset), [preset]);
  const query = useQuery(personalProfitQuery(period));

  return (
    <div className="records-page">
      <div className="records-filters">
        <PeriodPicker presets={PERIOD_PRESETS} value={preset} onChange={setPreset} />
      </div>
      <QueryState query={query}>
        {(profit: Profit) => (
          <section
            className="mc-section"
            aria-labelledby={titleId}
            aria-busy={query.isPlaceholderData}
          >
            <h4 id={titleId} className="mc-section__title">
              {t('profit.title')}
            </h4>
            <dl className="records-totals money-figures">
              {TOTALS.map((key) => (
                <div key={key} className="records-totals__item">
                  <dt>{t(`profit.${key}`)}</dt>
                  <dd>{formatAmount(profit[key], symbol)}</dd>
                </div>
              ))}
              <div className="records-totals__item records-totals__item--result">
                <dt>{t('profit.profit')}</dt>
                <dd>
                  <SignedAmount amount={profit.profit} symbol={symbol} />
                </dd>
              </div>
            </dl>
            <p className="mc-section__text records-totals__hint">{t('profit.profit_hint')}</p>
          </section>
        )}
      </QueryState>
    </div>
  );
}
