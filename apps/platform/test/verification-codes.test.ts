import { verificationCalls } from '@site/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, verificationCodes, type Merchant } from '../src/db/schema/index.js';
import type { AppError } from '../src/http/app-error.js';
import type { CodePurpose } from '../src/domains/accounts/verification-codes.js';
import { createMember, lastCode, lastOutbox, sessionFor } from './accounts-helper.js';
import { buildTestApp, failureOf, valueOf } from './helper.js';

let app: FastifyInstance;
let merchant: Merchant;
beforeAll(async () => {
  ({ app } = await buildTestApp());
  merchant = (await app.merchants.find('DEMO'))!;
});
afterAll(() => app?.close());

let ipCounter = 0;
/** A fresh client address per test, so the per-IP limit of one test leaves others alone. */
const freshIp = () => `10.1.0.${++ipCounter}`;

const send = (destination: string, purpose: CodePurpose = 'register', ip = freshIp()) =>
  app.verificationCodes.send({
    merchant,
    channel: 'sms',
    destination,
    purpose,
    ip,
    language: 'EN',
  });
const consume = (destination: string, code: string, purpose: CodePurpose = 'register') =>
  app.verificationCodes.consume({
    merchantCode: 'DEMO',
    channel: 'sms',
    destination,
    purpose,
    code,
  });
const codeOf = async (promise: Promise<unknown>) => {
  const error = (await promise.then(
    () => undefined,
    (e: unknown) => e,
  )) as AppError | undefined;
  return error?.code;
};

describe('verification codes', () => {
  it('sends a 6-digit code in the request language and keeps only its hash', async () => {
    const sent = await send('+62 81200000001');
    expect(sent).toMatchObject({ expiredMinutes: 5, sentTo: '+62 812****001' });
    const body = await lastOutbox(app, 'sms', '+62 81200000001');
    expect(body).toMatch(
      /^Nusantara Play: your verification code is \d{6}, valid for 5 minutes\.$/,
    );
    const code = await lastCode(app, 'sms', '+62 81200000001');
    const [row] = await app.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.id, sent.codeId));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);

    await app.verificationCodes.send({
      merchant,
      channel: 'email',
      destination: 'ana@example.com',
      purpose: 'bindEmail',
      ip: freshIp(),
      language: 'ID',
    });
    expect(await lastOutbox(app, 'email', 'ana@example.com')).toMatch(
      /^Kode verifikasi Nusantara Play\n\nNusantara Play: kode verifikasi Anda \d{6}, berlaku 5 menit\.$/,
    );
  });

  it('accepts the right code once; a reuse is refused', async () => {
    await send('+62 81200000002');
    const code = await lastCode(app, 'sms', '+62 81200000002');
    expect(await codeOf(consume('+62 81200000002', code, 'login'))).toBe(
      'verification.code.invalid',
    );
    await consume('+62 81200000002', code);
    expect(await codeOf(consume('+62 81200000002', code))).toBe('verification.code.invalid');
  });

  it('lets exactly one of two concurrent consumes of one code succeed', async () => {
    await send('+62 81200000003');
    const code = await lastCode(app, 'sms', '+62 81200000003');
    const results = await Promise.allSettled([
      consume('+62 81200000003', code),
      consume('+62 81200000003', code),
      consume('+62 81200000003', code),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('answers expired after five minutes', async () => {
    const sent = await send('+62 81200000004');
    const code = await lastCode(app, 'sms', '+62 81200000004');
    await app.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.id, sent.codeId));
    expect(await codeOf(consume('+62 81200000004', code))).toBe('verification.code.expired');
  });

  it('dies after five wrong guesses, even for the right code afterwards', async () => {
    await send('+62 81200000005');
    const code = await lastCode(app, 'sms', '+62 81200000005');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(await codeOf(consume('+62 81200000005', wrong))).toBe('verification.code.invalid');
    }
    expect(await codeOf(consume('+62 81200000005', code))).toBe('verification.code.invalid');
  });

  it('holds the 5-guess limit under parallel guesses: 20 at once, then the right code', async () => {
    const sent = await send('+62 81200000008');
    const code = await lastCode(app, 'sms', '+62 81200000008');
    const wrong = code === '000000' ? '111111' : '000000';
    const results = await Promise.all(
      Array.from({ length: 20 }, () => codeOf(consume('+62 81200000008', wrong))),
    );
    expect(results.every((r) => r === 'verification.code.invalid')).toBe(true);
    expect(await codeOf(consume('+62 81200000008', code))).toBe('verification.code.invalid');
    const [row] = await app.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.id, sent.codeId));
    expect(row).toMatchObject({ failedAttempts: 5, usedAt: null });
  });

  it('counts a right guess as no failure', async () => {
    const sent = await send('+62 81200000009');
    const code = await lastCode(app, 'sms', '+62 81200000009');
    await codeOf(consume('+62 81200000009', code === '000000' ? '111111' : '000000'));
    await consume('+62 81200000009', code);
    const [row] = await app.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.id, sent.codeId));
    expect(row!.failedAttempts).toBe(1);
    expect(row!.usedAt).not.toBeNull();
  });

  it('a new code replaces the previous unused one', async () => {
    await send('+62 81200000006', 'resetPassword');
    const first = await lastCode(app, 'sms', '+62 81200000006');
    await app.db.execute(sql`update throttle_hits set at = at - interval '61 seconds'`);
    await send('+62 81200000006', 'resetPassword');
    const second = await lastCode(app, 'sms', '+62 81200000006');
    if (first !== second) {
      expect(await codeOf(consume('+62 81200000006', first, 'resetPassword'))).toBe(
        'verification.code.invalid',
      );
    }
    await consume('+62 81200000006', second, 'resetPassword');
  });

  it('throttles per destination (1 a minute, 5 an hour) and per IP (10 an hour)', async () => {
    await send('+62 81200000007');
    const again = await codeOf(send('+62 81200000007'));
    expect(again).toBe('request.throttled');

    for (let i = 0; i < 4; i++) {
      await app.db.execute(sql`update throttle_hits set at = at - interval '61 seconds'`);
      await send('+62 81200000007');
    }
    await app.db.execute(sql`update throttle_hits set at = at - interval '61 seconds'`);
    expect(await codeOf(send('+62 81200000007'))).toBe('request.throttled');

    const ip = freshIp();
    for (let i = 0; i < 10; i++) await send(`+62 8130000000${i}`, 'register', ip);
    expect(await codeOf(send('+62 81300000010', 'register', ip))).toBe('request.throttled');
  });

  it('counts each purpose apart, so register requests cannot block login codes', async () => {
    await send('+62 81200000010', 'register');
    expect(await codeOf(send('+62 81200000010', 'register'))).toBe('request.throttled');
    await send('+62 81200000010', 'login');
    await send('+62 81200000010', 'resetPassword');
  });
});

describe('verification routes', () => {
  const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: path,
      payload,
      headers: { Language: 'EN', ...headers },
      remoteAddress: freshIp(),
    });

  it('sends a login code only to a registered number', async () => {
    await createMember(app, {
      username: 'route_sms_1',
      countryDialingCode: '+62',
      mobileNum: '81400000001',
    });
    const missing = await post(verificationCalls.smsNoLogin.path, {
      mobileNo: '81400000099',
      countryDialingCode: '+62',
      purpose: 'login',
    });
    expect(missing.statusCode).toBe(404);
    expect(failureOf(missing).errorCode).toBe('member.mobile.not.found');

    const sent = await post(verificationCalls.smsNoLogin.path, {
      mobileNo: '81400000001',
      countryDialingCode: '+62',
      purpose: 'login',
    });
    expect(valueOf(verificationCalls.smsNoLogin, sent)).toEqual({
      expiredMinutes: 5,
      sentTo: '+62 814****001',
    });
    expect(await lastCode(app, 'sms', '+62 81400000001')).toMatch(/^\d{6}$/);
  });

  it('checks the IP quota before looking the number up, so the phone book cannot be listed', async () => {
    await createMember(app, {
      username: 'route_sms_3',
      countryDialingCode: '+62',
      mobileNum: '81400000005',
    });
    const ip = freshIp();
    const ask = (path: string, payload: object) =>
      app.inject({ method: 'POST', url: path, payload, remoteAddress: ip });
    for (let i = 0; i < 10; i++) {
      const unknown = await ask(verificationCalls.smsNoLogin.path, {
        mobileNo: `8149000000${i}`,
        countryDialingCode: '+62',
        purpose: 'login',
      });
      expect(failureOf(unknown).errorCode).toBe('member.mobile.not.found');
    }
    const lookups = [
      ask(verificationCalls.smsNoLogin.path, {
        mobileNo: '81490000010',
        countryDialingCode: '+62',
        purpose: 'login',
      }),
      ask(verificationCalls.smsRegister.path, {
        mobileNo: '81400000005',
        countryDialingCode: '+62',
        regType: 'registerMobile',
      }),
    ];
    for (const refused of await Promise.all(lookups)) {
      expect(refused.statusCode).toBe(429);
      expect(failureOf(refused).errorCode).toBe('request.throttled');
    }
  });

  it('sends registration codes only while the merchant registers by mobile or verifies it', async () => {
    const ask = (regType: 'register' | 'registerMobile', mobileNo: string) =>
      post(verificationCalls.smsRegister.path, { mobileNo, countryDialingCode: '+62', regType });
    for (const [modId, regType] of [
      ['MOBILENUMREG3', 'registerMobile'],
      ['REGMOBVERF3', 'register'],
    ] as const) {
      await app.settings.setSwitch('DEMO', modId, false);
      try {
        const refused = await ask(regType, '81400000006');
        expect(refused.statusCode).toBe(403);
        expect(failureOf(refused).errorCode).toBe('feature.disabled');
      } finally {
        await app.settings.setSwitch('DEMO', modId, true);
      }
    }
    expect((await ask('register', '81400000007')).statusCode).toBe(200);
  });

  it('refuses a registration code for a taken number', async () => {
    await createMember(app, {
      username: 'route_sms_2',
      countryDialingCode: '+62',
      mobileNum: '81400000002',
    });
    const taken = await post(verificationCalls.smsRegister.path, {
      mobileNo: '81400000002',
      countryDialingCode: '+62',
      regType: 'registerMobile',
    });
    expect(taken.statusCode).toBe(409);
    expect(failureOf(taken).errorCode).toBe('member.mobile.taken');

    const free = await post(verificationCalls.smsRegister.path, {
      mobileNo: '81400000003',
      countryDialingCode: '+62',
      regType: 'registerMobile',
    });
    expect(valueOf(verificationCalls.smsRegister, free).expiredMinutes).toBe(5);
  });

  it('binds need a session, a real account and a free number or address', async () => {
    const noSession = await post(verificationCalls.smsBind.path, {
      mobileNo: '81400000004',
      countryDialingCode: '+62',
    });
    expect(noSession.statusCode).toBe(401);

    await createMember(app, { username: 'route_bind_owner', email: 'Taken@Example.com' });
    const member = await createMember(app, { username: 'route_bind_1' });
    const auth = { Authorization: await sessionFor(app, member) };

    const taken = await post(
      verificationCalls.emailBind.path,
      { email: 'taken@example.com' },
      auth,
    );
    expect(taken.statusCode).toBe(409);
    expect(failureOf(taken).errorCode).toBe('member.email.taken');
    const ok = await post(verificationCalls.emailBind.path, { email: 'Mine@Example.com' }, auth);
    expect(valueOf(verificationCalls.emailBind, ok).sentTo).toBe('mi***@example.com');
    expect(await lastCode(app, 'email', 'mine@example.com')).toMatch(/^\d{6}$/);

    await app.db
      .update(members)
      .set({ type: 4 })
      .where(and(eq(members.id, member.id)));
    const trial = await post(
      verificationCalls.smsBind.path,
      { mobileNo: '81400000004', countryDialingCode: '+62' },
      auth,
    );
    expect(trial.statusCode).toBe(403);
    expect(failureOf(trial).errorCode).toBe('member.trial');
  });
});
