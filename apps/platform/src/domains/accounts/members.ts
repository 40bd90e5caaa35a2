import {
  isAgentType,
  MemberType,
  type LoginSuccess,
  type MemberInfo,
  type MemberTypeValue,
} from '@site/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { memberIps, members, type Member, type Merchant } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

/** "+62 812****789": enough for the owner to recognise, too little for anyone else. */
export function maskMobile(dialingCode: string, mobileNum: string): string {
  const keep = Math.min(3, Math.floor(mobileNum.length / 3));
  return `${dialingCode} ${mobileNum.slice(0, keep)}****${mobileNum.slice(-keep)}`;
}
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}
/** How SMS codes and accounts name a mobile number: "+62 81234567". */
export const mobileKey = (dialingCode: string, mobileNum: string) => `${dialingCode} ${mobileNum}`;

/**
 * The wire's member info; `uplineAccount` is the upline's username, when there is one, and
 * `passwordChangeRequired` the flag of the session asking.
 */
export function memberInfoOf(
  member: Member,
  uplineAccount: string | null = null,
  passwordChangeRequired = false,
): MemberInfo {
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type as MemberTypeValue,
    isAgent: isAgentType(member.type),
    toUpline: uplineAccount,
    clubLabel: null,
    memberLabel: [],
    mobileNum:
      member.mobileNum && member.countryDialingCode
        ? maskMobile(member.countryDialingCode, member.mobileNum)
        : null,
    email: member.email ? maskEmail(member.email) : null,
    hasPaymentPassword: member.paymentPasswordHash !== null,
    createdAt: member.createdAt.toISOString(),
    passwordChangeRequired,
  };
}

export function isPasswordExpired(member: Member, merchant: Merchant, now = new Date()) {
  const ageMs = now.getTime() - member.passwordChangedAt.getTime();
  return ageMs > merchant.passwordMaxAgeDays * 24 * 60 * 60 * 1000;
}

/** A free-play guest (trial account) has no account centre: profile, avatar, passwords, bindings. */
export function refuseTrial(member: Pick<Member, 'type'>) {
  if (member.type === MemberType.trial) throw new AppError('member.trial');
}

export interface OpenSessionOptions {
  /** The session must change its password first (MemberInfo.passwordChangeRequired). */
  passwordChangeRequired?: boolean;
  /** The transaction to write in, when the caller has one. */
  executor?: Db;
}

/** Member accounts: lookups, and the one way a login of any kind becomes a session. */
export function createMembers(app: FastifyInstance) {
  const db: Db = app.db;
  return {
    async byId(id: string) {
      return (await db.select().from(members).where(eq(members.id, id)).limit(1))[0];
    },
    /** By username, without regard to case. */
    async byUsername(merchantCode: string, username: string) {
      const rows = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.merchantCode, merchantCode),
            sql`lower(${members.username}) = lower(${username})`,
          ),
        )
        .limit(1);
      return rows[0];
    },
    async byMobile(merchantCode: string, dialingCode: string, mobileNum: string) {
      const rows = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.merchantCode, merchantCode),
            eq(members.countryDialingCode, dialingCode),
            eq(members.mobileNum, mobileNum),
          ),
        )
        .limit(1);
      return rows[0];
    },
    /** Whether the account has logged in from this IP before (docs/product.md §4 new-IP check). */
    async knowsIp(memberId: string, ip: string) {
      const rows = await db
        .select({ ip: memberIps.ip })
        .from(memberIps)
        .where(and(eq(memberIps.memberId, memberId), eq(memberIps.ip, ip)))
        .limit(1);
      return rows.length > 0;
    },
    /**
     * Starts a session for a member whose identity is proven (password, SMS code, new
     * registration, reset) and answers the login result of docs/product.md §3. The IP becomes
     * known.
     */
    async openSession(
      member: Member,
      merchant: Merchant,
      request: FastifyRequest,
      { passwordChangeRequired = false, executor = db }: OpenSessionOptions = {},
    ): Promise<LoginSuccess> {
      const ip = request.ip;
      const device = String(request.headers['device'] ?? 'web').slice(0, 40);
      const token = await app.sessions.start(executor, member.id, {
        ip,
        device,
        passwordChangeRequired,
      });
      await executor.insert(memberIps).values({ memberId: member.id, ip }).onConflictDoNothing();
      // The web keeps toUpline from the login: it names where "transfer to upline" goes.
      const [upline] = member.uplineId
        ? await executor
            .select({ username: members.username })
            .from(members)
            .where(eq(members.id, member.uplineId))
            .limit(1)
        : [];
      return {
        status: 'OK',
        token,
        firstTimeLogin: !member.firstLoginDone,
        passwordExpired: isPasswordExpired(member, merchant),
        user: memberInfoOf(member, upline?.username ?? null, passwordChangeRequired),
      };
    },
  };
}
export type Members = ReturnType<typeof createMembers>;

declare module 'fastify' {
  interface FastifyInstance {
    members: Members;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('members', createMembers(app));
  },
  { name: 'members', dependencies: ['db', 'sessions'] },
);
