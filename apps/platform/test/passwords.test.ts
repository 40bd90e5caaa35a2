import { memberCalls } from '@site/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, passwordResets } from '../src/db/schema/index.js';
import { createMember, encryptedInject, lastOutbox } from './accounts-helper.js';
import { authed, nextIp, sessionFor, setSwitch, smsCodeFor } from './account-fixtures.js';
import { buildTestApp, failureOf, valueOf } from './helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

const alive = async (token: string) =>
  (await app.inject({ url: memberCalls.info.path, headers: authed(token) })).statusCode === 200;
const passwordOf = async (id: string) =>
  (await app.db.select().from(members).where(eq(members.id, id)))[0]!;

describe('change password', () => {
  const change = (token: string, body: object, language = 'EN') =>
    encryptedInject(app, memberCalls.changePassword, body, { headers: authed(token, language) });

  it('needs the old password and a new, confirmed one', async () => {
    const member = await createMember(app, { username: 'changer01', password: 'secret123' });
    const token = await sessionFor(app, member.id);
    const wrong = await change(token, {
      oldPassword: 'nope12345',
      newPassword: 'better123',
      confirmNewPassword: 'better123',
    });
    expect(wrong.statusCode).toBe(400);
    expect(failureOf(wrong).errorCode).toBe('member.password.old.wrong');
    const same = await change(token, {
      oldPassword: 'secret123',
      newPassword: 'secret123',
      confirmNewPassword: 'secret123',
    });
    expect(failureOf(same).errorCode).toBe('member.password.same');
    const mismatch = await change(
      token,
      { oldPassword: 'secret123', newPassword: 'better123', confirmNewPassword: 'better124' },
      'ID',
    );
    expect(failureOf(mismatch)).toMatchObject({
      errorCode: 'request.invalid',
      fields: { 'body.confirmNewPassword': 'Kedua isian tidak sama.' },
    });
    const noSession = await encryptedInject(app, memberCalls.changePassword, {
      oldPassword: 'secret123',
      newPassword: 'better123',
      confirmNewPassword: 'better123',
    });
    expect(noSession.statusCode).toBe(401);
  });

  it('ends every other session of the account but not the current one', async () => {
    const member = await createMember(app, { username: 'changer02', password: 'secret123' });
    const current = await sessionFor(app, member.id);
    const other = await sessionFor(app, member.id);
    const before = (await passwordOf(member.id)).passwordChangedAt;
    const response = await change(current, {
      oldPassword: 'secret123',
      newPassword: 'better123',
      confirmNewPassword: 'better123',
    });
    expect(valueOf(memberCalls.changePassword, response)).toEqual({ changed: true });
    expect(await alive(current)).toBe(true);
    expect(await alive(other)).toBe(false);
    const row = await passwordOf(member.id);
    expect(await app.passwords.verify(row.passwordHash, 'better123')).toBe(true);
    expect(row.passwordChangedAt.getTime()).toBeGreaterThan(before.getTime());
  });
});

describe('forgot password by e-mail', () => {
  const forgot = (username: string, email: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: memberCalls.forgotByEmail.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', Language: 'EN', ...headers },
      payload: new URLSearchParams({ username, email }).toString(),
      remoteAddress: nextIp(),
    });
  const linkTo = async (email: string) => {
    const body = await lastOutbox(app, 'email', email);
    return /(\S+\/index\?resetPassword=([A-Za-z0-9_-]+))/.exec(body ?? '');
  };
  const reset = (resetToken: string, newPassword = 'fresh1234', confirm = newPassword) =>
    encryptedInject(app, memberCalls.resetByLink, {
      resetToken,
      newPassword,
      confirmNewPassword: confirm,
    });

  it('refuses a username and e-mail that do not belong together', async () => {
    await createMember(app, { username: 'forgot01', email: 'forgot01@example.com' });
    for (const [username, email] of [
      ['forgot01', 'other@example.com'],
      ['nobody01', 'forgot01@example.com'],
    ]) {
      const response = await forgot(username!, email!);
      expect(response.statusCode).toBe(404);
      expect(failureOf(response).errorCode).toBe('member.email.mismatch');
    }
  });

  it('mails a single-use link that resets the password, ends all sessions and logs in', async () => {
    const member = await createMember(app, {
      username: 'forgot02',
      email: 'forgot02@example.com',
      password: 'secret123',
    });
    const oldSession = await sessionFor(app, member.id);
    const response = await forgot('FORGOT02', 'Forgot02@Example.com', {
      Origin: 'http://localhost:5173',
    });
    expect(valueOf(memberCalls.forgotByEmail, response)).toEqual({ sentTo: 'fo***@example.com' });
    const link = (await linkTo('forgot02@example.com'))!;
    expect(link[1]).toMatch(/^http:\/\/localhost:5173\/index\?resetPassword=/);
    const token = link[2]!;
    // Only the hash is stored.
    const rows = await app.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.memberId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);

    const mismatch = await reset(token, 'fresh1234', 'fresh1235');
    expect(failureOf(mismatch).fields).toHaveProperty(['body.confirmNewPassword']);
    const login = valueOf(memberCalls.resetByLink, await reset(token));
    expect(login.user.account).toBe('forgot02');
    expect(await alive(login.token)).toBe(true);
    expect(await alive(oldSession)).toBe(false);
    expect(
      await app.passwords.verify((await passwordOf(member.id)).passwordHash, 'fresh1234'),
    ).toBe(true);

    const again = await reset(token, 'other1234');
    expect(again.statusCode).toBe(400);
    expect(failureOf(again).errorCode).toBe('member.reset.invalid');
  });

  it('refuses an expired or unknown link', async () => {
    await createMember(app, { username: 'forgot03', email: 'forgot03@example.com' });
    valueOf(memberCalls.forgotByEmail, await forgot('forgot03', 'forgot03@example.com'));
    const token = (await linkTo('forgot03@example.com'))![2]!;
    await app.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(failureOf(await reset(token)).errorCode).toBe('member.reset.invalid');
    expect(failureOf(await reset('x'.repeat(43))).errorCode).toBe('member.reset.invalid');
  });

  it('never points the link at a foreign Origin', async () => {
    await createMember(app, { username: 'forgot04', email: 'forgot04@example.com' });
    await forgot('forgot04', 'forgot04@example.com', { Origin: 'https://evil.example' });
    const link = (await linkTo('forgot04@example.com'))![1]!;
    expect(new URL(link).hostname).not.toBe('evil.example');
  });

  it('limits the mails per account', async () => {
    await createMember(app, { username: 'forgot05', email: 'forgot05@example.com' });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await forgot('forgot05', 'forgot05@example.com')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('forgot password by phone', () => {
  const body = (verificationCode: string, mobileNum = '81399999991') => ({
    mobileNum,
    countryDialingCode: '+62',
    verificationCode,
    newPassword: 'phone1234',
    confirmNewPassword: 'phone1234',
  });
  const reset = (payload: object) => encryptedInject(app, memberCalls.resetByPhone, payload);

  it('resets with the SMS code, ends the other sessions and logs in', async () => {
    await setSwitch(app, 'CHNGPASSVERIF3', true);
    const member = await createMember(app, {
      username: 'phone01',
      countryDialingCode: '+62',
      mobileNum: '81399999991',
    });
    const oldSession = await sessionFor(app, member.id);
    const wrong = await reset(body('000000'));
    expect(failureOf(wrong).errorCode).toBe('verification.code.invalid');

    const code = await smsCodeFor(app, '+62', '81399999991', 'resetPassword');
    const login = valueOf(memberCalls.resetByPhone, await reset(body(code)));
    expect(login.user.account).toBe('phone01');
    expect(await alive(login.token)).toBe(true);
    expect(await alive(oldSession)).toBe(false);
    expect(
      await app.passwords.verify((await passwordOf(member.id)).passwordHash, 'phone1234'),
    ).toBe(true);
  });

  it('answers member.mobile.not.found for a number without an account', async () => {
    const code = await smsCodeFor(app, '+62', '81399999992', 'resetPassword');
    const response = await reset(body(code, '81399999992'));
    expect(response.statusCode).toBe(404);
    expect(failureOf(response).errorCode).toBe('member.mobile.not.found');
  });

  it('is off without CHNGPASSVERIF3', async () => {
    await setSwitch(app, 'CHNGPASSVERIF3', false);
    const response = await reset(body('123456'));
    expect(response.statusCode).toBe(403);
    expect(failureOf(response).errorCode).toBe('feature.disabled');
    await setSwitch(app, 'CHNGPASSVERIF3', true);
  });
});
