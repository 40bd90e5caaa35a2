import { randomBytes } from 'node:crypto';
import type { LoginChallenge } from '@site/contract';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import {
  loginChallenges,
  memberIps,
  verificationCodes,
  type Member,
  type Merchant,
} from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { requestLanguage } from '../../http/request-language.js';
import { mobileKey } from './members.js';
import {
  CODE_EXPIRED_MINUTES,
  CODE_MAX_GUESSES,
  maskDestination,
  type CodeChannel,
} from './verification-codes.js';

/** Where a new-IP code goes: the bound mobile, else the bound e-mail, else nowhere. */
function challengeTarget(member: Member): { channel: CodeChannel; destination: string } | null {
  if (member.countryDialingCode && member.mobileNum) {
    return { channel: 'sms', destination: mobileKey(member.countryDialingCode, member.mobileNum) };
  }
  if (member.email) return { channel: 'email', destination: member.email.toLowerCase() };
  return null;
}

const challengeOf = (
  challengeId: string,
  code: { channel: CodeChannel; destination: string },
  expiredMinutes: number,
): LoginChallenge => ({
  status: 'VERIFY',
  challengeId,
  method: code.channel === 'sms' ? 'SMS' : 'EMAIL',
  destination: maskDestination(code.channel, code.destination),
  expiredMinutes,
});

/**
 * New-IP login challenges (docs/product.md §4): a right password from an IP the account never used
 * waits
 * for a code sent to the bound mobile or e-mail. One live challenge per account and IP.
 */
export function createLoginChallenges(app: FastifyInstance) {
  const db: Db = app.db;

  /** Whether the account has logged in before, but never from this IP. */
  async function isNewIp(member: Member, ip: string) {
    const [other] = await db
      .select({ ip: memberIps.ip })
      .from(memberIps)
      .where(and(eq(memberIps.memberId, member.id), ne(memberIps.ip, ip)))
      .limit(1);
    return other !== undefined && !(await app.members.knowsIp(member.id, ip));
  }

  /**
   * The live challenge of this account and IP whose code can still be entered: a repeated
   * login while it lives answers it again instead of sending (and throttling) another code.
   */
  async function live(member: Member, ip: string): Promise<LoginChallenge | null> {
    const now = sql`now()`;
    const [found] = await db
      .select({
        id: loginChallenges.id,
        channel: verificationCodes.channel,
        destination: verificationCodes.destination,
        secondsLeft: sql<number>`extract(epoch from least(${loginChallenges.expiresAt}, ${verificationCodes.expiresAt}) - now())`,
      })
      .from(loginChallenges)
      .innerJoin(verificationCodes, eq(verificationCodes.id, loginChallenges.verificationCodeId))
      .where(
        and(
          eq(loginChallenges.memberId, member.id),
          eq(loginChallenges.ip, ip),
          isNull(loginChallenges.usedAt),
          gt(loginChallenges.expiresAt, now),
          isNull(verificationCodes.usedAt),
          gt(verificationCodes.expiresAt, now),
          lt(verificationCodes.failedAttempts, CODE_MAX_GUESSES),
        ),
      )
      .orderBy(desc(loginChallenges.createdAt))
      .limit(1);
    if (!found) return null;
    return challengeOf(found.id, found, Math.max(1, Math.ceil(Number(found.secondsLeft) / 60)));
  }

  return {
    /** The challenge a right password from `request.ip` must pass first, or null if none. */
    async challenge(
      member: Member,
      merchant: Merchant,
      request: FastifyRequest,
      loginType: string,
    ): Promise<LoginChallenge | null> {
      const target = challengeTarget(member);
      if (!target || !(await isNewIp(member, request.ip))) return null;
      const pending = await live(member, request.ip);
      if (pending) return pending;
      const sent = await app.verificationCodes.send({
        merchant,
        ...target,
        purpose: 'newIp',
        ip: request.ip,
        language: requestLanguage(request),
      });
      const challengeId = randomBytes(24).toString('base64url');
      await db.insert(loginChallenges).values({
        id: challengeId,
        memberId: member.id,
        verificationCodeId: sent.codeId,
        ip: request.ip,
        loginType,
        expiresAt: sql`now() + make_interval(mins => ${CODE_EXPIRED_MINUTES})`,
      });
      return challengeOf(challengeId, target, sent.expiredMinutes);
    },

    /**
     * The unused, unexpired challenge `challengeId` of this merchant, answered from the IP it
     * was issued to; refused otherwise, before it counts as a login attempt.
     */
    async find(challengeId: string, merchant: Merchant, request: FastifyRequest) {
      const [found] = await db
        .select({
          challenge: loginChallenges,
          code: verificationCodes,
          expired: sql<boolean>`${loginChallenges.expiresAt} <= now()`,
        })
        .from(loginChallenges)
        .innerJoin(verificationCodes, eq(verificationCodes.id, loginChallenges.verificationCodeId))
        .where(
          and(
            eq(loginChallenges.id, challengeId),
            eq(verificationCodes.merchantCode, merchant.code),
          ),
        )
        .limit(1);
      if (!found || found.challenge.usedAt || found.challenge.ip !== request.ip) {
        throw new AppError('verification.code.invalid');
      }
      if (found.expired) throw new AppError('verification.code.expired');
      return { challenge: found.challenge, code: found.code };
    },

    /** Marks the challenge used; false when a parallel verify (or its expiry) came first. */
    async use(challengeId: string): Promise<boolean> {
      const [used] = await db
        .update(loginChallenges)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(loginChallenges.id, challengeId),
            isNull(loginChallenges.usedAt),
            gt(loginChallenges.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: loginChallenges.id });
      return used !== undefined;
    },
  };
}
