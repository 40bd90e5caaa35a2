import { randomInt } from 'node:crypto';
import {
  fromMinorUnits,
  playById,
  parseBettingContent,
  betCount,
  toMinorUnits,
  type PlaceOrderBody,
  type PlacedOrder,
} from '@site/contract';
import { and, asc, eq, gte, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { retryTransient } from '../../db/transient.js';
import {
  ledgerTransactions,
  merchantLotteryGames,
  walletAccounts,
  lotteryChases,
  lotteryGames,
  lotteryIssues,
  lotteryNumberSales,
  lotteryOrderLines,
  lotteryOrders,
} from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import {
  requestHashOf,
  type FirstAnswer,
  type Ledger,
  type LedgerReceipt,
  type PostInput,
} from '../ledger/ledger.js';
import { MAIN_WALLET } from '../ledger/wallets.js';
import { byNumber, priceLines, sharesOf, type NumberShare, type PricedLine } from './limits.js';
import { balanceAfter, lotteryAccounts, lotteryWallets, memberAmount } from './money.js';
import { closing } from './order-states.js';

type GameRow = typeof merchantLotteryGames.$inferSelect;
type IssueRow = typeof lotteryIssues.$inferSelect;
type OrderRow = typeof lotteryOrders.$inferSelect;
type LineRow = typeof lotteryOrderLines.$inferSelect;

/** Who places or cancels, under which Idempotency-Key. */
export interface OrderActor {
  merchantCode: string;
  memberId: string;
  /** 'PLAY' when a free-play guest stakes play money; 'MAIN' (the default) otherwise. */
  wallet?: string;
  /** The request's Idempotency-Key. */
  key: string;
}

/** Letters and digits that do not read as one another (no I, O). */
const NUMBER_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A new order number: L, the lottery day's yymmdd, then ten random characters, so its last 6
 * (the number shown) tell a member's orders apart. A chase's orders add -001, -002 ...
 */
export function newOrderNumber(prefix: 'L' | 'C', day: string): string {
  let tail = '';
  for (let i = 0; i < 10; i++) tail += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  return `${prefix}${day.slice(2)}${tail}`;
}

export const chaseOrderNumber = (chaseNumber: string, seq: number) =>
  `${chaseNumber}-${String(seq).padStart(3, '0')}`;

/** Bets are taken on the issue now on sale only. */
export const onSale = (issue: IssueRow, now: Date) =>
  issue.state === 'OPEN' && issue.opensAt <= now && now < issue.locksAt;

/** A stored line priced again (for its numbers' shares and its judging). */
export function pricedOf(line: LineRow): PricedLine {
  const play = playById(line.playId);
  const selection = play && parseBettingContent(play, line.content);
  if (!play || !selection) throw new Error(`stored line of play ${line.playId} does not parse`);
  return {
    lineNo: line.lineNo,
    play,
    selection,
    content: line.content,
    bets: betCount(play, selection),
    unit: line.unit,
    multiple: line.multiple,
    stakePerBetMinor: line.stakePerBetMinor,
    amountMinor: line.amountMinor,
    returnBp: line.returnBp,
  };
}

/** A number's sales on one issue: a row of lottery_number_sales. */
type Sale = NumberShare & { issueId: number };

/**
 * Sales in their rows' key order (issue, then byNumber). Every statement that locks these rows
 * takes them in this one order, so two orders crossing on the same numbers never deadlock.
 */
const inKeyOrder = (sales: Sale[]) => sales.sort((a, b) => a.issueId - b.issueId || byNumber(a, b));

/** The shares of several issues' lines as sales, those of one row added up. */
function salesOf(issues: { issueId: number; lines: readonly PricedLine[] }[]): Sale[] {
  const byKey = new Map<string, Sale>();
  for (const { issueId, lines } of issues) {
    for (const share of sharesOf(lines)) {
      const key = `${issueId}:${share.playId}:${share.rowNo}:${share.pick}`;
      const seen = byKey.get(key);
      if (seen) seen.amountMinor += share.amountMinor;
      else byKey.set(key, { issueId, ...share });
    }
  }
  return inKeyOrder([...byKey.values()]);
}

/**
 * Adds the numbers' shares to their issues' sales, each only while it stays within the cap: one
 * conditional upsert over the rows in key order, so concurrent placements never pass the cap
 * together nor wait on each other in a cycle. Run in the placement's last statement: the rows,
 * shared by every bettor of the issue, stay locked only from it to the commit. It answers the
 * shares taken; sold out when one was refused.
 */
const addSales = (tx: Db, sales: Sale[], cap: bigint) =>
  tx
    .insert(lotteryNumberSales)
    .values(inKeyOrder(sales))
    .onConflictDoUpdate({
      target: [
        lotteryNumberSales.issueId,
        lotteryNumberSales.playId,
        lotteryNumberSales.rowNo,
        lotteryNumberSales.pick,
      ],
      set: { amountMinor: sql`${lotteryNumberSales.amountMinor} + excluded.amount_minor` },
      setWhere: sql`${lotteryNumberSales.amountMinor} + excluded.amount_minor <= ${cap}`,
    })
    .returning({ pick: lotteryNumberSales.pick });

/**
 * Gives closed orders' numbers their share back (cancelled or refunded orders): one update whose
 * rows are locked first in key order, as a placement takes them.
 */
async function releaseSales(tx: Db, orders: { issueId: number; lines: LineRow[] }[]) {
  const sales = salesOf(orders.map((o) => ({ issueId: o.issueId, lines: o.lines.map(pricedOf) })));
  if (sales.length === 0) return;
  const given = sql.join(
    sales.map(
      (s, n) =>
        sql`(${n}::int, ${s.issueId}::bigint, ${s.playId}::int, ${s.rowNo}::int, ${s.pick}::text, ${s.amountMinor}::bigint)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    with given (n, issue_id, play_id, row_no, pick, amount) as (values ${given}),
    locked as (
      select s.issue_id, s.play_id, s.row_no, s.pick, g.amount
      from ${lotteryNumberSales} s join given g using (issue_id, play_id, row_no, pick)
      order by g.n
      for update of s
    )
    update ${lotteryNumberSales} s set amount_minor = s.amount_minor - l.amount
    from locked l
    where s.issue_id = l.issue_id and s.play_id = l.play_id and s.row_no = l.row_no
      and s.pick = l.pick`);
}

/** Locks issues against their lock and draw (FOR SHARE) until the caller's commit. */
const lockIssues = (tx: Db, ids: number[]) =>
  tx
    .select()
    .from(lotteryIssues)
    .where(inArray(lotteryIssues.id, ids))
    .orderBy(asc(lotteryIssues.id))
    .for('share');

/**
 * lockIssues, each issue with what the member has staked on it (orders neither cancelled nor
 * void), in one statement: a placement's checks cost one round trip under its locks.
 */
const lockIssuesStaked = (tx: Db, ids: number[], memberId: string) =>
  tx
    .select({
      issue: lotteryIssues,
      staked: sql<string>`(${tx
        .select({ sum: sql`coalesce(sum(${lotteryOrders.amountMinor}), 0)` })
        .from(lotteryOrders)
        .where(
          and(
            eq(lotteryOrders.memberId, memberId),
            eq(lotteryOrders.issueId, lotteryIssues.id),
            notInArray(lotteryOrders.state, ['CANCELLED', 'VOID']),
          ),
        )})::text`,
    })
    .from(lotteryIssues)
    .where(inArray(lotteryIssues.id, ids))
    .orderBy(asc(lotteryIssues.id))
    .for('share', { of: lotteryIssues });

/** The plan's issues: the one on sale and, for a chase, the open ones right after it, in order. */
async function planIssues(
  db: Db,
  game: GameRow,
  body: PlaceOrderBody,
  now: Date,
  first: IssueRow | null,
) {
  const plan = body.chase?.issues ?? [{ numero: body.numero, multiple: 1 }];
  if (plan[0]!.numero !== body.numero) {
    throw new AppError('request.invalid', {
      fields: { 'body.chase.issues': 'A chase starts at the issue on sale.' },
    });
  }
  if (!first) throw new AppError('lottery.issue.not.found');
  if (!onSale(first, now)) throw new AppError('lottery.betting.closed');
  const issues =
    plan.length === 1
      ? [first]
      : await db
          .select()
          .from(lotteryIssues)
          .where(
            and(
              eq(lotteryIssues.gameId, game.id),
              gte(lotteryIssues.drawsAt, first.drawsAt),
              // A voided issue is skipped, as /lgw/numeros/chase skips it.
              eq(lotteryIssues.state, 'OPEN'),
            ),
          )
          .orderBy(asc(lotteryIssues.drawsAt))
          .limit(plan.length);
  if (
    issues.length !== plan.length ||
    issues.some((issue, i) => issue.numero !== plan[i]!.numero)
  ) {
    throw new AppError('lottery.issue.not.found');
  }
  return plan.map((p, i) => ({ issue: issues[i]!, multiple: p.multiple }));
}

const placeholder = sql.placeholder;

/**
 * All a placement reads before its transaction, in one named statement: the key's first answer
 * (a retry answers it), the member's wallet and clearing accounts (null until opened), the game
 * with its menu name, and the issue bet on. Named, so PostgreSQL parses and plans it once per
 * connection.
 */
const placementReadOn = (db: Db) =>
  db
    .select({
      first: sql<FirstAnswer | null>`(select jsonb_build_object('requestHash', ${ledgerTransactions.requestHash}, 'result', ${ledgerTransactions.result}) from ${ledgerTransactions} where ${and(
        eq(ledgerTransactions.merchantCode, placeholder('merchantCode')),
        eq(ledgerTransactions.idempotencyKey, placeholder('key')),
      )})`,
      member: sql<string | null>`(select ${walletAccounts.id} from ${walletAccounts} where ${and(
        eq(walletAccounts.memberId, placeholder('memberId')),
        eq(walletAccounts.wallet, placeholder('memberWallet')),
      )} limit 1)`,
      clearing: sql<string | null>`(select ${walletAccounts.id} from ${walletAccounts} where ${and(
        isNull(walletAccounts.memberId),
        eq(walletAccounts.merchantCode, placeholder('merchantCode')),
        eq(walletAccounts.wallet, placeholder('clearingWallet')),
      )} limit 1)`,
      game: merchantLotteryGames,
      gameName: lotteryGames.gameName,
      issue: lotteryIssues,
    })
    .from(sql`(values (0)) as one`)
    .leftJoin(
      merchantLotteryGames,
      and(
        eq(merchantLotteryGames.merchantCode, placeholder('merchantCode')),
        eq(merchantLotteryGames.gameCode, placeholder('gameCode')),
      ),
    )
    .leftJoin(lotteryGames, eq(lotteryGames.gameCode, merchantLotteryGames.gameCode))
    .leftJoin(
      lotteryIssues,
      and(
        eq(lotteryIssues.gameId, merchantLotteryGames.id),
        eq(lotteryIssues.numero, placeholder('numero')),
      ),
    )
    .prepare('lottery_placement_read');

/**
 * Placing and cancelling lottery orders. A placement is one BET on the member's MAIN wallet
 * (a chase's every issue at once) with its orders, lines and number sales in the same database
 * transaction; a cancel one BET_REFUND with the orders it closes. Both are idempotent by the
 * request's key (the ledger's key), and refused with the wire's codes.
 */
export function createLotteryOrders(db: Db, ledger: Ledger, now: () => Date) {
  const placementRead = placementReadOn(db);
  /** The placement a BET made, as the wire answers it (a retry answers the same). */
  async function placedOf(receipt: LedgerReceipt, memberAccount: string): Promise<PlacedOrder> {
    const orders = await db
      .select({
        orderNumber: lotteryOrders.orderNumber,
        numero: lotteryOrders.numero,
        chaseNumber: lotteryChases.chaseNumber,
      })
      .from(lotteryOrders)
      .leftJoin(lotteryChases, eq(lotteryChases.id, lotteryOrders.chaseId))
      .where(eq(lotteryOrders.debitTransactionId, receipt.transactionId))
      .orderBy(asc(lotteryOrders.id));
    const first = orders[0];
    if (!first) throw new Error(`no lottery orders of BET ${receipt.transactionId}`);
    return {
      orderNumber: first.orderNumber,
      numero: first.numero,
      chaseNumber: first.chaseNumber,
      orders: orders.length,
      totalBettingAmount: fromMinorUnits(-memberAmount(receipt, memberAccount)),
      balance: fromMinorUnits(balanceAfter(receipt, memberAccount)),
    };
  }

  return {
    /** POST /lgw/orders/betting. */
    async place(actor: OrderActor, body: PlaceOrderBody): Promise<PlacedOrder> {
      const at = now();
      const key = `lottery:bet:${actor.memberId}:${actor.key}`;
      const requestHash = requestHashOf({ ...body, gameId: body.gameId.toUpperCase() });
      const wallets = lotteryWallets(actor);
      const [read] = await placementRead.execute({
        merchantCode: actor.merchantCode,
        key,
        memberId: actor.memberId,
        memberWallet: wallets.member,
        clearingWallet: wallets.clearing,
        gameCode: body.gameId.toUpperCase(),
        numero: body.numero,
      });
      const account =
        read!.member && read!.clearing
          ? { member: read!.member, clearing: read!.clearing }
          : await lotteryAccounts(ledger, actor, db);
      const first = ledger.answerOf(read!.first, requestHash);
      if (first) return placedOf(first, account.member);

      const game = read!.game;
      if (!game) throw new AppError('lottery.game.not.found');
      if (!game.onSale || game.status !== 'ACTIVE') throw new AppError('lottery.not.on.sale');
      if (body.chase && !game.chaseAllowed) throw new AppError('lottery.chase.not.allowed');
      const plan = await planIssues(db, game, body, at, read!.issue);
      const priced = plan.map((p) => ({
        ...p,
        lines: priceLines(game, body.lines, p.multiple, p.issue.drawsAt),
      }));
      const amountOf = (lines: PricedLine[]) => lines.reduce((s, l) => s + l.amountMinor, 0n);
      const total = priced.reduce((sum, p) => sum + amountOf(p.lines), 0n);
      let confirmed: bigint | undefined;
      try {
        confirmed = toMinorUnits(body.totalAmount);
      } catch {
        confirmed = undefined;
      }
      if (confirmed !== total) throw new AppError('lottery.amount.changed');

      const day = body.numero.slice(0, 8);
      const chaseNumber = body.chase ? newOrderNumber('C', day) : null;
      const orderNumbers = chaseNumber
        ? priced.map((_, i) => chaseOrderNumber(chaseNumber, i + 1))
        : [newOrderNumber('L', day)];

      // Which BET this call's orders were written with (none when a duplicate posted first).
      let wrote: string | undefined;
      const bet: PostInput = {
        merchantCode: actor.merchantCode,
        kind: 'BET',
        reference: `${read!.gameName ?? game.gameCode} ${chaseNumber ?? orderNumbers[0]}`,
        idempotencyKey: key,
        requestHash,
        postings: [
          { accountId: account.member, amount: -total },
          { accountId: account.clearing, amount: total },
        ],
        alongside: async (tx, debit) => {
          wrote = debit.transactionId;
          // Under the issues' share locks: none of them locks, draws or voids before commit. The
          // member's wallet is locked by the BET: its placements on an issue add up in turn.
          const locked = await lockIssuesStaked(
            tx,
            priced.map((p) => p.issue.id),
            actor.memberId,
          );
          const firstIssue = locked.find((i) => i.issue.id === plan[0]!.issue.id)?.issue;
          if (!firstIssue || !onSale(firstIssue, now())) {
            throw new AppError('lottery.betting.closed');
          }
          if (locked.some((i) => i.issue.state !== 'OPEN')) {
            throw new AppError('lottery.betting.closed');
          }
          for (const p of priced) {
            const staked = BigInt(locked.find((i) => i.issue.id === p.issue.id)!.staked);
            if (staked + amountOf(p.lines) > game.maxPerIssueMinor) {
              throw new AppError('lottery.sold.out');
            }
          }
          const sales = salesOf(priced.map((p) => ({ issueId: p.issue.id, lines: p.lines })));
          const cap = game.maxPerNumberMinor;
          if (sales.some((s) => s.amountMinor > cap)) throw new AppError('lottery.sold.out');
          // The chase, its orders, their lines and the numbers' sales in one statement of
          // data-modifying parts: the orders and the chase are found by their numbers.
          const parts: SQL[] = [];
          if (chaseNumber) {
            const chase = tx
              .insert(lotteryChases)
              .values({
                chaseNumber,
                merchantCode: actor.merchantCode,
                memberId: actor.memberId,
                gameId: game.id,
                winStop: body.chase!.winStop,
                issues: priced.length,
                plannedMinor: total,
              })
              .returning({ id: lotteryChases.id });
            parts.push(sql`chase as ${chase}`);
          }
          const orders = tx
            .insert(lotteryOrders)
            .values(
              priced.map((p, i) => ({
                orderNumber: orderNumbers[i]!,
                merchantCode: actor.merchantCode,
                memberId: actor.memberId,
                gameId: game.id,
                issueId: p.issue.id,
                numero: p.issue.numero,
                chaseId: chaseNumber ? sql`(select id from chase)` : null,
                chaseSeq: chaseNumber ? i + 1 : null,
                chaseMultiple: p.multiple,
                wallet: actor.wallet ?? MAIN_WALLET,
                amountMinor: amountOf(p.lines),
                debitTransactionId: debit.transactionId,
                placedAt: at,
              })),
            )
            .returning({ id: lotteryOrders.id, orderNumber: lotteryOrders.orderNumber });
          parts.push(sql`placed as ${orders}`);
          const lines = tx.insert(lotteryOrderLines).values(
            priced.flatMap((p, i) =>
              p.lines.map((line) => ({
                orderId: sql`(select id from placed where order_number = ${orderNumbers[i]!})`,
                lineNo: line.lineNo,
                playId: line.play.playId,
                content: line.content,
                bets: line.bets,
                unit: line.unit,
                multiple: line.multiple,
                stakePerBetMinor: line.stakePerBetMinor,
                amountMinor: line.amountMinor,
                returnBp: line.returnBp,
              })),
            ),
          );
          parts.push(sql`lines as ${lines}`);
          if (sales.length > 0) parts.push(sql`sold as ${addSales(tx, sales, cap)}`);
          const written = (await tx.execute(
            sql`with ${sql.join(parts, sql`, `)} select ${
              sales.length > 0 ? sql`(select count(*) from sold)` : sql`0`
            }::int as taken`,
          )) as unknown as { rows: { taken: number }[] };
          if (written.rows[0]!.taken !== sales.length) throw new AppError('lottery.sold.out');
        },
      };
      // A deadlock or serialization failure rolled it all back: it runs again.
      const receipt = await retryTransient(() => {
        wrote = undefined;
        return ledger.post(bet);
      });
      if (wrote !== receipt.transactionId) return placedOf(receipt, account.member);
      // Its own orders: answered from what it wrote, as placedOf would read them back.
      return {
        orderNumber: orderNumbers[0]!,
        numero: priced[0]!.issue.numero,
        chaseNumber,
        orders: priced.length,
        totalBettingAmount: fromMinorUnits(-memberAmount(receipt, account.member)),
        balance: fromMinorUnits(balanceAfter(receipt, account.member)),
      };
    },

    /**
     * PUT /lgw/orders/suborders/cancel: the member's PENDING orders on issues still on sale,
     * refunded in one BET_REFUND. A chase's orders go from its last pending issue back.
     */
    async cancel(actor: OrderActor, orderNumbers: string[]) {
      const numbers = [...new Set(orderNumbers.map((n) => n.toUpperCase()))].sort();
      const key = `lottery:cancel:${actor.memberId}:${actor.key}`;
      const requestHash = requestHashOf({ cancel: numbers });
      const account = await lotteryAccounts(ledger, actor, db);
      const answer = async (receipt: LedgerReceipt) => {
        const closed = await db
          .select({ id: lotteryOrders.id })
          .from(lotteryOrders)
          .where(eq(lotteryOrders.closeTransactionId, receipt.transactionId));
        return {
          cancelled: closed.length,
          refunded: fromMinorUnits(memberAmount(receipt, account.member)),
          balance: fromMinorUnits(balanceAfter(receipt, account.member)),
        };
      };
      const first = await ledger.replay(actor.merchantCode, key, requestHash);
      if (first) return answer(first);

      const rows = await db
        .select({ order: lotteryOrders, issue: lotteryIssues })
        .from(lotteryOrders)
        .innerJoin(lotteryIssues, eq(lotteryIssues.id, lotteryOrders.issueId))
        .where(
          and(
            eq(lotteryOrders.memberId, actor.memberId),
            inArray(lotteryOrders.orderNumber, numbers),
          ),
        );
      if (rows.length !== numbers.length) throw new AppError('lottery.order.not.found');
      const at = now();
      for (const { order, issue } of rows) {
        if (order.state !== 'PENDING' || issue.state !== 'OPEN' || at >= issue.locksAt) {
          throw new AppError('lottery.cancel.locked');
        }
      }
      await refuseChaseGaps(
        db,
        rows.map((r) => r.order),
      );
      const total = rows.reduce((sum, r) => sum + r.order.amountMinor, 0n);
      const betRefund: PostInput = {
        merchantCode: actor.merchantCode,
        kind: 'BET_REFUND',
        reference: numbers.join(','),
        idempotencyKey: key,
        requestHash,
        postings: [
          { accountId: account.clearing, amount: -total },
          { accountId: account.member, amount: total },
        ],
        alongside: async (tx, refund) => {
          const locked = await lockIssues(tx, [...new Set(rows.map((r) => r.issue.id))]);
          if (locked.some((i) => i.state !== 'OPEN' || now() >= i.locksAt)) {
            throw new AppError('lottery.cancel.locked');
          }
          const closed = await closeOrders(
            tx,
            rows.map((r) => r.order),
            'cancel',
            refund.transactionId,
            now(),
          );
          // Settled or cancelled by another call since the read: nothing is refunded.
          if (closed.length !== rows.length) throw new AppError('lottery.cancel.locked');
        },
      };
      const receipt = await retryTransient(() => ledger.post(betRefund));
      return answer(receipt);
    },
  };
}

/**
 * Refuses cancelling a chase's order while a later order of the chase stays pending: a chase
 * is cancelled from its last issue back, never leaving a gap.
 */
async function refuseChaseGaps(db: Db, orders: OrderRow[]) {
  const chaseIds = [...new Set(orders.map((o) => o.chaseId).filter((id) => id !== null))];
  if (chaseIds.length === 0) return;
  const pending = await db
    .select({ id: lotteryOrders.id, chaseId: lotteryOrders.chaseId, seq: lotteryOrders.chaseSeq })
    .from(lotteryOrders)
    .where(and(inArray(lotteryOrders.chaseId, chaseIds), eq(lotteryOrders.state, 'PENDING')));
  const asked = new Set(orders.map((o) => o.id));
  for (const chaseId of chaseIds) {
    const from = Math.min(...orders.filter((o) => o.chaseId === chaseId).map((o) => o.chaseSeq!));
    const left = pending.some((p) => p.chaseId === chaseId && p.seq! > from && !asked.has(p.id));
    if (left) throw new AppError('lottery.chase.cancel.order');
  }
}

/**
 * Closes PENDING orders with their refund (the table's `cancel` or `void`): a guarded update, so
 * an order closes once, and their numbers' sales given back. Answers the orders it closed.
 */
export async function closeOrders(
  tx: Db,
  orders: OrderRow[],
  event: 'cancel' | 'void',
  transactionId: string,
  at: Date,
) {
  if (orders.length === 0) return [];
  const transition = closing(event);
  const closed = await tx
    .update(lotteryOrders)
    .set({
      state: transition.to,
      paidMinor: lotteryOrders.amountMinor,
      closeTransactionId: transactionId,
      settledAt: at,
    })
    .where(
      and(
        inArray(
          lotteryOrders.id,
          orders.map((o) => o.id),
        ),
        eq(lotteryOrders.state, transition.from),
      ),
    )
    .returning();
  const lines = await tx
    .select()
    .from(lotteryOrderLines)
    .where(
      inArray(
        lotteryOrderLines.orderId,
        closed.map((o) => o.id),
      ),
    );
  await releaseSales(
    tx,
    closed.map((order) => ({
      issueId: order.issueId,
      lines: lines.filter((l) => l.orderId === order.id),
    })),
  );
  return closed;
}
