import { memberCalls, sessionCalls, walletCalls } from '@site/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, walletAccounts } from '../src/db/schema/index.js';
import { authed, encryptedInject, setSwitch } from './accounts-helper.js';
import { buildTestApp, failureOf, valueOf } from './helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

const freeplay = (ip: string) =>
  encryptedInject(app, sessionCalls.freeplay, { os: 'Linux', platform: 'W' }, { ip });

describe('free play', () => {
  it('creates a trial account (type 4) with its play credits and logs it in', async () => {
    const login = valueOf(sessionCalls.freeplay, await freeplay('10.77.0.1'));
    expect(login.user).toMatchObject({ type: 4, isAgent: false });
    expect(login.user.account).toMatch(/^guest\d{8}$/);
    const info = valueOf(
      memberCalls.info,
      await app.inject({ url: memberCalls.info.path, headers: authed(login.token) }),
    );
    expect(info.type).toBe(4);
    const balance = valueOf(
      walletCalls.balance,
      await app.inject({ url: walletCalls.balance.path, headers: authed(login.token) }),
    );
    expect(balance).toMatchObject({ sumBalance: 10_000, playMoney: true });
    const [row] = await app.db.select().from(members).where(eq(members.id, login.user.id));
    expect(row!.registerIp).toBe('10.77.0.1');
    const wallets = await app.db
      .select()
      .from(walletAccounts)
      .where(eq(walletAccounts.memberId, login.user.id));
    expect(wallets.map((w) => [w.wallet, w.balance]).sort()).toEqual([
      ['MAIN', 0n],
      ['PLAY', 1_000_000n],
    ]);
  });

  it('allows 5 guests per IP an hour', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await freeplay('10.77.0.2')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const last = failureOf(await freeplay('10.77.0.2'));
    expect(last.errorCode).toBe('request.throttled');
    expect(last.retryAt).toBeDefined();
    expect((await freeplay('10.77.0.3')).statusCode).toBe(200);
  });

  it('is off without FREEPLAY3', async () => {
    await setSwitch(app, 'FREEPLAY3', false);
    const response = await freeplay('10.77.0.4');
    expect(response.statusCode).toBe(403);
    expect(failureOf(response).errorCode).toBe('feature.disabled');
    await setSwitch(app, 'FREEPLAY3', true);
  });

  it('is an encrypted call', async () => {
    const plain = await app.inject({
      method: 'POST',
      url: sessionCalls.freeplay.path,
      payload: { os: 'Linux', platform: 'W' },
    });
    expect(failureOf(plain).errorCode).toBe('request.encryption.required');
  });
});
