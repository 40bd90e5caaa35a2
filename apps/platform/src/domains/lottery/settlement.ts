import { judge, payoutMinor, zodiacYearAt } from '@site/contract';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  lotteryChases,
  lotteryGames,
  lotteryIssues,
  lotteryOrderLines,
  lotteryOrders,
  merchantLotteryGames,
} from '../../db/schema/index.js';
import type { Ledger } from '../ledger/ledger.js';
import { moveIssue } from './issue-moves.js';
import { issueTransition, NOT_DRAWN } from './issue-states.js';
import { lockPaidAccounts, lotteryAccounts, payMember } from './money.js';
import { closing } from './order-states.js';
import { closeOrders, pricedOf } from './orders.js';

type OrderRow = typeof lotteryOrders.$inferSelect;
type LineRow = typeof lotteryOrderLines.$inferSelect;

/** Issues one settle tick takes up at most; the rest wait for the next. */
const SETTLE_PER_TICK = 200;

/** Thrown in an order's savepoint when another call closed the order first: undo, go on. */
class AlreadyClosed extends Error {}

/**
 * Issues to settle: DRAWN ones, and VOID ones that still have PENDING orders to refund. Each is
 * a run of lottery.settle (period `settle`), so each is settled once across processes.
 */
export async function dueForSettlement(db: Db): Promise<{ drawn: string[]; void: string[] }> {
  const drawn = await db
    .select({ id: lotteryIssues.id })
    .from(lotteryIssues)
    .where(eq(lotteryIssues.state, 'DRAWN'))
    .orderBy(asc(lotteryIssues.drawsAt))
    .limit(SETTLE_PER_TICK);
  const voided = await db
    .selectDistinct({ id: lotteryOrders.issueId })
    .from(lotteryOrders)
    .innerJoin(lotteryIssues, eq(lotteryIssues.id, lotteryOrders.issueId))
    .where(and(eq(lotteryOrders.state, 'PENDING'), eq(lotteryIssues.state, 'VOID')))
    .limit(SETTLE_PER_TICK);
  return { drawn: drawn.map((r) => String(r.id)), void: voided.map((r) => String(r.id)) };
}

/** What one issue's settlement did. */
export interface Settled {
  numero: string;
  state: string;
  won: number;
  lost: number;
  refunded: number;
  /** Orders of chases stopped on a win, cancelled and refunded. */
  stopped: number;
  paidMinor: string;
}

/** What a judged order pays: wins (at the odds of its lines' return rates) and tie refunds. */
function judged(balls: number[], drawsAt: Date, lines: LineRow[]) {
  const zodiacYear = zodiacYearAt(drawsAt);
  let win = 0n;
  let refund = 0n;
  const perLine = lines.map((line) => {
    const priced = pricedOf(line);
    const judgement = judge(priced.play, priced.selection, balls, {
      returnBp: line.returnBp,
      zodiacYear,
    });
    const paid = payoutMinor(judgement, line.stakePerBetMinor);
    win += paid.winMinor;
    refund += paid.refundMinor;
    return { lineNo: line.lineNo, paid: paid.winMinor + paid.refundMinor };
  });
  return { win, refund, perLine };
}

/**
 * Settles one issue under its row lock, in the job run's transaction (all or nothing, and a
 * rerun after a crash starts again from what committed):
 * - DRAWN: every PENDING order is judged by the contract's `judge` at the return rate stored
 *   on its lines; a win (with tie refunds) is paid by one WIN (a refund alone: BET_REFUND) under
 *   the order's own key, the order WON or LOST by a guarded update from PENDING; a chase with
 *   stop-on-win that won has its later orders not yet drawn cancelled and refunded; then the
 *   issue is SETTLED.
 * - VOID: every PENDING order is refunded and VOID.
 */
export async function settleIssue(
  tx: Db,
  ledger: Ledger,
  issueId: number,
  at: Date,
): Promise<Settled> {
  const [row] = await tx
    .select({ issue: lotteryIssues, gameName: lotteryGames.gameName })
    .from(lotteryIssues)
    .innerJoin(merchantLotteryGames, eq(merchantLotteryGames.id, lotteryIssues.gameId))
    .innerJoin(lotteryGames, eq(lotteryGames.gameCode, merchantLotteryGames.gameCode))
    .where(eq(lotteryIssues.id, issueId))
    .for('update', { of: lotteryIssues });
  if (!row) throw new Error(`no lottery issue ${issueId}`);
  const { issue, gameName } = row;
  const result: Settled = {
    numero: issue.numero,
    state: issue.state,
    won: 0,
    lost: 0,
    refunded: 0,
    stopped: 0,
    paidMinor: '0',
  };
  if (issue.state !== 'DRAWN' && issue.state !== 'VOID') return result;
  let paid = 0n;
  const orders = await tx
    .select()
    .from(lotteryOrders)
    .where(and(eq(lotteryOrders.issueId, issueId), eq(lotteryOrders.state, 'PENDING')))
    .orderBy(asc(lotteryOrders.id));
  const side = (order: OrderRow) => ({
    merchantCode: order.merchantCode,
    memberId: order.memberId,
    wallet: order.wallet,
  });
  const reference = (order: OrderRow) => `${gameName} ${order.orderNumber}`;
  // Each member's accounts, looked up once a run.
  const accounts = new Map<string, Promise<{ member: string; clearing: string }>>();
  const accountsOf = (order: OrderRow) => {
    let found = accounts.get(`${order.memberId}:${order.wallet}`);
    if (!found) {
      found = lotteryAccounts(ledger, side(order), tx);
      accounts.set(`${order.memberId}:${order.wallet}`, found);
    }
    return found;
  };

  /** Refunds one order in a savepoint; false when it was closed by another call first. */
  const refund = async (order: OrderRow, event: 'cancel' | 'void', why: string) => {
    try {
      const account = await accountsOf(order);
      await tx.transaction(async (sp) => {
        const receipt = await payMember(
          ledger,
          sp,
          side(order),
          {
            kind: 'BET_REFUND',
            key: `lottery:${why}:${order.orderNumber}`,
            reference: reference(order),
            amount: order.amountMinor,
          },
          account,
        );
        const closed = await closeOrders(sp, [order], event, receipt.transactionId, at);
        if (closed.length === 0) throw new AlreadyClosed();
      });
      paid += order.amountMinor;
      return true;
    } catch (error) {
      if (error instanceof AlreadyClosed) return false;
      throw error;
    }
  };

  const lockFor = (paid: OrderRow[]) =>
    lockPaidAccounts(
      tx,
      [...new Set(paid.map((o) => o.merchantCode))],
      [...new Set(paid.map((o) => o.memberId))],
    );

  if (issue.state === 'VOID') {
    await lockFor(orders);
    for (const order of orders) if (await refund(order, 'void', 'void')) result.refunded++;
    return { ...result, paidMinor: paid.toString() };
  }

  const lines =
    orders.length === 0
      ? []
      : await tx
          .select({ line: lotteryOrderLines })
          .from(lotteryOrderLines)
          .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotteryOrderLines.orderId))
          .where(and(eq(lotteryOrders.issueId, issueId), eq(lotteryOrders.state, 'PENDING')))
          .then((rows) => rows.map((r) => r.line));
  let losers = 0;
  const winners: OrderRow[] = [];
  const linesOf = new Map<number, LineRow[]>();
  for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
  const outcomes = orders.map((order) => ({
    order,
    outcome: judged(issue.balls!, issue.drawsAt, linesOf.get(order.id) ?? []),
  }));
  const paidOut = outcomes.filter((o) => o.outcome.win + o.outcome.refund > 0n);
  // A stopped chase refunds the same members: their accounts are among these.
  await lockFor(paidOut.map((o) => o.order));
  for (const { order, outcome } of outcomes) {
    const total = outcome.win + outcome.refund;
    if (total === 0n) {
      losers++;
      continue;
    }
    // Under the issue's row lock no other call closes this issue's orders (a cancel needs
    // it open, a chase's stop needs it not drawn): no savepoint is needed.
    const receipt = await payMember(
      ledger,
      tx,
      side(order),
      {
        kind: outcome.win > 0n ? 'WIN' : 'BET_REFUND',
        key: `lottery:settle:${order.orderNumber}`,
        reference: reference(order),
        amount: total,
      },
      await accountsOf(order),
    );
    const close = closing(outcome.win > 0n ? 'win' : 'lose');
    const [closed] = await tx
      .update(lotteryOrders)
      .set({
        state: close.to,
        paidMinor: total,
        closeTransactionId: receipt.transactionId,
        settledAt: at,
      })
      .where(and(eq(lotteryOrders.id, order.id), eq(lotteryOrders.state, close.from)))
      .returning({ id: lotteryOrders.id });
    if (!closed) throw new Error(`order ${order.orderNumber} closed under its issue's lock`);
    for (const line of outcome.perLine.filter((l) => l.paid > 0n)) {
      await tx
        .update(lotteryOrderLines)
        .set({ winMinor: line.paid })
        .where(
          and(eq(lotteryOrderLines.orderId, order.id), eq(lotteryOrderLines.lineNo, line.lineNo)),
        );
    }
    paid += total;
    if (outcome.win > 0n) {
      result.won++;
      winners.push(order);
    } else result.lost++;
  }
  // Every order still pending now won nothing (the winners were closed above).
  if (losers > 0) {
    const lose = closing('lose');
    const lost = await tx
      .update(lotteryOrders)
      .set({ state: lose.to, settledAt: at })
      .where(and(eq(lotteryOrders.issueId, issueId), eq(lotteryOrders.state, lose.from)))
      .returning({ id: lotteryOrders.id });
    result.lost += lost.length;
  }

  // Stop on win: the chase's later orders not drawn yet are cancelled and refunded, once.
  for (const order of winners.filter((o) => o.chaseId !== null)) {
    const [stopped] = await tx
      .update(lotteryChases)
      .set({ stoppedAt: at })
      .where(
        and(
          eq(lotteryChases.id, order.chaseId!),
          eq(lotteryChases.winStop, true),
          isNull(lotteryChases.stoppedAt),
        ),
      )
      .returning({ id: lotteryChases.id });
    if (!stopped) continue;
    const later = await tx
      .select({ order: lotteryOrders })
      .from(lotteryOrders)
      .innerJoin(lotteryIssues, eq(lotteryIssues.id, lotteryOrders.issueId))
      .where(
        and(
          eq(lotteryOrders.chaseId, order.chaseId!),
          gt(lotteryOrders.chaseSeq, order.chaseSeq!),
          eq(lotteryOrders.state, 'PENDING'),
          inArray(lotteryIssues.state, NOT_DRAWN),
        ),
      )
      .orderBy(asc(lotteryOrders.chaseSeq))
      // Not drawn until this commits: a refund never follows a result.
      .for('share', { of: lotteryIssues });
    for (const { order: next } of later) {
      if (await refund(next, 'cancel', 'stop')) result.stopped++;
    }
  }
  const step = issueTransition(issue.state, 'settle');
  // Under the issue's row lock no other settlement got here first: the guard says so anyway.
  if (!step.allowed || !(await moveIssue(tx, issueId, step.transition, at))) {
    throw new Error(`issue ${issue.numero} settled under its row lock`);
  }
  return { ...result, state: step.transition.to, paidMinor: paid.toString() };
}
