import * as z from 'zod/mini';
import { defineCall } from './call.js';
import { instantSchema, periodQuerySchema } from './money.js';
import { pageNoSchema, pageSchema, pageSizeSchema } from './pagination.js';

/**
 * The member's account records: every ledger movement on the member's
 * wallets (transactionHistory and its detail, ODSFE2_MemTransDet), profit and loss by period
 * (personalProfit) and bonuses (bonusDetails). All read the ledger; nothing is kept twice.
 */

/** The kind of a ledger transaction, as the account record filters it. */
export const transactionTypeSchema = z.enum([
  'DEPOSIT',
  'WITHDRAWAL',
  /** A rejected or refunded withdrawal coming back. */
  'WITHDRAWAL_REVERSAL',
  /** MAIN to or from a vendor wallet. */
  'TRANSFER',
  'UPLINE_TRANSFER',
  'DOWNLINE_TRANSFER',
  'ADJUSTMENT',
  'BONUS',
  'BET',
  'WIN',
  /** A bet a game vendor cancelled (seamless wallet rollback) coming back. */
  'BET_REFUND',
  /** Agent centre: a daily, hourly or real-time salary, or a dividend, paid by a contract. */
  'SALARY',
  'DIVIDEND',
  /** Agent centre: a day's rebate (the member's own rate, and an agent's differential). */
  'REBATE',
  /** Free play: a trial account's play credits, in its PLAY wallet (play money, docs/product.md §4). */
  'PLAY_CREDIT',
]);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

/** The kinds a real account's records filter by: play credits are a free-play guest's only. */
export const REAL_MONEY_TRANSACTION_TYPES = transactionTypeSchema.options.filter(
  (type) => type !== 'PLAY_CREDIT',
);

/**
 * Every kind a ledger transaction may have: the kinds the account record shows, and the
 * merchant's own WITHDRAWAL_PAYOUT (hold to payout clearing, never on a member's wallet). The
 * platform's ledger takes nothing else, and a CHECK on ledger_transactions.kind backs it.
 */
export const LEDGER_KINDS = [...transactionTypeSchema.options, 'WITHDRAWAL_PAYOUT'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** One posting on one of the member's wallets: a line of the account record. */
export const accountRecordSchema = z.object({
  /** The posting's id (a line). */
  id: z.string(),
  transactionId: z.string(),
  type: transactionTypeSchema,
  /** 'MAIN' or a vendor's vassalage. */
  wallet: z.string(),
  /** Signed: positive came in, negative went out. */
  amount: z.number(),
  balanceAfter: z.number(),
  createdAt: instantSchema,
});
export type AccountRecord = z.infer<typeof accountRecordSchema>;

export const transactionDetailSchema = z.object({
  transactionId: z.string(),
  type: transactionTypeSchema,
  createdAt: instantSchema,
  /** The member's own postings of the transaction (one, or two for a wallet transfer). */
  lines: z.array(accountRecordSchema),
  /** What it belongs to: a deposit or withdrawal reference, a counterpart username, a reason. */
  reference: z.nullable(z.string()),
  /** The other side in words the member may see: "PG wallet", "upline agent1", "operator". */
  counterpart: z.string(),
});
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;

/** Totals of a period, from the ledger (game rounds add BET and WIN movements). */
export const profitSchema = z.object({
  deposit: z.number(),
  withdrawal: z.number(),
  bet: z.number(),
  win: z.number(),
  bonus: z.number(),
  adjustment: z.number(),
  /** Win + bonus − bet: what the member's play earned or lost. */
  profit: z.number(),
});
export type Profit = z.infer<typeof profitSchema>;

export const bonusRecordSchema = z.object({
  transactionId: z.string(),
  amount: z.number(),
  /** The operator's title for it (e.g. "Welcome bonus"). */
  title: z.string(),
  createdAt: instantSchema,
});
export type BonusRecord = z.infer<typeof bonusRecordSchema>;

const pagedPeriod = z.extend(periodQuerySchema, {
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(10, 50),
});

export const recordCalls = {
  transactionHistory: defineCall({
    method: 'GET',
    path: '/wps/member/transactions',
    auth: 'member',
    query: z.extend(pagedPeriod, { type: z.optional(transactionTypeSchema) }),
    response: pageSchema('list', accountRecordSchema),
  }),
  transactionDetail: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    auth: 'member',
    query: z.object({ transactionId: z.string().check(z.minLength(1), z.maxLength(60)) }),
    response: transactionDetailSchema,
  }),
  personalProfit: defineCall({
    method: 'GET',
    path: '/wps/member/profit',
    auth: 'member',
    query: periodQuerySchema,
    response: profitSchema,
  }),
  bonusDetails: defineCall({
    method: 'GET',
    path: '/wps/member/bonus',
    auth: 'member',
    query: pagedPeriod,
    response: z.extend(pageSchema('list', bonusRecordSchema), { total: z.number() }),
  }),
};

/** One game round of the member: a line of the betting record (personalHistoryCopy). */
export const betRecordSchema = z.object({
  roundId: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  stake: z.number(),
  /** 0 while OPEN or when the round lost; the refunded stake's round is VOID. */
  win: z.number(),
  /** win − stake (0 for VOID). */
  profit: z.number(),
  status: z.enum(['OPEN', 'SETTLED', 'VOID']),
  /** 'MAIN' (seamless) or the vendor's wallet the round bet from. */
  wallet: z.string(),
  createdAt: instantSchema,
  settledAt: z.nullable(instantSchema),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betTotalsSchema = z.object({
  count: z.number(),
  stake: z.number(),
  win: z.number(),
  profit: z.number(),
});
export type BetTotals = z.infer<typeof betTotalsSchema>;

export const betRecordCalls = {
  /** The betting record: the member's rounds of the period, newest first, with totals. */
  betRecords: defineCall({
    method: 'GET',
    path: '/wps/member/bets',
    auth: 'member',
    query: z.extend(pagedPeriod, {
      vassalage: z.optional(z.string().check(z.trim(), z.maxLength(40))),
    }),
    response: z.extend(pageSchema('list', betRecordSchema), { totals: betTotalsSchema }),
  }),
};
