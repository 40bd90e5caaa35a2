import type { TeamOverview } from '@site/contract';
import { formatAmount, formatCount } from '../../../lib/format';

/** The series drawn, each with its scale: amounts on the left axis, members on the right. */
export const CHART_SERIES = [
  { key: 'validBet', scale: 'amount', colour: '#f5c542' },
  { key: 'deposit', scale: 'amount', colour: '#3ecf8e' },
  { key: 'profit', scale: 'amount', colour: '#ff6b6b' },
  { key: 'newMembers', scale: 'members', colour: '#6cb6ff' },
  { key: 'activeMembers', scale: 'members', colour: '#c792ea' },
] as const;
export type ChartSeriesKey = (typeof CHART_SERIES)[number]['key'];
/** The range's figures, as the summary beside the chart states them. */
export type ChartTotals = Pick<TeamOverview, ChartSeriesKey>;

/**
 * A series' figure in the legend, formatted: the pointed day's, or the range's total while no
 * day is pointed at (uPlot asks with no index), so each label always has its value.
 */
export function legendValue(
  key: ChartSeriesKey,
  value: number | null,
  index: number | null,
  totals: ChartTotals,
  symbol: string,
): string {
  const figure = index == null ? totals[key] : value;
  if (figure == null) return '';
  const amount = CHART_SERIES.find((s) => s.key === key)?.scale === 'amount';
  return amount ? formatAmount(figure, symbol) : formatCount(figure);
}
