import { isSwitchOn, MemberType, verificationCalls, type FeatureSwitch } from '@site/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { members, type Member, type Merchant } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { requestLanguage } from '../../http/request-language.js';
import { mobileKey } from '../../plugins/app/members.js';
import type { CodeChannel, CodePurpose } from '../../plugins/app/verification-codes.js';
import { memberOf, registerCall } from '../register-call.js';

/** SMS and e-mail codes (SPEC §7): for SMS login and reset, registration and binding. */
export default async function verificationRoutes(app: FastifyInstance) {
  const requireSwitch = async (merchant: Merchant, modId: FeatureSwitch) => {
    const modules = await app.settings.tree(merchant.code);
    if (!isSwitchOn({ modules }, modId)) throw new AppError('feature.disabled');
  };

  const send = async (
    merchant: Merchant,
    request: FastifyRequest,
    code: { channel: CodeChannel; destination: string; purpose: CodePurpose },
  ) => {
    const { expiredMinutes, sentTo } = await app.verificationCodes.send({
      merchant,
      ...code,
      ip: request.ip,
      language: requestLanguage(request),
    });
    return { expiredMinutes, sentTo };
  };

  const realAccount = (member: Member) => {
    if (member.type === MemberType.trial) throw new AppError('member.trial');
  };

  registerCall(app, verificationCalls.smsNoLogin, async ({ body, merchant, request }) => {
    await requireSwitch(
      merchant,
      body.purpose === 'login' ? 'MOBILEVERCODELOGIN3' : 'CHNGPASSVERIF3',
    );
    const owner = await app.members.byMobile(merchant.code, body.countryDialingCode, body.mobileNo);
    if (!owner) throw new AppError('member.mobile.not.found');
    return send(merchant, request, {
      channel: 'sms',
      destination: mobileKey(body.countryDialingCode, body.mobileNo),
      purpose: body.purpose,
    });
  });

  registerCall(app, verificationCalls.smsRegister, async ({ body, merchant, request }) => {
    if (await app.members.byMobile(merchant.code, body.countryDialingCode, body.mobileNo)) {
      throw new AppError('member.mobile.taken');
    }
    return send(merchant, request, {
      channel: 'sms',
      destination: mobileKey(body.countryDialingCode, body.mobileNo),
      purpose: 'register',
    });
  });

  registerCall(app, verificationCalls.smsBind, async (context) => {
    const { member } = memberOf(context);
    const { body, merchant, request } = context;
    realAccount(member);
    const owner = await app.members.byMobile(merchant.code, body.countryDialingCode, body.mobileNo);
    if (owner && owner.id !== member.id) throw new AppError('member.mobile.taken');
    return send(merchant, request, {
      channel: 'sms',
      destination: mobileKey(body.countryDialingCode, body.mobileNo),
      purpose: 'bindMobile',
    });
  });

  registerCall(app, verificationCalls.emailBind, async (context) => {
    const { member } = memberOf(context);
    const { body, merchant, request } = context;
    realAccount(member);
    const email = body.email.toLowerCase();
    const [owner] = await app.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantCode, merchant.code), sql`lower(${members.email}) = ${email}`))
      .limit(1);
    if (owner && owner.id !== member.id) throw new AppError('member.email.taken');
    return send(merchant, request, { channel: 'email', destination: email, purpose: 'bindEmail' });
  });
}
