import { memberCalls, sessionCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  ({ app } = await buildTestApp({ env: { DEV_OUTBOX: '1' } }));
  await setSwitch(app, 'CHNGPASSVERIF3', true);
});
afterAll(() => app?.close());

const login = (username: string, password: string, ip: string, captcha: object = {}) =>
  encryptedInject(
    app,
    sessionCalls.login,
    { type: 'username', username, password, ...captcha },
    { ip, headers: { Language: 'EN' } },
  );
const solvedCaptcha = async (ip: string) => {
  const { captchaId } = valueOf(
    sessionCalls.captcha,
    await app.inject({ url: sessionCalls.captcha.path, remoteAddress: ip }),
  );
  return { captchaId, captcha: (await lastOutbox(app, 'captcha', captchaId))! };
};

/** Five wrong passwords from `ip` (with the captchas they need): `ip` waits, all need a captcha. */
async function lockOut(username: string, ip: string) {
  let last;
  for (let i = 0; i < 5; i++)
    last = await login(username, `wrong${i}00`, ip, await solvedCaptcha(ip));
  expect(failureOf(last!).errorCode).toBe('login.locked');
  const needs = await app.inject({
    url: sessionCalls.loginCaptcha.path,
    query: { username },
    remoteAddress: nextIp(),
  });
  expect(valueOf(sessionCalls.loginCaptcha, needs).captchaRequired).toBe(true);
}

const captchaRequired = async (username: string, ip: string) =>
  valueOf(
    sessionCalls.loginCaptcha,
    await app.inject({
      url: sessionCalls.loginCaptcha.path,
      query: { username },
      remoteAddress: ip,
    }),
  ).captchaRequired;

describe('a proven password reset or change clears the wait and the captcha', () => {
  it('by phone: the new password logs in at once, from the IP that failed, without a captcha', async () => {
    await createMember(app, {
      username: 'unlock_phone',
      password: 'secret123',
      countryDialingCode: '+62',
      mobileNum: '81377777771',
    });
    const ip = nextIp();
    await lockOut('unlock_phone', ip);

    const code = await smsCodeFor(app, '+62', '81377777771', 'resetPassword');
    const reset = await encryptedInject(
      app,
      memberCalls.resetByPhone,
      {
        mobileNum: '81377777771',
        countryDialingCode: '+62',
        verificationCode: code,
        newPassword: 'phone1234',
        confirmNewPassword: 'phone1234',
      },
      { ip },
    );
    const session = valueOf(memberCalls.resetByPhone, reset);
    expect(await captchaRequired('unlock_phone', ip)).toBe(false);
    const again = await login('unlock_phone', 'phone1234', ip);
    expect(valueOf(sessionCalls.login, again).status).toBe('OK');

    // The reset shows in the account's login history, newest first after the login.
    const history = valueOf(
      memberCalls.loginHistory,
      await app.inject({
        url: memberCalls.loginHistory.path,
        query: { pageNo: '1', pageSize: '10' },
        headers: authed(session.token),
      }),
    );
    expect(history.list.slice(0, 2)).toMatchObject([
      { success: true, reason: null, ip },
      { success: true, reason: null, ip },
    ]);
    expect(history.list[2]).toMatchObject({ success: false, reason: 'login.password.wrong' });
  });

  it('by e-mail link: the captcha is gone for the new password', async () => {
    await createMember(app, {
      username: 'unlock_mail',
      password: 'secret123',
      email: 'unlock_mail@example.com',
    });
    await lockOut('unlock_mail', nextIp());
    await app.inject({
      method: 'POST',
      url: memberCalls.forgotByEmail.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        username: 'unlock_mail',
        email: 'unlock_mail@example.com',
      }).toString(),
      remoteAddress: nextIp(),
    });
    const mail = await lastOutbox(app, 'email', 'unlock_mail@example.com');
    const resetToken = /resetPassword=([A-Za-z0-9_-]+)/.exec(mail ?? '')![1]!;
    // The same IP afterwards, so the login is not a new-IP challenge for the bound e-mail.
    const ip = nextIp();
    valueOf(
      memberCalls.resetByLink,
      await encryptedInject(
        app,
        memberCalls.resetByLink,
        { resetToken, newPassword: 'mailed123', confirmNewPassword: 'mailed123' },
        { ip },
      ),
    );
    expect(await captchaRequired('unlock_mail', ip)).toBe(false);
    expect(valueOf(sessionCalls.login, await login('unlock_mail', 'mailed123', ip)).status).toBe(
      'OK',
    );
  });

  it('by a change of password in a live session: no captcha on the next login', async () => {
    const member = await createMember(app, { username: 'unlock_change', password: 'secret123' });
    const ip = nextIp();
    await login('unlock_change', 'wrong1111', ip);
    await login('unlock_change', 'wrong2222', ip);
    expect(await captchaRequired('unlock_change', nextIp())).toBe(true);

    const changed = await encryptedInject(
      app,
      memberCalls.changePassword,
      { oldPassword: 'secret123', newPassword: 'changed123', confirmNewPassword: 'changed123' },
      { headers: authed(await sessionFor(app, member)), ip },
    );
    expect(valueOf(memberCalls.changePassword, changed)).toEqual({ changed: true });
    expect(await captchaRequired('unlock_change', ip)).toBe(false);
    expect(valueOf(sessionCalls.login, await login('unlock_change', 'changed123', ip)).status).toBe(
      'OK',
    );
  });

  it("leaves other accounts' failures from the same IP counting", async () => {
    const member = await createMember(app, { username: 'unlock_mine', password: 'secret123' });
    const ip = nextIp();
    await login('unlock_other', 'wrong1111', ip);
    await login('unlock_other', 'wrong2222', ip);
    await encryptedInject(
      app,
      memberCalls.changePassword,
      { oldPassword: 'secret123', newPassword: 'changed123', confirmNewPassword: 'changed123' },
      { headers: authed(await sessionFor(app, member)), ip },
    );
    expect(await captchaRequired('unlock_mine', ip)).toBe(true);
    expect(failureOf(await login('unlock_mine', 'changed123', ip)).errorCode).toBe(
      'captcha.required',
    );
  });
});
