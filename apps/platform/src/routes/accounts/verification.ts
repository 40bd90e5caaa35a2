import { MemberType, verificationCalls, type Language } from '@site/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { members, type Member, type Merchant } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { requireSwitch } from '../../domains/system/feature-switch.js';
import { mobileKey } from '../../domains/accounts/members.js';
import type { CodeChannel, CodePurpose } from '../../domains/accounts/verification-codes.js';
import { registerCall } from '../register-call.js';

/** SMS and e-mail codes (docs/product.md §7): for SMS login and reset, registration and binding. */
export default async function verificationRoutes(app: FastifyInstance) {
  /** `vet` looks the destination up only once the client's IP is within its quota. */
  const send = async (
    merchant: Merchant,
    request: FastifyRequest,
    language: Language,
    code: { channel: CodeChannel; destination: string; purpose: CodePurpose },
    vet: () => Promise<void>,
  ) => {
    const { expiredMinutes, sentTo } = await app.verificationCodes.send(
      { merchant, ...code, ip: request.ip, language },
      { vet },
    );
    return { expiredMinutes, sentTo };
  };

  const realAccount = (member: Member) => {
    if (member.type === MemberType.trial) throw new AppError('member.trial');
  };

  registerCall(app, verificationCalls.smsNoLogin, async ({ body, merchant, request, language }) => {
    await requireSwitch(
      app,
      merchant.code,
      body.purpose === 'login' ? 'MOBILEVERCODELOGIN3' : 'CHNGPASSVERIF3',
    );
    return send(
      merchant,
      request,
      language,
      {
        channel: 'sms',
        destination: mobileKey(body.countryDialingCode, body.mobileNo),
        purpose: body.purpose,
      },
      async () => {
        const { countryDialingCode, mobileNo } = body;
        const owner = await app.members.byMobile(merchant.code, countryDialingCode, mobileNo);
        if (!owner) throw new AppError('member.mobile.not.found');
      },
    );
  });

  registerCall(app, verificationCalls.smsRegister, async (context) => {
    const { body, merchant, request, language } = context;
    // Mobile registration, or a username registration that verifies its mobile.
    await requireSwitch(
      app,
      merchant.code,
      body.regType === 'registerMobile' ? 'MOBILENUMREG3' : 'REGMOBVERF3',
    );
    return send(
      merchant,
      request,
      language,
      {
        channel: 'sms',
        destination: mobileKey(body.countryDialingCode, body.mobileNo),
        purpose: 'register',
      },
      async () => {
        const { countryDialingCode, mobileNo } = body;
        if (await app.members.byMobile(merchant.code, countryDialingCode, mobileNo)) {
          throw new AppError('member.mobile.taken');
        }
      },
    );
  });

  registerCall(app, verificationCalls.smsBind, async (context) => {
    const { member, body, merchant, request, language } = context;
    realAccount(member);
    return send(
      merchant,
      request,
      language,
      {
        channel: 'sms',
        destination: mobileKey(body.countryDialingCode, body.mobileNo),
        purpose: 'bindMobile',
      },
      async () => {
        const { countryDialingCode, mobileNo } = body;
        const owner = await app.members.byMobile(merchant.code, countryDialingCode, mobileNo);
        if (owner && owner.id !== member.id) throw new AppError('member.mobile.taken');
      },
    );
  });

  registerCall(app, verificationCalls.emailBind, async (context) => {
    const { member, body, merchant, request, language } = context;
    realAccount(member);
    const email = body.email.toLowerCase();
    return send(
      merchant,
      request,
      language,
      { channel: 'email', destination: email, purpose: 'bindEmail' },
      async () => {
        const [owner] = await app.db
          .select({ id: members.id })
          .from(members)
          .where(
            and(eq(members.merchantCode, merchant.code), sql`lower(${members.email}) = ${email}`),
          )
          .limit(1);
        if (owner && owner.id !== member.id) throw new AppError('member.email.taken');
      },
    );
  });
}
