import { MemberType, opsCalls, WEAK_DEFAULT_PASSWORD } from '@site/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { registerCall } from '../register-call.js';

/** Operator commands on member accounts; each change and its audit row in one transaction. */
export default async function opsMemberRoutes(app: FastifyInstance) {
  registerCall(app, opsCalls.createMember, async ({ merchant, body, request }) => {
    if (Boolean(body.mobileNum) !== Boolean(body.countryDialingCode)) {
      const field = body.mobileNum ? 'body.countryDialingCode' : 'body.mobileNum';
      throw new AppError('request.invalid', {
        fields: { [field]: 'A mobile number needs its dialing code, e.g. +62 81234567.' },
      });
    }
    return app.db.transaction(async (tx) => {
      const member = await app.accounts.create(
        {
          merchantCode: merchant.code,
          username: body.username,
          type: body.agent ? MemberType.agent : MemberType.member,
          password: body.password ?? WEAK_DEFAULT_PASSWORD,
          registerIp: request.ip,
          countryDialingCode: body.countryDialingCode ?? null,
          mobileNum: body.mobileNum ?? null,
        },
        tx,
      );
      const changed = [
        `${body.agent ? 'agent' : 'member'} ${member.username} (type ${member.type}) created for ${merchant.code}`,
        member.affiliateCode && `invitation code ${member.affiliateCode}`,
        member.mobileNum && `mobile ${member.countryDialingCode} ${member.mobileNum}`,
        body.password
          ? 'with the given password'
          : `with the default password ${WEAK_DEFAULT_PASSWORD} (changed at first login)`,
      ]
        .filter(Boolean)
        .join(', ');
      // The password never goes into the audit trail.
      const { password: _password, ...input } = body;
      await app.opsAudit.record(merchant.code, 'member-create', changed, input, tx);
      return { changed, id: member.id };
    });
  });

  registerCall(app, opsCalls.memberStatus, async ({ merchant, params, body }) => {
    const member = await app.members.byUsername(merchant.code, params.username);
    if (!member) {
      throw new AppError('member.not.found', {
        detail: `${merchant.code} has no account ${params.username}`,
      });
    }
    return app.db.transaction(async (tx) => {
      await tx.update(members).set({ disabled: body.disabled }).where(eq(members.id, member.id));
      // A disabled account is refused at once, not at its next login.
      if (body.disabled) await app.sessions.endOthers(tx, member.id);
      const state = (disabled: boolean) => (disabled ? 'disabled' : 'enabled');
      const changed = `member ${member.username} ${state(body.disabled)} for ${merchant.code} (was ${state(member.disabled)})`;
      await app.opsAudit.record(
        merchant.code,
        'member-status',
        changed,
        { ...params, ...body },
        tx,
      );
      return { changed };
    });
  });
}
