import type { LotteryOrder } from '@site/contract';

/** The issue this page's game has on sale (or closed and drawing), to tell a chase's open issues. */
export interface IssueNow {
  gameId: string;
  numero: string;
  isSale: boolean;
}

/** Numeros of one game compare as text: yyyymmdd-NNN(N) with a day's fixed width. */
const stillOpen = (numero: string, now: IssueNow) =>
  now.isSale ? numero >= now.numero : numero > now.numero;

/**
 * What of a chase may be cancelled. The platform marks only the chase's last pending order
 * cancellable on its own (`last`); the rest of the chase (its pending orders on issues still
 * open, when this page's game is the chase's) is cancelled together (`remaining`).
 */
export function chaseCancellation(
  orders: readonly LotteryOrder[],
  chaseGameId: string | undefined,
  issueNow: IssueNow | null,
) {
  const last = orders.filter((o) => o.cancellable).at(-1);
  const now = issueNow && chaseGameId === issueNow.gameId ? issueNow : null;
  const remaining = orders.filter((o) =>
    now ? o.state === 'PENDING' && stillOpen(o.numero, now) : o.cancellable,
  );
  return { last, remaining };
}
