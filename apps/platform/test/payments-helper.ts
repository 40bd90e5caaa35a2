import { randomUUID } from 'node:crypto';
import {
  Header,
  opsCalls,
  opsMoneyCalls,
  paymentCalls,
  type BindCardBody,
  type Card,
  type PaymentLimits,
} from '@site/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members, type Member } from '../src/db/schema/index.js';
import { ClearingAccount, type ClearingAccountName } from '../src/domains/ledger/ledger.js';
import { MAIN_WALLET } from '../src/domains/ledger/wallets.js';
import { authed, createMember, encryptedInject, sessionFor } from './accounts-helper.js';
import { OPS_TOKEN, valueOf } from './helper.js';

/** A fresh Idempotency-Key. */
export const newKey = () => `key-${randomUUID()}`;

/** A member with a session, a payment password (123456) and, if asked, money in MAIN. */
export async function payingMember(
  app: FastifyInstance,
  username: string,
  options: { balance?: number; type?: 1 | 2 | 4 } = {},
): Promise<{ member: Member; token: string }> {
  const created = await createMember(app, { username, type: options.type ?? 1 });
  const [member] = await app.db
    .update(members)
    .set({ paymentPasswordHash: await app.passwords.hash('123456') })
    .where(eq(members.id, created.id))
    .returning();
  if (options.balance) await fund(app, username, options.balance);
  return { member: member!, token: await sessionFor(app, member!) };
}

/** Credits MAIN through the operator's adjustment (a ledger transaction like any other). */
export async function fund(app: FastifyInstance, username: string, amount: number) {
  valueOf(
    opsCalls.adjustBalance,
    await ops(app, 'POST', `/ops/members/${username}/adjustments`, {
      amount,
      reason: 'Test funds',
      idempotencyKey: newKey(),
    }),
  );
}

/** An operator call with the token. */
export const ops = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: { Authorization: OPS_TOKEN, Language: 'EN' },
    ...(payload ? { payload } : {}),
  });

/** Opens a deposit order. */
export const depositInject = (
  app: FastifyInstance,
  token: string,
  body: object,
  key: string | null = newKey(),
) =>
  app.inject({
    method: 'POST',
    url: paymentCalls.deposit.path,
    headers: { ...authed(token), ...(key ? { [Header.idempotencyKey]: key } : {}) },
    payload: body,
  });

export const bindCardInject = (app: FastifyInstance, token: string, body: object) =>
  encryptedInject(app, paymentCalls.bindCard, body, { headers: authed(token) });

/** Binds a bank card (BCA) and answers it. */
export async function boundCard(
  app: FastifyInstance,
  token: string,
  over: Partial<BindCardBody> = {},
): Promise<Card> {
  const body: BindCardBody = {
    type: 'B',
    providerCode: 'BCA',
    accountNo: `${Math.floor(1e9 + Math.random() * 9e9)}`,
    payeeName: 'Budi Santoso',
    paymentPassword: '123456',
    ...over,
  };
  return valueOf(paymentCalls.bindCard, await bindCardInject(app, token, body));
}

export const withdrawInject = (
  app: FastifyInstance,
  token: string,
  body: object,
  key: string | null = newKey(),
) =>
  encryptedInject(app, paymentCalls.withdraw, body, {
    headers: { ...authed(token), ...(key ? { [Header.idempotencyKey]: key } : {}) },
  });

/** Sets some of the merchant's withdrawal limits through the operator API. */
export async function setLimits(app: FastifyInstance, limits: Partial<PaymentLimits>) {
  return valueOf(
    opsMoneyCalls.setPaymentLimits,
    await ops(app, 'PUT', '/ops/payment-limits', limits),
  ).limits;
}

/** MAIN of a member, in minor units. */
export async function mainBalance(app: FastifyInstance, member: Pick<Member, 'id'>) {
  return app.ledger.balanceOf(await app.ledger.memberAccount(member.id, MAIN_WALLET));
}

/** A DEMO clearing account's balance, in minor units. */
export async function clearingBalance(app: FastifyInstance, name: ClearingAccountName) {
  return app.ledger.clearingBalance('DEMO', name);
}

/** Running balance checked against the postings for the member's MAIN and DEMO's clearings. */
export async function ledgerVerified(app: FastifyInstance, member: Pick<Member, 'id'>) {
  const accounts = [
    await app.ledger.memberAccount(member.id, MAIN_WALLET),
    ...(
      await Promise.all(
        [ClearingAccount.deposit, ClearingAccount.withdrawalHold, ClearingAccount.withdrawal].map(
          (name) => app.ledger.clearingShards('DEMO', name),
        ),
      )
    ).flat(),
  ];
  for (const account of accounts) {
    if (!(await app.ledger.verify(account)).ok) return false;
  }
  return true;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Base64 of `size` bytes that start like a PNG (or a JPEG). */
export const imageBase64 = (size: number, kind: 'png' | 'jpeg' = 'png') => {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from(kind === 'png' ? PNG_SIGNATURE : [0xff, 0xd8, 0xff, 0xe0]).copy(bytes);
  return bytes.toString('base64');
};
