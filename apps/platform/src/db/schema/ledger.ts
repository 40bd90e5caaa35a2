import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { walletAccounts } from './accounts.js';
import { merchants } from './merchants.js';
import { LEDGER_KINDS, type LedgerKind } from '@site/contract';

/** What a ledger transaction answered, kept so a retry of its idempotency key answers the same. */
export interface LedgerResultJson {
  transactionId: string;
  postings: { accountId: string; amount: string; balanceAfter: string }[];
}

/**
 * One money movement: a set of postings summing to zero. The idempotency key is unique per
 * merchant, so a retry finds the first transaction instead of moving money twice; the request
 * hash tells a retry from a different request reusing the key.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    /** One of the contract's LEDGER_KINDS (a CHECK): DEPOSIT, WITHDRAWAL, TRANSFER, BET ... */
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** What the movement belongs to: a deposit order, a withdrawal, the transaction reversed. */
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    result: jsonb('result').$type<LedgerResultJson>(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency_key').on(t.merchantCode, t.idempotencyKey),
    index('ledger_transactions_reference_idx').on(t.merchantCode, t.reference),
    // Rewards of a day (the agents' rollup); partial, so bets and transfers do not feed it.
    index('ledger_transactions_rewards_idx')
      .on(t.merchantCode, t.createdAt)
      .where(sql`${t.kind} in ('BONUS', 'SALARY', 'DIVIDEND', 'REBATE')`),
    check(
      'ledger_transactions_kind',
      sql`${t.kind} in (${sql.raw(LEDGER_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
  ],
);

/**
 * One side of a transaction: a signed amount in minor units on one account, and the account's
 * balance after it. The postings of a transaction sum to zero (checked in code and, at commit,
 * by the deferred constraint trigger ledger_postings_balanced).
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => walletAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    index('ledger_postings_transaction_idx').on(t.transactionId),
    index('ledger_postings_account_idx').on(t.accountId, t.id),
    check('ledger_postings_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);
