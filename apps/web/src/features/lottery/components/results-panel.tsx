import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import type { ChainAnchor, DrawnNumero, LotteryFamily } from '@site/contract';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState, LoadError } from '../../../components/ui/section-state';
import { currentLanguage } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { lotteryQueries } from '../api/lottery-queries';
import { verifyIssue, type Verification } from '../utils/verify-draw';
import { ResultBalls } from './result-balls';
import { TrendChart } from './trend-chart';

const PAGE_SIZE = 20;

/** Results and trends: the draw history paged, each drawn issue verifiable, and the trend chart. */
export function ResultsPanel({
  gameId,
  family,
  anchors,
}: {
  gameId: string;
  family: LotteryFamily;
  anchors: readonly ChainAnchor[];
}) {
  const { t } = useTranslation('lottery');
  const [page, setPage] = useState(1);
  const history = useQuery(lotteryQueries.draws(gameId, page - 1, PAGE_SIZE));
  return (
    <div className="lot-results">
      <section aria-labelledby="lot-history-title">
        <h3 id="lot-history-title">{t('results.history')}</h3>
        {history.isError ? (
          <LoadError error={history.error} onRetry={() => void history.refetch()} />
        ) : history.data && history.data.content.length === 0 ? (
          <EmptyState>{t('results.none')}</EmptyState>
        ) : (
          <div className="lot-table-wrap">
            <table className="lot-table lot-history">
              <caption className="visually-hidden">{t('results.history')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('issue')}</th>
                  <th scope="col">{t('results.drawnAt')}</th>
                  <th scope="col">{t('results.result')}</th>
                  <th scope="col">{t('results.fairness')}</th>
                </tr>
              </thead>
              <tbody>
                {(history.data?.content ?? []).map((issue) => (
                  <HistoryRow
                    key={issue.numero}
                    gameId={gameId}
                    family={family}
                    issue={issue}
                    anchors={anchors}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination
          page={page}
          totalPages={history.data?.totalPages ?? 0}
          onChange={setPage}
          label={t('results.pages')}
        />
      </section>
      <TrendChart gameId={gameId} family={family} draws={history.data?.content ?? []} />
    </div>
  );
}

function HistoryRow({
  gameId,
  family,
  issue,
  anchors,
}: {
  gameId: string;
  family: LotteryFamily;
  issue: DrawnNumero;
  anchors: readonly ChainAnchor[];
}) {
  const { t } = useTranslation('lottery');
  const [verdict, setVerdict] = useState<Verification | 'working' | 'failed' | null>(null);
  const verify = async () => {
    setVerdict('working');
    try {
      setVerdict((await verifyIssue(family, gameId, issue, anchors)) ?? 'failed');
    } catch {
      setVerdict('failed');
    }
  };
  return (
    <tr>
      <th scope="row">{issue.numero}</th>
      <td>{formatDateTime(issue.drawnAt ?? issue.drawsAt, currentLanguage())}</td>
      <td>
        {issue.balls ? (
          <ResultBalls family={family} balls={issue.balls} size="sm" />
        ) : (
          t(issue.state === 'VOID' ? 'state.VOID' : 'drawing')
        )}
      </td>
      <td>
        {issue.seed && issue.balls ? (
          <div className="lot-verify">
            <button
              type="button"
              className="lot-link"
              aria-label={t('verify.button', { numero: issue.numero })}
              disabled={verdict === 'working'}
              onClick={() => void verify()}
            >
              {t('verify.short')}
            </button>
            <span role="status" className="lot-verify__verdict">
              {verdict === 'working' ? t('verify.working') : null}
              {verdict === 'failed' ? <span className="lot-bad">{t('verify.failed')}</span> : null}
              {verdict && typeof verdict === 'object' ? (
                <span className={verdict.ok ? 'lot-good' : 'lot-bad'}>
                  {verdict.ok ? t('verify.ok') : t('verify.bad')}
                </span>
              ) : null}
            </span>
            {verdict && typeof verdict === 'object' ? (
              <details className="lot-verify__details">
                <summary>{t('verify.details')}</summary>
                <dl>
                  <dt>{t('verify.seedHash')}</dt>
                  <dd className="lot-mono">{issue.seedHash}</dd>
                  <dt>{t('verify.seed')}</dt>
                  <dd className="lot-mono">{issue.seed}</dd>
                  <dt>{t('verify.hashMatches')}</dt>
                  <dd>{verdict.seedMatchesHash ? t('verify.yes') : t('verify.no')}</dd>
                  <dt>{t('verify.expected')}</dt>
                  <dd>{verdict.expected.join(', ')}</dd>
                  {verdict.chainLink !== null ? (
                    <>
                      <dt>{t('verify.chain')}</dt>
                      <dd>{verdict.chainLink ? t('verify.yes') : t('verify.no')}</dd>
                    </>
                  ) : null}
                </dl>
              </details>
            ) : null}
          </div>
        ) : (
          <span className="lot-muted">{t('verify.notYet')}</span>
        )}
      </td>
    </tr>
  );
}
