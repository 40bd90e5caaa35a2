import { useTranslation } from '../../../i18n/react';
import type { TimedNear } from '../api/lottery-queries';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import { formatAmount, formatCount } from '../../../lib/format';
import { useCurrencySymbol } from '../../../hooks/use-currency-symbol';
import { fromMinor, slipTotals, type SlipLine } from '../utils/line-math';
import { issueDeadlines } from './issue-header';

/**
 * On a phone the board is long and the slip far below it: this bar stays at the foot of the
 * screen while the member picks, with the close's countdown, what the slip holds, and the way
 * to place it (the slip's own button, so placing is one path) or to the slip when it is empty.
 */
export function SlipBar({
  near,
  lines,
  onPlace,
  onShowSlip,
}: {
  near: TimedNear | undefined;
  lines: SlipLine[];
  onPlace: () => void;
  onShowSlip: () => void;
}) {
  const { t } = useTranslation('lottery');
  const symbol = useCurrencySymbol();
  const { close } = issueDeadlines(near);
  const seconds = useCountdown(close);
  const totals = slipTotals(lines);
  return (
    <div className="lot-slipbar" role="region" aria-label={t('slip.bar')}>
      <p className="lot-slipbar__clock">
        <span>{t('header.closesIn')}</span>
        {/* The header's countdown is the page's timer; this one only repeats it in view. */}
        <span className="lot-slipbar__countdown">{formatCountdown(seconds)}</span>
      </p>
      <p className="lot-slipbar__total">
        {lines.length === 0
          ? t('slip.emptyShort')
          : t('slip.total', {
              count: totals.bets,
              bets: formatCount(totals.bets),
              total: formatAmount(fromMinor(totals.amountMinor), symbol),
            })}
      </p>
      <button
        type="button"
        className="button button--accent lot-slipbar__place"
        onClick={lines.length === 0 ? onShowSlip : onPlace}
      >
        {lines.length === 0 ? t('slip.title') : t('slip.place')}
      </button>
    </div>
  );
}
