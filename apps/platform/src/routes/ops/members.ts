import { fromMinorUnits, MemberType, opsCalls, toMinorUnits } from '@site/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { ClearingAccount } from '../../domains/ledger/ledger.js';
import { requireNewPassword } from '../../domains/accounts/password-policy.js';
import { registerCall } from '../register-call.js';
import { generatedPassword } from './generated-password.js';
import { creditMain } from './operator-credit.js';

/** Operator commands on member accounts; each change and its audit row in one transaction. */
export default async function opsMemberRoutes(app: FastifyInstance) {
  registerCall(app, opsCalls.createMember, async ({ merchant, body, request, language }) => {
    if (Boolean(body.mobileNum) !== Boolean(body.countryDialingCode)) {
      const field = body.mobileNum ? 'body.countryDialingCode' : 'body.mobileNum';
      throw new AppError('request.invalid', {
        fields: { [field]: 'A mobile number needs its dialing code, e.g. +62 81234567.' },
      });
    }
    // A given password meets the merchant's rule like any other; a generated one is handed
    // over once and must be changed at the first password login.
    if (body.password !== undefined) {
      await requireNewPassword(
        app,
        merchant.code,
        language,
        { password: body.password, confirmation: body.password },
        { password: 'password', confirmation: 'password' },
      );
    }
    const generated = body.password === undefined ? generatedPassword() : undefined;
    return app.db.transaction(async (tx) => {
      const member = await app.accounts.create(
        {
          merchantCode: merchant.code,
          username: body.username,
          type: body.agent ? MemberType.agent : MemberType.member,
          password: body.password ?? generated!,
          mustChangePassword: generated !== undefined,
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
        generated
          ? 'with a generated password (changed at first login)'
          : 'with the given password',
      ]
        .filter(Boolean)
        .join(', ');
      // The password never goes into the audit trail.
      const { password: _password, ...input } = body;
      await app.opsAudit.record(merchant.code, 'member-create', changed, input, tx);
      return { changed, id: member.id, ...(generated ? { password: generated } : {}) };
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

  registerCall(app, opsCalls.adjustBalance, async ({ merchant, params, body }) => {
    const amount = toMinorUnits(body.amount);
    const signed = `${amount > 0n ? '+' : '-'}${fromMinorUnits(amount < 0n ? -amount : amount).toFixed(2)}`;
    return creditMain(app, {
      merchant,
      username: params.username,
      amount,
      clearing: ClearingAccount.adjustment,
      kind: 'ADJUSTMENT',
      reference: body.reason,
      named: { reason: body.reason },
      keyPrefix: 'ops-adjust',
      idempotencyKey: body.idempotencyKey,
      action: 'balance-adjust',
      input: { ...params, ...body },
      describe: (member, balance) =>
        `balance of ${member.username} adjusted by ${signed} for ${merchant.code} ("${body.reason}"), now ${fromMinorUnits(balance).toFixed(2)}`,
    });
  });
}
