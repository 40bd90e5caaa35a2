import { useQuery } from '@tanstack/react-query';
import type { LotteryChase } from '@site/contract';
import { Dialog } from '../../../../components/ui/dialog';
import { LoadError } from '../../../../components/ui/section-state';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { useTranslation } from '../../../../i18n/react';
import { formatAmount } from '../../../../lib/format';
import { useCancelOrders } from '../../api/lottery-mutations';
import { lotteryQueries } from '../../api/lottery-queries';
import { CancelOutcome } from './cancel-outcome';
import { chaseCancellation, type IssueNow } from './chase-cancel';
import { ChaseIssues } from './chase-issues';
import { shortOrderNumber } from './order-number';

/** A chase: its issues with their state; cancelling runs from the last issue back. */
export function ChaseDetail({
  chaseNumber,
  issueNow,
  onClose,
}: {
  chaseNumber: string;
  issueNow: IssueNow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('lottery');
  const chase = useQuery(lotteryQueries.chase(chaseNumber));
  const cancel = useCancelOrders();
  const orders = chase.data?.orders ?? [];
  const { last, remaining } = chaseCancellation(orders, chase.data?.gameId, issueNow);
  const cancelOrders = (orderNumbers: string[]) => cancel.mutate({ orderNumbers });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('mine.chaseTitle', { chase: shortOrderNumber(chaseNumber) })}
      size="wide"
      footer={
        remaining.length > 0 ? (
          <button
            type="button"
            className="button"
            disabled={cancel.isPending}
            onClick={() => cancelOrders([...remaining].reverse().map((o) => o.orderNumber))}
          >
            {t('mine.cancelRemaining', { count: remaining.length })}
          </button>
        ) : null
      }
    >
      {chase.isError ? (
        <LoadError error={chase.error} onRetry={() => void chase.refetch()} />
      ) : null}
      {chase.data ? (
        <>
          <ChaseSummary chase={chase.data} />
          <ChaseIssues
            orders={orders}
            last={last}
            cancelling={cancel.isPending}
            onCancel={(orderNumber) => cancelOrders([orderNumber])}
          />
        </>
      ) : null}
      <CancelOutcome cancel={cancel} />
    </Dialog>
  );
}

function ChaseSummary({ chase }: { chase: LotteryChase }) {
  const { t } = useTranslation('lottery');
  const symbol = useCurrencySymbol();
  return (
    <p className="lot-muted">
      {t('mine.chaseSummary', {
        issues: chase.issues,
        settled: chase.settledIssues,
        planned: formatAmount(chase.plannedAmount, symbol),
        actual: formatAmount(chase.actualAmount, symbol),
        win: formatAmount(chase.win, symbol),
      })}
      {chase.winStop ? ` ${t('chase.winStop')}.` : ''}
    </p>
  );
}
