import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@site/contract';
import { Pagination } from '../../../../components/ui/pagination';
import { EmptyState, LoadError } from '../../../../components/ui/section-state';
import { withdrawalsQuery } from '../../api/withdraw';
import { ListLoading } from '../money/list-loading';
import { ORDER_POLL_MS, useDecisionWatch } from '../money/use-decision-watch';
import { ConfirmReceivedDialog } from './confirm-received-dialog';
import { NotReceivedDialog } from './not-received-dialog';
import { WithdrawalItem } from './withdrawal-item';
import { isOpenWithdrawal } from './withdrawal-status';

type Answer = { withdrawal: Withdrawal; received: boolean };

/**
 * The member's withdrawals, newest first, a page at a time. A PAID one asks the member to
 * confirm it arrived, or to report it did not with proof (SPEC §4). While one waits on the
 * operator or the clock the list asks again every ORDER_POLL_MS.
 */
export function WithdrawalRecords() {
  const { t } = useTranslation('payments');
  const [page, setPage] = useState(1);
  const records = useQuery({
    ...withdrawalsQuery(page),
    refetchInterval: (query) =>
      query.state.data?.list.some((w) => isOpenWithdrawal(w.status)) ? ORDER_POLL_MS : false,
  });
  useDecisionWatch(records.data?.list, isOpenWithdrawal);
  const [answering, setAnswering] = useState<Answer | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const titleId = useId();

  const answer = (withdrawal: Withdrawal, received: boolean) => {
    setDone(null);
    setAnswering({ withdrawal, received });
  };
  const finish = (message: string) => {
    setAnswering(null);
    setDone(message);
  };

  return (
    <section className="mc-section" aria-labelledby={titleId}>
      <div className="money-head">
        <h4 id={titleId} className="mc-section__title">
          {t('records.title')}
        </h4>
        <button
          type="button"
          className="button button--ghost money-refresh"
          aria-label={t('records.refresh')}
          disabled={records.isFetching}
          onClick={() => void records.refetch()}
        >
          {t('refresh')}
        </button>
      </div>
      <p className="mc-feedback mc-feedback--success" role="status">
        {done ?? ''}
      </p>
      {records.isPending ? (
        <ListLoading />
      ) : records.isError ? (
        <LoadError error={records.error} onRetry={() => void records.refetch()} />
      ) : records.data.list.length === 0 ? (
        <EmptyState>{t('records.empty')}</EmptyState>
      ) : (
        <>
          <ul
            className="money-list"
            aria-labelledby={titleId}
            aria-busy={records.isPlaceholderData}
          >
            {records.data.list.map((withdrawal) => (
              <WithdrawalItem key={withdrawal.id} withdrawal={withdrawal} onAnswer={answer} />
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={records.data.totalPages}
            onChange={setPage}
            label={t('records.pagination')}
          />
        </>
      )}
      <ConfirmReceivedDialog
        withdrawal={answering?.received ? answering.withdrawal : null}
        onClose={() => setAnswering(null)}
        onDone={(w) => finish(t('records.confirmed', { reference: w.reference }))}
      />
      <NotReceivedDialog
        withdrawal={answering && !answering.received ? answering.withdrawal : null}
        onClose={() => setAnswering(null)}
        onDone={(w) => finish(t('records.reported', { reference: w.reference }))}
      />
    </section>
  );
}
