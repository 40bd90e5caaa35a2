import {
  formatWinNo,
  fromMinorUnits,
  pageInfo,
  type LotteryChase,
  type LotteryOrder,
  type LotteryOrdersPage,
  type LotteryOrderState,
} from '@site/contract';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  lotteryChases,
  lotteryGames,
  lotteryIssues,
  lotteryOrderLines,
  lotteryOrders,
  merchantLotteryGames,
} from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { labelIn, type LanguageOrder } from '../../http/request-language.js';
import { merchantTimeZone } from '../system/merchants.js';
import { lotteryDayStart } from './calendar.js';
import { findGame } from './reads.js';

/** The columns an order on the wire needs, joined once. */
const orderColumns = {
  order: lotteryOrders,
  gameCode: merchantLotteryGames.gameCode,
  family: merchantLotteryGames.family,
  gameName: lotteryGames.gameName,
  gameNames: lotteryGames.translations,
  issueState: lotteryIssues.state,
  locksAt: lotteryIssues.locksAt,
  balls: lotteryIssues.balls,
  chaseNumber: lotteryChases.chaseNumber,
};

const ordersJoined = (db: Db) =>
  db
    .select(orderColumns)
    .from(lotteryOrders)
    .innerJoin(merchantLotteryGames, eq(merchantLotteryGames.id, lotteryOrders.gameId))
    .innerJoin(lotteryGames, eq(lotteryGames.gameCode, merchantLotteryGames.gameCode))
    .innerJoin(lotteryIssues, eq(lotteryIssues.id, lotteryOrders.issueId))
    .leftJoin(lotteryChases, eq(lotteryChases.id, lotteryOrders.chaseId));

type OrderJoined = Awaited<ReturnType<ReturnType<typeof ordersJoined>['execute']>>[number];

/** Orders whose stake stands (not given back). */
const STAKED = sql`${lotteryOrders.state} not in ('CANCELLED', 'VOID')`;
/** What was won: paid on settled orders (wins and tie refunds), not the refunds of cancels. */
const WON = sql`case when ${lotteryOrders.state} in ('WON', 'LOST') then ${lotteryOrders.paidMinor} else 0 end`;

/** The member's lottery orders: the betting record, today's, one order, one chase. */
export function createLotteryRecords(db: Db, now: () => Date) {
  async function onWire(rows: OrderJoined[], languages: LanguageOrder): Promise<LotteryOrder[]> {
    const ids = rows.map((r) => r.order.id);
    const lines = ids.length
      ? await db
          .select()
          .from(lotteryOrderLines)
          .where(inArray(lotteryOrderLines.orderId, ids))
          .orderBy(asc(lotteryOrderLines.orderId), asc(lotteryOrderLines.lineNo))
      : [];
    // A chase is cancelled from its last pending order back: only that one is cancellable alone.
    const chaseIds = [...new Set(rows.map((r) => r.order.chaseId).filter((id) => id !== null))];
    const lastPending = new Map(
      chaseIds.length
        ? (
            await db
              .select({ chaseId: lotteryOrders.chaseId, seq: max(lotteryOrders.chaseSeq) })
              .from(lotteryOrders)
              .where(
                and(inArray(lotteryOrders.chaseId, chaseIds), eq(lotteryOrders.state, 'PENDING')),
              )
              .groupBy(lotteryOrders.chaseId)
          ).map((c) => [c.chaseId, c.seq])
        : [],
    );
    const at = now();
    return rows.map(({ order, ...r }) => {
      const settled = order.state === 'WON' || order.state === 'LOST';
      return {
        orderNumber: order.orderNumber,
        gameId: r.gameCode,
        gameName: labelIn(r.gameNames, languages, r.gameName),
        family: r.family,
        numero: order.numero,
        state: order.state,
        amount: fromMinorUnits(order.amountMinor),
        win: settled ? fromMinorUnits(order.paidMinor) : 0,
        winNo:
          r.balls && (r.issueState === 'DRAWN' || r.issueState === 'SETTLED')
            ? formatWinNo(r.family, r.balls)
            : null,
        cancellable:
          order.state === 'PENDING' &&
          r.issueState === 'OPEN' &&
          at < r.locksAt &&
          (order.chaseId === null || lastPending.get(order.chaseId) === order.chaseSeq),
        chaseNumber: r.chaseNumber,
        placedAt: order.placedAt.toISOString(),
        settledAt: order.settledAt?.toISOString() ?? null,
        lines: lines
          .filter((l) => l.orderId === order.id)
          .map((l) => ({
            lineNo: l.lineNo,
            playId: l.playId,
            content: l.content,
            bets: l.bets,
            unit: l.unit,
            multiple: l.multiple,
            amount: fromMinorUnits(l.amountMinor),
            win: fromMinorUnits(l.winMinor),
          })),
      };
    });
  }

  /** A page of the member's orders matching `where`, newest first, with their totals. */
  async function page(
    where: SQL,
    pageNo: number,
    pageSize: number,
    languages: LanguageOrder,
  ): Promise<LotteryOrdersPage> {
    const [totals] = await db
      .select({
        count: count(),
        amount: sql<string>`coalesce(sum(case when ${STAKED} then ${lotteryOrders.amountMinor} else 0 end), 0)::text`,
        win: sql<string>`coalesce(sum(${WON}), 0)::text`,
      })
      .from(lotteryOrders)
      .where(where);
    const rows = await ordersJoined(db)
      .where(where)
      .orderBy(desc(lotteryOrders.placedAt), desc(lotteryOrders.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    const amount = BigInt(totals?.amount ?? '0');
    const win = BigInt(totals?.win ?? '0');
    return {
      list: await onWire(rows, languages),
      ...pageInfo(pageNo, pageSize, totals?.count ?? 0),
      totals: {
        count: totals?.count ?? 0,
        amount: fromMinorUnits(amount),
        win: fromMinorUnits(win),
        profit: fromMinorUnits(win - amount),
      },
    };
  }

  const gameFilter = async (merchantCode: string, gameId: string | undefined) =>
    gameId ? eq(lotteryOrders.gameId, (await findGame(db, merchantCode, gameId)).id) : undefined;

  return {
    /** Orders placed this lottery day (from the merchant's midnight), one game or all. */
    async today(
      merchantCode: string,
      memberId: string,
      query: { gameId?: string; pageNo: number; pageSize: number },
      languages: LanguageOrder,
    ) {
      const dayStart = lotteryDayStart(now(), await merchantTimeZone(db, merchantCode));
      const where = and(
        eq(lotteryOrders.memberId, memberId),
        gte(lotteryOrders.placedAt, dayStart),
        await gameFilter(merchantCode, query.gameId),
      )!;
      return page(where, query.pageNo, query.pageSize, languages);
    },

    /** The betting record: a period's orders, by game and state. */
    async orders(
      merchantCode: string,
      memberId: string,
      query: {
        from?: string;
        to?: string;
        gameId?: string;
        state?: LotteryOrderState;
        pageNo: number;
        pageSize: number;
      },
      languages: LanguageOrder,
    ) {
      const where = and(
        eq(lotteryOrders.memberId, memberId),
        query.from ? gte(lotteryOrders.placedAt, new Date(query.from)) : undefined,
        query.to ? lt(lotteryOrders.placedAt, new Date(query.to)) : undefined,
        query.state ? eq(lotteryOrders.state, query.state) : undefined,
        await gameFilter(merchantCode, query.gameId),
      )!;
      return page(where, query.pageNo, query.pageSize, languages);
    },

    async detail(
      memberId: string,
      orderNumber: string,
      languages: LanguageOrder,
    ): Promise<LotteryOrder> {
      const rows = await ordersJoined(db).where(
        and(
          eq(lotteryOrders.memberId, memberId),
          eq(lotteryOrders.orderNumber, orderNumber.toUpperCase()),
        ),
      );
      const [order] = await onWire(rows, languages);
      if (!order) throw new AppError('lottery.order.not.found');
      return order;
    },

    async chase(
      memberId: string,
      chaseNumber: string,
      languages: LanguageOrder,
    ): Promise<LotteryChase> {
      const [chase] = await db
        .select({
          chase: lotteryChases,
          gameCode: merchantLotteryGames.gameCode,
          gameName: lotteryGames.gameName,
          gameNames: lotteryGames.translations,
        })
        .from(lotteryChases)
        .innerJoin(merchantLotteryGames, eq(merchantLotteryGames.id, lotteryChases.gameId))
        .innerJoin(lotteryGames, eq(lotteryGames.gameCode, merchantLotteryGames.gameCode))
        .where(
          and(
            eq(lotteryChases.memberId, memberId),
            eq(lotteryChases.chaseNumber, chaseNumber.toUpperCase()),
          ),
        );
      if (!chase) throw new AppError('lottery.order.not.found');
      const rows = await ordersJoined(db)
        .where(eq(lotteryOrders.chaseId, chase.chase.id))
        .orderBy(asc(lotteryOrders.chaseSeq));
      const orders = await onWire(rows, languages);
      // Summed in minor units, then turned into the wire's amount once.
      const sum = (values: bigint[]) => fromMinorUnits(values.reduce((a, b) => a + b, 0n));
      const staked = rows.filter(
        ({ order }) => order.state !== 'CANCELLED' && order.state !== 'VOID',
      );
      const paid = rows.filter(({ order }) => order.state === 'WON' || order.state === 'LOST');
      return {
        chaseNumber: chase.chase.chaseNumber,
        gameId: chase.gameCode,
        gameName: labelIn(chase.gameNames, languages, chase.gameName),
        startNumero: orders[0]?.numero ?? '',
        endNumero: orders.at(-1)?.numero ?? '',
        winStop: chase.chase.winStop,
        state: orders.some((o) => o.state === 'PENDING')
          ? 'RUNNING'
          : chase.chase.stoppedAt
            ? 'STOPPED'
            : 'DONE',
        plannedAmount: fromMinorUnits(chase.chase.plannedMinor),
        actualAmount: sum(staked.map(({ order }) => order.amountMinor)),
        win: sum(paid.map(({ order }) => order.paidMinor)),
        issues: chase.chase.issues,
        settledIssues: orders.filter((o) => o.state !== 'PENDING').length,
        orders,
      };
    },

    /** The next issues on sale, in order, for a chase plan. */
    async chaseNumeros(merchantCode: string, gameId: string, count: number) {
      const game = await findGame(db, merchantCode, gameId);
      const issues = await db
        .select({ numero: lotteryIssues.numero, drawsAt: lotteryIssues.drawsAt })
        .from(lotteryIssues)
        .where(
          and(
            eq(lotteryIssues.gameId, game.id),
            eq(lotteryIssues.state, 'OPEN'),
            gt(lotteryIssues.locksAt, now()),
          ),
        )
        .orderBy(asc(lotteryIssues.drawsAt))
        .limit(count);
      return {
        chaseNumeros: issues.map((i) => ({
          numero: i.numero,
          drawsAt: i.drawsAt.toISOString(),
        })),
      };
    },
  };
}
