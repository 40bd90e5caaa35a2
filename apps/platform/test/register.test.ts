import { affiliateCalls, memberCalls, type RegisterMobileBody } from '@site/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members, registerFieldRules, walletAccounts } from '../src/db/schema/index.js';
import {
  authed,
  createMember,
  encryptedInject,
  nextIp,
  registerBody,
  registered,
  setSwitch,
  smsCodeFor,
} from './accounts-helper.js';
import { buildTestApp, failureOf, valueOf, setMerchant } from './helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

// Each test starts from the demo's switches.
beforeEach(async () => {
  await setSwitch(app, 'USERNAMEREG3', true);
  await setSwitch(app, 'MOBILENUMREG3', true);
  await setSwitch(app, 'REGMOBVERF3', true);
  await setSwitch(app, 'MOBILENUMPASSREG3', false);
  await setSwitch(app, 'DIRECTREG3', false);
  await setSwitch(app, 'SLIDERCAPTCHA3', false);
  await setMerchant(app, { registerEnabled: true });
});

const register = (body: object, language = 'EN') =>
  encryptedInject(app, memberCalls.register, registerBody(body), {
    headers: { Language: language },
    ip: nextIp(),
  });
const registerMobile = (body: Partial<RegisterMobileBody>, language = 'EN') =>
  encryptedInject(
    app,
    memberCalls.registerMobile,
    {
      mobileNum: '81300000000',
      countryDialingCode: '+62',
      verificationCode: '000000',
      registerMethod: 'WEB',
      affiliateCode: 'DEMOAGENT',
      agreeAge: true,
      agreeTerms: true,
      ...body,
    },
    { headers: { Language: language }, ip: nextIp() },
  );
const memberRow = async (username: string) =>
  (
    await app.db
      .select()
      .from(members)
      .where(sql`lower(${members.username}) = lower(${username})`)
  )[0];
const info = async (token: string) =>
  valueOf(
    memberCalls.info,
    await app.inject({ url: memberCalls.info.path, headers: authed(token) }),
  );

describe('registration by username', () => {
  it('creates a downline (41) of the invitation code, with a MAIN wallet, logged in at once', async () => {
    const response = await encryptedInject(
      app,
      memberCalls.register,
      registerBody({
        username: 'Invited01',
        email: 'Invited01@Example.com',
        payeeName: 'Budi Santoso',
        whatsapp: '628123456789',
        referralCode: 'FRIEND42',
        nickname: 'Budi',
        qqNum: '12345',
        domain: 'nusantaraplay.example',
      }),
      { ip: '10.9.8.7' },
    );
    const login = valueOf(memberCalls.register, response);
    expect(login).toMatchObject({
      status: 'OK',
      firstTimeLogin: true,
      passwordExpired: false,
      user: { account: 'Invited01', type: 41, toUpline: 'demoagent', isAgent: false },
    });
    expect(await info(login.token)).toMatchObject({ account: 'Invited01', toUpline: 'demoagent' });

    const row = (await memberRow('invited01'))!;
    const agent = (await memberRow('demoagent'))!;
    expect(row).toMatchObject({
      type: 41,
      uplineId: agent.id,
      referredBy: 'FRIEND42',
      registerIp: '10.9.8.7',
      email: 'invited01@example.com',
      // nickname and qqNum are switched off for the demo: not kept.
      nickname: null,
      affiliateCode: null,
    });
    expect(row.profile).toEqual({
      payeeName: 'Budi Santoso',
      whatsapp: '628123456789',
      domain: 'nusantaraplay.example',
    });
    expect(await app.passwords.verify(row.passwordHash, 'secret123')).toBe(true);
    const wallets = await app.db
      .select()
      .from(walletAccounts)
      .where(eq(walletAccounts.memberId, row.id));
    expect(wallets.map((w) => [w.wallet, w.balance])).toEqual([['MAIN', 0n]]);
  });

  it('registers a plain member (type 1) without a code when DIRECTREG3 is on', async () => {
    await setSwitch(app, 'DIRECTREG3', true);
    const login = await registered(app, { username: 'direct01', affiliateCode: undefined });
    expect(login.user).toMatchObject({ type: 1, toUpline: null });
  });

  it('requires an invitation code while DIRECTREG3 is off', async () => {
    const response = await register({ username: 'nocode01', affiliateCode: undefined });
    expect(response.statusCode).toBe(400);
    expect(failureOf(response)).toMatchObject({
      errorCode: 'request.invalid',
      fields: { 'body.affiliateCode': 'This field is required.' },
    });
  });

  it('requires the code under body.affiliateCode even when its rule is switched off', async () => {
    const where = and(
      eq(registerFieldRules.merchantCode, 'DEMO'),
      eq(registerFieldRules.name, 'affiliateCode'),
    );
    await app.db.update(registerFieldRules).set({ enabled: false }).where(where);
    try {
      const username = await register({ username: 'nocode02', affiliateCode: undefined }, 'ID');
      expect(failureOf(username).fields).toEqual({
        'body.affiliateCode': 'Kolom ini wajib diisi.',
      });
      const mobile = await registerMobile({ mobileNum: '81355555556', affiliateCode: undefined });
      expect(failureOf(mobile).fields).toEqual({ 'body.affiliateCode': 'This field is required.' });
      const wrong = await register({ username: 'nocode02', affiliateCode: 'NOSUCHCODE' });
      expect(failureOf(wrong)).toMatchObject({
        errorCode: 'affiliate.invalid',
        fields: { 'body.affiliateCode': 'The invitation code is wrong.' },
      });
    } finally {
      await app.db.update(registerFieldRules).set({ enabled: true }).where(where);
    }
  });

  it('refuses a code that is no agent’s (affiliate.invalid)', async () => {
    const player = await registered(app, { username: 'plain01' });
    await app.db
      .update(members)
      .set({ affiliateCode: 'PLAIN01' })
      .where(eq(members.id, player.user.id));
    for (const affiliateCode of ['NOSUCHCODE', 'PLAIN01']) {
      const response = await register({ username: 'badcode01', affiliateCode });
      expect(response.statusCode).toBe(400);
      expect(failureOf(response).errorCode).toBe('affiliate.invalid');
    }
    expect(await memberRow('badcode01')).toBeUndefined();
  });

  it('checks every enabled field against the merchant’s rules, in the request language', async () => {
    const body = {
      username: '1ab',
      password: 'secret123',
      confirmPassword: 'secret124',
      email: 'not-an-email',
      payeeName: 'B4di',
      whatsapp: '12',
    };
    const en = failureOf(await register(body, 'EN'));
    expect(en.errorCode).toBe('request.invalid');
    expect(en.fields).toEqual({
      'body.username': 'Start with a letter, then letters or digits, 6 - 12 characters.',
      'body.confirmPassword': 'The two entries are inconsistent.',
      'body.email': 'Enter a valid e-mail address.',
      'body.payeeName': 'Letters and spaces only, 2 - 50 characters.',
      'body.whatsapp': 'Digits only, 8 - 15 characters.',
    });
    const id = failureOf(await register({ ...body, password: 'x y' }, 'ID'));
    expect(id.fields).toMatchObject({
      'body.password': 'Hanya huruf dan angka, 6 - 20 karakter.',
      'body.confirmPassword': 'Kedua isian tidak sama.',
    });
    // One number when min equals max (docs/product.md §5).
    const payment = failureOf(await register({ username: 'payment01', paymentPassword: '12' }));
    expect(payment.fields).toEqual({ 'body.paymentPassword': 'Digits only, 6 characters.' });
  });

  it('is closed when USERNAMEREG3 is off or the merchant stops registration', async () => {
    await setSwitch(app, 'USERNAMEREG3', false);
    const off = await register({ username: 'closed01' });
    expect(off.statusCode).toBe(403);
    expect(failureOf(off).errorCode).toBe('feature.disabled');

    await setSwitch(app, 'USERNAMEREG3', true);
    await setMerchant(app, { registerEnabled: false });
    expect(failureOf(await register({ username: 'closed01' })).errorCode).toBe('feature.disabled');
    expect(failureOf(await registerMobile({})).errorCode).toBe('feature.disabled');
  });

  it('asks for the slider when SLIDERCAPTCHA3 is on', async () => {
    await setSwitch(app, 'SLIDERCAPTCHA3', true);
    const response = await register({ username: 'slider01', sliderToken: 'forged' });
    expect(response.statusCode).toBe(400);
    expect(failureOf(response).errorCode).toBe('slider.invalid');
  });

  it('needs the SMS code of a given mobile number while REGMOBVERF3 is on', async () => {
    const mobile = { mobileNum: '81311111111', countryDialingCode: '+62' };
    const missing = failureOf(await register({ username: 'mobile01', ...mobile }));
    expect(missing.fields).toEqual({ 'body.verificationCode': 'This field is required.' });

    const code = await smsCodeFor(app, '+62', '81311111111', 'register');
    const wrongCode = code === '123456' ? '654321' : '123456';
    const wrong = await register({ username: 'mobile01', ...mobile, verificationCode: wrongCode });
    expect(failureOf(wrong).errorCode).toBe('verification.code.invalid');

    const login = await registered(app, {
      username: 'mobile01',
      ...mobile,
      verificationCode: code,
    });
    expect(login.user.mobileNum).toBe('+62 813****111');

    await setSwitch(app, 'REGMOBVERF3', false);
    const plain = await registered(app, {
      username: 'mobile02',
      mobileNum: '81311111112',
      countryDialingCode: '+62',
    });
    expect(plain.user.mobileNum).toBe('+62 813****112');
  });

  it('keeps usernames (whatever the case), mobile numbers and e-mails to one account', async () => {
    await setSwitch(app, 'REGMOBVERF3', false);
    await registered(app, {
      username: 'unique01',
      email: 'unique01@example.com',
      mobileNum: '81322222222',
      countryDialingCode: '+62',
    });
    const cases = [
      [{ username: 'UNIQUE01' }, 'member.username.taken'],
      [{ username: 'unique02', email: 'UNIQUE01@example.com' }, 'member.email.taken'],
      [
        { username: 'unique03', mobileNum: '81322222222', countryDialingCode: '+62' },
        'member.mobile.taken',
      ],
    ] as const;
    for (const [body, errorCode] of cases) {
      const response = await register(body);
      expect(response.statusCode).toBe(409);
      expect(failureOf(response).errorCode).toBe(errorCode);
    }
  });

  it('lets exactly one of 10 concurrent registrations of one username win', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        register({ username: i % 2 ? 'RaceWinner' : 'racewinner' }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(failureOf(r).errorCode).toBe('member.username.taken');
    }
    const rows = await app.db
      .select({ id: members.id })
      .from(members)
      .where(sql`lower(${members.username}) = 'racewinner'`);
    expect(rows).toHaveLength(1);
    const wallets = await app.db
      .select()
      .from(walletAccounts)
      .where(eq(walletAccounts.memberId, rows[0]!.id));
    expect(wallets).toHaveLength(1);
  });
});

describe('registration by mobile number', () => {
  it('draws another login name when the random one is taken', async () => {
    await createMember(app, { username: 'm1000000001' });
    const draws = ['m1000000001', 'M1000000001', 'm1000000002'];
    const member = await app.accounts.createDrawingUsername(() => draws.shift()!, {
      merchantCode: 'DEMO',
      type: 1,
      password: 'secret123',
      registerIp: '127.0.0.1',
    });
    expect(member.username).toBe('m1000000002');
    // A name that stays taken gives up after a few draws instead of looping.
    await expect(
      app.accounts.createDrawingUsername(() => 'm1000000002', {
        merchantCode: 'DEMO',
        type: 1,
        password: 'secret123',
        registerIp: '127.0.0.1',
      }),
    ).rejects.toMatchObject({ code: 'member.username.taken' });
  });

  it('registers with the SMS code and a password nobody knows (they log in by SMS)', async () => {
    const verificationCode = await smsCodeFor(app, '+62', '81344444444', 'register');
    const response = await registerMobile({
      mobileNum: '81344444444',
      verificationCode,
      password: 'ignored123',
      confirmPassword: 'ignored123',
    });
    const login = valueOf(memberCalls.registerMobile, response);
    expect(login.user).toMatchObject({
      type: 41,
      toUpline: 'demoagent',
      mobileNum: '+62 813****444',
    });
    const row = (await app.members.byMobile('DEMO', '+62', '81344444444'))!;
    // A random login name, not one derived from the number that anyone could take first.
    expect(row.username).toMatch(/^m\d{10}$/);
    expect(row.username).not.toContain('81344444444');
    expect(await app.passwords.verify(row.passwordHash, 'ignored123')).toBe(false);
    // The same code does not register twice.
    const again = await registerMobile({ mobileNum: '81344444444', verificationCode });
    expect(failureOf(again).errorCode).toBe('verification.code.invalid');
  });

  it('takes a password when MOBILENUMPASSREG3 is on', async () => {
    await setSwitch(app, 'MOBILENUMPASSREG3', true);
    await setSwitch(app, 'DIRECTREG3', true);
    const missing = failureOf(
      await registerMobile({ mobileNum: '81355555555', affiliateCode: undefined }),
    );
    expect(missing.fields).toEqual({ 'body.password': 'This field is required.' });
    const mismatch = failureOf(
      await registerMobile({
        mobileNum: '81355555555',
        affiliateCode: undefined,
        password: 'secret123',
        confirmPassword: 'secret12',
      }),
    );
    expect(mismatch.fields).toEqual({
      'body.confirmPassword': 'The two entries are inconsistent.',
    });

    const verificationCode = await smsCodeFor(app, '+62', '81355555555', 'register');
    const login = valueOf(
      memberCalls.registerMobile,
      await registerMobile({
        mobileNum: '81355555555',
        affiliateCode: undefined,
        verificationCode,
        password: 'secret123',
        confirmPassword: 'secret123',
      }),
    );
    expect(login.user).toMatchObject({ type: 1, toUpline: null });
    const row = (await app.members.byMobile('DEMO', '+62', '81355555555'))!;
    expect(await app.passwords.verify(row.passwordHash, 'secret123')).toBe(true);
  });

  it('is closed when MOBILENUMREG3 is off', async () => {
    await setSwitch(app, 'MOBILENUMREG3', false);
    const response = await registerMobile({ mobileNum: '81366666666' });
    expect(response.statusCode).toBe(403);
    expect(failureOf(response).errorCode).toBe('feature.disabled');
  });

  it('refuses a wrong code and a number that is taken', async () => {
    const wrong = await registerMobile({ mobileNum: '81377777777', verificationCode: '000000' });
    expect(failureOf(wrong).errorCode).toBe('verification.code.invalid');

    await createMember(app, {
      username: 'owner01',
      countryDialingCode: '+62',
      mobileNum: '81377777777',
    });
    const verificationCode = await smsCodeFor(app, '+62', '81377777777', 'register');
    const taken = await registerMobile({ mobileNum: '81377777777', verificationCode });
    expect(taken.statusCode).toBe(409);
    expect(failureOf(taken).errorCode).toBe('member.mobile.taken');
    const rows = await app.db
      .select()
      .from(members)
      .where(and(eq(members.countryDialingCode, '+62'), eq(members.mobileNum, '81377777777')));
    expect(rows).toHaveLength(1);
  });
});

describe('invitation code check', () => {
  it('answers whether a code belongs to an agent', async () => {
    const check = async (code: string) =>
      valueOf(
        affiliateCalls.affiliate,
        await app.inject({ url: `${affiliateCalls.affiliate.path}?code=${code}&domain=x.example` }),
      );
    expect(await check('DEMOAGENT')).toEqual({ code: 'DEMOAGENT', valid: true });
    expect(await check('NOPE')).toEqual({ code: 'NOPE', valid: false });
    expect(await check('')).toEqual({ code: '', valid: false });
  });

  it('limits the checks per IP, so codes cannot be enumerated', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await app.inject({
        url: `${affiliateCalls.affiliate.path}?code=GUESS${i}`,
        remoteAddress: '10.9.9.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    const elsewhere = await app.inject({
      url: `${affiliateCalls.affiliate.path}?code=DEMOAGENT`,
      remoteAddress: '10.9.9.10',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
