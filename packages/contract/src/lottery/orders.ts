import * as z from 'zod/mini';
import { defineCall } from '../call.js';
import { instantSchema, periodQuerySchema } from '../money.js';
import { pageInfoSchema, pageNoSchema, pageSizeSchema } from '../pagination.js';
import { betUnitSchema, bettingLineSchema, MAX_BET_MULTIPLE } from './betting.js';
import { lotteryGameIdSchema } from './calls.js';
import { lotteryFamilySchema } from './families.js';

/**
 * The lottery's money calls, in the original's style (/lgw/orders/betting, /lgw/orders/today,
 * /lgw/orders, /lgw/orders/detail/{id}, /lgw/orders/suborders/cancel): placing lines on an issue
 * or a chase of issues, cancelling before the lock, and the member's orders. Amounts on this
 * wire are currency units with at most two decimals (the platform keeps integer minor units).
 *
 * An **order** is one placement on one issue: its lines, each a play's picks at a unit and a
 * multiple. A **chase** places the same lines on consecutive issues, one order per issue (its
 * multiple scaling every line's), under one chase number; with `winStop` the orders after the
 * first winning issue are cancelled and refunded.
 */

export const LOTTERY_NUMERO_PATTERN = /^\d{8}-\d{3,4}$/;
export const lotteryNumeroSchema = z.string().check(z.trim(), z.regex(LOTTERY_NUMERO_PATTERN));

/** Most lines in one placement (the bet slip's length). */
export const MAX_SLIP_LINES = 50;
/** Most issues one chase covers. */
export const MAX_CHASE_ISSUES = 120;

export const chasePlanSchema = z.object({
  /** Consecutive issues from the one on sale, each with the multiple that scales every line. */
  issues: z
    .array(
      z.object({
        numero: lotteryNumeroSchema,
        multiple: z.int().check(z.gte(1), z.lte(MAX_BET_MULTIPLE)),
      }),
    )
    .check(z.minLength(2), z.maxLength(MAX_CHASE_ISSUES)),
  /** Stop on win: the issues after the first that wins are cancelled and refunded. */
  winStop: z.boolean(),
});
export type ChasePlan = z.infer<typeof chasePlanSchema>;

/** POST /lgw/orders/betting (idempotent: a retry with the same key answers the first result). */
export const placeOrderBodySchema = z.object({
  gameId: lotteryGameIdSchema,
  /** The issue the member saw on sale; refused when it is no longer (lottery.betting.closed). */
  numero: lotteryNumeroSchema,
  lines: z.array(bettingLineSchema).check(z.minLength(1), z.maxLength(MAX_SLIP_LINES)),
  /** Without a chase the order is on `numero` only; with one, its first issue is `numero`. */
  chase: z.optional(chasePlanSchema),
  /**
   * The total the member confirmed (the original's betCartAmountSum); the platform refuses
   * the placement when its own sum differs (lottery.amount.changed), so nothing unseen is staked.
   */
  totalAmount: z.number().check(z.positive()),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

/**
 * An order's state: PENDING until its issue is settled (cancellable while the issue is open),
 * then WON or LOST; CANCELLED by the member or a chase's stop on win (refunded); VOID when its
 * issue was voided (refunded).
 */
export const LOTTERY_ORDER_STATES = ['PENDING', 'WON', 'LOST', 'CANCELLED', 'VOID'] as const;
export const lotteryOrderStateSchema = z.enum(LOTTERY_ORDER_STATES);
export type LotteryOrderState = z.infer<typeof lotteryOrderStateSchema>;

/** One line of an order, as placed and as judged. */
export const lotteryOrderLineSchema = z.object({
  lineNo: z.int(),
  playId: z.int(),
  content: z.string(),
  /** Bets the picks make (the play's bet-count formula). */
  bets: z.int(),
  unit: betUnitSchema,
  /** The line's multiple times the issue's chase multiple. */
  multiple: z.int(),
  amount: z.number(),
  /** Paid when the line won (refunds of a tie included); 0 before settlement or on a loss. */
  win: z.number(),
});
export type LotteryOrderLine = z.infer<typeof lotteryOrderLineSchema>;

export const lotteryOrderSchema = z.object({
  /** Shown by its last 6 characters; a chase's orders end in their place, e.g. …-007. */
  orderNumber: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  family: lotteryFamilySchema,
  numero: z.string(),
  state: lotteryOrderStateSchema,
  amount: z.number(),
  win: z.number(),
  /** The issue's result once drawn ("12345", "01,05,…"), else null. */
  winNo: z.nullable(z.string()),
  /**
   * The member may cancel it alone now: PENDING and its issue still open; a chase's order only
   * when it is the chase's last pending one (cancel the chase's rest by sending them together).
   */
  cancellable: z.boolean(),
  /** The chase it belongs to, else null. */
  chaseNumber: z.nullable(z.string()),
  placedAt: instantSchema,
  settledAt: z.nullable(instantSchema),
  lines: z.array(lotteryOrderLineSchema),
});
export type LotteryOrder = z.infer<typeof lotteryOrderSchema>;

export const placedOrderSchema = z.object({
  /** The first issue's order (the chase's first order for a chase). */
  orderNumber: z.string(),
  numero: z.string(),
  chaseNumber: z.nullable(z.string()),
  /** Every order made: one, or one per chased issue. */
  orders: z.int(),
  /** All the placement staked, every chased issue included. */
  totalBettingAmount: z.number(),
  /** The member's main balance after the stake. */
  balance: z.number(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const lotteryChaseSchema = z.object({
  chaseNumber: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  startNumero: z.string(),
  endNumero: z.string(),
  winStop: z.boolean(),
  /** RUNNING while orders are pending; DONE when none is, STOPPED when a win stopped it. */
  state: z.enum(['RUNNING', 'DONE', 'STOPPED']),
  plannedAmount: z.number(),
  /** Staked and not refunded: the planned amount less cancelled and void orders. */
  actualAmount: z.number(),
  win: z.number(),
  issues: z.int(),
  settledIssues: z.int(),
  orders: z.array(lotteryOrderSchema),
});
export type LotteryChase = z.infer<typeof lotteryChaseSchema>;

const ordersPage = z.extend(pageInfoSchema, {
  list: z.array(lotteryOrderSchema),
  totals: z.object({ count: z.int(), amount: z.number(), win: z.number(), profit: z.number() }),
});
export type LotteryOrdersPage = z.infer<typeof ordersPage>;

export const lotteryOrdersQuerySchema = z.extend(periodQuerySchema, {
  gameId: z.optional(lotteryGameIdSchema),
  state: z.optional(lotteryOrderStateSchema),
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(20, 50),
});

/** A game's betting limits at this merchant (the original's /lgw/games/{id}/setting). */
export const lotteryGameSettingSchema = z.object({
  gameId: z.string(),
  /** Return to player of the odds shown, in basis points (9,800 = 98 %). */
  returnBp: z.int(),
  /** A bet's price (the original's singleBetPrice) before the unit. */
  betPrice: z.number(),
  units: z.array(betUnitSchema),
  /** Smallest and largest amount of one line. */
  minLineAmount: z.number(),
  maxLineAmount: z.number(),
  maxMultiple: z.int(),
  /** Largest win one order may pay; a line that could win more is refused. */
  maxWinPerOrder: z.number(),
  /** What one number (one pick of one play position) may take on one issue, all members. */
  maxPerNumber: z.number(),
  /** What the issue takes from one member, all lines. */
  maxPerIssue: z.number(),
  /** Whether chasing is offered (SYSTEM_NOT_ALLOW_CHASE when not). */
  chase: z.boolean(),
});
export type LotteryGameSetting = z.infer<typeof lotteryGameSettingSchema>;

const gameParams = z.object({ gameId: lotteryGameIdSchema });

export const lotteryOrderCalls = {
  setting: defineCall({
    method: 'GET',
    path: '/lgw/games/:gameId/setting',
    params: gameParams,
    response: lotteryGameSettingSchema,
  }),
  /** The next issues on sale in order, for a chase plan (the original's numeros/chase). */
  chaseNumeros: defineCall({
    method: 'GET',
    path: '/lgw/numeros/chase/:gameId',
    params: gameParams,
    query: z.object({
      count: z._default(
        z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_CHASE_ISSUES)),
        10,
      ),
    }),
    response: z.object({
      chaseNumeros: z.array(z.object({ numero: z.string(), drawsAt: instantSchema })),
    }),
  }),
  betting: defineCall({
    method: 'POST',
    path: '/lgw/orders/betting',
    auth: 'member',
    idempotent: true,
    body: placeOrderBodySchema,
    response: placedOrderSchema,
  }),
  /** The member's orders placed today (lottery day), newest first; one game or all. */
  today: defineCall({
    method: 'GET',
    path: '/lgw/orders/today',
    auth: 'member',
    query: z.object({
      gameId: z.optional(lotteryGameIdSchema),
      pageNo: pageNoSchema,
      pageSize: pageSizeSchema(20, 50),
    }),
    response: ordersPage,
  }),
  /** The betting record: the member's orders of a period, filtered, with totals. */
  orders: defineCall({
    method: 'GET',
    path: '/lgw/orders',
    auth: 'member',
    query: lotteryOrdersQuerySchema,
    response: ordersPage,
  }),
  detail: defineCall({
    method: 'GET',
    path: '/lgw/orders/detail/:orderNumber',
    auth: 'member',
    params: z.object({ orderNumber: z.string().check(z.trim(), z.regex(/^[A-Z0-9-]{6,40}$/)) }),
    response: lotteryOrderSchema,
  }),
  chase: defineCall({
    method: 'GET',
    path: '/lgw/orders/chase/:chaseNumber',
    auth: 'member',
    params: z.object({ chaseNumber: z.string().check(z.trim(), z.regex(/^[A-Z0-9-]{6,40}$/)) }),
    response: lotteryChaseSchema,
  }),
  /**
   * Cancels orders still PENDING on an open issue, refunding them. A chase's orders are
   * cancelled from its last issue back (lottery.chase.cancel.order): a gap is never left.
   */
  cancel: defineCall({
    method: 'PUT',
    path: '/lgw/orders/suborders/cancel',
    auth: 'member',
    idempotent: true,
    body: z.object({
      orderNumbers: z
        .array(z.string().check(z.trim(), z.regex(/^[A-Z0-9-]{6,40}$/)))
        .check(z.minLength(1), z.maxLength(MAX_CHASE_ISSUES)),
    }),
    response: z.object({ cancelled: z.int(), refunded: z.number(), balance: z.number() }),
  }),
};
