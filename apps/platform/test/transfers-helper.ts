import { randomUUID } from 'node:crypto';
import { Header, opsCalls, type Call, transferCalls } from '@site/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod';
import { ledgerPostings, walletAccounts } from '../src/db/schema/index.js';
import { authed, encryptedInject } from './accounts-helper.js';
import { OPS_TOKEN, valueOf } from './helper.js';

type AnyCall = Call<z.core.$ZodType, z.core.$ZodType, z.core.$ZodType, z.core.$ZodType>;

/** A fresh Idempotency-Key, as the web draws one per intent. */
export const freshKey = () => `k-${randomUUID()}`;

/** Credits (or debits) a member's MAIN through the operator's adjustment, as an operator would. */
export async function fund(app: FastifyInstance, username: string, amount: number) {
  return valueOf(
    opsCalls.adjustBalance,
    await app.inject({
      method: 'POST',
      url: `/ops/members/${username}/adjustments`,
      payload: { amount, reason: 'Test funding', idempotencyKey: freshKey() },
      headers: { Authorization: OPS_TOKEN },
    }),
  );
}

export interface MemberCallOptions {
  token: string;
  body?: object;
  query?: Record<string, string | number>;
  /** The Idempotency-Key; a fresh one unless given (null: none at all). */
  key?: string | null;
  language?: 'EN' | 'ID';
}

/** A member's call as the web sends it: session, language, key, encrypted when the call is E. */
export function memberCall(app: FastifyInstance, call: AnyCall, options: MemberCallOptions) {
  const key = options.key === undefined ? freshKey() : options.key;
  const headers: Record<string, string> = {
    ...authed(options.token, options.language ?? 'EN'),
    ...(key === null ? {} : { [Header.idempotencyKey]: key }),
  };
  if (call.encrypted) return encryptedInject(app, call, options.body ?? {}, { headers });
  const query = options.query
    ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))}`
    : '';
  return app.inject({
    method: call.method,
    url: `${call.path}${query}`,
    headers,
    ...(options.body ? { payload: options.body } : {}),
  });
}

/** The member's wallets as merchantWallet lists them, by code (MAIN included). */
export async function walletsOf(app: FastifyInstance, token: string) {
  const view = valueOf(
    transferCalls.merchantWallet,
    await memberCall(app, transferCalls.merchantWallet, { token, key: null }),
  );
  return {
    view,
    balance: (code: string) =>
      code === 'MAIN' ? view.main.balance : view.wallets.find((w) => w.wallet === code)!.balance,
  };
}

/** The sum of every posting in the ledger: zero, always. */
export async function postingsSum(app: FastifyInstance): Promise<bigint> {
  const [row] = await app.db
    .select({ sum: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
    .from(ledgerPostings);
  return BigInt(row!.sum);
}

/** Member wallets below zero (none, ever) and balances that differ from their postings. */
export async function ledgerProblems(app: FastifyInstance) {
  const negative = await app.db
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(sql`${walletAccounts.memberId} is not null and ${walletAccounts.balance} < 0`);
  const drifted = await app.db
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(
      sql`${walletAccounts.balance} <> coalesce((select sum(lp.amount) from ledger_postings lp where lp.account_id = ${walletAccounts.id}), 0)`,
    );
  return { negative: negative.length, drifted: drifted.length };
}
