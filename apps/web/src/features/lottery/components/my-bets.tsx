import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { parseBettingContent, playById, selectionText, type LotteryOrder } from '@site/contract';
import { Dialog } from '../../../components/ui/dialog';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState, LoadError } from '../../../components/ui/section-state';
import { useCurrencySymbol } from '../../../hooks/use-currency-symbol';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { currentLanguage } from '../../../i18n';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { useCancelOrders } from '../api/lottery-mutations';
import { lotteryQueries } from '../api/lottery-queries';
import { unitText } from './bet-builder';

const PAGE_SIZE = 10;

/** Orders are shown by their last 6 characters; a chase's keep their place (…ABC123-007). */
export const shortOrderNumber = (orderNumber: string) => {
  const chase = /-(\d{3})$/.exec(orderNumber);
  const base = chase ? orderNumber.slice(0, -4) : orderNumber;
  return `${base.slice(-6)}${chase ? `-${chase[1]}` : ''}`;
};

/** "My bets": today's orders of this game or all games, paged, with detail and cancel. */
/** The issue this page's game has on sale (or closed and drawing), to tell a chase's open issues. */
export interface IssueNow {
  gameId: string;
  numero: string;
  isSale: boolean;
}

/** Numeros of one game compare as text: yyyymmdd-NNN(N) with a day's fixed width. */
const stillOpen = (numero: string, now: IssueNow) =>
  now.isSale ? numero >= now.numero : numero > now.numero;

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
  const symbol = useCurrencySymbol();
  const [allGames, setAllGames] = useState(false);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [chaseOpen, setChaseOpen] = useState<string | null>(null);
  const orders = useQuery({
    ...lotteryQueries.today(allGames ? undefined : gameId, page, PAGE_SIZE),
    enabled: signedIn,
    // Pending bets settle with their draws: look again while any is pending.
    refetchInterval: (query) =>
      query.state.data?.list.some((o) => o.state === 'PENDING') ? 10_000 : false,
  });
  if (!signedIn) return <EmptyState>{t('mine.signIn')}</EmptyState>;
  return (
    <section className="lot-mine" aria-labelledby="lot-mine-title">
      <div className="lot-mine__head">
        <h3 id="lot-mine-title">{t('mine.title')}</h3>
        <label className="lot-switch">
          <input
            type="checkbox"
            checked={allGames}
            onChange={(event) => {
              setAllGames(event.target.checked);
              setPage(1);
            }}
          />
          <span>{t('mine.allGames')}</span>
        </label>
      </div>
      {orders.isError ? (
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data && orders.data.list.length === 0 ? (
        <EmptyState>{t('mine.none')}</EmptyState>
      ) : (
        <div className="lot-table-wrap">
          <table className="lot-table lot-orders">
            <caption className="visually-hidden">{t('mine.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('mine.order')}</th>
                <th scope="col">{t('mine.game')}</th>
                <th scope="col">{t('issue')}</th>
                <th scope="col">{t('amount')}</th>
                <th scope="col">{t('mine.win')}</th>
                <th scope="col">{t('mine.state')}</th>
              </tr>
            </thead>
            <tbody>
              {(orders.data?.list ?? []).map((order) => (
                <tr key={order.orderNumber} data-testid="lottery-order">
                  <th scope="row">
                    <button
                      type="button"
                      className="lot-link"
                      aria-label={t('mine.detailOf', {
                        order: shortOrderNumber(order.orderNumber),
                      })}
                      onClick={() => setOpen(order.orderNumber)}
                    >
                      {shortOrderNumber(order.orderNumber)}
                    </button>
                  </th>
                  <td>{order.gameName}</td>
                  <td>{order.numero}</td>
                  <td>{formatAmount(order.amount, symbol)}</td>
                  <td className={order.win > 0 ? 'lot-good' : undefined}>
                    {formatAmount(order.win, symbol)}
                  </td>
                  <td>
                    <span className={`lot-state lot-state--${order.state.toLowerCase()}`}>
                      {t(`state.${order.state}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {orders.data ? (
        <p className="lot-mine__totals">
          {t('mine.totals', {
            count: orders.data.totals.count,
            amount: formatAmount(orders.data.totals.amount, symbol),
            win: formatAmount(orders.data.totals.win, symbol),
          })}
        </p>
      ) : null}
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

function OrderDetail({
  orderNumber,
  onClose,
  onChase,
}: {
  orderNumber: string;
  onClose: () => void;
  onChase: (chaseNumber: string) => void;
}) {
  const { t } = useTranslation('lottery');
  const symbol = useCurrencySymbol();
  const language = currentLanguage();
  const errorMessage = useErrorMessage();
  const detail = useQuery(lotteryQueries.detail(orderNumber));
  const cancel = useCancelOrders();
  const order = detail.data;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('mine.detailTitle', { order: shortOrderNumber(orderNumber) })}
      size="modal"
      footer={
        order ? (
          <>
            {order.chaseNumber ? (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  onClose();
                  onChase(order.chaseNumber!);
                }}
              >
                {t('mine.chaseDetail')}
              </button>
            ) : null}
            {order.cancellable ? (
              <button
                type="button"
                className="button"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate({ orderNumbers: [order.orderNumber] })}
              >
                {t('mine.cancel')}
              </button>
            ) : null}
          </>
        ) : null
      }
    >
      {detail.isError ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : null}
      {order ? (
        <>
          <dl className="lot-confirm">
            <dt>{t('mine.game')}</dt>
            <dd>{order.gameName}</dd>
            <dt>{t('issue')}</dt>
            <dd>{order.numero}</dd>
            <dt>{t('mine.placedAt')}</dt>
            <dd>{formatDateTime(order.placedAt, language)}</dd>
            <dt>{t('mine.state')}</dt>
            <dd>{t(`state.${order.state}`)}</dd>
            <dt>{t('results.result')}</dt>
            <dd>{order.winNo ?? '—'}</dd>
            <dt>{t('amount')}</dt>
            <dd>{formatAmount(order.amount, symbol)}</dd>
            <dt>{t('mine.win')}</dt>
            <dd>{formatAmount(order.win, symbol)}</dd>
          </dl>
          <OrderLines order={order} />
        </>
      ) : null}
      {cancel.isSuccess ? (
        <p role="status" className="lot-good">
          {t('mine.cancelled')}
        </p>
      ) : null}
      {cancel.isError ? (
        <p role="alert" className="lot-error">
          {errorMessage(cancel.error)}
        </p>
      ) : null}
    </Dialog>
  );
}

/** An order's lines, each with its play, picks and win. */
function OrderLines({ order }: { order: LotteryOrder }) {
  const { t } = useTranslation('lottery');
  const symbol = useCurrencySymbol();
  const language = currentLanguage();
  return (
    <div className="lot-table-wrap">
      <table className="lot-table">
        <caption className="visually-hidden">{t('mine.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('mine.play')}</th>
            <th scope="col">{t('mine.picks')}</th>
            <th scope="col">{t('confirm.bets')}</th>
            <th scope="col">{t('unit.label')}</th>
            <th scope="col">{t('multiple.label')}</th>
            <th scope="col">{t('amount')}</th>
            <th scope="col">{t('mine.win')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => {
            const play = playById(line.playId);
            const selection = play ? parseBettingContent(play, line.content) : undefined;
            return (
              <tr key={line.lineNo}>
                <th scope="row">{play?.name[language] ?? line.playId}</th>
                <td>
                  {play && selection ? selectionText(play, selection, language) : line.content}
                </td>
                <td>{line.bets}</td>
                <td>{unitText(line.unit)}</td>
                <td>{line.multiple}</td>
                <td>{formatAmount(line.amount, symbol)}</td>
                <td>{formatAmount(line.win, symbol)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A chase: its issues with their state; cancelling runs from the last issue back. */
function ChaseDetail({
  chaseNumber,
  issueNow,
  onClose,
}: {
  chaseNumber: string;
  issueNow: IssueNow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('lottery');
  const symbol = useCurrencySymbol();
  const errorMessage = useErrorMessage();
  const chase = useQuery(lotteryQueries.chase(chaseNumber));
  const cancel = useCancelOrders();
  const orders = chase.data?.orders ?? [];
  // The platform marks only the chase's last pending order cancellable on its own; the rest
  // of the chase (its pending orders on issues still open) is cancelled together.
  const last = orders.filter((o) => o.cancellable).at(-1);
  const now = issueNow && chase.data?.gameId === issueNow.gameId ? issueNow : null;
  const cancellable = orders.filter((o) =>
    now ? o.state === 'PENDING' && stillOpen(o.numero, now) : o.cancellable,
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('mine.chaseTitle', { chase: shortOrderNumber(chaseNumber) })}
      size="wide"
      footer={
        cancellable.length > 0 ? (
          <button
            type="button"
            className="button"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate({ orderNumbers: [...cancellable].reverse().map((o) => o.orderNumber) })
            }
          >
            {t('mine.cancelRemaining', { count: cancellable.length })}
          </button>
        ) : null
      }
    >
      {chase.isError ? (
        <LoadError error={chase.error} onRetry={() => void chase.refetch()} />
      ) : null}
      {chase.data ? (
        <>
          <p className="lot-muted">
            {t('mine.chaseSummary', {
              issues: chase.data.issues,
              settled: chase.data.settledIssues,
              planned: formatAmount(chase.data.plannedAmount, symbol),
              actual: formatAmount(chase.data.actualAmount, symbol),
              win: formatAmount(chase.data.win, symbol),
            })}
            {chase.data.winStop ? ` ${t('chase.winStop')}.` : ''}
          </p>
          <div className="lot-table-wrap">
            <table className="lot-table">
              <caption className="visually-hidden">{t('mine.chaseIssues')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('issue')}</th>
                  <th scope="col">{t('amount')}</th>
                  <th scope="col">{t('results.result')}</th>
                  <th scope="col">{t('mine.win')}</th>
                  <th scope="col">{t('mine.state')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('mine.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.orderNumber}>
                    <th scope="row">{order.numero}</th>
                    <td>{formatAmount(order.amount, symbol)}</td>
                    <td>{order.winNo ?? '—'}</td>
                    <td>{formatAmount(order.win, symbol)}</td>
                    <td>{t(`state.${order.state}`)}</td>
                    <td>
                      {order === last ? (
                        <button
                          type="button"
                          className="lot-link"
                          aria-label={t('mine.cancelIssue', { numero: order.numero })}
                          disabled={cancel.isPending}
                          onClick={() => cancel.mutate({ orderNumbers: [order.orderNumber] })}
                        >
                          {t('mine.cancel')}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      {cancel.isSuccess ? (
        <p role="status" className="lot-good">
          {t('mine.cancelled')}
        </p>
      ) : null}
      {cancel.isError ? (
        <p role="alert" className="lot-error">
          {errorMessage(cancel.error)}
        </p>
      ) : null}
    </Dialog>
  );
}
