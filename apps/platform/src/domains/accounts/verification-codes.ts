import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Language } from '@site/contract';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { verificationCodes, type Merchant } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { maskEmail, maskMobile } from './members.js';
import type { Messaging } from '../system/messaging.js';
import type { Throttle } from '../system/throttle.js';

export type CodeChannel = 'sms' | 'email';
export type CodePurpose =
  'login' | 'resetPassword' | 'register' | 'bindMobile' | 'bindEmail' | 'newIp';

export const CODE_EXPIRED_MINUTES = 5;
/** Guesses a code allows, right or wrong; 5 of a million keeps guessing hopeless. */
export const CODE_MAX_GUESSES = 5;
const CODE_DIGITS = 6;

/**
 * Sends per IP, and per destination and purpose (docs/product.md §8: "too many requests"). Each
 * purpose
 * counts apart, so requests for registration codes cannot use up a victim's login codes.
 */
const LIMITS = {
  destinationMinute: { limit: 1, windowSeconds: 60 },
  destinationHour: { limit: 5, windowSeconds: 3600 },
  ipHour: { limit: 10, windowSeconds: 3600 },
};

// The id salts the hash, so equal codes never share a hash and a table of all
// 10^6 hashes cannot be computed once for every row.
const hashCode = (id: string, code: string) =>
  createHash('sha256').update(`${id}:${code}`).digest('hex');

export interface SendCode {
  merchant: Merchant;
  channel: CodeChannel;
  /** mobileKey(dialingCode, mobileNum) for SMS, a lower-cased address for e-mail. */
  destination: string;
  purpose: CodePurpose;
  ip: string;
  language: Language;
}
export interface SendOptions {
  /**
   * Checks the destination (e.g. that an account owns the number) once the IP is within its
   * quota, so a throttled client learns nothing about who is registered.
   */
  vet?: () => Promise<void>;
}
export interface CodeSentResult {
  expiredMinutes: number;
  /** The destination, masked. */
  sentTo: string;
  /** The stored code's id (a new-IP login challenge points at it). */
  codeId: string;
}
export interface ConsumeCode {
  merchantCode: string;
  channel: CodeChannel;
  destination: string;
  purpose: CodePurpose;
  code: string;
  /** Only this code (e.g. the one of a login challenge), not just the newest. */
  codeId?: string;
}

export function maskDestination(channel: CodeChannel, destination: string) {
  if (channel === 'email') return maskEmail(destination);
  const [dialingCode = '', mobileNum = ''] = destination.split(' ');
  return maskMobile(dialingCode, mobileNum);
}

function messageOf(brand: string, code: string, language: Language) {
  const minutes = CODE_EXPIRED_MINUTES;
  return language === 'EN'
    ? {
        subject: `${brand} verification code`,
        text: `${brand}: your verification code is ${code}, valid for ${minutes} minutes.`,
      }
    : {
        subject: `Kode verifikasi ${brand}`,
        text: `${brand}: kode verifikasi Anda ${code}, berlaku ${minutes} menit.`,
      };
}

/**
 * One-time SMS and e-mail codes. Everything lives in the database (hash only), so a code
 * sent through one platform process is accepted by another.
 */
export function createVerificationCodes(db: Db, throttle: Throttle, messaging: Messaging) {
  async function hit(bucket: string, limits: { limit: number; windowSeconds: number }) {
    const result = await throttle.hit(bucket, limits.limit, limits.windowSeconds);
    if (!result.allowed) throw new AppError('request.throttled', { retryAt: result.retryAt });
  }

  return {
    async send(input: SendCode, options: SendOptions = {}): Promise<CodeSentResult> {
      const { merchant, channel, destination, purpose } = input;
      await hit(`code-ip:${input.ip}`, LIMITS.ipHour);
      await options.vet?.();
      const target = `code:${merchant.code}:${channel}:${purpose}:${destination}`;
      await hit(`${target}:minute`, LIMITS.destinationMinute);
      await hit(`${target}:hour`, LIMITS.destinationHour);

      const id = randomUUID();
      const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
      const sameTarget = and(
        eq(verificationCodes.merchantCode, merchant.code),
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.destination, destination),
        eq(verificationCodes.purpose, purpose),
      );
      await db.transaction(async (tx) => {
        // Only the newest code of a destination and purpose counts.
        await tx
          .update(verificationCodes)
          .set({ expiresAt: sql`least(${verificationCodes.expiresAt}, now())` })
          .where(and(sameTarget, isNull(verificationCodes.usedAt)));
        await tx.insert(verificationCodes).values({
          id,
          merchantCode: merchant.code,
          channel,
          destination,
          purpose,
          codeHash: hashCode(id, code),
          expiresAt: sql`now() + make_interval(mins => ${CODE_EXPIRED_MINUTES})`,
        });
      });

      const message = messageOf(merchant.brandName, code, input.language);
      if (channel === 'sms') await messaging.sms.send(destination, message.text);
      else await messaging.email.send(destination, message.subject, message.text);
      return {
        expiredMinutes: CODE_EXPIRED_MINUTES,
        sentTo: maskDestination(channel, destination),
        codeId: id,
      };
    },

    /**
     * Uses up the newest code of the destination and purpose when `code` matches. Each try
     * first reserves one of the code's guesses in a single UPDATE, so parallel tries cannot
     * get past the limit; only then is the code compared. Single use: marking it used
     * succeeds once.
     */
    async consume(input: ConsumeCode): Promise<void> {
      const [newest] = await db
        .select({
          id: verificationCodes.id,
          usedAt: verificationCodes.usedAt,
          expired: sql<boolean>`${verificationCodes.expiresAt} <= now()`,
        })
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.merchantCode, input.merchantCode),
            eq(verificationCodes.channel, input.channel),
            eq(verificationCodes.destination, input.destination),
            eq(verificationCodes.purpose, input.purpose),
            input.codeId ? eq(verificationCodes.id, input.codeId) : undefined,
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      if (!newest) throw new AppError('verification.code.invalid');
      const unused = and(eq(verificationCodes.id, newest.id), isNull(verificationCodes.usedAt));

      const [reserved] = await db
        .update(verificationCodes)
        .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
        .where(
          and(
            unused,
            lt(verificationCodes.failedAttempts, CODE_MAX_GUESSES),
            sql`${verificationCodes.expiresAt} > now()`,
          ),
        )
        .returning({ codeHash: verificationCodes.codeHash });
      if (!reserved) {
        const expired = newest.expired && !newest.usedAt;
        throw new AppError(expired ? 'verification.code.expired' : 'verification.code.invalid');
      }
      if (reserved.codeHash !== hashCode(newest.id, input.code.trim())) {
        throw new AppError('verification.code.invalid');
      }
      const [used] = await db
        .update(verificationCodes)
        // The reserved guess was right, so it is no failed attempt.
        .set({ usedAt: sql`now()`, failedAttempts: sql`${verificationCodes.failedAttempts} - 1` })
        .where(unused)
        .returning({ id: verificationCodes.id });
      if (!used) throw new AppError('verification.code.invalid');
    },
  };
}
export type VerificationCodes = ReturnType<typeof createVerificationCodes>;

declare module 'fastify' {
  interface FastifyInstance {
    verificationCodes: VerificationCodes;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('verificationCodes', createVerificationCodes(app.db, app.throttle, app.messaging));
  },
  { name: 'verification-codes', dependencies: ['db', 'throttle', 'messaging'] },
);
