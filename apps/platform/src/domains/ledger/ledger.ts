import { createHash } from 'node:crypto';
import type { LedgerKind } from '@site/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import {
  ledgerPostings,
  ledgerTransactions,
  walletAccounts,
  type LedgerResultJson,
} from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

/** A merchant's own accounts, the other side of every member movement; they may go negative. */
export const ClearingAccount = {
  deposit: 'DEPOSIT_CLEARING',
  withdrawal: 'WITHDRAWAL_CLEARING',
  /** Withdrawals asked for and not yet paid or rejected. */
  withdrawalHold: 'WITHDRAWAL_HOLD',
  bonus: 'BONUS',
  adjustment: 'ADJUSTMENT',
  vendor: 'VENDOR_CLEARING',
  /** The house lottery's side of its stakes, wins and refunds. */
  lottery: 'LOTTERY_CLEARING',
  /** Dividends and salaries the house pays top agents (and covers for an upline short of funds). */
  agentPayout: 'AGENT_PAYOUT',
  /** Rebates the house pays members and agents on their valid bet (agents.rebate). */
  rebate: 'REBATE_PAYOUT',
  /**
   * The play book's house side: free-play guests' credits, stakes and wins (docs/product.md §4 free
   * play).
   * Play money never meets the real book: a PLAY wallet posts only against this account.
   */
  play: 'PLAY_CLEARING',
} as const;
export type ClearingAccountName = (typeof ClearingAccount)[keyof typeof ClearingAccount];

/**
 * Shards of each clearing account. Every movement locks its accounts' rows until commit; with
 * one clearing row per merchant, all members' deposits and withdrawals would queue on it.
 * It may grow but must never shrink: rows beyond it would drop out of clearingBalance. A
 * change remaps members to shards, so whatever undoes an earlier movement (a withdrawal's
 * payout or reversal) takes the accounts that movement posted to, not the member's shard now.
 */
export const CLEARING_SHARDS = 8;

/** Shard 0 keeps the plain name (the account before sharding); the others are NAME#k. */
const shardName = (name: string, shard: number) => (shard === 0 ? name : `${name}#${shard}`);
const shardNames = (name: string) =>
  Array.from({ length: CLEARING_SHARDS }, (_, shard) => shardName(name, shard));
/** The rows of every shard of a merchant's clearing account. */
const shardsOf = (merchantCode: string, name: string) =>
  and(
    isNull(walletAccounts.memberId),
    eq(walletAccounts.merchantCode, merchantCode),
    inArray(walletAccounts.wallet, shardNames(name)),
  );
/** A stable shard for a key (FNV-1a). */
const shardOf = (key: string) => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % CLEARING_SHARDS;
};
/** The wallet name of the clearing shard clearingAccount picks for `spreadBy`. */
export const clearingWalletOf = (name: ClearingAccountName, spreadBy: string) =>
  shardName(name, shardOf(spreadBy));

export interface Posting {
  accountId: string;
  /** Signed minor units: positive credits the account, negative debits it. */
  amount: bigint;
}

export interface PostInput {
  merchantCode: string;
  /** What moved: one of the contract's LEDGER_KINDS. */
  kind: LedgerKind;
  /** What the movement belongs to (an order, a withdrawal, the transaction reversed). */
  reference?: string | null;
  idempotencyKey: string;
  /** A digest of the request (requestHashOf): a retry must carry the same one. */
  requestHash: string;
  postings: readonly Posting[];
  /** A member whose wallets' total, right after the post, the receipt carries. */
  totalOf?: string;
  /**
   * Written in the same database transaction, only when this call posts (not on a retry):
   * an audit row, an order's new state.
   */
  alongside?: (tx: Db, receipt: LedgerReceipt) => Promise<void>;
}

/** What a posted transaction answers; a retry of its idempotency key answers the same. */
export interface LedgerReceipt {
  transactionId: string;
  postings: { accountId: string; amount: bigint; balanceAfter: bigint }[];
  /**
   * The total of PostInput.totalOf's wallets right after the post, read in the same statement;
   * absent without totalOf and when this call did not post (a retry answering the first result).
   */
  total?: bigint;
}

export interface Verification {
  balance: bigint;
  /** The sum of the account's postings. */
  postingsSum: bigint;
  /** The balance_after of its newest posting, or 0 when it has none. */
  lastBalanceAfter: bigint;
  ok: boolean;
}

const stable = (value: unknown): unknown => {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
};

/** SHA-256 of the request's canonical JSON (keys sorted, bigints as text). */
export const requestHashOf = (request: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(stable(request)))
    .digest('hex');

const fromJson = (json: LedgerResultJson): LedgerReceipt => ({
  transactionId: json.transactionId,
  postings: json.postings.map((p) => ({
    accountId: p.accountId,
    amount: BigInt(p.amount),
    balanceAfter: BigInt(p.balanceAfter),
  })),
});

function checkPostings(postings: readonly Posting[]) {
  if (postings.length < 2) {
    throw new AppError('request.invalid', { detail: 'A transaction needs two postings or more.' });
  }
  let sum = 0n;
  for (const posting of postings) {
    if (typeof posting.amount !== 'bigint' || posting.amount === 0n) {
      throw new AppError('request.invalid', { detail: 'A posting amount is a non-zero bigint.' });
    }
    sum += posting.amount;
  }
  if (sum !== 0n) {
    throw new AppError('request.invalid', { detail: 'The postings do not sum to zero.' });
  }
}

/** What ledger_post answers (drizzle/0019_ledger_post.sql). */
type PostOutcome =
  | { status: 'posted'; result: LedgerResultJson; total: string | null }
  | { status: 'replayed'; result: LedgerResultJson }
  | { status: 'reused' | 'conflict' | 'insufficient' | 'unknown_account' | 'other_merchant' };

/**
 * One ledger transaction in one statement: ledger_post checks the key, locks the accounts in id
 * order, checks the balances, writes the transaction, its postings and the running balances, and
 * keeps the result for the key. Named, so PostgreSQL parses and plans it once per connection.
 */
const postStatementOn = (executor: Db) =>
  executor
    .select({ outcome: sql<PostOutcome>`outcome` })
    .from(
      sql`ledger_post(${sql.placeholder('merchantCode')}::text, ${sql.placeholder('kind')}::text, ${sql.placeholder('reference')}::text, ${sql.placeholder('idempotencyKey')}::text, ${sql.placeholder('requestHash')}::text, ${sql.placeholder('postings')}::text::jsonb, ${sql.placeholder('totalOf')}::uuid) as outcome`,
    )
    .prepare('ledger_post');

const postArgs = (input: PostInput) => ({
  merchantCode: input.merchantCode,
  kind: input.kind,
  reference: input.reference ?? null,
  idempotencyKey: input.idempotencyKey,
  requestHash: input.requestHash,
  postings: JSON.stringify(
    input.postings.map((p) => ({ accountId: p.accountId, amount: p.amount.toString() })),
  ),
  totalOf: input.totalOf ?? null,
});

/** The receipt ledger_post answered, or the refusal it stands for (nothing was written). */
function receiptOf([row]: { outcome: PostOutcome }[]): LedgerReceipt {
  const outcome = row!.outcome;
  switch (outcome.status) {
    case 'posted':
      return outcome.total === null
        ? fromJson(outcome.result)
        : { ...fromJson(outcome.result), total: BigInt(outcome.total) };
    case 'replayed':
      return fromJson(outcome.result);
    case 'reused':
      throw new AppError('idempotency.key.reused');
    case 'conflict':
      throw new AppError('request.conflict');
    case 'insufficient':
      throw new AppError('wallet.insufficient');
    case 'unknown_account':
      throw new AppError('request.invalid', { detail: 'Unknown ledger account.' });
    case 'other_merchant':
      throw new AppError('request.invalid', { detail: 'Account of another merchant.' });
  }
}

/** What an idempotency key answered first: the request's digest and its result. */
export interface FirstAnswer {
  requestHash: string;
  result: LedgerResultJson | null;
}

/**
 * The first receipt of a key (null when the key is unused); 'idempotency.key.reused' when it
 * answered another request.
 */
function answerOf(first: FirstAnswer | null, requestHash: string): LedgerReceipt | null {
  if (!first?.result) return null;
  if (first.requestHash !== requestHash) throw new AppError('idempotency.key.reused');
  return fromJson(first.result);
}

/**
 * The double-entry ledger (DESIGN.md, Money). Every balance change is one database transaction:
 * the ledger transaction row (its idempotency key unique per merchant), the touched accounts
 * locked in id order, their running balances, and postings that sum to zero. Concurrent calls
 * serialise on the rows' locks, so this holds with several processes on one PostgreSQL.
 */
export function createLedger(db: Db) {
  const postOnDb = postStatementOn(db);
  const postStatement = (executor: Db) => (executor === db ? postOnDb : postStatementOn(executor));
  /**
   * The account of (memberId, wallet) or the clearing account, opened on first use. Looked up
   * first: it exists on every movement but the first, so that is one statement, not two.
   */
  const openAccount = async (
    executor: Db,
    owner: { memberId: string } | { merchantCode: string },
    wallet: string,
  ): Promise<string> => {
    const find = async () => {
      const [found] = await executor
        .select({ id: walletAccounts.id })
        .from(walletAccounts)
        .where(
          'memberId' in owner
            ? and(eq(walletAccounts.memberId, owner.memberId), eq(walletAccounts.wallet, wallet))
            : and(
                isNull(walletAccounts.memberId),
                eq(walletAccounts.merchantCode, owner.merchantCode),
                eq(walletAccounts.wallet, wallet),
              ),
        )
        .limit(1);
      return found?.id;
    };
    const existing = await find();
    if (existing) return existing;
    const values =
      'memberId' in owner
        ? { memberId: owner.memberId, wallet }
        : { merchantCode: owner.merchantCode, wallet };
    const [inserted] = await executor
      .insert(walletAccounts)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: walletAccounts.id });
    // Another call opened it between the look and the insert.
    const id = inserted?.id ?? (await find());
    if (!id) throw new Error(`wallet account ${wallet} could not be opened`);
    return id;
  };

  return {
    /** A member's wallet account (MAIN or a vendor's), opened on first use. */
    memberAccount: (memberId: string, wallet: string, executor: Db = db) =>
      openAccount(executor, { memberId }, wallet),

    /**
     * A merchant's clearing account, opened on first use. With `spreadBy` (a member id) the
     * movement goes to one of CLEARING_SHARDS accounts chosen by it, so members' movements do
     * not all wait on one row; the same member always lands on the same shard, so a reversal
     * meets its hold. clearingBalance sums the shards.
     */
    clearingAccount: (
      merchantCode: string,
      name: ClearingAccountName,
      { spreadBy, executor = db }: { spreadBy?: string; executor?: Db } = {},
    ) =>
      openAccount(
        executor,
        { merchantCode },
        spreadBy === undefined ? name : clearingWalletOf(name, spreadBy),
      ),

    /** Every opened shard of a clearing account (for checks and reports). */
    async clearingShards(merchantCode: string, name: ClearingAccountName): Promise<string[]> {
      const rows = await db
        .select({ id: walletAccounts.id })
        .from(walletAccounts)
        .where(shardsOf(merchantCode, name));
      return rows.map((row) => row.id);
    },

    /** A clearing account's balance over all its shards, in minor units. */
    async clearingBalance(merchantCode: string, name: ClearingAccountName): Promise<bigint> {
      const [row] = await db
        .select({ sum: sql<string>`coalesce(sum(${walletAccounts.balance}), 0)::text` })
        .from(walletAccounts)
        .where(shardsOf(merchantCode, name));
      return BigInt(row?.sum ?? '0');
    },

    /**
     * Posts one transaction, or answers the first result of its idempotency key. Refuses
     * 'idempotency.key.reused' when the key answered another request, and 'wallet.insufficient'
     * when a member wallet would go below zero; then nothing is written.
     *
     * Without `alongside` it is one statement (ledger_post), atomic on its own. With it, the post
     * and `alongside` share a database transaction. With the caller's transaction as `executor`
     * (a job settling many bets in one), a refusal leaves that transaction usable (nothing was
     * written), `alongside` runs in a savepoint of it, and everything commits or rolls back with
     * it. On PGlite the outer db must not be used while a transaction is open (it waits behind
     * it), hence the executor rather than `db`.
     */
    async post(input: PostInput, executor: Db = db): Promise<LedgerReceipt> {
      checkPostings(input.postings);
      const { alongside } = input;
      if (!alongside) return receiptOf(await postStatement(executor).execute(postArgs(input)));
      return executor.transaction(async (tx) => {
        const [row] = await postStatement(tx).execute(postArgs(input));
        const receipt = receiptOf([row!]);
        // A concurrent duplicate posted first: this call answers its result and writes nothing.
        if (row!.outcome.status === 'posted') await alongside(tx, receipt);
        return receipt;
      });
    },

    /**
     * The first receipt of an idempotency key, or null when the key is unused; throws
     * 'idempotency.key.reused' when it answered another request. For calls that must answer a
     * retry before checking rules that may have changed since (a transfer's maintenance).
     */
    async replay(
      merchantCode: string,
      idempotencyKey: string,
      requestHash: string,
      executor: Db = db,
    ): Promise<LedgerReceipt | null> {
      const [first] = await executor
        .select({ requestHash: ledgerTransactions.requestHash, result: ledgerTransactions.result })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.merchantCode, merchantCode),
            eq(ledgerTransactions.idempotencyKey, idempotencyKey),
          ),
        )
        .limit(1);
      return answerOf(first ?? null, requestHash);
    },

    /**
     * replay's read as a column of a caller's larger select, so a call that needs other rows
     * before it posts reads them all in one statement; answerOf reads it.
     */
    firstAnswerColumn: (merchantCode: string, idempotencyKey: string) =>
      sql<FirstAnswer | null>`(${db
        .select({
          first: sql`jsonb_build_object('requestHash', ${ledgerTransactions.requestHash}, 'result', ${ledgerTransactions.result})`,
        })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.merchantCode, merchantCode),
            eq(ledgerTransactions.idempotencyKey, idempotencyKey),
          ),
        )})`,

    answerOf,

    /** The account's running balance, in minor units. */
    async balanceOf(accountId: string, executor: Db = db): Promise<bigint> {
      const [row] = await executor
        .select({ balance: walletAccounts.balance })
        .from(walletAccounts)
        .where(eq(walletAccounts.id, accountId))
        .limit(1);
      if (!row) throw new AppError('resource.not.found');
      return row.balance;
    },

    /** Checks the running balance against the account's postings. */
    async verify(accountId: string, executor: Db = db): Promise<Verification> {
      const balance = await this.balanceOf(accountId, executor);
      const [sum] = await executor
        .select({ sum: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
        .from(ledgerPostings)
        .where(eq(ledgerPostings.accountId, accountId));
      const [last] = await executor
        .select({ balanceAfter: ledgerPostings.balanceAfter })
        .from(ledgerPostings)
        .where(eq(ledgerPostings.accountId, accountId))
        .orderBy(sql`${ledgerPostings.id} desc`)
        .limit(1);
      const postingsSum = BigInt(sum?.sum ?? '0');
      const lastBalanceAfter = last?.balanceAfter ?? 0n;
      return {
        balance,
        postingsSum,
        lastBalanceAfter,
        ok: balance === postingsSum && balance === lastBalanceAfter,
      };
    },
  };
}
export type Ledger = ReturnType<typeof createLedger>;

declare module 'fastify' {
  interface FastifyInstance {
    ledger: Ledger;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('ledger', createLedger(app.db));
  },
  { name: 'ledger', dependencies: ['db'] },
);
