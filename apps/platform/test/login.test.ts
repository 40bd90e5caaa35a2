import {
  sessionCalls,
  verificationCalls,
  WEAK_DEFAULT_PASSWORD,
  type LoginBody,
} from '@site/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  humanChecks,
  loginAttempts,
  loginChallenges,
  memberIps,
  members,
  verificationCodes,
  type Member,
} from '../src/db/schema/index.js';
import { createMember, encryptedInject, lastCode, lastOutbox } from './accounts-helper.js';
import { buildTestApp, failureOf, valueOf } from './helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp({ env: { DEV_OUTBOX: '1' } }));
});
afterAll(() => app?.close());

let ipCounter = 0;
const freshIp = () => `10.3.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

type Attempt = Partial<LoginBody> & { username: string; password: string };
const login = (body: Attempt, ip: string) =>
  encryptedInject(
    app,
    sessionCalls.login,
    { type: 'username', ...body },
    { ip, headers: { Language: 'EN', Device: 'web' } },
  );
/** An image captcha solved the way an e2e journey does: its answer from the outbox. */
const solvedCaptcha = async (ip: string) => {
  const { captchaId } = valueOf(
    sessionCalls.captcha,
    await app.inject({ url: sessionCalls.captcha.path, remoteAddress: ip }),
  );
  return { captchaId, captcha: (await lastOutbox(app, 'captcha', captchaId))! };
};
const attemptsOf = (member: Member) =>
  app.db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.memberId, member.id))
    .orderBy(asc(loginAttempts.id));

describe('login with username and password', () => {
  it('opens a session and records the attempt', async () => {
    const member = await createMember(app, { username: 'login_ok', password: 'secret123' });
    const ip = freshIp();
    const response = await login({ username: 'LOGIN_OK', password: 'secret123' }, ip);
    const result = valueOf(sessionCalls.login, response);
    expect(result).toMatchObject({ status: 'OK', firstTimeLogin: true, passwordExpired: false });
    if (result.status !== 'OK') throw new Error('expected a session');
    expect(result.user.account).toBe('login_ok');

    const [attempt] = await attemptsOf(member);
    expect(attempt).toMatchObject({
      merchantCode: 'DEMO',
      login: 'LOGIN_OK',
      type: 'username',
      ip,
      country: 'ZZ',
      device: 'web',
      success: true,
      reason: null,
    });
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    await createMember(app, { username: 'login_wrong', password: 'secret123' });
    const wrong = await login({ username: 'login_wrong', password: 'nope1234' }, freshIp());
    const unknown = await login({ username: 'login_nobody', password: 'nope1234' }, freshIp());
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(failureOf(response)).toMatchObject({
        errorCode: 'login.password.wrong',
        message: 'Account name or password is wrong.',
      });
      expect(failureOf(response).captchaRequired).toBeUndefined();
    }
    const [row] = await app.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.login, 'login_nobody'));
    expect(row).toMatchObject({ memberId: null, success: false, reason: 'login.password.wrong' });
  });

  it('asks for an image captcha from the second failure and enforces it', async () => {
    await createMember(app, { username: 'login_captcha', password: 'secret123' });
    const ip = freshIp();
    await login({ username: 'login_captcha', password: 'wrong111' }, ip);
    const second = await login({ username: 'login_captcha', password: 'wrong222' }, ip);
    expect(failureOf(second)).toMatchObject({
      errorCode: 'login.password.wrong',
      captchaRequired: true,
    });

    const bare = await login({ username: 'login_captcha', password: 'secret123' }, ip);
    expect(bare.statusCode).toBe(400);
    expect(failureOf(bare)).toMatchObject({ errorCode: 'captcha.required', captchaRequired: true });

    const { captchaId, captcha } = await solvedCaptcha(ip);
    const wrongAnswer = captcha === '0000' ? '1111' : '0000';
    const badCaptcha = await login(
      { username: 'login_captcha', password: 'secret123', captchaId, captcha: wrongAnswer },
      ip,
    );
    expect(failureOf(badCaptcha)).toMatchObject({
      errorCode: 'captcha.invalid',
      captchaRequired: true,
    });

    // The account's failures count from any IP, not only the one that failed.
    const elsewhere = freshIp();
    const needed = await login({ username: 'login_captcha', password: 'secret123' }, elsewhere);
    expect(failureOf(needed).errorCode).toBe('captcha.required');
    const solved = await login(
      { username: 'login_captcha', password: 'secret123', ...(await solvedCaptcha(elsewhere)) },
      elsewhere,
    );
    expect(valueOf(sessionCalls.login, solved).status).toBe('OK');
  });

  it("does not let a stranger keep the member's own browser (device cookie) out, and makes that browser wait on its own failures", async () => {
    await createMember(app, { username: 'login_device', password: 'secret123' });
    const tryLogin = (password: string, ip: string, cookie?: string, captcha = {}) =>
      encryptedInject(
        app,
        sessionCalls.login,
        { type: 'username', username: 'Login_Device', password, ...captcha },
        { ip, headers: { Language: 'EN', Device: 'web', ...(cookie ? { Cookie: cookie } : {}) } },
      );
    const home = freshIp();
    const first = await tryLogin('secret123', home);
    expect(valueOf(sessionCalls.login, first).status).toBe('OK');
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^device=[\w-]{22}\.[\w-]+; Path=\/wps\/session; Max-Age=15552000; HttpOnly; SameSite=Lax$/,
    );
    const cookie = setCookie.split(';')[0]!;

    // A stranger guesses five times from one address: that address waits.
    const stranger = freshIp();
    for (let i = 0; i < 5; i++) {
      await tryLogin(`guess${i}000`, stranger, undefined, await solvedCaptcha(stranger));
    }
    const strangerAgain = await tryLogin(
      'secret123',
      stranger,
      undefined,
      await solvedCaptcha(stranger),
    );
    expect(failureOf(strangerAgain).errorCode).toBe('login.locked');
    // A forged or another login's cookie is a stranger's: it needs the captcha.
    const forged = `${cookie.slice(0, -4)}AAAA`;
    expect(failureOf(await tryLogin('secret123', freshIp(), forged)).errorCode).toBe(
      'captcha.required',
    );

    // The member's browser logs in without a captcha, its own failures being none.
    const own = await tryLogin('secret123', home, cookie);
    expect(valueOf(sessionCalls.login, own).status).toBe('OK');

    // Five wrong guesses from that browser make that browser wait, even from another address.
    for (let i = 0; i < 5; i++) {
      await tryLogin(`typo${i}0000`, home, cookie, await solvedCaptcha(home));
    }
    const moved = freshIp();
    const ownWaits = await tryLogin('secret123', moved, cookie, await solvedCaptcha(moved));
    expect(failureOf(ownWaits).errorCode).toBe('login.locked');
  });

  it("never lets a stranger's wrong passwords from other addresses (5, then 50) keep out the member with the right password and a solved captcha", async () => {
    const member = await createMember(app, { username: 'login_dos', password: 'secret123' });
    const guess = async (password: string) => {
      const ip = freshIp();
      return login({ username: 'login_dos', password, ...(await solvedCaptcha(ip)) }, ip);
    };
    const memberLogsIn = async () => {
      const ip = freshIp();
      // A new address needs the captcha the failures brought, then the right password gets in.
      const bare = await login({ username: 'login_dos', password: 'secret123' }, ip);
      expect(failureOf(bare)).toMatchObject({ errorCode: 'captcha.required' });
      const solved = await login(
        { username: 'login_dos', password: 'secret123', ...(await solvedCaptcha(ip)) },
        ip,
      );
      expect(valueOf(sessionCalls.login, solved).status).toBe('OK');
    };
    for (let i = 0; i < 5; i++) await guess(`wrong${i}00`);
    await memberLogsIn();
    for (let i = 5; i < 50; i++) await guess(`wrong${i}00`);
    await memberLogsIn();
    const reasons = (await attemptsOf(member)).map((a) => a.reason);
    expect(reasons.filter((r) => r === 'login.password.wrong')).toHaveLength(50);
    expect(reasons.filter((r) => r === null)).toHaveLength(2);
  });

  it('makes an address that keeps failing on a login wait longer each time, refusing it unchecked meanwhile', async () => {
    const member = await createMember(app, { username: 'login_wait', password: 'secret123' });
    const ip = freshIp();
    const tryFrom = async (password: string, from = ip) =>
      login({ username: 'login_wait', password, ...(await solvedCaptcha(from)) }, from);
    const secondsToWait = (response: Awaited<ReturnType<typeof login>>) => {
      expect(response.statusCode).toBe(429);
      expect(failureOf(response)).toMatchObject({
        errorCode: 'login.locked',
        message: 'Too many failed logins from here. Please try again later.',
        captchaRequired: true,
      });
      return (Date.parse(failureOf(response).retryAt!) - Date.now()) / 1000;
    };
    const goBack = (seconds: number) =>
      app.db
        .update(loginAttempts)
        .set({ at: sql`${loginAttempts.at} - make_interval(secs => ${seconds})` })
        .where(eq(loginAttempts.memberId, member.id));

    for (let i = 0; i < 4; i++) {
      expect(failureOf(await tryFrom(`wrong${i}00`)).errorCode).toBe('login.password.wrong');
    }
    // The fifth failure makes this address wait a minute; meanwhile nothing it sends is checked.
    expect(secondsToWait(await tryFrom('wrong400'))).toBeGreaterThan(55);
    const right = await tryFrom('secret123');
    expect(secondsToWait(right)).toBeLessThanOrEqual(60);
    expect((await attemptsOf(member)).at(-1)?.reason).toBe('login.locked');

    // Each further failure doubles the wait.
    await goBack(61);
    expect(secondsToWait(await tryFrom('wrong500'))).toBeGreaterThan(115);
    await goBack(121);
    const third = secondsToWait(await tryFrom('wrong600'));
    expect(third).toBeGreaterThan(235);
    expect(third).toBeLessThanOrEqual(240);

    // Another address is not kept waiting: the right password with a captcha gets in.
    expect(valueOf(sessionCalls.login, await tryFrom('secret123', freshIp())).status).toBe('OK');
    expect(
      (await attemptsOf(member)).filter((a) => a.reason === 'login.password.wrong'),
    ).toHaveLength(7);
  });

  it('never makes anyone wait longer than the window, however many failures', async () => {
    const ip = freshIp();
    await app.db.insert(loginAttempts).values(
      Array.from({ length: 12 }, () => ({
        merchantCode: 'DEMO',
        login: 'login_cap',
        type: 'username',
        ip,
        country: 'ZZ',
        device: 'web',
        success: false,
        reason: 'login.password.wrong',
      })),
    );
    const waiting = await login(
      { username: 'login_cap', password: 'secret123', ...(await solvedCaptcha(ip)) },
      ip,
    );
    const seconds = (Date.parse(failureOf(waiting).retryAt!) - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(14 * 60);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
  });

  it('answers an unknown username exactly like a real one, whatever its case', async () => {
    await createMember(app, { username: 'login_real', password: 'secret123' });
    const failFiveTimes = async (username: string) => {
      const answers = [];
      const ip = freshIp();
      for (let i = 0; i < 5; i++) {
        // Every other try in another case: failures are keyed on the login as typed, lower-cased.
        const typed = i % 2 ? username.toUpperCase() : username;
        const response = await login(
          { username: typed, password: `wrong${i}00`, ...(await solvedCaptcha(ip)) },
          ip,
        );
        answers.push([response.statusCode, failureOf(response).errorCode]);
      }
      const after = await login(
        { username, password: 'secret123', ...(await solvedCaptcha(ip)) },
        ip,
      );
      const elsewhere = freshIp();
      const bare = await login({ username, password: 'wrong999' }, elsewhere);
      return [
        ...answers,
        [after.statusCode, failureOf(after).errorCode],
        [bare.statusCode, failureOf(bare).errorCode],
      ];
    };
    const real = await failFiveTimes('login_real');
    const unknown = await failFiveTimes('login_ghost');
    expect(unknown).toEqual(real);
    expect(real.slice(3)).toEqual([
      [401, 'login.password.wrong'],
      [429, 'login.locked'],
      [429, 'login.locked'],
      [400, 'captcha.required'],
    ]);
  });

  it('counts parallel guesses: no more than 5 wrong passwords are tried from one address before it waits', async () => {
    const member = await createMember(app, { username: 'login_race', password: 'secret123' });
    const ip = freshIp();
    const tries = await Promise.all(Array.from({ length: 9 }, () => solvedCaptcha(ip)));
    await Promise.all(
      tries.map(({ captchaId, captcha }, i) =>
        login({ username: 'login_race', password: `wrong${i}xx`, captchaId, captcha }, ip),
      ),
    );
    const reasons = (await attemptsOf(member)).map((a) => a.reason).sort();
    expect(reasons).toEqual([
      ...Array(4).fill('login.locked'),
      ...Array(5).fill('login.password.wrong'),
    ]);
  });

  it("asks an address with many failures for a captcha on every login, but never refuses another member's right password with one", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const captcha = i >= 2 ? await solvedCaptcha(ip) : {};
      const wrong = await login(
        { username: `login_ip_${i}`, password: 'whatever1', ...captcha },
        ip,
      );
      expect(failureOf(wrong).errorCode).toBe('login.password.wrong');
    }
    await createMember(app, { username: 'login_ip_owner', password: 'secret123' });
    const bare = await login({ username: 'login_ip_owner', password: 'secret123' }, ip);
    expect(failureOf(bare)).toMatchObject({ errorCode: 'captcha.required', captchaRequired: true });
    const solved = await login(
      { username: 'login_ip_owner', password: 'secret123', ...(await solvedCaptcha(ip)) },
      ip,
    );
    expect(valueOf(sessionCalls.login, solved).status).toBe('OK');
  });

  it('refuses a disabled account with the right password only', async () => {
    await createMember(app, { username: 'login_off', password: 'secret123', disabled: true });
    const wrong = await login({ username: 'login_off', password: 'wrong1234' }, freshIp());
    expect(failureOf(wrong).errorCode).toBe('login.password.wrong');
    const right = await login({ username: 'login_off', password: 'secret123' }, freshIp());
    expect(right.statusCode).toBe(403);
    expect(failureOf(right).errorCode).toBe('member.disabled');
  });

  it('needs a passed slider when the merchant turns SLIDERCAPTCHA3 on', async () => {
    await createMember(app, { username: 'login_slider', password: 'secret123' });
    await app.settings.setSwitch('DEMO', 'SLIDERCAPTCHA3', true);
    try {
      const without = await login({ username: 'login_slider', password: 'secret123' }, freshIp());
      expect(failureOf(without).errorCode).toBe('slider.invalid');
      const slider = await app.humanChecks.slider(freshIp());
      const [row] = await app.db
        .select()
        .from(humanChecks)
        .where(eq(humanChecks.id, slider.sliderId));
      const { sliderToken } = await app.humanChecks.verifySlider(
        slider.sliderId,
        Number(row!.answer),
        800,
        freshIp(),
      );
      const passed = await login(
        { username: 'login_slider', password: 'secret123', sliderToken },
        freshIp(),
      );
      expect(valueOf(sessionCalls.login, passed).status).toBe('OK');
    } finally {
      await app.settings.setSwitch('DEMO', 'SLIDERCAPTCHA3', false);
    }
  });
});

describe('whether the next login needs a captcha (loginCaptcha)', () => {
  const captchaRequired = async (ip: string, username?: string) => {
    const response = await app.inject({
      url: sessionCalls.loginCaptcha.path,
      query: username === undefined ? {} : { username },
      remoteAddress: ip,
    });
    return valueOf(sessionCalls.loginCaptcha, response).captchaRequired;
  };

  it('answers false on a fresh IP, true after 2 failures from it, and login then needs one', async () => {
    await createMember(app, { username: 'needs_ip', password: 'secret123' });
    const ip = freshIp();
    expect(await captchaRequired(ip)).toBe(false);
    expect(await captchaRequired(ip, 'needs_ip')).toBe(false);
    await login({ username: 'needs_ip', password: 'wrong111' }, ip);
    expect(await captchaRequired(ip)).toBe(false);
    await login({ username: 'needs_ip', password: 'wrong222' }, ip);
    expect(await captchaRequired(ip)).toBe(true);
    expect(await captchaRequired(ip, 'someone_else')).toBe(true);

    const bare = await login({ username: 'someone_else', password: 'secret123' }, ip);
    expect(failureOf(bare).errorCode).toBe('captcha.required');
  });

  it('answers true for a login that failed twice from other IPs, whatever its case', async () => {
    await createMember(app, { username: 'needs_login', password: 'secret123' });
    await login({ username: 'needs_login', password: 'wrong111' }, freshIp());
    await login({ username: 'Needs_Login', password: 'wrong222' }, freshIp());
    const ip = freshIp();
    expect(await captchaRequired(ip)).toBe(false);
    expect(await captchaRequired(ip, ' NEEDS_LOGIN ')).toBe(true);

    const bare = await login({ username: 'needs_login', password: 'secret123' }, ip);
    expect(failureOf(bare).errorCode).toBe('captcha.required');
    const solved = await login(
      { username: 'needs_login', password: 'secret123', ...(await solvedCaptcha(ip)) },
      ip,
    );
    expect(valueOf(sessionCalls.login, solved).status).toBe('OK');
  });

  it('is throttled per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i++) await captchaRequired(ip);
    const refused = await app.inject({ url: sessionCalls.loginCaptcha.path, remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(failureOf(refused).errorCode).toBe('request.throttled');
    expect(await captchaRequired(freshIp())).toBe(false);
  });
});

describe('login with mobile number and SMS code', () => {
  const smsCode = async (mobileNo: string, ip: string) => {
    const sent = await app.inject({
      method: 'POST',
      url: verificationCalls.smsNoLogin.path,
      payload: { mobileNo, countryDialingCode: '+62', purpose: 'login' },
      remoteAddress: ip,
    });
    expect(sent.statusCode).toBe(200);
    return lastCode(app, 'sms', `+62 ${mobileNo}`);
  };

  it('logs in with the code sent to the mobile, once', async () => {
    const member = await createMember(app, {
      username: 'login_sms',
      countryDialingCode: '+62',
      mobileNum: '81500000001',
    });
    const ip = freshIp();
    const code = await smsCode('81500000001', ip);
    const body = {
      username: '81500000001',
      password: code,
      type: 'sms',
      countryDialingCode: '+62',
    } as const;
    const ok = valueOf(sessionCalls.login, await login(body, ip));
    expect(ok).toMatchObject({ status: 'OK', user: { account: 'login_sms' } });

    const again = await login(body, ip);
    expect(again.statusCode).toBe(400);
    expect(failureOf(again).errorCode).toBe('verification.code.invalid');
    expect((await attemptsOf(member)).map((a) => [a.type, a.success, a.reason])).toEqual([
      ['sms', true, null],
      ['sms', false, 'verification.code.invalid'],
    ]);
  });

  it('is refused while MOBILEVERCODELOGIN3 is off', async () => {
    await app.settings.setSwitch('DEMO', 'MOBILEVERCODELOGIN3', false);
    try {
      const response = await login(
        { username: '81500000001', password: '123456', type: 'sms', countryDialingCode: '+62' },
        freshIp(),
      );
      expect(response.statusCode).toBe(403);
      expect(failureOf(response).errorCode).toBe('feature.disabled');
    } finally {
      await app.settings.setSwitch('DEMO', 'MOBILEVERCODELOGIN3', true);
    }
  });
});

describe('login from a new IP', () => {
  it('asks for the code sent to the bound mobile before the session starts', async () => {
    const member = await createMember(app, {
      username: 'login_newip',
      password: 'secret123',
      countryDialingCode: '+62',
      mobileNum: '81600000001',
    });
    const home = freshIp();
    // The first login knows no IP yet: straight in, and the IP becomes known.
    expect(
      valueOf(
        sessionCalls.login,
        await login({ username: 'login_newip', password: 'secret123' }, home),
      ).status,
    ).toBe('OK');
    expect(
      valueOf(
        sessionCalls.login,
        await login({ username: 'login_newip', password: 'secret123' }, home),
      ).status,
    ).toBe('OK');

    const away = freshIp();
    const challenged = valueOf(
      sessionCalls.login,
      await login({ username: 'login_newip', password: 'secret123' }, away),
    );
    expect(challenged).toMatchObject({
      status: 'VERIFY',
      method: 'SMS',
      destination: '+62 816****001',
      expiredMinutes: 5,
    });
    if (challenged.status !== 'VERIFY') throw new Error('expected a challenge');
    const code = await lastCode(app, 'sms', '+62 81600000001');
    const verify = (body: { challengeId: string; code: string }, ip: string) =>
      encryptedInject(app, sessionCalls.loginVerify, body, { ip });

    const elsewhere = await verify({ challengeId: challenged.challengeId, code }, freshIp());
    expect(failureOf(elsewhere).errorCode).toBe('verification.code.invalid');
    const wrong = await verify(
      { challengeId: challenged.challengeId, code: code === '000000' ? '111111' : '000000' },
      away,
    );
    expect(failureOf(wrong).errorCode).toBe('verification.code.invalid');
    const session = valueOf(
      sessionCalls.loginVerify,
      await verify({ challengeId: challenged.challengeId, code }, away),
    );
    expect(session.user.account).toBe('login_newip');
    const reused = await verify({ challengeId: challenged.challengeId, code }, away);
    expect(failureOf(reused).errorCode).toBe('verification.code.invalid');

    const known = await app.db.select().from(memberIps).where(eq(memberIps.memberId, member.id));
    expect(known.map((r) => r.ip).sort()).toEqual([home, away].sort());
    const reasons = (await attemptsOf(member)).map((a) => a.reason);
    // A challenge from another IP, or one already used, is refused before it counts as a try.
    expect(reasons).toEqual([null, null, 'login.challenged', 'verification.code.invalid', null]);
  });

  it('uses the bound e-mail when there is no mobile, and lets unbound accounts straight in', async () => {
    await createMember(app, { username: 'login_mail', email: 'Mail.User@Example.com' });
    await createMember(app, { username: 'login_bare' });
    for (const username of ['login_mail', 'login_bare']) {
      await login({ username, password: 'secret123' }, freshIp());
    }
    const mail = valueOf(
      sessionCalls.login,
      await login({ username: 'login_mail', password: 'secret123' }, freshIp()),
    );
    expect(mail).toMatchObject({
      status: 'VERIFY',
      method: 'EMAIL',
      destination: 'ma***@example.com',
    });
    expect(await lastCode(app, 'email', 'mail.user@example.com')).toMatch(/^\d{6}$/);
    const bare = valueOf(
      sessionCalls.login,
      await login({ username: 'login_bare', password: 'secret123' }, freshIp()),
    );
    expect(bare.status).toBe('OK');
  });
});

describe('new-IP challenges', () => {
  const bound = async (username: string, mobileNum: string) => {
    const member = await createMember(app, {
      username,
      password: 'secret123',
      countryDialingCode: '+62',
      mobileNum,
    });
    await login({ username, password: 'secret123' }, freshIp());
    return member;
  };
  const challengeFrom = async (username: string, ip: string) => {
    const result = valueOf(
      sessionCalls.login,
      await login({ username, password: 'secret123' }, ip),
    );
    if (result.status !== 'VERIFY') throw new Error('expected a challenge');
    return result;
  };

  it('answers a repeated login from the same new IP with the live challenge: no second code', async () => {
    const member = await bound('login_again', '81600000002');
    const away = freshIp();
    const first = await challengeFrom('login_again', away);
    const again = await login({ username: 'login_again', password: 'secret123' }, away);
    expect(again.statusCode).toBe(200);
    const second = valueOf(sessionCalls.login, again);
    expect(second).toEqual({ ...first, expiredMinutes: expect.any(Number) });
    if (second.status !== 'VERIFY') throw new Error('expected a challenge');
    expect(second.expiredMinutes).toBeGreaterThanOrEqual(1);
    expect(second.expiredMinutes).toBeLessThanOrEqual(5);
    const codes = await app.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.destination, '+62 81600000002'));
    expect(codes).toHaveLength(1);

    // Another new IP gets its own challenge, and a code once the number's minute is over.
    await app.db.execute(
      sql`update throttle_hits set at = at - interval '61 seconds' where bucket like ${'%81600000002%'}`,
    );
    const elsewhere = await challengeFrom('login_again', freshIp());
    expect(elsewhere.challengeId).not.toBe(first.challengeId);
    expect((await attemptsOf(member)).map((a) => a.reason)).toEqual([
      null,
      'login.challenged',
      'login.challenged',
      'login.challenged',
    ]);
  });

  it('refuses an expired challenge, even with the right code', async () => {
    await bound('login_stale', '81600000003');
    const away = freshIp();
    const { challengeId } = await challengeFrom('login_stale', away);
    const code = await lastCode(app, 'sms', '+62 81600000003');
    await app.db
      .update(loginChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(loginChallenges.id, challengeId));
    const late = await encryptedInject(
      app,
      sessionCalls.loginVerify,
      { challengeId, code },
      {
        ip: away,
      },
    );
    expect(late.statusCode).toBe(400);
    expect(failureOf(late).errorCode).toBe('verification.code.expired');
  });
});

describe('forced password change (passwordChangeRequired)', () => {
  const flagOf = async (username: string, password = 'secret123', ip = freshIp()) => {
    const result = valueOf(sessionCalls.login, await login({ username, password }, ip));
    if (result.status !== 'OK') throw new Error('expected a session');
    return result.user.passwordChangeRequired;
  };
  const expire = (member: Member) =>
    app.db
      .update(members)
      .set({ passwordChangedAt: sql`now() - interval '1000 days'` })
      .where(eq(members.id, member.id));

  it('is set for the weak default password and an operator-made account, not otherwise', async () => {
    await createMember(app, { username: 'login_weak', password: WEAK_DEFAULT_PASSWORD });
    expect(await flagOf('login_weak', WEAK_DEFAULT_PASSWORD)).toBe(true);
    await createMember(app, { username: 'login_fine', password: 'secret123' });
    expect(await flagOf('login_fine')).toBe(false);
    const made = await createMember(app, { username: 'login_made', password: 'secret123' });
    await app.db.update(members).set({ mustChangePassword: true }).where(eq(members.id, made.id));
    expect(await flagOf('login_made')).toBe(true);
  });

  it('is set for an expired password only while PWDEXPFORCECHANGE3 is on', async () => {
    const member = await createMember(app, { username: 'login_expired', password: 'secret123' });
    await expire(member);
    expect(await flagOf('login_expired')).toBe(true);
    await app.settings.setSwitch('DEMO', 'PWDEXPFORCECHANGE3', false);
    try {
      expect(await flagOf('login_expired')).toBe(false);
    } finally {
      await app.settings.setSwitch('DEMO', 'PWDEXPFORCECHANGE3', true);
    }
  });

  it('is never set for an SMS login', async () => {
    const member = await createMember(app, {
      username: 'login_sms_weak',
      password: WEAK_DEFAULT_PASSWORD,
      countryDialingCode: '+62',
      mobileNum: '81500000002',
    });
    await app.db.update(members).set({ mustChangePassword: true }).where(eq(members.id, member.id));
    await expire(member);
    const ip = freshIp();
    await app.inject({
      method: 'POST',
      url: verificationCalls.smsNoLogin.path,
      payload: { mobileNo: '81500000002', countryDialingCode: '+62', purpose: 'login' },
      remoteAddress: ip,
    });
    const code = await lastCode(app, 'sms', '+62 81500000002');
    const result = valueOf(
      sessionCalls.login,
      await login(
        { username: '81500000002', password: code, type: 'sms', countryDialingCode: '+62' },
        ip,
      ),
    );
    if (result.status !== 'OK') throw new Error('expected a session');
    expect(result.user.passwordChangeRequired).toBe(false);
  });

  it('survives a new-IP challenge: the verified session must still change the weak password', async () => {
    await createMember(app, {
      username: 'login_weak_away',
      password: WEAK_DEFAULT_PASSWORD,
      countryDialingCode: '+62',
      mobileNum: '81600000004',
    });
    await flagOf('login_weak_away', WEAK_DEFAULT_PASSWORD);
    const away = freshIp();
    const challenged = valueOf(
      sessionCalls.login,
      await login({ username: 'login_weak_away', password: WEAK_DEFAULT_PASSWORD }, away),
    );
    if (challenged.status !== 'VERIFY') throw new Error('expected a challenge');
    const code = await lastCode(app, 'sms', '+62 81600000004');
    const session = valueOf(
      sessionCalls.loginVerify,
      await encryptedInject(
        app,
        sessionCalls.loginVerify,
        { challengeId: challenged.challengeId, code },
        { ip: away },
      ),
    );
    expect(session.user.passwordChangeRequired).toBe(true);
  });
});
