import { randomBytes } from 'node:crypto';
import { MemberType, type MemberTypeValue } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { members, type Member } from '../../db/schema/index.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';

export interface NewAccount {
  merchantCode: string;
  username: string;
  type: MemberTypeValue;
  password: string;
  registerIp: string;
  countryDialingCode?: string | null;
  mobileNum?: string | null;
  email?: string | null;
  nickname?: string | null;
  uplineId?: string | null;
  referredBy?: string | null;
  paymentPassword?: string | null;
  profile?: Record<string, string>;
}

// Each unique index of members names what is taken; the index decides, so it holds under races.
const takenCodes = {
  members_username_key: 'member.username.taken',
  members_mobile_key: 'member.mobile.taken',
  members_email_key: 'member.email.taken',
} as const;

/** Turns a unique violation on members into its 409; other errors pass unchanged. */
export function asTaken(error: unknown): unknown {
  const index = uniqueViolation(error);
  if (index === undefined) return error;
  const code = takenCodes[index as keyof typeof takenCodes];
  return new AppError(code ?? 'request.conflict');
}

/** An agent's invitation code: its username in capitals when that makes a code, else random. */
export function affiliateCodeFor(username: string): string {
  if (/^[A-Za-z0-9]{4,20}$/.test(username)) return username.toUpperCase();
  return `A${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * Creates accounts: registration, free play, the operator. The member row and its MAIN
 * wallet are written in one transaction, and what is taken is decided by the unique indexes.
 */
export function createAccounts(app: FastifyInstance) {
  return {
    async create(input: NewAccount, executor: Db = app.db): Promise<Member> {
      const agent = input.type === MemberType.agent || input.type === MemberType.downlineAgent;
      const [passwordHash, paymentPasswordHash] = await Promise.all([
        app.passwords.hash(input.password),
        input.paymentPassword ? app.passwords.hash(input.paymentPassword) : null,
      ]);
      try {
        return await executor.transaction(async (tx) => {
          const [member] = await tx
            .insert(members)
            .values({
              merchantCode: input.merchantCode,
              username: input.username,
              type: input.type,
              passwordHash,
              paymentPasswordHash,
              registerIp: input.registerIp,
              countryDialingCode: input.mobileNum ? (input.countryDialingCode ?? null) : null,
              mobileNum: input.mobileNum ?? null,
              email: input.email?.toLowerCase() ?? null,
              nickname: input.nickname ?? null,
              uplineId: input.uplineId ?? null,
              affiliateCode: agent ? affiliateCodeFor(input.username) : null,
              referredBy: input.referredBy ?? null,
              profile: input.profile ?? {},
            })
            .returning();
          await app.wallets.openMain(tx, member!.id);
          return member!;
        });
      } catch (error) {
        throw asTaken(error);
      }
    },
  };
}
export type Accounts = ReturnType<typeof createAccounts>;

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('accounts', createAccounts(app));
  },
  { name: 'accounts', dependencies: ['db', 'passwords', 'wallets'] },
);
