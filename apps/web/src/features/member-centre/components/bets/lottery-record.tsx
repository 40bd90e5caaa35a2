import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BetTotals, LotteryOrder } from '@site/contract';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { useLanguage } from '../../../../hooks/use-language';
import { formatAmount, formatDateTime } from '../../../../lib/format';
import { lotteryBetsQuery } from '../../api/bets';
import type { Period } from '../../utils/periods';
import { PagedList } from '../money/paged-list';
import { StatusBadge, type StatusTone } from '../money/status-badge';
import { RecordsTable, type Column } from '../records/records-table';
import { SignedAmount } from '../records/signed-amount';

const WRAP = 'bets-table__wrap';

const TONES: Record<LotteryOrder['state'], StatusTone> = {
  PENDING: 'waiting',
  WON: 'good',
  LOST: 'bad',
  CANCELLED: 'neutral',
  VOID: 'neutral',
};

/** An order as the original shows it: its last 6 characters, a chase's place kept (…ABC123-007). */
const shortNumber = (orderNumber: string) => {
  const place = /-(\d{3})$/.exec(orderNumber);
  const base = place ? orderNumber.slice(0, -4) : orderNumber;
  return `${base.slice(-6)}${place ? `-${place[1]}` : ''}`;
};

/** What an order made or lost: nothing while pending, refunded or void. */
const profitOf = (order: LotteryOrder) =>
  order.state === 'WON' || order.state === 'LOST' ? order.win - order.amount : 0;

/**
 * The betting record's house lottery: the member's orders of the period (the lottery's own
 * record call), each with its game, issue and order number; a chase's orders carry its place.
 */
export function LotteryRecord({
  period,
  page,
  onPage,
  renderTotals,
}: {
  period: Period;
  page: number;
  onPage: (page: number) => void;
  renderTotals: (totals: BetTotals, busy: boolean) => React.ReactNode;
}) {
  const { t } = useTranslation('play');
  const { language } = useLanguage();
  const symbol = useCurrencySymbol();
  const query = useQuery(lotteryBetsQuery({ ...period, pageNo: page }));
  const money = (amount: number) => formatAmount(amount, symbol);
  const columns: Column<LotteryOrder>[] = [
    {
      label: t('bets.time'),
      className: WRAP,
      cell: (order) => (
        <time dateTime={order.placedAt}>{formatDateTime(order.placedAt, language)}</time>
      ),
    },
    { label: t('bets.game'), cell: (order) => order.gameName, className: WRAP },
    { label: t('bets.issue'), cell: (order) => order.numero },
    { label: t('bets.stake'), cell: (order) => money(order.amount) },
    { label: t('bets.win'), cell: (order) => money(order.win) },
    {
      label: t('bets.profit'),
      cell: (order) => <SignedAmount amount={profitOf(order)} symbol={symbol} />,
    },
    {
      label: t('bets.status'),
      cell: (order) => (
        <StatusBadge tone={TONES[order.state]}>
          {t(`bets.lottery_statuses.${order.state}`)}
        </StatusBadge>
      ),
    },
    {
      label: t('bets.order'),
      cell: (order) => (
        <span title={order.orderNumber}>
          {shortNumber(order.orderNumber)}
          {order.chaseNumber ? ` · ${t('bets.chase')}` : ''}
        </span>
      ),
    },
  ];
  const totals = query.data?.totals;
  return (
    <>
      {totals && totals.count > 0
        ? renderTotals(
            { count: totals.count, stake: totals.amount, win: totals.win, profit: totals.profit },
            query.isPlaceholderData,
          )
        : null}
      <PagedList
        query={query}
        page={page}
        onPage={onPage}
        empty={t('bets.empty')}
        pagerLabel={t('bets.pagination')}
      >
        {(data) => (
          <RecordsTable
            name={{ label: t('bets.lottery_title') }}
            columns={columns}
            rows={data.list}
            rowKey={(order) => order.orderNumber}
            busy={query.isPlaceholderData}
            rowClassName="bets-row"
            className="bets-table"
          />
        )}
      </PagedList>
    </>
  );
}
