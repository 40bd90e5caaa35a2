import { MAX_CARDS_PER_TYPE, paymentCalls } from '@site/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCards, members } from '../src/db/schema/index.js';
import { maskAccountNo } from '../src/domains/payments/cards.js';
import { authed, encryptedInject, setSwitch } from './accounts-helper.js';
import { buildTestApp, failureOf, valueOf } from './helper.js';
import { bindCardInject, boundCard, payingMember } from './payments-helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

const cardsOf = async (token: string) =>
  valueOf(
    paymentCalls.cards,
    await app.inject({ url: paymentCalls.cards.path, headers: authed(token) }),
  );
const bank = (over: object = {}) => ({
  type: 'B',
  providerCode: 'BCA',
  accountNo: '1234567890',
  payeeName: 'Budi Santoso',
  paymentPassword: '123456',
  ...over,
});
const refusal = async (token: string, body: object) => {
  const response = await bindCardInject(app, token, body);
  expect(response.statusCode, response.body).not.toBe(200);
  return { status: response.statusCode, ...failureOf(response) };
};

describe('card providers', () => {
  it('lists the Indonesian banks, e-wallets and crypto networks', async () => {
    const { token } = await payingMember(app, 'cardprov');
    const providers = valueOf(
      paymentCalls.cardProviders,
      await app.inject({ url: paymentCalls.cardProviders.path, headers: authed(token) }),
    );
    expect(providers.B.map((p) => p.name)).toEqual(['BCA', 'BNI', 'BRI', 'Mandiri', 'CIMB Niaga']);
    expect(providers.E.map((p) => p.name)).toEqual(['DANA', 'OVO', 'GoPay', 'ShopeePay']);
    expect(providers.V.map((p) => p.code)).toEqual(['USDT_TRC20', 'USDT_ERC20', 'BTC']);
  });
});

describe('masking an account number', () => {
  it('shows the first 2 and the last 4 from 10 characters, the last 4 only below', () => {
    expect(maskAccountNo('1234567890')).toBe('12****7890');
    expect(maskAccountNo('TXa1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6')).toBe('TX****o5p6');
    expect(maskAccountNo('123456789')).toBe('****6789');
    expect(maskAccountNo('123456')).toBe('****3456');
  });
});

describe('binding a card', () => {
  it('binds each type, lists them masked and keeps the full number only in the database', async () => {
    const { member, token } = await payingMember(app, 'cardbind01');
    const card = valueOf(paymentCalls.bindCard, await bindCardInject(app, token, bank()));
    expect(card).toMatchObject({
      type: 'B',
      providerCode: 'BCA',
      providerName: 'BCA',
      accountNoMasked: '12****7890',
      payeeName: 'Budi Santoso',
    });
    await boundCard(app, token, { type: 'E', providerCode: 'GOPAY', accountNo: '081234567890' });
    await boundCard(app, token, {
      type: 'V',
      providerCode: 'USDT_TRC20',
      accountNo: 'TXa1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6',
    });
    const listed = await cardsOf(token);
    expect(listed.payeeName).toBe('Budi Santoso');
    expect(listed.list.map((c) => [c.type, c.providerName, c.accountNoMasked])).toEqual([
      ['B', 'BCA', '12****7890'],
      ['E', 'GoPay', '08****7890'],
      ['V', 'USDT (TRC20)', 'TX****o5p6'],
    ]);
    expect(JSON.stringify(listed)).not.toContain('1234567890');
    // A short bank number keeps its first digits hidden too.
    const short = await boundCard(app, token, { providerCode: 'BNI', accountNo: '123456' });
    expect(short.accountNoMasked).toBe('****3456');
    const rows = await app.db.select().from(memberCards).where(eq(memberCards.memberId, member.id));
    expect(rows.map((r) => r.accountNo)).toContain('1234567890');
  });

  it('is an encrypted call', async () => {
    const { token } = await payingMember(app, 'cardplain');
    const plain = await app.inject({
      method: 'POST',
      url: paymentCalls.bindCard.path,
      headers: authed(token),
      payload: bank(),
    });
    expect(plain.statusCode).toBe(400);
    expect(failureOf(plain).errorCode).toBe('request.encryption.required');
  });

  it('asks for the payment password when PAYMENTPASS3 is on, and not when it is off', async () => {
    const { token } = await payingMember(app, 'cardpass');
    expect(await refusal(token, bank({ paymentPassword: '654321' }))).toMatchObject({
      status: 400,
      errorCode: 'invalid.payment.pw',
    });
    expect(await refusal(token, bank({ paymentPassword: undefined }))).toMatchObject({
      errorCode: 'invalid.payment.pw',
    });
    const { member: bare, token: bareToken } = await payingMember(app, 'cardnopass');
    await app.db.update(members).set({ paymentPasswordHash: null }).where(eq(members.id, bare.id));
    expect(await refusal(bareToken, bank())).toMatchObject({
      errorCode: 'not.exists.payment.password',
    });
    expect((await cardsOf(token)).list).toHaveLength(0);

    await setSwitch(app, 'PAYMENTPASS3', false);
    try {
      expect(
        valueOf(
          paymentCalls.bindCard,
          await bindCardInject(app, bareToken, bank({ paymentPassword: undefined })),
        ).accountNoMasked,
      ).toBe('12****7890');
    } finally {
      await setSwitch(app, 'PAYMENTPASS3', true);
    }
  });

  it('refuses unknown providers and malformed account numbers, field by field, translated', async () => {
    const { token } = await payingMember(app, 'cardfields');
    const cases: [object, Record<string, string>][] = [
      [
        bank({ providerCode: 'DANA' }),
        { 'body.providerCode': 'Choose one of the offered banks, e-wallets or networks.' },
      ],
      [
        bank({ accountNo: '12345abc90' }),
        { 'body.accountNo': 'A bank account number has 6 to 20 digits.' },
      ],
      [
        bank({ accountNo: '123456789012345678901' }),
        { 'body.accountNo': 'A bank account number has 6 to 20 digits.' },
      ],
      [
        bank({ type: 'E', providerCode: 'OVO', accountNo: '1234567' }),
        { 'body.accountNo': 'An e-wallet number has 8 to 15 digits.' },
      ],
      [
        bank({ type: 'V', providerCode: 'BTC', accountNo: 'short-address-1234567890!' }),
        { 'body.accountNo': 'A wallet address has 26 to 64 letters and digits.' },
      ],
    ];
    for (const [body, fields] of cases) {
      const refused = await refusal(token, body);
      expect(refused.errorCode, JSON.stringify(body)).toBe('request.invalid');
      expect(refused.fields, JSON.stringify(body)).toEqual(fields);
    }
    // The contract's own rules (payee letters, the type, the number's length) come first.
    for (const [body, field] of [
      [bank({ payeeName: 'B4di' }), 'body.payeeName'],
      [bank({ type: 'X' }), 'body.type'],
      [bank({ accountNo: '123' }), 'body.accountNo'],
    ] as const) {
      expect((await refusal(token, body)).fields).toHaveProperty([field]);
    }
    const both = await refusal(token, bank({ providerCode: 'XYZ', accountNo: '12345abc90' }));
    expect(Object.keys(both.fields ?? {}).sort()).toEqual(['body.accountNo', 'body.providerCode']);
    const indonesian = await encryptedInject(
      app,
      paymentCalls.bindCard,
      bank({ accountNo: '12345abc90' }),
      { headers: authed(token, 'ID') },
    );
    expect(failureOf(indonesian).fields).toEqual({
      'body.accountNo': 'Nomor rekening bank terdiri dari 6 sampai 20 angka.',
    });
    expect((await cardsOf(token)).list).toHaveLength(0);
  });

  it('keeps one payee name per member: the first card sets it, case and spacing aside', async () => {
    const { token } = await payingMember(app, 'cardpayee');
    await boundCard(app, token, { payeeName: 'Siti  Rahayu' });
    expect((await cardsOf(token)).payeeName).toBe('Siti Rahayu');
    expect(
      await refusal(token, bank({ accountNo: '5555555555', payeeName: 'Budi Santoso' })),
    ).toMatchObject({ status: 400, errorCode: 'member.payee.mismatch' });
    const same = await boundCard(app, token, {
      type: 'E',
      providerCode: 'DANA',
      accountNo: '08123456789',
      payeeName: 'SITI RAHAYU',
    });
    expect(same.payeeName).toBe('Siti Rahayu');
  });

  it("binds the registration profile's payee name before any card", async () => {
    const { member, token } = await payingMember(app, 'cardprofile');
    await app.db
      .update(members)
      .set({ profile: { payeeName: 'Dewi Lestari' } })
      .where(eq(members.id, member.id));
    // A session reads the member afresh, so the old token sees the profile.
    expect((await cardsOf(token)).payeeName).toBe('Dewi Lestari');
    expect(await refusal(token, bank())).toMatchObject({ errorCode: 'member.payee.mismatch' });
    expect((await boundCard(app, token, { payeeName: 'dewi lestari' })).payeeName).toBe(
      'Dewi Lestari',
    );
  });

  it('refuses a duplicate and more than the limit per type', async () => {
    const { token } = await payingMember(app, 'cardlimit');
    await boundCard(app, token, { accountNo: '1111111111' });
    expect(await refusal(token, bank({ accountNo: '1111111111' }))).toMatchObject({
      status: 409,
      errorCode: 'member.card.exists',
    });
    // The same number at another bank is another account.
    await boundCard(app, token, { providerCode: 'BNI', accountNo: '1111111111' });
    for (let i = 2; i < MAX_CARDS_PER_TYPE; i++) {
      await boundCard(app, token, { accountNo: `22222222${i}` });
    }
    expect(await refusal(token, bank({ accountNo: '3333333333' }))).toMatchObject({
      status: 400,
      errorCode: 'member.card.limit',
    });
    // Another type has its own limit.
    await boundCard(app, token, { type: 'E', providerCode: 'OVO', accountNo: '0811111111' });
    expect((await cardsOf(token)).list).toHaveLength(MAX_CARDS_PER_TYPE + 1);
  });

  it('holds the rules when binds race: one payee name, no more than the limit', async () => {
    const { member, token } = await payingMember(app, 'cardrace');
    await setSwitch(app, 'PAYMENTPASS3', false);
    try {
      const names = ['Agus Salim', 'Bambang Tri', 'Cahya Putri', 'Dian Sastro'];
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          bindCardInject(app, token, bank({ accountNo: `90000000${i}`, payeeName: names[i % 4] })),
        ),
      );
      const rows = await app.db
        .select()
        .from(memberCards)
        .where(eq(memberCards.memberId, member.id));
      expect(rows.length).toBeLessThanOrEqual(MAX_CARDS_PER_TYPE);
      expect(new Set(rows.map((r) => r.payeeName)).size).toBe(1);
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(rows.length);
      const codes = answers.filter((a) => a.statusCode !== 200).map((a) => failureOf(a).errorCode);
      expect(new Set(codes).size).toBeGreaterThan(0);
      for (const code of codes)
        expect(['member.payee.mismatch', 'member.card.limit']).toContain(code);
    } finally {
      await setSwitch(app, 'PAYMENTPASS3', true);
    }
  });

  it('refuses a trial account and a guest', async () => {
    const trial = await payingMember(app, 'cardtrial', { type: 4 });
    expect(await refusal(trial.token, bank())).toMatchObject({
      status: 403,
      errorCode: 'member.trial',
    });
    const guest = await app.inject({ url: paymentCalls.cards.path });
    expect(guest.statusCode).toBe(401);
  });
});
