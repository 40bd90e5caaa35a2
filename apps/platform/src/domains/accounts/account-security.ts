import { createHash, randomBytes } from 'node:crypto';
import type { Language, LoginSuccess } from '@site/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { members, passwordResets, type Member, type Merchant } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { fieldText } from '../../http/field-messages.js';
import { requestLanguage } from '../../http/request-language.js';
import { isOn, requireSwitch } from '../system/feature-switch.js';
import { attemptSource, recordPasswordReset } from './login-failures.js';
import { maskEmail, mobileKey, refuseTrial } from './members.js';
import { requireNewPassword } from './password-policy.js';
import type { Auth } from './sessions.js';

/** A reset link lives half an hour (and works once). */
const RESET_MINUTES = 30;
const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

const resetMail: Record<Language, (brand: string, username: string, link: string) => string[]> = {
  EN: (brand, username, link) => [
    `${brand}: reset your password`,
    `Hello ${username},\n\nOpen this link within ${RESET_MINUTES} minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.`,
  ],
  ID: (brand, username, link) => [
    `${brand}: atur ulang kata sandi Anda`,
    `Halo ${username},\n\nBuka tautan ini dalam ${RESET_MINUTES} menit untuk memilih kata sandi baru:\n${link}\n\nJika Anda tidak memintanya, abaikan e-mail ini; kata sandi Anda tetap sama.`,
  ],
};

/**
 * Where e-mailed links point. Never the request's Host or Origin, which a caller can forge to
 * send the token to their own site: PUBLIC_URL when the operator set it, else the merchant's
 * first domain, else the local site.
 */
export function siteOrigin(merchant: Merchant, publicUrl: PublicUrl): string {
  if (publicUrl.configured) return publicUrl.url;
  const domain = merchant.domainList[0];
  return domain ? `https://${domain}` : publicUrl.url;
}

/** PUBLIC_URL, or the local default when `configured` is false. */
export interface PublicUrl {
  url: string;
  configured: boolean;
}

/** The link of an e-mailed reset; the token rides in the fragment, which no server logs. */
export const resetLink = (origin: string, token: string) =>
  `${origin}/index#resetPassword=${token}`;

/** Login passwords (change, forgotten by e-mail or phone) and the payment password. */
export function createAccountSecurity(app: FastifyInstance, publicUrl: PublicUrl) {
  const db: Db = app.db;

  const checkNewPassword = (
    merchant: Merchant,
    request: FastifyRequest,
    body: { newPassword: string; confirmNewPassword: string },
  ) =>
    requireNewPassword(app, merchant.code, requestLanguage(request), {
      password: body.newPassword,
      confirmation: body.confirmNewPassword,
    });

  /** Any successful change or reset also ends an operator's "change it first" mark. */
  const setPassword = async (executor: Db, memberId: string, plain: string) => {
    const passwordHash = await app.passwords.hash(plain);
    const [member] = await executor
      .update(members)
      .set({ passwordHash, passwordChangedAt: sql`now()`, mustChangePassword: false })
      .where(eq(members.id, memberId))
      .returning();
    return member!;
  };

  /**
   * A proven reset: the new password, every session ended, the account's lock and captcha
   * cleared, a new session opened.
   */
  const resetAndLogIn = async (
    member: Member,
    merchant: Merchant,
    request: FastifyRequest,
    newPassword: string,
    before: (tx: Db) => Promise<void> = async () => {},
  ): Promise<LoginSuccess> => {
    if (member.disabled) throw new AppError('member.disabled');
    const source = await attemptSource(app, request);
    return db.transaction(async (tx) => {
      await before(tx);
      const updated = await setPassword(tx, member.id, newPassword);
      await app.sessions.endOthers(tx, member.id);
      await recordPasswordReset(tx, member, source);
      return app.members.openSession(updated, merchant, request, { executor: tx });
    });
  };

  const refuseThrottled = async (bucket: string, limit: number, windowSeconds: number) => {
    const result = await app.throttle.hit(bucket, limit, windowSeconds);
    if (!result.allowed) throw new AppError('request.throttled', { retryAt: result.retryAt });
  };

  return {
    /** The old password proves it is the member; every other session of the account ends. */
    async changePassword(
      auth: Auth,
      merchant: Merchant,
      request: FastifyRequest,
      body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
    ) {
      refuseTrial(auth.member);
      await checkNewPassword(merchant, request, body);
      await refuseThrottled(`password-change:${auth.member.id}`, 10, 15 * 60);
      if (!(await app.passwords.verify(auth.member.passwordHash, body.oldPassword))) {
        throw new AppError('member.password.old.wrong');
      }
      if (body.newPassword === body.oldPassword) throw new AppError('member.password.same');
      const source = await attemptSource(app, request);
      await db.transaction(async (tx) => {
        await recordPasswordReset(tx, auth.member, source);
        await setPassword(tx, auth.member.id, body.newPassword);
        await app.sessions.endOthers(tx, auth.member.id, auth.tokenHash);
        await app.sessions.passwordChanged(tx, auth.tokenHash);
      });
      return { changed: true };
    },

    /** Mails a single-use reset link when username and e-mail belong to one account. */
    async forgotByEmail(
      merchant: Merchant,
      request: FastifyRequest,
      body: { username: string; email: string },
    ) {
      await refuseThrottled(`forgot-email:${merchant.code}:${request.ip}`, 10, 3600);
      const member = await app.members.byUsername(merchant.code, body.username);
      if (!member?.email || member.email.toLowerCase() !== body.email.toLowerCase()) {
        throw new AppError('member.email.mismatch');
      }
      await refuseThrottled(`forgot-email:${member.id}`, 3, 3600);
      const token = randomBytes(32).toString('base64url');
      await db.insert(passwordResets).values({
        tokenHash: hashResetToken(token),
        memberId: member.id,
        expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
      });
      const link = resetLink(siteOrigin(merchant, publicUrl), token);
      const [subject, text] = resetMail[requestLanguage(request)](
        merchant.brandName,
        member.username,
        link,
      );
      await app.messaging.email.send(member.email, subject!, text!);
      return { sentTo: maskEmail(member.email) };
    },

    /** The new password from a valid, unused, unexpired link; logs in. */
    async resetByLink(
      merchant: Merchant,
      request: FastifyRequest,
      body: { resetToken: string; newPassword: string; confirmNewPassword: string },
    ): Promise<LoginSuccess> {
      await checkNewPassword(merchant, request, body);
      const tokenHash = hashResetToken(body.resetToken);
      const [row] = await db
        .select({ member: members })
        .from(passwordResets)
        .innerJoin(members, eq(members.id, passwordResets.memberId))
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            eq(members.merchantCode, merchant.code),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      if (!row) throw new AppError('member.reset.invalid');
      return resetAndLogIn(row.member, merchant, request, body.newPassword, async (tx) => {
        // Marking it used in the same transaction makes two uses of one link impossible.
        const used = await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
          .returning({ tokenHash: passwordResets.tokenHash });
        if (!used.length) throw new AppError('member.reset.invalid');
      });
    },

    /** Forgot password by phone (CHNGPASSVERIF3): the SMS code proves the number; logs in. */
    async resetByPhone(
      merchant: Merchant,
      request: FastifyRequest,
      body: {
        mobileNum: string;
        countryDialingCode: string;
        verificationCode: string;
        newPassword: string;
        confirmNewPassword: string;
      },
    ): Promise<LoginSuccess> {
      await requireSwitch(app, merchant.code, 'CHNGPASSVERIF3');
      await checkNewPassword(merchant, request, body);
      await app.verificationCodes.consume({
        merchantCode: merchant.code,
        channel: 'sms',
        destination: mobileKey(body.countryDialingCode, body.mobileNum),
        purpose: 'resetPassword',
        code: body.verificationCode,
      });
      const member = await app.members.byMobile(
        merchant.code,
        body.countryDialingCode,
        body.mobileNum,
      );
      if (!member) throw new AppError('member.mobile.not.found');
      return resetAndLogIn(member, merchant, request, body.newPassword);
    },

    /**
     * Sets the payment password (PAYMENTPASS3): the first time with the login password,
     * afterwards with the current payment password. Six digits, argon2id like the login one.
     */
    async setPaymentPassword(
      auth: Auth,
      merchant: Merchant,
      request: FastifyRequest,
      body: { currentPassword: string; newPaymentPassword: string; confirmPaymentPassword: string },
    ) {
      await requireSwitch(app, merchant.code, 'PAYMENTPASS3');
      const { member } = auth;
      refuseTrial(member);
      if (body.confirmPaymentPassword !== body.newPaymentPassword) {
        throw new AppError('request.invalid', {
          fields: {
            'body.confirmPaymentPassword': fieldText.inconsistent[requestLanguage(request)],
          },
        });
      }
      // Six digits are few: guesses at the current password are limited per account.
      await refuseThrottled(`payment-password:${member.id}`, 10, 15 * 60);
      if (member.paymentPasswordHash === null) {
        if (!(await app.passwords.verify(member.passwordHash, body.currentPassword))) {
          throw new AppError('member.password.old.wrong');
        }
      } else if (!(await app.passwords.verify(member.paymentPasswordHash, body.currentPassword))) {
        throw new AppError('invalid.payment.pw');
      }
      const paymentPasswordHash = await app.passwords.hash(body.newPaymentPassword);
      await db.update(members).set({ paymentPasswordHash }).where(eq(members.id, member.id));
      return { changed: true };
    },

    /**
     * The payment password before money leaves the account (withdrawal, card binding, transfer
     * to an upline or downline) when PAYMENTPASS3 is on: not.exists.payment.password when none
     * is set, invalid.payment.pw when wrong. Wrong guesses share the change form's limit per account.
     */
    async requirePaymentPassword(member: Member, merchantCode: string, password?: string) {
      if (!(await isOn(app, merchantCode, 'PAYMENTPASS3'))) return;
      if (member.paymentPasswordHash === null) throw new AppError('not.exists.payment.password');
      // Wrong guesses only count: each check reserves a hit and a right password gives it back.
      const hit = await app.throttle.hit(`payment-password:${member.id}`, 10, 15 * 60);
      if (!hit.allowed) throw new AppError('request.throttled', { retryAt: hit.retryAt });
      if (!password || !(await app.passwords.verify(member.paymentPasswordHash, password))) {
        throw new AppError('invalid.payment.pw');
      }
      await app.throttle.release(hit.hitId);
    },
  };
}
export type AccountSecurity = ReturnType<typeof createAccountSecurity>;

declare module 'fastify' {
  interface FastifyInstance {
    accountSecurity: AccountSecurity;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { publicUrl: PublicUrl }) => {
    app.decorate('accountSecurity', createAccountSecurity(app, opts.publicUrl));
  },
  {
    name: 'account-security',
    dependencies: [
      'members',
      'sessions',
      'passwords',
      'throttle',
      'verification-codes',
      'messaging',
      'settings',
      'site-status',
    ],
  },
);
