import { MemberType, type MemberInfo } from '@site/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { members, type Member } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { asTaken } from './accounts.js';
import { memberInfoOf, mobileKey } from './members.js';

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

  const infoOf = async (member: Member): Promise<MemberInfo> => {
    const upline = member.uplineId ? await app.members.byId(member.uplineId) : undefined;
    return memberInfoOf(member, upline?.username ?? null);
  };

  const refuseTrial = (member: Member) => {
    if (member.type === MemberType.trial) throw new AppError('member.trial');
  };

  return {
    infoOf,

    async setNickname(member: Member, nickname: string) {
      return infoOf(await update(member.id, { nickname }));
    },

    async markFirstLoginDone(member: Member) {
      await update(member.id, { firstLoginDone: true });
      return { done: true };
    },

    /** The code sent to the new number proves it; a number belongs to one account. */
    async bindMobile(
      member: Member,
      body: { countryDialingCode: string; mobileNum: string; verificationCode: string },
    ) {
      refuseTrial(member);
      await app.verificationCodes.consume({
        merchantCode: member.merchantCode,
        channel: 'sms',
        destination: mobileKey(body.countryDialingCode, body.mobileNum),
        purpose: 'bindMobile',
        code: body.verificationCode,
      });
      return infoOf(
        await update(member.id, {
          countryDialingCode: body.countryDialingCode,
          mobileNum: body.mobileNum,
        }),
      );
    },

    async bindEmail(member: Member, body: { email: string; verificationCode: string }) {
      refuseTrial(member);
      const email = body.email.toLowerCase();
      await app.verificationCodes.consume({
        merchantCode: member.merchantCode,
        channel: 'email',
        destination: email,
        purpose: 'bindEmail',
        code: body.verificationCode,
      });
      return infoOf(await update(member.id, { email }));
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
  { name: 'member-profile', dependencies: ['members', 'verification-codes'] },
);
