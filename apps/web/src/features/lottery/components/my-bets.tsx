import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState, LoadError } from '../../../components/ui/section-state';
import { AllGamesSwitch } from './my-bets/all-games-switch';
import { ChaseDetail } from './my-bets/chase-detail';
import type { IssueNow } from './my-bets/chase-cancel';
import { OrderDetail } from './my-bets/order-detail';
import { OrdersTable } from './my-bets/orders-table';
import { OrdersTotals } from './my-bets/orders-totals';
import { useTodayOrders } from './my-bets/use-today-orders';

export type { IssueNow } from './my-bets/chase-cancel';
export { shortOrderNumber } from './my-bets/order-number';

/** "My bets": today's orders of this game or all games, paged, with detail and cancel. */
export function MyBets({
  gameId,
  signedIn,
  issueNow,
}: {
  gameId: string;
  signedIn: boolean;
  issueNow: IssueNow | null;
}) {
  const { t } = useTranslation('lottery');
  const [allGames, setAllGames] = useState(false);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [chaseOpen, setChaseOpen] = useState<string | null>(null);
  const orders = useTodayOrders(allGames ? undefined : gameId, page, signedIn);
  if (!signedIn) return <EmptyState>{t('mine.signIn')}</EmptyState>;
  return (
    <section className="lot-mine" aria-labelledby="lot-mine-title">
      <div className="lot-mine__head">
        <h3 id="lot-mine-title">{t('mine.title')}</h3>
        <AllGamesSwitch
          checked={allGames}
          onChange={(checked) => {
            setAllGames(checked);
            setPage(1);
          }}
        />
      </div>
      {orders.isError ? (
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data && orders.data.list.length === 0 ? (
        <EmptyState>{t('mine.none')}</EmptyState>
      ) : (
        <OrdersTable orders={orders.data?.list ?? []} onOpen={setOpen} />
      )}
      {orders.data ? <OrdersTotals totals={orders.data.totals} /> : null}
      <Pagination
        page={page}
        totalPages={orders.data?.totalPages ?? 0}
        onChange={setPage}
        label={t('mine.pages')}
      />
      {open ? (
        <OrderDetail
          orderNumber={open}
          onClose={() => setOpen(null)}
          onChase={(chaseNumber) => setChaseOpen(chaseNumber)}
        />
      ) : null}
      {chaseOpen ? (
        <ChaseDetail
          chaseNumber={chaseOpen}
          issueNow={issueNow}
          onClose={() => setChaseOpen(null)}
        />
      ) : null}
    </section>
  );
}
