import { useTranslation } from '../../../../i18n/react';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { formatAmount } from '../../../../lib/format';

/** Today's count, stake and win over every page of the orders shown. */
export function OrdersTotals({
  totals,
}: {
  totals: { count: number; amount: number; win: number };
}) {
  const { t } = useTranslation('lottery');
  const symbol = useCurrencySymbol();
  return (
    <p className="lot-mine__totals">
      {t('mine.totals', {
        count: totals.count,
        amount: formatAmount(totals.amount, symbol),
        win: formatAmount(totals.win, symbol),
      })}
    </p>
  );
}
