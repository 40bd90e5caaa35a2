import { memberCalls } from '@site/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema/index.js';
import { authed, createMember, encryptedInject, sessionFor, setSwitch } from './accounts-helper.js';
import { buildTestApp, failureOf, valueOf } from './helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

const setPayment = (token: string, currentPassword: string, pin: string, confirm = pin) =>
  encryptedInject(
    app,
    memberCalls.setPaymentPassword,
    { currentPassword, newPaymentPassword: pin, confirmPaymentPassword: confirm },
    { headers: authed(token) },
  );
const paymentHash = async (id: string) =>
  (await app.db.select().from(members).where(eq(members.id, id)))[0]!.paymentPasswordHash;

describe('payment password', () => {
  it('is set the first time with the login password, then changed with itself', async () => {
    const member = await createMember(app, { username: 'payer01', password: 'secret123' });
    const token = await sessionFor(app, member);

    const wrongLogin = await setPayment(token, 'nope12345', '123456');
    expect(wrongLogin.statusCode).toBe(400);
    expect(failureOf(wrongLogin).errorCode).toBe('member.password.old.wrong');
    const mismatch = await setPayment(token, 'secret123', '123456', '123457');
    expect(failureOf(mismatch).fields).toEqual({
      'body.confirmPaymentPassword': 'The two entries are inconsistent.',
    });
    const notDigits = await setPayment(token, 'secret123', 'abcdef');
    expect(failureOf(notDigits).fields).toHaveProperty(['body.newPaymentPassword']);

    expect(
      valueOf(memberCalls.setPaymentPassword, await setPayment(token, 'secret123', '123456')),
    ).toEqual({ changed: true });
    const first = (await paymentHash(member.id))!;
    expect(first).toMatch(/^\$argon2id\$/);
    expect(await app.passwords.verify(first, '123456')).toBe(true);
    const info = valueOf(
      memberCalls.info,
      await app.inject({ url: memberCalls.info.path, headers: authed(token) }),
    );
    expect(info.hasPaymentPassword).toBe(true);

    // Once set, the login password no longer proves it: the payment password does.
    const withLogin = await setPayment(token, 'secret123', '654321');
    expect(failureOf(withLogin).errorCode).toBe('invalid.payment.pw');
    valueOf(memberCalls.setPaymentPassword, await setPayment(token, '123456', '654321'));
    expect(await app.passwords.verify((await paymentHash(member.id))!, '654321')).toBe(true);
  });

  it('is refused to trial accounts and when PAYMENTPASS3 is off', async () => {
    const guest = await createMember(app, { username: 'guest00000002', type: 4 });
    const trial = await setPayment(await sessionFor(app, guest), 'whatever', '123456');
    expect(trial.statusCode).toBe(403);
    expect(failureOf(trial).errorCode).toBe('member.trial');

    const member = await createMember(app, { username: 'payer02', password: 'secret123' });
    await setSwitch(app, 'PAYMENTPASS3', false);
    const off = await setPayment(await sessionFor(app, member), 'secret123', '123456');
    expect(off.statusCode).toBe(403);
    expect(failureOf(off).errorCode).toBe('feature.disabled');
    await setSwitch(app, 'PAYMENTPASS3', true);
    expect(await paymentHash(member.id)).toBeNull();
  });
});

describe('payment password before money leaves', () => {
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'allowed',
      (error: { code?: string }) => error.code,
    );

  it('counts wrong guesses only: right ones never use up the limit, the 11th wrong is throttled', async () => {
    const member = await createMember(app, { username: 'payer03', password: 'secret123' });
    // Set straight in the table: the set form's own check would count against the same limit.
    const paymentPasswordHash = await app.passwords.hash('135790');
    await app.db.update(members).set({ paymentPasswordHash }).where(eq(members.id, member.id));
    const withPin = (await app.members.byUsername('DEMO', 'payer03'))!;
    const check = (pin?: string) =>
      refusal(app.accountSecurity.requirePaymentPassword(withPin, 'DEMO', pin));

    for (let i = 0; i < 15; i++) expect(await check('135790')).toBe('allowed');
    const wrong = await Promise.all(Array.from({ length: 12 }, () => check('000000')));
    expect(wrong.filter((code) => code === 'invalid.payment.pw')).toHaveLength(10);
    expect(wrong.filter((code) => code === 'request.throttled')).toHaveLength(2);
    expect(await check('135790')).toBe('request.throttled');
  });

  it('asks for none when PAYMENTPASS3 is off, and refuses an account without one when on', async () => {
    const member = await createMember(app, { username: 'payer04', password: 'secret123' });
    expect(
      await refusal(app.accountSecurity.requirePaymentPassword(member, 'DEMO', '123456')),
    ).toBe('not.exists.payment.password');
    await setSwitch(app, 'PAYMENTPASS3', false);
    try {
      expect(await refusal(app.accountSecurity.requirePaymentPassword(member, 'DEMO'))).toBe(
        'allowed',
      );
    } finally {
      await setSwitch(app, 'PAYMENTPASS3', true);
    }
  });
});
