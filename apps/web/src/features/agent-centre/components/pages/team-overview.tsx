import { lazy, Suspense, useId, useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TeamOverview as Overview } from '@site/contract';
import { useTranslation } from '../../../../i18n/react';
import { Field } from '../../../../components/form/field';
import {
  Cell,
  CardBody,
  CardHead,
  CardRow,
  CardTable,
  ColumnHeader,
  RowHeader,
} from '../../../../components/ui/card-table';
import { LoadError } from '../../../../components/ui/section-state';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { formatAmount, formatCount } from '../../../../lib/format';
import { teamOverviewQuery, type DayRange } from '../../api/reports';
import { checkRange, type RangeProblem } from '../../utils/custom-range';
import { useMerchantTimeZone } from '../../../../hooks/use-merchant-time-zone';
import { DAY_PRESETS, rangeOf, type DayPreset } from '../../utils/day-ranges';
import type { ChartSeriesKey } from '../../utils/chart-figures';

// The chart library comes with its own chunk, after the cards: the first figures never wait.
const TeamChart = lazy(() => import('../team-chart'));

const COUNTS = ['teamSize', 'newMembers', 'firstDepositors', 'activeMembers'] as const;
const AMOUNTS = ['deposit', 'withdrawal', 'validBet', 'profit', 'teamBalance'] as const;
type Choice = DayPreset | 'custom';
/** The table by day's columns, in order. */
const DAY_COLUMNS = [
  'day',
  'newMembers',
  'activeMembers',
  'deposit',
  'validBet',
  'profit',
] as const;

/**
 * Team overview (agentTeamOverview): the team's cards over a preset or custom range of days,
 * a trend chart of the figures per day with its words beside it, and the table by day.
 */
export default function TeamOverview() {
  const { t } = useTranslation('member');
  const { t: tt } = useTranslation('agent');
  const symbol = useCurrencySymbol();
  const zone = useMerchantTimeZone();
  const name = useId();
  const tableId = useId();
  const [choice, setChoice] = useState<Choice>('today');
  /** The preset shown last: a custom range starts from its days. */
  const [preset, setPreset] = useState<DayPreset>('today');
  const [custom, setCustom] = useState<DayRange | null>(null);
  const range = useMemo(
    () => (choice === 'custom' ? custom : null) ?? rangeOf(preset, zone),
    [choice, custom, preset, zone],
  );
  const query = useQuery({ ...teamOverviewQuery(range), enabled: choice !== 'custom' || !!custom });
  const overview = choice === 'custom' && !custom ? undefined : query.data;
  const label = (column: (typeof DAY_COLUMNS)[number]) =>
    column === 'day' ? t('agent.overview.day') : t(`agent.overview.cards.${column}`);
  const columns = DAY_COLUMNS;

  return (
    <div className="agent-page">
      <fieldset className="agent-page__presets">
        <legend className="agent-page__legend">{t('agent.overview.period')}</legend>
        {[...DAY_PRESETS, 'custom' as const].map((value) => (
          <label key={value} className="agent-page__chip">
            <input
              type="radio"
              name={name}
              value={value}
              checked={choice === value}
              onChange={() => {
                setChoice(value);
                if (value !== 'custom') setPreset(value);
              }}
            />
            <span>
              {value === 'custom' ? tt('team.range.custom') : t(`agent.overview.presets.${value}`)}
            </span>
          </label>
        ))}
      </fieldset>
      {choice === 'custom' ? <CustomRange initial={custom ?? range} onApply={setCustom} /> : null}
      {choice === 'custom' && !custom ? null : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !overview ? (
        <p role="status">{t('centre.loading')}</p>
      ) : (
        <div aria-busy={query.isPlaceholderData} className="agent-page__stack">
          <p className="visually-hidden" role="status">
            {tt('team.range.showing', { start: range.startDate, end: range.endDate })}
          </p>
          <dl className="agent-page__cards">
            {COUNTS.map((key) => (
              <div key={key} className="agent-page__card">
                <dt>{t(`agent.overview.cards.${key}`)}</dt>
                <dd>{formatCount(overview[key])}</dd>
              </div>
            ))}
            {AMOUNTS.map((key) => (
              <div key={key} className="agent-page__card">
                <dt>{t(`agent.overview.cards.${key}`)}</dt>
                <dd>{formatAmount(overview[key], symbol)}</dd>
              </div>
            ))}
          </dl>
          <Trend overview={overview} range={range} symbol={symbol} />
          <div className="agent-page__scroll">
            <CardTable className="agent-page__table" aria-labelledby={tableId}>
              <caption id={tableId}>{t('agent.overview.by_day')}</caption>
              <CardHead>
                <CardRow>
                  {columns.map((column) => (
                    <ColumnHeader key={column}>{label(column)}</ColumnHeader>
                  ))}
                </CardRow>
              </CardHead>
              <CardBody>
                {overview.series.map((day) => (
                  <CardRow key={day.day}>
                    <RowHeader label={label('day')}>{day.day}</RowHeader>
                    <Cell label={label('newMembers')}>{formatCount(day.newMembers)}</Cell>
                    <Cell label={label('activeMembers')}>{formatCount(day.activeMembers)}</Cell>
                    <Cell label={label('deposit')}>{formatAmount(day.deposit, symbol)}</Cell>
                    <Cell label={label('validBet')}>{formatAmount(day.validBet, symbol)}</Cell>
                    <Cell label={label('profit')}>{formatAmount(day.profit, symbol)}</Cell>
                  </CardRow>
                ))}
              </CardBody>
            </CardTable>
          </div>
        </div>
      )}
    </div>
  );
}

/** Two days typed by the agent, checked before the platform is asked. */
function CustomRange({ initial, onApply }: { initial: DayRange; onApply: (r: DayRange) => void }) {
  const { t } = useTranslation('agent');
  const [typed, setTyped] = useState<DayRange>(initial);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const errorOf = (field: keyof DayRange) =>
    problem?.field === field
      ? t(problem.key, 'max' in problem ? { max: problem.max } : undefined)
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkRange(typed);
    setProblem(found);
    if (!found) onApply({ ...typed });
  };
  return (
    <form className="agent-form agent-form--inline" noValidate onSubmit={submit}>
      <Field
        label={t('team.range.start')}
        type="date"
        required
        value={typed.startDate}
        error={errorOf('startDate')}
        onChange={(e) => setTyped((r) => ({ ...r, startDate: e.target.value }))}
      />
      <Field
        label={t('team.range.end')}
        type="date"
        required
        value={typed.endDate}
        error={errorOf('endDate')}
        onChange={(e) => setTyped((r) => ({ ...r, endDate: e.target.value }))}
      />
      <button type="submit" className="button">
        {t('team.range.apply')}
      </button>
    </form>
  );
}

/** The chart of the days and, for everyone, its words: totals, the best day, the members. */
function Trend({
  overview,
  range,
  symbol,
}: {
  overview: Overview;
  range: DayRange;
  symbol: string;
}) {
  const { t } = useTranslation('agent');
  const { t: tm } = useTranslation('member');
  const summaryId = useId();
  const labels = useMemo<Record<ChartSeriesKey, string>>(
    () => ({
      validBet: tm('agent.overview.cards.validBet'),
      deposit: tm('agent.overview.cards.deposit'),
      profit: tm('agent.overview.cards.profit'),
      newMembers: tm('agent.overview.cards.newMembers'),
      activeMembers: tm('agent.overview.cards.activeMembers'),
    }),
    [tm],
  );
  const best = overview.series.reduce<Overview['series'][number] | null>(
    (top, day) => (!top || day.validBet > top.validBet ? day : top),
    null,
  );
  const summary = t('team.chart.summary', {
    start: range.startDate,
    end: range.endDate,
    validBet: formatAmount(overview.validBet, symbol),
    deposit: formatAmount(overview.deposit, symbol),
    profit: formatAmount(overview.profit, symbol),
    newMembers: formatCount(overview.newMembers),
    activeMembers: formatCount(overview.activeMembers),
  });
  const peak =
    best && best.validBet > 0 && overview.series.length > 1
      ? t('team.chart.peak', { day: best.day, amount: formatAmount(best.validBet, symbol) })
      : '';
  return (
    <section className="agent-trend" aria-labelledby={`${summaryId}-title`}>
      <h4 id={`${summaryId}-title`} className="agent-page__subtitle">
        {t('team.chart.title')}
      </h4>
      {overview.series.length > 1 ? (
        <Suspense
          fallback={<div className="agent-chart agent-chart--pending" aria-hidden="true" />}
        >
          <TeamChart
            series={overview.series}
            totals={overview}
            labels={labels}
            symbol={symbol}
            label={t('team.chart.label', { start: range.startDate, end: range.endDate })}
            describedBy={summaryId}
            dayLabel={tm('agent.overview.day')}
          />
        </Suspense>
      ) : null}
      <p id={summaryId} className="agent-page__muted">
        {summary} {peak}
      </p>
    </section>
  );
}
