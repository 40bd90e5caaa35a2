import { memberCalls, sessionCalls } from '@site/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, sessions } from '../src/db/schema/index.js';
import { hashToken } from '../src/domains/accounts/sessions.js';
import { createMember, encryptedInject } from './accounts-helper.js';
import { buildTestApp, failureOf, valueOf } from './helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp({ env: { SESSION_IDLE_MINUTES: '30' } }));
});
afterAll(() => app?.close());

let ipCounter = 0;
const freshIp = () => `10.4.0.${++ipCounter}`;

const loginAs = async (username: string, password = 'secret123', ip = freshIp()) => {
  const result = valueOf(
    sessionCalls.login,
    await encryptedInject(
      app,
      sessionCalls.login,
      { username, password, type: 'username' },
      { ip },
    ),
  );
  if (result.status !== 'OK') throw new Error('expected a session');
  return result.token;
};
const history = (token: string, query = '') =>
  app.inject({
    url: `${memberCalls.loginHistory.path}${query}`,
    headers: { Authorization: token, Language: 'EN' },
  });

describe('sessions', () => {
  it('hands out tokens of at least 128 bits, stored only as a hash', async () => {
    await createMember(app, { username: 'session_bits' });
    const [a, b] = [await loginAs('session_bits'), await loginAs('session_bits')];
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(a.length * 6).toBeGreaterThanOrEqual(128);
    const [row] = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(a)));
    expect(row).toBeDefined();
    const stored = await app.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.some((s) => s.tokenHash === a)).toBe(false);
  });

  it('logout ends the session: the token then answers 401 login.not.session', async () => {
    await createMember(app, { username: 'session_logout' });
    const token = await loginAs('session_logout');
    const other = await loginAs('session_logout');
    expect((await history(token)).statusCode).toBe(200);

    const out = await app.inject({
      method: 'DELETE',
      url: sessionCalls.logout.path,
      headers: { Authorization: token },
    });
    expect(valueOf(sessionCalls.logout, out)).toEqual({ loggedOut: true });
    const dead = await history(token);
    expect(dead.statusCode).toBe(401);
    expect(failureOf(dead)).toMatchObject({
      errorCode: 'login.not.session',
      message: 'You are not logged in, please log in.',
    });
    // Only that session ended.
    expect((await history(other)).statusCode).toBe(200);

    const again = await app.inject({
      method: 'DELETE',
      url: sessionCalls.logout.path,
      headers: { Authorization: token },
    });
    expect(failureOf(again).errorCode).toBe('login.not.session');
  });

  it('ends a session left unused longer than the idle timeout', async () => {
    await createMember(app, { username: 'session_idle' });
    const token = await loginAs('session_idle');
    await app.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '29 minutes'` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await history(token)).statusCode).toBe(200);
    await app.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(failureOf(await history(token)).errorCode).toBe('login.not.session');
  });
});

describe('login history', () => {
  it('lists the member’s own attempts, newest first, paged', async () => {
    const member = await createMember(app, { username: 'session_history' });
    await createMember(app, { username: 'session_stranger' });
    await loginAs('session_stranger');
    const ip = freshIp();
    await encryptedInject(
      app,
      sessionCalls.login,
      { username: 'session_history', password: 'wrong1234', type: 'username' },
      { ip, headers: { Device: 'web' } },
    );
    const token = await loginAs('session_history', 'secret123', ip);
    // Three distinct moments, so the order is the database's, not the insert's luck.
    await app.db
      .update(loginAttempts)
      .set({ at: sql`${loginAttempts.at} - interval '1 minute'` })
      .where(eq(loginAttempts.reason, 'login.password.wrong'));

    const page = valueOf(memberCalls.loginHistory, await history(token, '?pageNo=1&pageSize=1'));
    expect(page).toMatchObject({ pageNum: 1, pageSize: 1, totalCount: 2, totalPages: 2 });
    expect(page.list).toEqual([
      { at: expect.any(String), ip, country: 'ZZ', device: 'web', success: true, reason: null },
    ]);
    const second = valueOf(memberCalls.loginHistory, await history(token, '?pageNo=2&pageSize=1'));
    expect(second.list).toEqual([
      expect.objectContaining({ success: false, reason: 'login.password.wrong' }),
    ]);
    const all = await app.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.memberId, member.id));
    expect(all).toHaveLength(2);
  });
});
