import { memberCalls } from '@site/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import {
  members,
  passwordResets,
  registerFieldRules,
  type Merchant,
} from '../src/db/schema/index.js';
import { resetLink, siteOrigin } from '../src/domains/accounts/account-security.js';
import {
  authed,
  createMember,
  encryptedInject,
  lastOutbox,
  nextIp,
  sessionFor,
  setSwitch,
  smsCodeFor,
} from './accounts-helper.js';
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
    const token = await sessionFor(app, member);
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
    const current = await sessionFor(app, member);
    const other = await sessionFor(app, member);
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
    return /(\S+\/index#resetPassword=([A-Za-z0-9_-]+))/.exec(body ?? '');
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
    const oldSession = await sessionFor(app, member);
    const response = await forgot('FORGOT02', 'Forgot02@Example.com', {
      Origin: 'http://localhost:5173',
    });
    expect(valueOf(memberCalls.forgotByEmail, response)).toEqual({ sentTo: 'fo***@example.com' });
    const link = (await linkTo('forgot02@example.com'))!;
    // The merchant's first domain; the token in the fragment, which reaches no server log.
    expect(link[1]).toMatch(/^http:\/\/localhost:8080\/index#resetPassword=/);
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

  it('answers member.reset.invalid for a token of any shape, as a mangled link carries', async () => {
    for (const mangled of ['abc', 'tok en+/=%', 'x'.repeat(200)]) {
      const response = await reset(mangled);
      expect(response.statusCode).toBe(400);
      expect(failureOf(response).errorCode).toBe('member.reset.invalid');
    }
  });

  it('never builds the link from request headers', async () => {
    await createMember(app, { username: 'forgot04', email: 'forgot04@example.com' });
    const forged: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Host: 'evil.example' },
      { Origin: 'http://localhost:6666', Host: 'localhost:6666' },
    ];
    for (const headers of forged) {
      await forgot('forgot04', 'forgot04@example.com', headers);
      const link = (await linkTo('forgot04@example.com'))![1]!;
      expect(new URL(link).origin).toBe('http://localhost:8080');
    }
  });

  it('points at PUBLIC_URL when set, else the merchant domain, else the local site', () => {
    const merchant = { domainList: ['brand.example'] } as Merchant;
    const none = { domainList: [] as string[] } as Merchant;
    const configured = loadConfig({ PUBLIC_URL: 'https://play.example/' }).publicUrl;
    const local = loadConfig({ PORT: '9090' }).publicUrl;
    expect(configured).toEqual({ url: 'https://play.example', configured: true });
    expect(local).toEqual({ url: 'http://localhost:9090', configured: false });
    expect(siteOrigin(merchant, configured)).toBe('https://play.example');
    expect(siteOrigin(merchant, local)).toBe('https://brand.example');
    expect(siteOrigin(none, local)).toBe('http://localhost:9090');
    expect(resetLink('https://play.example', 'abc')).toBe(
      'https://play.example/index#resetPassword=abc',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
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
    const oldSession = await sessionFor(app, member);
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

describe("the merchant's password rule", () => {
  /** The DEMO password rule becomes "8 digits" for the test, then goes back. */
  const withDigitsRule = async (test: () => Promise<void>) => {
    const where = and(
      eq(registerFieldRules.merchantCode, 'DEMO'),
      eq(registerFieldRules.name, 'password'),
    );
    const [before] = await app.db.select().from(registerFieldRules).where(where);
    await app.db
      .update(registerFieldRules)
      .set({ acceptedPattern: '^[0-9]+$', patternId: 'digits', minLength: 8, maxLength: 8 })
      .where(where);
    try {
      await test();
    } finally {
      await app.db.update(registerFieldRules).set(before!).where(where);
    }
  };
  const EN = 'Digits only, 8 characters.';
  const ID = 'Hanya angka, 8 karakter.';

  it('decides registration, change, reset by link and reset by phone alike', async () => {
    await withDigitsRule(async () => {
      const register = await encryptedInject(
        app,
        memberCalls.register,
        {
          username: 'ruleplayer',
          password: 'letters1',
          confirmPassword: 'letters1',
          agreeAge: true,
          agreeTerms: true,
        },
        { headers: { Language: 'ID' }, ip: nextIp() },
      );
      expect(failureOf(register).fields).toMatchObject({ 'body.password': ID });
      const registered = await encryptedInject(
        app,
        memberCalls.register,
        {
          username: 'ruleplayer',
          password: '12345678',
          confirmPassword: '12345678',
          agreeAge: true,
          agreeTerms: true,
        },
        { ip: nextIp() },
      );
      expect(registered.statusCode).toBe(200);

      const member = await createMember(app, {
        username: 'rulechanger',
        password: '11112222',
        email: 'rule@example.com',
        countryDialingCode: '+62',
        mobileNum: '81366666661',
      });
      const token = await sessionFor(app, member);
      const change = await encryptedInject(
        app,
        memberCalls.changePassword,
        { oldPassword: '11112222', newPassword: 'abc12345', confirmNewPassword: 'abc12345' },
        { headers: authed(token) },
      );
      expect(failureOf(change).fields).toEqual({ 'body.newPassword': EN });
      // Symbols pass the wire when the merchant's rule allows them; this one does not.
      const symbols = await encryptedInject(
        app,
        memberCalls.changePassword,
        { oldPassword: '11112222', newPassword: '1234-678', confirmNewPassword: '1234-678' },
        { headers: authed(token) },
      );
      expect(failureOf(symbols).fields).toEqual({ 'body.newPassword': EN });

      const byLink = await encryptedInject(app, memberCalls.resetByLink, {
        resetToken: 'x'.repeat(43),
        newPassword: 'short',
        confirmNewPassword: 'short',
      });
      // No Language header: the merchant's default, Indonesian.
      expect(failureOf(byLink).fields).toEqual({ 'body.newPassword': ID });

      await setSwitch(app, 'CHNGPASSVERIF3', true);
      const byPhone = await encryptedInject(
        app,
        memberCalls.resetByPhone,
        {
          mobileNum: '81366666661',
          countryDialingCode: '+62',
          verificationCode: '123456',
          newPassword: '123456789',
          confirmNewPassword: '12345678',
        },
        { headers: { Language: 'ID' } },
      );
      expect(failureOf(byPhone).fields).toEqual({
        'body.newPassword': ID,
        'body.confirmNewPassword': 'Kedua isian tidak sama.',
      });

      const good = await encryptedInject(
        app,
        memberCalls.changePassword,
        { oldPassword: '11112222', newPassword: '87654321', confirmNewPassword: '87654321' },
        { headers: authed(token) },
      );
      expect(good.statusCode).toBe(200);
    });
  });

  it('allows what the merchant allows, beyond the fallback rule', async () => {
    const where = and(
      eq(registerFieldRules.merchantCode, 'DEMO'),
      eq(registerFieldRules.name, 'password'),
    );
    const [before] = await app.db.select().from(registerFieldRules).where(where);
    await app.db
      .update(registerFieldRules)
      .set({ acceptedPattern: '^\\S+$', patternId: 'no_space', minLength: 8, maxLength: 40 })
      .where(where);
    try {
      const member = await createMember(app, { username: 'rulesymbols', password: 'secret123' });
      const token = await sessionFor(app, member);
      const strong = 'Str0ng!Passw0rd#2026-long';
      const changed = await encryptedInject(
        app,
        memberCalls.changePassword,
        { oldPassword: 'secret123', newPassword: strong, confirmNewPassword: strong },
        { headers: authed(token) },
      );
      expect(changed.statusCode).toBe(200);
    } finally {
      await app.db.update(registerFieldRules).set(before!).where(where);
    }
  });
});

describe('an operator-created account', () => {
  it('loses its "change first" mark with any successful change or reset', async () => {
    const member = await createMember(app, {
      username: 'opsmade01',
      password: 'given1234',
      mustChangePassword: true,
    });
    const token = await sessionFor(app, member, { passwordChangeRequired: true });
    const changed = await encryptedInject(
      app,
      memberCalls.changePassword,
      { oldPassword: 'given1234', newPassword: 'mine12345', confirmNewPassword: 'mine12345' },
      { headers: authed(token) },
    );
    expect(changed.statusCode).toBe(200);
    expect((await passwordOf(member.id)).mustChangePassword).toBe(false);

    const other = await createMember(app, {
      username: 'opsmade02',
      countryDialingCode: '+62',
      mobileNum: '81366666662',
      mustChangePassword: true,
    });
    await setSwitch(app, 'CHNGPASSVERIF3', true);
    const code = await smsCodeFor(app, '+62', '81366666662', 'resetPassword');
    const reset = await encryptedInject(app, memberCalls.resetByPhone, {
      mobileNum: '81366666662',
      countryDialingCode: '+62',
      verificationCode: code,
      newPassword: 'phone1234',
      confirmNewPassword: 'phone1234',
    });
    expect(valueOf(memberCalls.resetByPhone, reset).user.passwordChangeRequired).toBe(false);
    expect((await passwordOf(other.id)).mustChangePassword).toBe(false);
  });
});
