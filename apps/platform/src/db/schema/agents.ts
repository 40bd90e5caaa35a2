import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ContractStatus, ContractType, PeriodType } from '@site/contract';
import { members } from './accounts.js';
import { at, createdAt } from './columns.js';
import { ledgerTransactions } from './ledger.js';
import { merchants } from './merchants.js';

/**
 * A contract tier as stored: amounts in minor units (text, as bigints), a P rate in parts per
 * million, an F rate in minor units.
 */
export interface StoredTier {
  minBet: string;
  netLoss: string;
  activeMembers: number;
  rateType: 'P' | 'F';
  rate: number;
}

/**
 * The team tree as a closure table: one row per (ancestor, descendant) pair at every depth, a
 * member's own row at depth 0. Written by the members_team_paths trigger when a member is
 * inserted (drizzle/0022_agents.sql), so every way an account is made keeps it; an upline never
 * changes. "X's team" is one index range: ancestor_id = X.
 */
export const teamPaths = pgTable(
  'team_paths',
  {
    ancestorId: uuid('ancestor_id')
      .notNull()
      .references(() => members.id),
    descendantId: uuid('descendant_id')
      .notNull()
      .references(() => members.id),
    depth: smallint('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    // A level of the team (direct downlines: depth 1) and team counts by level.
    index('team_paths_level_idx').on(t.ancestorId, t.depth, t.descendantId),
    // A member's uplines (contracts and rebates are bounded by them).
    index('team_paths_descendant_idx').on(t.descendantId, t.depth),
  ],
);

/** Rebate rate of an agent or downline per product, in parts per million of valid bet. */
export const memberRebates = pgTable(
  'member_rebates',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    product: text('product').notNull(),
    ratePpm: integer('rate_ppm').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.product] }),
    check('member_rebates_rate', sql`${t.ratePpm} between 0 and 1000000`),
  ],
);

/** An agent's invitation link: registering with its code joins the agent's team as its type. */
export const inviteLinks = pgTable(
  'invite_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => members.id),
    code: text('code').notNull(),
    /** 41 member or 42 agent: what an account registered through it is. */
    accountType: smallint('account_type').notNull(),
    /** {product: ppm} given to accounts registered through it. */
    rebates: jsonb('rebates').$type<Record<string, number>>().notNull().default({}),
    registrations: integer('registrations').notNull().default(0),
    expiresAt: at('expires_at'),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invite_links_code_key').on(t.merchantCode, t.code),
    index('invite_links_agent_idx').on(t.agentId, t.createdAt),
  ],
);

/**
 * A member's settled bets of one day (the merchant's day, UTC+7) in one product, rolled up by
 * the agents.rollup job from game rounds; reports read these, never the rounds.
 */
export const memberBetDays = pgTable(
  'member_bet_days',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    product: text('product').notNull(),
    merchantCode: text('merchant_code').notNull(),
    bets: integer('bets').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day, t.product] }),
    index('member_bet_days_merchant_idx').on(t.merchantCode, t.day),
  ],
);

/** A member's approved deposits and paid withdrawals of one day, rolled up with the bets. */
export const memberFundDays = pgTable(
  'member_fund_days',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    merchantCode: text('merchant_code').notNull(),
    deposit: bigint('deposit', { mode: 'bigint' }).notNull(),
    deposits: integer('deposits').notNull(),
    /** The member's first deposit ever was approved this day. */
    firstDeposit: boolean('first_deposit').notNull(),
    withdrawal: bigint('withdrawal', { mode: 'bigint' }).notNull(),
    withdrawals: integer('withdrawals').notNull(),
    /** Bonuses, salaries, dividends and rebates received (they lower the team's net loss). */
    bonus: bigint('bonus', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day] }),
    index('member_fund_days_merchant_idx').on(t.merchantCode, t.day),
  ],
);

/**
 * An agent's team (itself and every downline) summed per day: the team overview reads one row
 * a day. Member counts (new, first depositors, active) are of the downlines.
 */
export const teamDays = pgTable(
  'team_days',
  {
    agentId: uuid('agent_id')
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    merchantCode: text('merchant_code').notNull(),
    newMembers: integer('new_members').notNull(),
    firstDepositors: integer('first_depositors').notNull(),
    activeMembers: integer('active_members').notNull(),
    deposit: bigint('deposit', { mode: 'bigint' }).notNull(),
    withdrawal: bigint('withdrawal', { mode: 'bigint' }).notNull(),
    bets: integer('bets').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    bonus: bigint('bonus', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.day] }),
    index('team_days_merchant_idx').on(t.merchantCode, t.day),
  ],
);

/** Where a merchant's rollup has reached: the next run goes back an hour before it. */
export const teamRollups = pgTable('team_rollups', {
  merchantCode: text('merchant_code')
    .primaryKey()
    .references(() => merchants.code),
  rolledUntil: at('rolled_until').notNull(),
});

/**
 * A dividend or salary contract an upline offers a downline (notes §1): its tiers, its state
 * by the original's letters (P offered, E offered to replace a contract, A active, R rejected,
 * V termination asked, C cancelled). upline_id null: the house (an operator) is the payer.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    type: text('type').$type<ContractType>().notNull(),
    /** Dividends: LIVE, RNG, CONS ...; salaries: CONS. */
    product: text('product').notNull(),
    /** Dividends: DAILY, WEEKLY, SEMIMONTHLY, MONTHLY; salaries: their own period. */
    periodType: text('period_type').$type<PeriodType>().notNull(),
    uplineId: uuid('upline_id').references(() => members.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    status: text('status').$type<ContractStatus>().notNull(),
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull().default([]),
    /** Real-time salary: rates of a lost and a won bet, and the least stake that counts. */
    lossRatePpm: integer('loss_rate_ppm'),
    profitRatePpm: integer('profit_rate_ppm'),
    minBet: bigint('min_bet', { mode: 'bigint' }),
    /** The active contract this offer cancels when it is accepted (a lower-ratio offer). */
    replacesId: uuid('replaces_id'),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    // One contract in force per member, type and product.
    uniqueIndex('agent_contracts_live_key')
      .on(t.memberId, t.type, t.product)
      .where(sql`${t.status} in ('A', 'V')`),
    // One open offer per member, type and product.
    uniqueIndex('agent_contracts_offer_key')
      .on(t.memberId, t.type, t.product)
      .where(sql`${t.status} in ('P', 'E')`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.type, t.createdAt),
    index('agent_contracts_merchant_idx').on(t.merchantCode, t.type, t.status),
  ],
);

/**
 * One payout of a contract for one period: the figures it was decided on and the ledger
 * transaction that paid it. (contract, period) is unique: a period is paid once.
 */
export const contractPayouts = pgTable(
  'contract_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: text('merchant_code').notNull(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    /** Who paid: the upline's id, or null for the house. */
    payerId: uuid('payer_id'),
    type: text('type').$type<ContractType>().notNull(),
    period: text('period').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    teamMembers: integer('team_members').notNull(),
    activeMembers: integer('active_members').notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    netLoss: bigint('net_loss', { mode: 'bigint' }).notNull(),
    /** 1-based tier reached; 0 none. */
    tier: integer('tier').notNull(),
    ratePpm: integer('rate_ppm').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** PAID, or NONE when no tier was reached or the amount rounds to zero. */
    status: text('status').$type<'PAID' | 'NONE'>().notNull(),
    ledgerTransactionId: uuid('ledger_transaction_id').references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contract_payouts_period_key').on(t.contractId, t.period),
    index('contract_payouts_member_idx').on(t.memberId, t.type, t.createdAt),
    index('contract_payouts_payer_idx').on(t.payerId, t.type, t.createdAt),
  ],
);

/** One product's part of a member's rebate of a day (rebate_payouts.lines). */
export interface RebateLine {
  product: string;
  /** The member's own valid bet and rate: what it gets back on its own bets. */
  validBet: string;
  ratePpm: number;
  own: string;
  /** An agent's differential: over each direct downline's whole team, (own rate − its rate). */
  differential: string;
}

/**
 * A member's rebate of one day (UTC+7), paid once: the row unique on (member, day) claims the
 * day and the ledger moves the amount under agents.rebate:<member>:<day> (README, Rebates).
 */
export const rebatePayouts = pgTable(
  'rebate_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: text('merchant_code').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    own: bigint('own', { mode: 'bigint' }).notNull(),
    differential: bigint('differential', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    lines: jsonb('lines').$type<RebateLine[]>().notNull().default([]),
    ledgerTransactionId: uuid('ledger_transaction_id').references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rebate_payouts_day_key').on(t.memberId, t.day),
    index('rebate_payouts_merchant_idx').on(t.merchantCode, t.day),
  ],
);

/**
 * The operator's per-agent configuration of offers (README, Operator configuration): whether
 * the agent may offer a contract type to its downlines and the highest rate it may offer. No
 * row for a type: allowed, bounded by the agent's own contract only.
 */
export const agentOfferRules = pgTable(
  'agent_offer_rules',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    type: text('type').$type<ContractType>().notNull(),
    allowed: boolean('allowed').notNull(),
    /** The highest P rate (or real-time rate) an offer of this type may carry; null: no cap. */
    maxRatePpm: integer('max_rate_ppm'),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.type] }),
    check('agent_offer_rules_rate', sql`${t.maxRatePpm} between 0 and 1000000`),
  ],
);
