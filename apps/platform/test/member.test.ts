import { memberCalls, sessionCalls, walletCalls, type HttpMethod } from '@site/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAvatars, members } from '../src/db/schema/index.js';
import {
  authed,
  codeFor,
  createMember,
  encryptedInject,
  lastOutbox,
  registered,
  sessionFor,
  smsCodeFor,
} from './accounts-helper.js';
import { buildTestApp, failureOf, valueOf } from './helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

const call = (
  c: { method: HttpMethod; path: string },
  token: string,
  payload?: object,
  language = 'EN',
) => app.inject({ method: c.method, url: c.path, headers: authed(token, language), payload });

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

describe('member info and profile', () => {
  it('answers the member info with the upline, and refuses a call without a session', async () => {
    const login = await registered(app, { username: 'infomember' });
    const info = valueOf(memberCalls.info, await call(memberCalls.info, login.token));
    expect(info).toMatchObject({
      account: 'infomember',
      type: 41,
      toUpline: 'demoagent',
      isAgent: false,
      hasPaymentPassword: false,
      mobileNum: null,
      email: null,
    });
    const none = await app.inject({ url: memberCalls.info.path });
    expect(none.statusCode).toBe(401);
    expect(failureOf(none).errorCode).toBe('login.not.session');
  });

  it('changes the nickname and marks the first login done', async () => {
    const login = await registered(app, { username: 'nickmember' });
    const info = valueOf(
      memberCalls.updateProfile,
      await call(memberCalls.updateProfile, login.token, { nickname: '  Raja Slot ' }),
    );
    expect(info.nickname).toBe('Raja Slot');
    const short = await call(memberCalls.updateProfile, login.token, { nickname: 'x' });
    expect(failureOf(short).fields).toHaveProperty(['body.nickname']);

    expect(
      valueOf(memberCalls.firstLogin, await call(memberCalls.firstLogin, login.token)),
    ).toEqual({ done: true });
    const [row] = await app.db.select().from(members).where(eq(members.id, login.user.id));
    expect(row!.firstLoginDone).toBe(true);
  });
});

describe('avatars', () => {
  it('offers generated icons and keeps a picked one (STATIC)', async () => {
    const login = await registered(app, { username: 'iconmember' });
    expect(valueOf(memberCalls.avatar, await call(memberCalls.avatar, login.token))).toEqual({
      avatar: null,
      avatarType: null,
    });
    const { list } = valueOf(
      memberCalls.profileIcons,
      await call(memberCalls.profileIcons, login.token),
    );
    expect(list.length).toBeGreaterThanOrEqual(8);
    const icon = await app.inject(list[0]!.url);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');

    const set = valueOf(
      memberCalls.setAvatar,
      await call(memberCalls.setAvatar, login.token, { avatarType: 'STATIC', avatar: list[2]!.id }),
    );
    expect(set).toEqual({ avatar: list[2]!.url, avatarType: 'STATIC' });
    expect(valueOf(memberCalls.avatar, await call(memberCalls.avatar, login.token))).toEqual(set);

    const unknown = await call(memberCalls.setAvatar, login.token, {
      avatarType: 'STATIC',
      avatar: 'icon-unicorn',
    });
    expect(failureOf(unknown).fields).toEqual({
      'body.avatar': 'Choose one of the offered icons.',
    });
  });

  it('stores an uploaded PNG or JPEG (CUSTOM) and serves it; other bytes are refused', async () => {
    const login = await registered(app, { username: 'picmember' });
    const png = valueOf(
      memberCalls.setAvatar,
      await call(memberCalls.setAvatar, login.token, {
        avatarType: 'CUSTOM',
        avatar: dataUrl('image/png', PNG),
      }),
    );
    expect(png.avatar).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.png$/);
    const served = await app.inject(png.avatar!);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const jpeg = valueOf(
      memberCalls.setAvatar,
      await call(memberCalls.setAvatar, login.token, {
        avatarType: 'CUSTOM',
        avatar: dataUrl('image/jpeg', JPEG),
      }),
    );
    expect(jpeg.avatar).toMatch(/\.jpg$/);
    // The previous upload is gone: one picture per member.
    expect((await app.inject(png.avatar!)).statusCode).toBe(404);

    const gif = Buffer.from('GIF89a-not-a-png');
    for (const [avatar, language, message] of [
      [dataUrl('image/png', gif), 'EN', 'The picture must be a PNG or JPEG of at most 1 MB.'],
      [dataUrl('image/jpeg', PNG), 'ID', 'Gambar harus PNG atau JPEG dengan ukuran maksimal 1 MB.'],
      [
        dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 1 - PNG.length)])),
        'EN',
        'The picture must be a PNG or JPEG of at most 1 MB.',
      ],
    ] as const) {
      const response = await call(
        memberCalls.setAvatar,
        login.token,
        { avatarType: 'CUSTOM', avatar },
        language,
      );
      expect(response.statusCode).toBe(400);
      expect(failureOf(response).fields).toEqual({ 'body.avatar': message });
    }
    expect((await app.inject('/media/avatars/not-an-id.png')).statusCode).toBe(404);
  });

  it('keeps one picture when uploads race', async () => {
    const login = await registered(app, { username: 'racepics' });
    const uploads = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(memberCalls.setAvatar, login.token, {
          avatarType: 'CUSTOM',
          avatar: dataUrl(i % 2 ? 'image/jpeg' : 'image/png', i % 2 ? JPEG : PNG),
        }),
      ),
    );
    expect(uploads.map((u) => u.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await app.db
      .select({ id: memberAvatars.id })
      .from(memberAvatars)
      .where(eq(memberAvatars.memberId, login.user.id));
    expect(rows).toHaveLength(1);
    const current = valueOf(memberCalls.avatar, await call(memberCalls.avatar, login.token));
    expect(current.avatar).toContain(rows[0]!.id);
    expect((await app.inject(current.avatar!)).statusCode).toBe(200);
  });
});

describe('binding a mobile number and an e-mail address', () => {
  const PASSWORD = 'secret123';

  it('binds a mobile with its SMS code and the login password; the number then belongs to that account', async () => {
    const login = await registered(app, { username: 'bindmobile' });
    const body = {
      countryDialingCode: '+62',
      mobileNum: '81388888881',
      verificationCode: await smsCodeFor(app, '+62', '81388888881', 'bindMobile'),
      password: PASSWORD,
    };
    const info = valueOf(
      memberCalls.bindMobile,
      await call(memberCalls.bindMobile, login.token, body),
    );
    expect(info.mobileNum).toBe('+62 813****881');

    const reused = await call(memberCalls.bindMobile, login.token, body);
    expect(failureOf(reused).errorCode).toBe('verification.code.invalid');

    await createMember(app, {
      username: 'mobileowner',
      countryDialingCode: '+62',
      mobileNum: '81388888883',
    });
    const taken = await call(memberCalls.bindMobile, login.token, {
      countryDialingCode: '+62',
      mobileNum: '81388888883',
      verificationCode: await smsCodeFor(app, '+62', '81388888883', 'bindMobile'),
      password: PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(failureOf(taken).errorCode).toBe('member.mobile.taken');
  });

  it('refuses a bind without the right login password, before the code is used', async () => {
    const login = await registered(app, { username: 'bindnopass' });
    const code = await smsCodeFor(app, '+62', '81388888884', 'bindMobile');
    const body = { countryDialingCode: '+62', mobileNum: '81388888884', verificationCode: code };
    const missing = await call(memberCalls.bindMobile, login.token, body);
    expect(failureOf(missing).fields).toHaveProperty(['body.password']);
    const wrong = await call(memberCalls.bindMobile, login.token, {
      ...body,
      password: 'nope1234',
    });
    expect(wrong.statusCode).toBe(400);
    expect(failureOf(wrong).errorCode).toBe('member.password.old.wrong');
    const mail = await call(memberCalls.bindEmail, login.token, {
      email: 'nopass@example.com',
      verificationCode: await codeFor(app, 'email', 'nopass@example.com', 'bindEmail'),
      password: 'nope1234',
    });
    expect(failureOf(mail).errorCode).toBe('member.password.old.wrong');
    // The code was not spent on the refused try.
    const right = await call(memberCalls.bindMobile, login.token, { ...body, password: PASSWORD });
    expect(right.statusCode).toBe(200);
  });

  it('re-binding ends the other sessions and tells the old contact, in the request language', async () => {
    const member = await createMember(app, {
      username: 'rebinder',
      countryDialingCode: '+62',
      mobileNum: '81377777771',
      email: 'old@example.com',
    });
    const current = await sessionFor(app, member);
    const other = await sessionFor(app, member);
    const mobile = await call(
      memberCalls.bindMobile,
      current,
      {
        countryDialingCode: '+62',
        mobileNum: '81377777772',
        verificationCode: await smsCodeFor(app, '+62', '81377777772', 'bindMobile'),
        password: PASSWORD,
      },
      'ID',
    );
    expect(mobile.statusCode).toBe(200);
    expect(await lastOutbox(app, 'sms', '+62 81377777771')).toMatch(
      /nomor ponsel akun Anda telah diubah menjadi \+62 813\*\*\*\*772/,
    );
    expect((await call(memberCalls.info, other)).statusCode).toBe(401);
    expect((await call(memberCalls.info, current)).statusCode).toBe(200);

    const third = await sessionFor(app, member);
    const email = await call(memberCalls.bindEmail, current, {
      email: 'new@example.com',
      verificationCode: await codeFor(app, 'email', 'new@example.com', 'bindEmail'),
      password: PASSWORD,
    });
    expect(email.statusCode).toBe(200);
    expect(await lastOutbox(app, 'email', 'old@example.com')).toMatch(
      /e-mail address of your account was changed to ne\*\*\*@example\.com/,
    );
    expect((await call(memberCalls.info, third)).statusCode).toBe(401);
  });

  it('a first bind ends no session and notifies nobody', async () => {
    const login = await registered(app, { username: 'firstbind' });
    const other = (await registered(app, { username: 'firstbind2' })).token;
    const second = await sessionFor(app, { id: login.user.id });
    const response = await call(memberCalls.bindEmail, login.token, {
      email: 'first@example.com',
      verificationCode: await codeFor(app, 'email', 'first@example.com', 'bindEmail'),
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect((await call(memberCalls.info, second)).statusCode).toBe(200);
    expect((await call(memberCalls.info, other)).statusCode).toBe(200);
  });

  it('binds an e-mail with its code, lower-cased; taken and wrong codes are refused', async () => {
    const login = await registered(app, { username: 'bindmail' });
    const wrong = await call(memberCalls.bindEmail, login.token, {
      email: 'bind@example.com',
      verificationCode: '000000',
      password: PASSWORD,
    });
    expect(failureOf(wrong).errorCode).toBe('verification.code.invalid');
    const code = await codeFor(app, 'email', 'bind@example.com', 'bindEmail');
    const info = valueOf(
      memberCalls.bindEmail,
      await call(memberCalls.bindEmail, login.token, {
        email: 'Bind@Example.com',
        verificationCode: code,
        password: PASSWORD,
      }),
    );
    expect(info.email).toBe('bi***@example.com');

    await createMember(app, { username: 'mailowner', email: 'owned@example.com' });
    const ownedCode = await codeFor(app, 'email', 'owned@example.com', 'bindEmail');
    const taken = await call(memberCalls.bindEmail, login.token, {
      email: 'owned@example.com',
      verificationCode: ownedCode,
      password: PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(failureOf(taken).errorCode).toBe('member.email.taken');
  });

  it('refuses a trial account (member.trial)', async () => {
    const guest = await createMember(app, { username: 'guest00000001', type: 4 });
    const token = await sessionFor(app, guest);
    const mobile = await call(memberCalls.bindMobile, token, {
      countryDialingCode: '+62',
      mobileNum: '81388888882',
      verificationCode: '123456',
      password: PASSWORD,
    });
    expect(mobile.statusCode).toBe(403);
    expect(failureOf(mobile).errorCode).toBe('member.trial');
    const email = await call(memberCalls.bindEmail, token, {
      email: 'guest@example.com',
      verificationCode: '123456',
      password: PASSWORD,
    });
    expect(failureOf(email).errorCode).toBe('member.trial');
  });
});

describe('a trial account (free-play guest)', () => {
  it('has no account centre: profile, avatar and password are refused with member.trial', async () => {
    const guest = await createMember(app, {
      username: 'guest00000002',
      type: 4,
      password: 'secret123',
    });
    const token = await sessionFor(app, guest);
    const refused = [
      await call(memberCalls.updateProfile, token, { nickname: 'Tamu Baru' }),
      await call(memberCalls.setAvatar, token, { avatarType: 'STATIC', avatar: 'icon-tiger' }),
      await call(memberCalls.setAvatar, token, {
        avatarType: 'CUSTOM',
        avatar: dataUrl('image/png', PNG),
      }),
      await encryptedInject(
        app,
        memberCalls.changePassword,
        { oldPassword: 'secret123', newPassword: 'better123', confirmNewPassword: 'better123' },
        { headers: authed(token) },
      ),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(failureOf(response).errorCode).toBe('member.trial');
    }
    const [row] = await app.db.select().from(members).where(eq(members.id, guest.id));
    expect(row).toMatchObject({ nickname: guest.nickname, avatar: null });
    expect(await app.passwords.verify(row!.passwordHash, 'secret123')).toBe(true);
    // Reading stays open: the header still shows the guest's info.
    expect(valueOf(memberCalls.info, await call(memberCalls.info, token)).account).toBe(
      'guest00000002',
    );
  });
});

describe('a session that must change its password', () => {
  it('may only read member info, change the password or log out until it does', async () => {
    const member = await createMember(app, { username: 'mustchange' });
    const token = await sessionFor(app, member, { passwordChangeRequired: true });
    const info = valueOf(memberCalls.info, await call(memberCalls.info, token));
    expect(info.passwordChangeRequired).toBe(true);

    for (const [c, payload] of [
      [memberCalls.updateProfile, { nickname: 'Blocked' }],
      [memberCalls.avatar, undefined],
      [memberCalls.firstLogin, undefined],
      [memberCalls.loginHistory, undefined],
      [walletCalls.balance, undefined],
    ] as const) {
      const refused = await call(c, token, payload, 'ID');
      expect(refused.statusCode, c.path).toBe(403);
      expect(failureOf(refused)).toMatchObject({
        errorCode: 'member.password.change.required',
        message: 'Silakan ubah kata sandi Anda terlebih dahulu.',
      });
    }

    const changed = await encryptedInject(
      app,
      memberCalls.changePassword,
      { oldPassword: 'secret123', newPassword: 'changed123', confirmNewPassword: 'changed123' },
      { headers: authed(token) },
    );
    expect(changed.statusCode).toBe(200);
    const after = valueOf(memberCalls.info, await call(memberCalls.info, token));
    expect(after.passwordChangeRequired).toBe(false);
    expect((await call(memberCalls.updateProfile, token, { nickname: 'Free' })).statusCode).toBe(
      200,
    );
  });

  it('may log out', async () => {
    const member = await createMember(app, { username: 'mustchange2' });
    const token = await sessionFor(app, member, { passwordChangeRequired: true });
    const out = await call(sessionCalls.logout, token);
    expect(out.statusCode).toBe(200);
  });

  it('is not set for other sessions of the account', async () => {
    const member = await createMember(app, { username: 'mustchange3' });
    await sessionFor(app, member, { passwordChangeRequired: true });
    const other = await sessionFor(app, member);
    const info = valueOf(memberCalls.info, await call(memberCalls.info, other));
    expect(info.passwordChangeRequired).toBe(false);
    expect((await call(memberCalls.avatar, other)).statusCode).toBe(200);
  });
});
