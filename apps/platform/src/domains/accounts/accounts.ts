import { randomBytes, randomInt } from 'node:crypto';
import { isAgentType, type LoginSuccess, type MemberTypeValue } from '@site/contract';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import {
  inviteLinks,
  memberRebates,
  members,
  type Member,
  type Merchant,
} from '../../db/schema/index.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import { memberInfoOf } from './members.js';

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
  /** The first password login must change the password (operator-created accounts). */
  mustChangePassword?: boolean;
  /** Rebate rates per product in ppm (a downline an agent registers, or its link's). */
  rebates?: Record<string, number>;
  /** The invitation link registered through: its count goes up with the account. */
  inviteLinkId?: string | null;
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

/** A password nobody knows, for accounts that log in by SMS or play as a guest. */
export const unusablePassword = () => randomBytes(24).toString('base64url');

// No 0/O or 1/I/L: a code read aloud or copied by hand still works.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
/** Draws again this often when a random code or username is already taken. */
const DRAWS = 5;

/** A random agent invitation code: nobody can guess another agent's from their username. */
export function newAffiliateCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * Creates accounts: registration, free play, the operator. The member row and its MAIN
 * wallet are written in one transaction, and what is taken is decided by the unique indexes.
 */
export function createAccounts(app: FastifyInstance, drawAffiliateCode = newAffiliateCode) {
  const insert = async (
    input: NewAccount,
    hashes: { passwordHash: string; paymentPasswordHash: string | null },
    executor: Db,
  ) =>
    executor.transaction(async (tx) => {
      const [member] = await tx
        .insert(members)
        .values({
          merchantCode: input.merchantCode,
          username: input.username,
          type: input.type,
          ...hashes,
          mustChangePassword: input.mustChangePassword ?? false,
          registerIp: input.registerIp,
          countryDialingCode: input.mobileNum ? (input.countryDialingCode ?? null) : null,
          mobileNum: input.mobileNum ?? null,
          email: input.email?.toLowerCase() ?? null,
          nickname: input.nickname ?? null,
          uplineId: input.uplineId ?? null,
          affiliateCode: isAgentType(input.type) ? drawAffiliateCode() : null,
          referredBy: input.referredBy ?? null,
          profile: input.profile ?? {},
        })
        .returning();
      await app.wallets.openMain(tx, member!.id);
      const rebates = Object.entries(input.rebates ?? {}).filter(([, rate]) => rate > 0);
      if (rebates.length) {
        await tx
          .insert(memberRebates)
          .values(
            rebates.map(([product, ratePpm]) => ({ memberId: member!.id, product, ratePpm })),
          );
      }
      if (input.inviteLinkId) {
        await tx
          .update(inviteLinks)
          .set({ registrations: sql`${inviteLinks.registrations} + 1` })
          .where(eq(inviteLinks.id, input.inviteLinkId));
      }
      return member!;
    });

  const create = async (input: NewAccount, executor: Db = app.db): Promise<Member> => {
    const [passwordHash, paymentPasswordHash] = await Promise.all([
      app.passwords.hash(input.password),
      input.paymentPassword ? app.passwords.hash(input.paymentPassword) : null,
    ]);
    // The insert runs in its own (nested) transaction, so a clash can draw a new code.
    for (let draw = 1; ; draw++) {
      try {
        return await insert(input, { passwordHash, paymentPasswordHash }, executor);
      } catch (error) {
        if (uniqueViolation(error) === 'members_affiliate_key' && draw < DRAWS) continue;
        throw asTaken(error);
      }
    }
  };

  return {
    create,

    /**
     * Creates an account under a login name nobody chose (mobile registration, free play),
     * drawing a new name when one is taken.
     */
    async createDrawingUsername(
      drawUsername: () => string,
      input: Omit<NewAccount, 'username'>,
    ): Promise<Member> {
      for (let draw = 1; ; draw++) {
        try {
          return await create({ ...input, username: drawUsername() });
        } catch (error) {
          const taken = error instanceof AppError && error.code === 'member.username.taken';
          if (!taken || draw >= DRAWS) throw error;
        }
      }
    },

    /** A new account logs in at once (docs/product.md §4: registration success logs in). */
    async logInNew(
      member: Member,
      merchant: Merchant,
      request: FastifyRequest,
      upline?: Member,
    ): Promise<LoginSuccess> {
      const login = await app.members.openSession(member, merchant, request);
      return { ...login, user: memberInfoOf(member, upline?.username ?? null) };
    },

    /** The enabled agent whose invitation code this is, or undefined. */
    async agentByAffiliateCode(merchantCode: string, code: string): Promise<Member | undefined> {
      const [agent] = await app.db
        .select()
        .from(members)
        .where(
          and(
            eq(members.merchantCode, merchantCode),
            eq(members.affiliateCode, code.toUpperCase()),
            eq(members.disabled, false),
          ),
        )
        .limit(1);
      return agent && isAgentType(agent.type) ? agent : undefined;
    },

    /**
     * An agent's live invitation link of this code (not deleted, not expired) with its agent,
     * or undefined.
     */
    async inviteByCode(merchantCode: string, code: string) {
      const [row] = await app.db
        .select({ link: inviteLinks, agent: members })
        .from(inviteLinks)
        .innerJoin(members, eq(members.id, inviteLinks.agentId))
        .where(
          and(
            eq(inviteLinks.merchantCode, merchantCode),
            eq(inviteLinks.code, code.toUpperCase()),
            isNull(inviteLinks.deletedAt),
            or(isNull(inviteLinks.expiresAt), gt(inviteLinks.expiresAt, sql`now()`)),
            eq(members.disabled, false),
          ),
        )
        .limit(1);
      return row && isAgentType(row.agent.type) ? row : undefined;
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
  { name: 'accounts', dependencies: ['db', 'passwords', 'wallets', 'members'] },
);
