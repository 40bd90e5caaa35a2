import type { Language, MemberInfo } from '@site/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { members, type Member } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { asTaken } from './accounts.js';
import { maskEmail, maskMobile, memberInfoOf, mobileKey, refuseTrial } from './members.js';
import type { Auth } from './sessions.js';

/** Guesses at the login password through binding, per account and quarter hour. */
const PASSWORD_TRIES = 10;

// Sent to the contact a re-bind replaced, so a takeover does not go unnoticed.
const changedNotice = {
  mobile: {
    EN: (brand: string, now: string) =>
      `${brand}: the mobile number of your account was changed to ${now}. If this was not you, contact customer service at once.`,
    ID: (brand: string, now: string) =>
      `${brand}: nomor ponsel akun Anda telah diubah menjadi ${now}. Jika ini bukan Anda, segera hubungi layanan pelanggan.`,
  },
  email: {
    EN: (brand: string, now: string) =>
      `${brand}: the e-mail address of your account was changed to ${now}. If this was not you, contact customer service at once.`,
    ID: (brand: string, now: string) =>
      `${brand}: alamat e-mail akun Anda telah diubah menjadi ${now}. Jika ini bukan Anda, segera hubungi layanan pelanggan.`,
  },
} satisfies Record<string, Record<Language, (brand: string, now: string) => string>>;
const changedSubject: Record<Language, (brand: string) => string> = {
  EN: (brand) => `${brand}: your e-mail address was changed`,
  ID: (brand) => `${brand}: alamat e-mail Anda telah diubah`,
};

/** What a member reads and changes about themselves: info, nickname, bound mobile and e-mail. */
export function createMemberProfile(app: FastifyInstance) {
  const update = async (memberId: string, values: Partial<typeof members.$inferInsert>) => {
    try {
      const [member] = await app.db
        .update(members)
        .set(values)
        .where(eq(members.id, memberId))
        .returning();
      return member!;
    } catch (error) {
      throw asTaken(error);
    }
  };

  /** The member's info as this session sees it. */
  const infoOf = async (member: Member, passwordChangeRequired = false): Promise<MemberInfo> => {
    const upline = member.uplineId ? await app.members.byId(member.uplineId) : undefined;
    return memberInfoOf(member, upline?.username ?? null, passwordChangeRequired);
  };

  /** A session alone cannot re-bind a contact: the login password must come with it. */
  const requirePassword = async (member: Member, password: string) => {
    const limit = await app.throttle.hit(`bind-password:${member.id}`, PASSWORD_TRIES, 15 * 60);
    if (!limit.allowed) throw new AppError('request.throttled', { retryAt: limit.retryAt });
    if (!(await app.passwords.verify(member.passwordHash, password))) {
      throw new AppError('member.password.old.wrong');
    }
  };

  /** After a contact was replaced: other sessions end, the old contact hears of it. */
  const afterReplace = async (auth: Auth, notify: () => Promise<void>) => {
    await app.sessions.endOthers(app.db, auth.member.id, auth.tokenHash);
    await notify();
  };

  const brandOf = async (member: Member) =>
    (await app.merchants.find(member.merchantCode))?.brandName ?? member.merchantCode;

  return {
    infoOf,

    async setNickname(member: Member, nickname: string) {
      refuseTrial(member);
      return infoOf(await update(member.id, { nickname }));
    },

    async markFirstLoginDone(member: Member) {
      await update(member.id, { firstLoginDone: true });
      return { done: true };
    },

    /** The code sent to the new number proves it; a number belongs to one account. */
    async bindMobile(
      auth: Auth,
      body: {
        countryDialingCode: string;
        mobileNum: string;
        verificationCode: string;
        password: string;
      },
      language: Language,
    ) {
      const { member } = auth;
      refuseTrial(member);
      await requirePassword(member, body.password);
      await app.verificationCodes.consume({
        merchantCode: member.merchantCode,
        channel: 'sms',
        destination: mobileKey(body.countryDialingCode, body.mobileNum),
        purpose: 'bindMobile',
        code: body.verificationCode,
      });
      const updated = await update(member.id, {
        countryDialingCode: body.countryDialingCode,
        mobileNum: body.mobileNum,
      });
      const old =
        member.countryDialingCode && member.mobileNum
          ? mobileKey(member.countryDialingCode, member.mobileNum)
          : null;
      if (old && old !== mobileKey(body.countryDialingCode, body.mobileNum)) {
        const now = maskMobile(body.countryDialingCode, body.mobileNum);
        const text = changedNotice.mobile[language](await brandOf(member), now);
        await afterReplace(auth, () => app.messaging.sms.send(old, text));
      }
      return infoOf(updated);
    },

    async bindEmail(
      auth: Auth,
      body: { email: string; verificationCode: string; password: string },
      language: Language,
    ) {
      const { member } = auth;
      refuseTrial(member);
      await requirePassword(member, body.password);
      const email = body.email.toLowerCase();
      await app.verificationCodes.consume({
        merchantCode: member.merchantCode,
        channel: 'email',
        destination: email,
        purpose: 'bindEmail',
        code: body.verificationCode,
      });
      const updated = await update(member.id, { email });
      const old = member.email?.toLowerCase();
      if (old && old !== email) {
        const brand = await brandOf(member);
        const text = changedNotice.email[language](brand, maskEmail(email));
        await afterReplace(auth, () =>
          app.messaging.email.send(old, changedSubject[language](brand), text),
        );
      }
      return infoOf(updated);
    },
  };
}
export type MemberProfile = ReturnType<typeof createMemberProfile>;

declare module 'fastify' {
  interface FastifyInstance {
    memberProfile: MemberProfile;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('memberProfile', createMemberProfile(app));
  },
  {
    name: 'member-profile',
    dependencies: ['members', 'sessions', 'passwords', 'throttle', 'messaging', 'merchants'],
  },
);
