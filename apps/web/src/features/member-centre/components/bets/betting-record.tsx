import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BetRecord, BetTotals, VendorCategory } from '@site/contract';
import { gameQueries } from '../../../../api/games';
import { SelectField } from '../../../../components/form/select-field';
import { useLanguage } from '../../../../hooks/use-language';
import { formatAmount, formatCount, formatDateTime } from '../../../../lib/format';
import { betRecordsQuery } from '../../api/bets';
import { PERIOD_PRESETS, periodOf, type PeriodPreset } from '../../utils/periods';
import { PagedList } from '../money/paged-list';
import { StatusBadge, type StatusTone } from '../money/status-badge';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { PeriodPicker } from '../records/period-picker';
import { RecordsTable, type Column } from '../records/records-table';
import { SignedAmount } from '../records/signed-amount';
import { RoundId } from './round-id';
import '../money/money.css';
import '../records/records.css';
import './bets.css';

const ALL_VENDORS = '';
/** A column whose text may wrap (time, game, vendor); amounts and ids stay on one line. */
const WRAP = 'bets-table__wrap';

const STATUS_TONES: Record<BetRecord['status'], StatusTone> = {
  OPEN: 'waiting',
  SETTLED: 'good',
  VOID: 'neutral',
};

/** Every vendor of every category once, in the lobby's order. */
function vendorOptions(categories: readonly VendorCategory[]) {
  const seen = new Map<string, string>();
  for (const category of categories)
    for (const card of category.cards)
      if (!seen.has(card.vassalage)) seen.set(card.vassalage, card.displayName);
  return [...seen].map(([vassalage, displayName]) => ({ vassalage, displayName }));
}

/**
 * The betting record (personalHistoryCopy): every round the member played, newest first,
 * filtered by date preset and vendor, with the whole period's totals and a page at a time.
 */
export default function BettingRecord() {
  const { t } = useTranslation(['play', 'wallet']);
  const { language } = useLanguage();
  const symbol = useCurrencySymbol();
  const [preset, setPreset] = useState<PeriodPreset>('last7');
  const [vassalage, setVassalage] = useState(ALL_VENDORS);
  const [page, setPage] = useState(1);
  const period = useMemo(() => periodOf(preset), [preset]);
  const query = useQuery(
    betRecordsQuery({ ...period, pageNo: page, ...(vassalage ? { vassalage } : {}) }),
  );
  const vendors = useQuery(gameQueries.vendors());
  const money = (amount: number) => formatAmount(amount, symbol);

  // Nine columns in the member centre's pane (778 px on a 1366 px screen): the texts wrap.
  const columns: Column<BetRecord>[] = [
    {
      label: t('bets.time'),
      className: WRAP,
      cell: (bet) => (
        <time dateTime={bet.createdAt}>{formatDateTime(bet.createdAt, language)}</time>
      ),
    },
    { label: t('bets.game'), cell: (bet) => bet.gameName, className: WRAP },
    { label: t('bets.vendor_column'), cell: (bet) => bet.vendorName, className: WRAP },
    { label: t('bets.stake'), cell: (bet) => money(bet.stake) },
    { label: t('bets.win'), cell: (bet) => money(bet.win) },
    {
      label: t('bets.profit'),
      cell: (bet) => <SignedAmount amount={bet.profit} symbol={symbol} />,
    },
    {
      label: t('bets.status'),
      cell: (bet) => (
        <StatusBadge tone={STATUS_TONES[bet.status]}>
          {t(`bets.statuses.${bet.status}`)}
        </StatusBadge>
      ),
    },
    { label: t('bets.round'), cell: (bet) => <RoundId roundId={bet.roundId} /> },
  ];

  const restart = () => setPage(1);
  return (
    <div className="records-page">
      <div className="records-filters">
        <SelectField
          label={t('bets.vendor')}
          value={vassalage}
          onChange={(event) => {
            setVassalage(event.target.value);
            restart();
          }}
        >
          <option value={ALL_VENDORS}>{t('bets.all_vendors')}</option>
          {vendorOptions(vendors.data?.categories ?? []).map((vendor) => (
            <option key={vendor.vassalage} value={vendor.vassalage}>
              {vendor.displayName}
            </option>
          ))}
        </SelectField>
        <PeriodPicker
          presets={PERIOD_PRESETS}
          value={preset}
          onChange={(next) => {
            setPreset(next);
            restart();
          }}
        />
      </div>
      {/* An empty period says so below; totals of nothing would only repeat it. */}
      {query.data && query.data.totals.count > 0 ? (
        <BetTotalsSummary totals={query.data.totals} busy={query.isPlaceholderData} />
      ) : null}
      <PagedList
        query={query}
        page={page}
        onPage={setPage}
        empty={t('bets.empty')}
        pagerLabel={t('bets.pagination')}
      >
        {(data) => (
          <RecordsTable
            name={{ label: t('bets.title') }}
            columns={columns}
            rows={data.list}
            rowKey={(bet) => bet.roundId}
            busy={query.isPlaceholderData}
            rowClassName="bets-row"
            className="bets-table"
          />
        )}
      </PagedList>
    </div>
  );
}

/** The filtered period's totals, over every page (not only the one shown). */
function BetTotalsSummary({ totals, busy }: { totals: BetTotals; busy: boolean }) {
  const { t } = useTranslation('play');
  const symbol = useCurrencySymbol();
  const titleId = useId();
  return (
    <section className="mc-section" aria-labelledby={titleId} aria-busy={busy || undefined}>
      <h4 id={titleId} className="mc-section__title">
        {t('bets.totals')}
      </h4>
      <dl className="records-totals money-figures">
        <div className="records-totals__item">
          <dt>{t('bets.count')}</dt>
          <dd>{formatCount(totals.count)}</dd>
        </div>
        <div className="records-totals__item">
          <dt>{t('bets.stake')}</dt>
          <dd>{formatAmount(totals.stake, symbol)}</dd>
        </div>
        <div className="records-totals__item">
          <dt>{t('bets.win')}</dt>
          <dd>{formatAmount(totals.win, symbol)}</dd>
        </div>
        <div className="records-totals__item records-totals__item--result">
          <dt>{t('bets.profit')}</dt>
          <dd>
            <SignedAmount amount={totals.profit} symbol={symbol} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
