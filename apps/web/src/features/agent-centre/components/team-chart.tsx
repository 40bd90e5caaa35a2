import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { DAY_MS, type TeamOverview } from '@site/contract';
import { formatCompact, formatCount } from '../../../lib/format';
import {
  CHART_SERIES,
  legendValue,
  type ChartSeriesKey,
  type ChartTotals,
} from '../utils/chart-figures';

interface TeamChartProps {
  series: TeamOverview['series'];
  totals: ChartTotals;
  /** Each series' name in the page's language, for the legend. */
  labels: Record<ChartSeriesKey, string>;
  symbol: string;
  /** The text alternative the figure is described by (the page renders it). */
  describedBy: string;
  label: string;
  /** The days' name in the legend ("Day"). */
  dayLabel: string;
}

const HEIGHT = 260;
const AXIS = { stroke: '#c8c7d2', grid: { stroke: 'rgba(200, 199, 210, 0.12)' } };

/**
 * The team's figures per day as lines (uPlot, a small canvas chart library, loaded with this
 * module only when the overview shows a chart). The canvas is one picture to assistive
 * technology: its words are the summary and the table the page keeps beside it.
 */
export default function TeamChart({
  series,
  totals,
  labels,
  symbol,
  describedBy,
  label,
  dayLabel,
}: TeamChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // Days as UTC midnights in seconds: uPlot's time axis, read in UTC so a day stays a day.
    const x = series.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
    const data: uPlot.AlignedData = [x, ...CHART_SERIES.map((s) => series.map((d) => d[s.key]))];
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 280),
      height: HEIGHT,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      scales: {
        x: {
          time: true,
          ...(x.length === 1 ? { range: [x[0]! - DAY_MS / 2000, x[0]! + DAY_MS / 2000] } : {}),
        },
        amount: { auto: true },
        members: { auto: true, range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max))] },
      },
      axes: [
        {
          ...AXIS,
          values: (_u, ticks) => ticks.map((t) => new Date(t * 1000).toISOString().slice(5, 10)),
        },
        {
          ...AXIS,
          scale: 'amount',
          size: 56,
          values: (_u, ticks) => ticks.map((t) => formatCompact(t)),
        },
        {
          ...AXIS,
          scale: 'members',
          side: 1,
          size: 40,
          grid: { show: false },
          values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? formatCount(t) : '')),
        },
      ],
      series: [
        {
          label: dayLabel,
          value: (_u, v) => (v == null ? '' : new Date(v * 1000).toISOString().slice(0, 10)),
        },
        ...CHART_SERIES.map((s) => ({
          label: labels[s.key],
          scale: s.scale,
          stroke: s.colour,
          width: 2,
          points: { show: series.length <= 31, size: 5 },
          value: (_u: uPlot, v: number | null, _s: number, index: number | null) =>
            legendValue(s.key, v, index, totals, symbol),
        })),
      ],
      legend: { live: true },
      cursor: { drag: { x: false, y: false } },
    };
    const plot = new uPlot(options, data, element);
    // The modal and the phone resize: the chart follows its box's width.
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(([entry]) => {
            const width = Math.floor(entry?.contentRect.width ?? 0);
            if (width > 0 && width !== plot.width) plot.setSize({ width, height: HEIGHT });
          })
        : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
  }, [series, totals, labels, symbol, dayLabel]);

  return (
    <figure className="agent-chart" role="img" aria-label={label} aria-describedby={describedBy}>
      {/* The canvas says nothing to a screen reader; the figure's description does. */}
      <div ref={box} className="agent-chart__plot" aria-hidden="true" />
    </figure>
  );
}
