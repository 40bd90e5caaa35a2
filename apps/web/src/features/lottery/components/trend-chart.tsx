import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { drawFormat, type DrawnNumero, type LotteryFamily } from '@site/contract';
import { LoadError } from '../../../components/ui/section-state';
import { lotteryQueries } from '../api/lottery-queries';
import { ballText } from './ball';
import { ScrollRegion } from './scroll-region';

/** Statistic rows of hot_gap_info, in the original's order (出现总次数, 平均遗漏值, 最大遗漏值, 最大连出值). */
const STAT_ROWS = ['occurrences', 'currentGap', 'averageGap', 'maxGap', 'maxConsecutive'] as const;

/**
 * The trend chart (走势图) of one result position: a row per draw of the page shown, oldest
 * first, the drawn value marked and every other cell counting the draws since that value last
 * came; under it the statistics of the latest draws per value.
 */
export function TrendChart({
  gameId,
  family,
  draws,
}: {
  gameId: string;
  family: LotteryFamily;
  draws: readonly DrawnNumero[];
}) {
  const { t } = useTranslation('lottery');
  const format = drawFormat(family);
  const [position, setPosition] = useState(0);
  const stats = useQuery(lotteryQueries.hotGap(gameId, 100));
  const values = Array.from({ length: format.max - format.min + 1 }, (_, i) => format.min + i);
  const rows = [...draws].filter((d) => d.balls).reverse();
  const gaps = values.map(() => 0);
  const grid = rows.map((draw) => {
    const drawn = draw.balls![position]!;
    const cells = values.map((value, i) => {
      if (value === drawn) {
        gaps[i] = 0;
        return null;
      }
      gaps[i]! += 1;
      return gaps[i]!;
    });
    return { numero: draw.numero, drawn, cells };
  });
  const stat = stats.data?.positions[position];

  return (
    <section className="lot-trend" aria-labelledby="lot-trend-title">
      <h3 id="lot-trend-title">{t('trend.title')}</h3>
      <div className="lot-trend__positions" role="group" aria-label={t('trend.position')}>
        {Array.from({ length: format.balls }, (_, i) => (
          <button
            key={i}
            type="button"
            aria-pressed={i === position}
            className="lot-units__unit"
            onClick={() => setPosition(i)}
          >
            {t('trend.ball', { n: i + 1 })}
          </button>
        ))}
      </div>
      {stats.isError ? (
        <LoadError error={stats.error} onRetry={() => void stats.refetch()} />
      ) : null}
      <ScrollRegion label={t('trend.caption', { n: position + 1 })} className="lot-table-wrap">
        <table className="lot-table lot-trend__table">
          <caption className="visually-hidden">{t('trend.caption', { n: position + 1 })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('issue')}</th>
              {values.map((v) => (
                <th key={v} scope="col">
                  {ballText(family, v)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.map((row) => (
              <tr key={row.numero}>
                <th scope="row">{row.numero.split('-')[1] ?? row.numero}</th>
                {row.cells.map((gap, i) => (
                  <td
                    key={values[i]}
                    className={gap === null ? 'lot-trend__hit' : 'lot-trend__gap'}
                  >
                    {gap === null ? (
                      <span className="lot-trend__dot">{ballText(family, row.drawn)}</span>
                    ) : (
                      gap
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {stat ? (
            <tfoot>
              {STAT_ROWS.map((key) => (
                <tr key={key} className={`lot-trend__stat lot-trend__stat--${key}`}>
                  <th scope="row">{t(`trend.${key}`)}</th>
                  {values.map((v, i) => (
                    <td key={v}>{stat[key][i]}</td>
                  ))}
                </tr>
              ))}
            </tfoot>
          ) : null}
        </table>
      </ScrollRegion>
      {stats.data ? (
        <p className="lot-muted">{t('trend.over', { count: stats.data.count })}</p>
      ) : null}
    </section>
  );
}
