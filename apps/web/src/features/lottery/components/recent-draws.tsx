import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import type { LotteryFamily } from '@site/contract';
import { LoadError } from '../../../components/ui/section-state';
import { lotteryQueries } from '../api/lottery-queries';
import { ResultBalls } from './result-balls';
import { ScrollRegion } from './scroll-region';

/** The last 10 draws, newest first. */
export function RecentDraws({ gameId, family }: { gameId: string; family: LotteryFamily }) {
  const { t } = useTranslation('lottery');
  const draws = useQuery(lotteryQueries.draws(gameId, 0, 10));
  return (
    <section className="lot-recent" aria-labelledby="lot-recent-title">
      <h3 id="lot-recent-title" className="lot-recent__title">
        {t('recent.title')}
      </h3>
      {draws.isError ? (
        <LoadError error={draws.error} onRetry={() => void draws.refetch()} />
      ) : (
        <ScrollRegion label={t('recent.title')} className="lot-recent__scroll">
          <ol className="lot-recent__list">
            {(draws.data?.content ?? []).map((issue) => (
              <li key={issue.numero} className="lot-recent__item">
                <span className="lot-recent__numero">
                  {issue.numero.split('-')[1] ?? issue.numero}
                </span>
                {issue.balls ? (
                  <ResultBalls family={family} balls={issue.balls} size="sm" />
                ) : (
                  <span className="lot-recent__pending">
                    {issue.state === 'VOID' ? t('state.VOID') : t('drawing')}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </ScrollRegion>
      )}
    </section>
  );
}
