import { walletCalls } from '@site/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletAccounts } from '../src/db/schema/index.js';
import { authed, createMember, registered, sessionFor } from './accounts-helper.js';
import { buildTestApp, failureOf, valueOf } from './helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

const balance = (token: string) =>
  app.inject({ url: walletCalls.balance.path, headers: authed(token) });

describe('balance', () => {
  it('is 0 in the merchant’s currency for a new member', async () => {
    const login = await registered(app, { username: 'balance01' });
    expect(valueOf(walletCalls.balance, await balance(login.token))).toEqual({
      sumBalance: 0,
      currencyCode: 'IDR',
      currencySymbol: 'P',
    });
  });

  it('sums every wallet of the member, minor units to two decimals', async () => {
    const member = await createMember(app, { username: 'balance02' });
    await app.db
      .update(walletAccounts)
      .set({ balance: 123_456n })
      .where(eq(walletAccounts.memberId, member.id));
    await app.db.insert(walletAccounts).values({ memberId: member.id, wallet: 'PG', balance: 5n });
    const token = await sessionFor(app, member);
    expect(valueOf(walletCalls.balance, await balance(token)).sumBalance).toBe(1234.61);
  });

  it('needs a session', async () => {
    const response = await app.inject({ url: walletCalls.balance.path });
    expect(response.statusCode).toBe(401);
    expect(failureOf(response).errorCode).toBe('login.not.session');
  });
});
