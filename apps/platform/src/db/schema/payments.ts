import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from './accounts.js';
import { ledgerTransactions } from './ledger.js';
import { at, bytea, createdAt } from './columns.js';
import { merchants } from './merchants.js';

/** B bank, E e-wallet, V crypto. */
type PaymentType = 'B' | 'E' | 'V';

/**
 * A way a merchant takes deposits: a channel of a method, its limits (minor units), quick
 * amounts, and where the member pays (the local payment driver shows these; a real gateway
 * answers its own).
 */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    type: text('type').$type<PaymentType>().notNull(),
    name: text('name').notNull(),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    /** Quick amounts, minor units. */
    presets: jsonb('presets').$type<string[]>().notNull().default([]),
    provider: text('provider').notNull(),
    accountName: text('account_name').notNull(),
    accountNo: text('account_no').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('payment_channels_merchant_idx').on(t.merchantCode, t.sortOrder),
    check('payment_channels_limits', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
  ],
);

/**
 * A deposit order: PENDING until the operator (or a gateway's callback) approves it, which
 * credits MAIN through the ledger (ledger_transaction_id), or rejects it. The member's
 * idempotency key is unique per member, so a retried request opens one order.
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    reference: text('reference').notNull(),
    channelId: text('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    type: text('type').$type<PaymentType>().notNull(),
    channelName: text('channel_name').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status')
      .$type<'PENDING' | 'APPROVED' | 'REJECTED'>()
      .notNull()
      .default('PENDING'),
    /**
     * Where the member pays: { provider, accountName, accountNo, note }. Null while the
     * payment driver is asked: the order is stored first, so a gateway never holds an order
     * the site does not know.
     */
    payTo: jsonb('pay_to').$type<{
      provider: string;
      accountName: string;
      accountNo: string;
      note: string;
    }>(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    /** When the payment driver was last asked for payTo (a retry asks again). */
    askedAt: at('asked_at').notNull().defaultNow(),
    /**
     * Set when the driver failed (or its request stopped) without payTo: the order keeps its
     * reference, which the gateway may hold, and a retry of the key asks again with it.
     */
    failedAt: at('failed_at'),
    decidedAt: at('decided_at'),
    remark: text('remark'),
    ledgerTransactionId: uuid('ledger_transaction_id').references(() => ledgerTransactions.id),
  },
  (t) => [
    uniqueIndex('deposit_orders_reference_key').on(t.merchantCode, t.reference),
    uniqueIndex('deposit_orders_idempotency_key').on(t.memberId, t.idempotencyKey),
    index('deposit_orders_member_idx').on(t.memberId, t.createdAt),
    index('deposit_orders_status_idx').on(t.merchantCode, t.status, t.createdAt),
    // The agents' rollup: deposits approved in a window.
    index('deposit_orders_decided_idx')
      .on(t.merchantCode, t.decidedAt)
      .where(sql`${t.status} = 'APPROVED'`),
    check('deposit_orders_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** A payout destination a member bound: bank account (B), e-wallet (E) or crypto address (V). */
export const memberCards = pgTable(
  'member_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    type: text('type').$type<PaymentType>().notNull(),
    providerCode: text('provider_code').notNull(),
    accountNo: text('account_no').notNull(),
    payeeName: text('payee_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('member_cards_account_key').on(t.memberId, t.type, t.providerCode, t.accountNo),
    index('member_cards_member_idx').on(t.memberId, t.createdAt),
  ],
);

export type WithdrawalStatus =
  'PENDING' | 'REJECTED' | 'PAID' | 'RECEIVED' | 'NOT_RECEIVED' | 'REFUNDED';

/**
 * A withdrawal: its amount is held (MAIN → WITHDRAWAL_HOLD) at request, released by a
 * rejection or a refund, paid out (WITHDRAWAL_HOLD → WITHDRAWAL_CLEARING) on approval.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    cardId: uuid('card_id')
      .notNull()
      .references(() => memberCards.id),
    reference: text('reference').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('PENDING'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
    /** Set when PAID: it counts as received after this unless the member answers. */
    autoReceiveAt: at('auto_receive_at'),
    autoReceived: boolean('auto_received').notNull().default(false),
    remark: text('remark'),
  },
  (t) => [
    uniqueIndex('withdrawals_reference_key').on(t.merchantCode, t.reference),
    uniqueIndex('withdrawals_idempotency_key').on(t.memberId, t.idempotencyKey),
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
    index('withdrawals_status_idx').on(t.merchantCode, t.status, t.createdAt),
    index('withdrawals_auto_receive_idx')
      .on(t.autoReceiveAt)
      .where(sql`${t.status} = 'PAID'`),
    // The agents' rollup: withdrawals paid in a window.
    index('withdrawals_decided_idx').on(t.merchantCode, t.decidedAt),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A proof image of a withdrawal not received (up to 3 an answer, png or jpg, under 5 MB
 * each). The member's remark lives here, apart from the operator's on the withdrawal.
 */
export const withdrawalProofs = pgTable(
  'withdrawal_proofs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    withdrawalId: uuid('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id),
    contentType: text('content_type').$type<'image/png' | 'image/jpeg'>().notNull(),
    data: bytea('data').notNull(),
    /** The member's remark with the answer these proofs came with. */
    remark: text('remark'),
    /** The image's place among its answer's proofs, from 0. */
    position: integer('position').notNull().default(0),
    /**
     * The hash of the whole answer (every image's type and bytes, in order, and the remark),
     * the same on each of its rows: a retry of the answer is told from a different one.
     */
    answerHash: text('answer_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('withdrawal_proofs_withdrawal_idx').on(t.withdrawalId)],
);
