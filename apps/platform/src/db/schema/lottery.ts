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
} from 'drizzle-orm/pg-core';
import type { LotteryFamily, LotteryIssueState } from '@site/contract';
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
  },
  (t) => [
    uniqueIndex('merchant_lottery_games_code').on(t.merchantCode, t.gameCode),
    check(
      'merchant_lottery_games_calendar',
      sql`${t.intervalSeconds} > 0 and ${t.firstDrawSeconds} between 1 and 86400 and ${t.lockSeconds} >= 0 and ${t.lockSeconds} < ${t.intervalSeconds}`,
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
