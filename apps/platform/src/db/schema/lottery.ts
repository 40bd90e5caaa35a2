import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BetUnit, LotteryFamily, LotteryIssueState, LotteryOrderState } from '@site/contract';
import { members } from './accounts.js';
import { at, createdAt } from './columns.js';
import { lotteryGames } from './games.js';
import { merchants } from './merchants.js';

/**
 * A lottery game a merchant runs: which menu game (lottery_games) it is, its family and its
 * draw calendar. Draws fall on a grid of the lottery day (domains/lottery/calendar.ts): the
 * first `first_draw_seconds` after local midnight, then every `interval_seconds`.
 */
export const merchantLotteryGames = pgTable(
  'merchant_lottery_games',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    gameCode: text('game_code')
      .notNull()
      .references(() => lotteryGames.gameCode),
    family: text('family').$type<LotteryFamily>().notNull(),
    intervalSeconds: integer('interval_seconds').notNull(),
    firstDrawSeconds: integer('first_draw_seconds').notNull(),
    /** Bets close this long before each draw. */
    lockSeconds: integer('lock_seconds').notNull(),
    /** ACTIVE: issues are generated and drawn; CLOSED: no new issues (those made still draw). */
    status: text('status').$type<'ACTIVE' | 'CLOSED'>().notNull().default('ACTIVE'),
    /** The operator's sale switch: off, issues still draw but take no bets. */
    onSale: boolean('on_sale').notNull().default(true),
    // Betting limits (the original's /lgw/games/{id}/setting); amounts in minor units.
    /** Return to player of the odds, in basis points; stored on each line placed. */
    returnBp: integer('return_bp').notNull().default(9800),
    minLineMinor: bigint('min_line_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`2`),
    maxLineMinor: bigint('max_line_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`5000000`),
    maxMultiple: integer('max_multiple').notNull().default(999),
    /** The most one order could win; a placement that could win more is refused. */
    maxWinMinor: bigint('max_win_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`100000000`),
    /** What one number of one play position may take on one issue, all members together. */
    maxPerNumberMinor: bigint('max_per_number_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`2000000`),
    /** What one member may stake on one issue. */
    maxPerIssueMinor: bigint('max_per_issue_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`10000000`),
    chaseAllowed: boolean('chase_allowed').notNull().default(true),
  },
  (t) => [
    uniqueIndex('merchant_lottery_games_code').on(t.merchantCode, t.gameCode),
    check(
      'merchant_lottery_games_calendar',
      sql`${t.intervalSeconds} > 0 and ${t.firstDrawSeconds} between 1 and 86400 and ${t.lockSeconds} >= 0 and ${t.lockSeconds} < ${t.intervalSeconds}`,
    ),
    check(
      'merchant_lottery_games_limits',
      sql`${t.returnBp} between 1 and 10000 and ${t.minLineMinor} > 0 and ${t.maxLineMinor} >= ${t.minLineMinor} and ${t.maxMultiple} between 1 and 999 and ${t.maxWinMinor} > 0 and ${t.maxPerNumberMinor} > 0 and ${t.maxPerIssueMinor} > 0`,
    ),
  ],
);

/**
 * One draw of a game. The seed is secret until the issue is drawn; its SHA-256 is published
 * from the start. Issues move OPEN -> LOCKED (at locks_at) -> DRAWN (at draws_at) -> SETTLED
 * (by the settlement step, once its orders are paid), or to VOID, never drawn again.
 */
export const lotteryIssues = pgTable(
  'lottery_issues',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => merchantLotteryGames.id),
    numero: text('numero').notNull(),
    opensAt: at('opens_at').notNull(),
    locksAt: at('locks_at').notNull(),
    drawsAt: at('draws_at').notNull(),
    state: text('state').$type<LotteryIssueState>().notNull().default('OPEN'),
    seedHash: text('seed_hash').notNull(),
    seed: text('seed').notNull(),
    balls: integer('balls').array(),
    drawnAt: at('drawn_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lottery_issues_numero').on(t.gameId, t.numero),
    index('lottery_issues_game_draws_idx').on(t.gameId, t.drawsAt),
    // What the draw job looks at each tick: the few issues not drawn yet.
    index('lottery_issues_pending_idx')
      .on(t.locksAt)
      .where(sql`${t.state} in ('OPEN', 'LOCKED')`),
    // What the settle job looks at each tick: the issues drawn and not settled yet.
    index('lottery_issues_drawn_idx')
      .on(t.drawsAt)
      .where(sql`${t.state} = 'DRAWN'`),
    check(
      'lottery_issues_times',
      sql`${t.opensAt} < ${t.drawsAt} and ${t.locksAt} <= ${t.drawsAt} and ${t.opensAt} <= ${t.locksAt}`,
    ),
    check(
      'lottery_issues_state',
      sql`${t.state} in ('OPEN', 'LOCKED', 'DRAWN', 'SETTLED', 'VOID')`,
    ),
    check(
      'lottery_issues_result',
      sql`(${t.state} in ('DRAWN', 'SETTLED')) = (${t.balls} is not null and ${t.drawnAt} is not null)`,
    ),
  ],
);

/**
 * A CHAIN game's reverse hash chain for one lottery day (contract lottery/draw.ts chainSeeds):
 * the anchor is published a day ahead; the tail, from which every seed of the day follows,
 * stays secret (each issue's own seed is revealed when it is drawn).
 */
export const lotteryChains = pgTable(
  'lottery_chains',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => merchantLotteryGames.id),
    /** yyyymmdd of the lottery day, as its numeros begin. */
    day: text('day').notNull(),
    anchor: text('anchor').notNull(),
    tail: text('tail').notNull(),
    length: integer('length').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.day] })],
);

/**
 * A chase: the same lines placed on consecutive issues, one order per issue, under one number
 * (its orders' numbers are it and -001, -002 ...). Every issue's stake is taken at placement;
 * with win_stop the orders after the first winning issue are cancelled and refunded
 * (stopped_at set).
 */
export const lotteryChases = pgTable(
  'lottery_chases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chaseNumber: text('chase_number').notNull(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => merchantLotteryGames.id),
    winStop: boolean('win_stop').notNull(),
    issues: integer('issues').notNull(),
    plannedMinor: bigint('planned_minor', { mode: 'bigint' }).notNull(),
    stoppedAt: at('stopped_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lottery_chases_number').on(t.chaseNumber),
    index('lottery_chases_member_idx').on(t.memberId, t.createdAt),
  ],
);

/**
 * One placement on one issue. Its stake was taken by the placement's BET (debit_transaction_id,
 * shared by a chase's orders); it is closed once, by a guarded update from PENDING in the
 * transaction of the ledger movement that pays it (WIN, or BET_REFUND when cancelled or void;
 * close_transaction_id), or alone when it lost.
 */
export const lotteryOrders = pgTable(
  'lottery_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNumber: text('order_number').notNull(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => merchantLotteryGames.id),
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryIssues.id),
    numero: text('numero').notNull(),
    chaseId: bigint('chase_id', { mode: 'number' }).references(() => lotteryChases.id),
    /** The order's place in its chase, from 1. */
    chaseSeq: integer('chase_seq'),
    /** The chase multiple that scales every line of this issue (1 without a chase). */
    chaseMultiple: integer('chase_multiple').notNull().default(1),
    /** The wallet staked from and paid to: 'MAIN', or 'PLAY' for a free-play guest's play money. */
    wallet: text('wallet').notNull().default('MAIN'),
    state: text('state').$type<LotteryOrderState>().notNull().default('PENDING'),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** Paid back when closed: wins and tie refunds, or the stake of a cancelled or void order. */
    paidMinor: bigint('paid_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    debitTransactionId: uuid('debit_transaction_id').notNull(),
    closeTransactionId: uuid('close_transaction_id'),
    placedAt: at('placed_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('lottery_orders_number').on(t.orderNumber),
    index('lottery_orders_member_idx').on(t.memberId, t.placedAt),
    index('lottery_orders_debit_idx').on(t.debitTransactionId),
    index('lottery_orders_chase_idx').on(t.chaseId, t.chaseSeq),
    // What settlement reads: an issue's orders still to pay.
    index('lottery_orders_pending_idx')
      .on(t.issueId)
      .where(sql`${t.state} = 'PENDING'`),
    index('lottery_orders_issue_idx').on(t.issueId),
    // What the agents' rollup reads: a merchant's orders settled in a window (won or lost).
    index('lottery_orders_settled_idx')
      .on(t.merchantCode, t.settledAt)
      .where(sql`${t.state} in ('WON', 'LOST')`),
    check(
      'lottery_orders_state',
      sql`${t.state} in ('PENDING', 'WON', 'LOST', 'CANCELLED', 'VOID')`,
    ),
    check('lottery_orders_amount', sql`${t.amountMinor} > 0 and ${t.paidMinor} >= 0`),
    check('lottery_orders_closed', sql`(${t.state} = 'PENDING') = (${t.settledAt} is null)`),
  ],
);

/**
 * A line of an order: a play's picks at a unit and a multiple (the line's times the chase's),
 * with the return rate its odds were fixed at when placed, so a later change of the merchant's
 * rate does not alter a placed bet.
 */
export const lotteryOrderLines = pgTable(
  'lottery_order_lines',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryOrders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    playId: integer('play_id').notNull(),
    content: text('content').notNull(),
    bets: integer('bets').notNull(),
    unit: text('unit').$type<BetUnit>().notNull(),
    multiple: integer('multiple').notNull(),
    stakePerBetMinor: bigint('stake_per_bet_minor', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    returnBp: integer('return_bp').notNull(),
    winMinor: bigint('win_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineNo] })],
);

/**
 * What each number (a pick of one row of one play) has taken on an issue, all members: the
 * stake of the bets it is part of. A placement adds under the cap in one conditional upsert
 * (sold out when it would pass it); a cancel gives it back.
 */
export const lotteryNumberSales = pgTable(
  'lottery_number_sales',
  {
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryIssues.id, { onDelete: 'cascade' }),
    playId: integer('play_id').notNull(),
    rowNo: integer('row_no').notNull(),
    pick: text('pick').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.playId, t.rowNo, t.pick] })],
);
