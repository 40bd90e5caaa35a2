import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import type { Withdrawal } from '@site/contract';
import { withdrawalsQuery } from '../../api/withdraw';
import { MoneySection } from '../money/money-section';
import { PagedList } from '../money/paged-list';
import { RefreshButton } from '../money/refresh-button';
import { ORDER_POLL_MS, useDecisionWatch } from '../money/use-decision-watch';
import { ConfirmReceivedDialog } from './confirm-received-dialog';
import { NotReceivedDialog } from './not-received-dialog';
import { WithdrawalItem } from './withdrawal-item';
import { isOpenWithdrawal } from './withdrawal-status';

type Answer = { withdrawal: Withdrawal; received: boolean };

/**
 * The member's withdrawals, newest first, a page at a time. A PAID one asks the member to
 * confirm it arrived, or to report it did not with proof (docs/product.md §4). While one waits on
 * the
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
    <MoneySection
      title={t('records.title')}
      titleId={titleId}
      action={<RefreshButton query={records} listTitleId={titleId} />}
    >
      <p className="mc-feedback mc-feedback--success" role="status">
        {done ?? ''}
      </p>
      <PagedList
        query={records}
        page={page}
        onPage={setPage}
        empty={t('records.empty')}
        pagerLabel={t('records.pagination')}
      >
        {(data) => (
          <ul
            className="money-list"
            aria-labelledby={titleId}
            aria-busy={records.isPlaceholderData}
          >
            {data.list.map((withdrawal) => (
              <WithdrawalItem key={withdrawal.id} withdrawal={withdrawal} onAnswer={answer} />
            ))}
          </ul>
        )}
      </PagedList>
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
    </MoneySection>
  );
}
