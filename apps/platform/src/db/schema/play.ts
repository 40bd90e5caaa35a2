import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { HouseBet, HouseOutcome } from '@site/contract';
import { members } from './accounts.js';
import { at, createdAt } from './columns.js';
import { games } from './games.js';
import { ledgerTransactions } from './ledger.js';
import { merchants } from './merchants.js';

/** A member's favourite games (docs/product.md §7 favorites), newest first by created_at. */
export const favoriteGames = pgTable(
  'favorite_games',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    gameId: text('game_id')
      .notNull()
      .references(() => games.gameId),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('favorite_games_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** The games a member launched, one row per game, the last launch kept (docs/product.md §7 recent). */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    gameId: text('game_id')
      .notNull()
      .references(() => games.gameId),
    playedAt: at('played_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('recent_games_member_idx').on(t.memberId, t.playedAt),
    index('recent_games_game_idx').on(t.gameId, t.playedAt),
  ],
);

/**
 * A launch: the token in the game_url, kept only as its SHA-256. Single use (used_at) and
 * short-lived (expires_at); trading it opens a game session. Deleted a day after it expired
 * (house-sessions' purge).
 */
export const launchTokens = pgTable(
  'launch_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    gameId: text('game_id')
      .notNull()
      .references(() => games.gameId),
    /** The wallet the game bets from: 'MAIN' (seamless) or the vendor's vassalage. */
    wallet: text('wallet').notNull(),
    language: text('language').notNull(),
    /**
     * The site session (sessions.token_hash) the launch came from: its game lives only as long
     * as that session does. NULL on rows from before it was kept: they open nothing.
     */
    siteSessionHash: text('site_session_hash'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  // The purge's range.
  (t) => [index('launch_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * A game page's session, opened by a launch token; its token kept only as its SHA-256.
 * Deleted a day after its last call (house-sessions' purge).
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    gameId: text('game_id')
      .notNull()
      .references(() => games.gameId),
    wallet: text('wallet').notNull(),
    language: text('language').notNull(),
    /** The launch's site session, copied from its token: logging it out ends the game. */
    siteSessionHash: text('site_session_hash'),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  },
  // The purge's range; a session is otherwise only ever found by its token.
  (t) => [index('game_sessions_last_seen_idx').on(t.lastSeenAt)],
);

/**
 * Provably fair seeds of a member in a game: the server seed of the next round, committed by
 * its hash before the round, revealed in the round; the client seed and the nonce (rounds
 * played with this client seed).
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    gameId: text('game_id')
      .notNull()
      .references(() => games.gameId),
    /** Hex, 32 random bytes; secret until its round is played. */
    nextServerSeed: text('next_server_seed').notNull(),
    nextServerSeedHash: text('next_server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);

export type RoundStatus = 'OPEN' | 'SETTLED' | 'VOID';

/**
 * A game round on the seamless wallet: its stake debited (BET), its win credited (WIN) or
 * its stake refunded (BET_REFUND, status VOID), each once, by the round's idempotency keys.
 * A rollback that comes before its debit leaves a VOID row with no stake, so a late debit is
 * refused. The betting record reads these rows.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    gameId: text('game_id')
      .notNull()
      .references(() => games.gameId),
    vassalage: text('vassalage').notNull(),
    /** 'MAIN' or the vendor's vassalage. */
    wallet: text('wallet').notNull(),
    /** The vendor's round id: the house page's round key; unique per vendor and member. */
    roundKey: text('round_key').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').$type<RoundStatus>().notNull(),
    /** House rounds: what was staked on, what the draw gave, and its proof. */
    bet: jsonb('bet').$type<HouseBet>(),
    outcome: jsonb('outcome').$type<HouseOutcome>(),
    serverSeed: text('server_seed'),
    serverSeedHash: text('server_seed_hash'),
    clientSeed: text('client_seed'),
    nonce: integer('nonce'),
    debitTransactionId: uuid('debit_transaction_id').references(() => ledgerTransactions.id),
    settleTransactionId: uuid('settle_transaction_id').references(() => ledgerTransactions.id),
    createdAt: createdAt(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('game_rounds_key').on(t.vassalage, t.memberId, t.roundKey),
    index('game_rounds_member_idx').on(t.memberId, t.createdAt),
    index('game_rounds_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'OPEN'`),
    // The winner board: a merchant's rounds of the last days that paid more than their stake
    // (winners.ts).
    index('game_rounds_winners_idx')
      .on(t.merchantCode, t.createdAt)
      .where(sql`${t.status} = 'SETTLED' AND ${t.win} > ${t.stake}`),
    // The agents' rollup: a merchant's rounds settled in a window (domains/agents/rollup.ts).
    index('game_rounds_settled_idx')
      .on(t.merchantCode, t.settledAt)
      .where(sql`${t.status} = 'SETTLED'`),
    check('game_rounds_amounts', sql`${t.stake} >= 0 AND ${t.win} >= 0`),
  ],
);
