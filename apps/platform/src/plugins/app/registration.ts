import { randomBytes, randomInt } from 'node:crypto';
import {
  dialingCodeSchema,
  isAgentType,
  MemberType,
  PASSWORD_RULE,
  type Language,
  type LoginSuccess,
  type RegisterBody,
  type RegisterFieldName,
  type RegisterFieldRule,
  type RegisterMobileBody,
} from '@site/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { members, type Member, type Merchant } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { fieldText, ruleMessage } from '../../http/field-messages.js';
import { requestLanguage } from '../../http/request-language.js';
import type { NewAccount } from './accounts.js';
import { switchesOf } from './feature-switch.js';
import { memberInfoOf, mobileKey } from './members.js';

/** Registration fields kept in members.profile when the merchant asks for them. */
const PROFILE_FIELDS = [
  'payeeName',
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'telegram',
  'zalo',
] as const satisfies readonly RegisterFieldName[];

// Used when the merchant switched the username or password rule off: both are still needed.
const fallbackRules: Partial<Record<RegisterFieldName, Omit<RegisterFieldRule, 'name'>>> = {
  username: {
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 'any',
    minLength: 1,
    maxLength: 64,
  },
  password: {
    enabled: true,
    required: true,
    acceptedPattern: PASSWORD_RULE.pattern,
    patternId: 'alnum',
    minLength: PASSWORD_RULE.minLength,
    maxLength: PASSWORD_RULE.maxLength,
  },
};

/**
 * Collects field problems against the merchant's register rules (SPEC §5), keyed
 * "body.<field>" in the request's language, and refuses the request when there are any.
 */
class FieldCheck {
  readonly fields: Record<string, string> = {};
  constructor(
    private readonly rules: Map<RegisterFieldName, RegisterFieldRule>,
    private readonly language: Language,
  ) {}

  enabled(name: RegisterFieldName) {
    return this.rules.get(name)?.enabled === true;
  }

  /** Checks an enabled field; `required` makes it mandatory whatever the rule says. */
  check(name: RegisterFieldName, value: string | undefined, required = false) {
    const rule = this.rules.get(name);
    const fallback = fallbackRules[name];
    let effective: RegisterFieldRule | undefined;
    if (rule?.enabled) effective = { ...rule, required: rule.required || required };
    else if (required) effective = { name, ...(fallback ?? fallbackRules.username!) };
    if (!effective) return;
    const message = ruleMessage(effective, value, this.language);
    if (message) this.problem(name, message);
  }

  problem(field: string, message: string) {
    this.fields[`body.${field}`] ??= message;
  }

  /** confirmPassword must repeat password (SPEC §5 checkPass). */
  same(field: string, value: string | undefined, expected: string | undefined) {
    if ((value ?? '') !== (expected ?? ''))
      this.problem(field, fieldText.inconsistent[this.language]);
  }

  done() {
    if (Object.keys(this.fields).length) {
      throw new AppError('request.invalid', { fields: this.fields });
    }
  }
}

const present = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
/** A password nobody knows, for accounts that log in by SMS or play as a guest. */
const unusablePassword = () => randomBytes(24).toString('base64url');

/** Registration by username or mobile number, and the free-play guest (SPEC §4). */
export function createRegistration(app: FastifyInstance) {
  const fieldCheck = async (merchant: Merchant, request: FastifyRequest) => {
    const rules = await app.settings.registerRules(merchant.code);
    return new FieldCheck(new Map(rules.map((r) => [r.name, r])), requestLanguage(request));
  };

  /** The agent whose invitation code this is, or undefined. */
  const agentByAffiliateCode = async (merchantCode: string, code: string) => {
    const [agent] = await app.db
      .select()
      .from(members)
      .where(
        and(
          eq(members.merchantCode, merchantCode),
          eq(members.affiliateCode, code),
          eq(members.disabled, false),
        ),
      )
      .limit(1);
    return agent && isAgentType(agent.type) ? agent : undefined;
  };

  const uplineOf = async (merchantCode: string, code: string | undefined) => {
    if (!code) return undefined;
    const agent = await agentByAffiliateCode(merchantCode, code);
    if (!agent) throw new AppError('affiliate.invalid');
    return agent;
  };

  /** Creates the account and logs it in at once (SPEC §4: success logs in). */
  const createAndLogIn = async (
    merchant: Merchant,
    request: FastifyRequest,
    account: Omit<NewAccount, 'merchantCode' | 'registerIp'>,
    upline?: Member,
  ): Promise<LoginSuccess> => {
    const member = await app.accounts.create({
      ...account,
      merchantCode: merchant.code,
      registerIp: request.ip,
    });
    const login = await app.members.openSession(member, merchant, request);
    return { ...login, user: memberInfoOf(member, upline?.username ?? null) };
  };

  const requireOpen = (merchant: Merchant, modeOn: boolean) => {
    if (!merchant.registerEnabled || !modeOn) throw new AppError('feature.disabled');
  };

  return {
    agentByAffiliateCode,

    /** regType 'register': username and password, the merchant's other fields. */
    async register(
      merchant: Merchant,
      body: RegisterBody,
      request: FastifyRequest,
    ): Promise<LoginSuccess> {
      const on = await switchesOf(app, merchant.code);
      requireOpen(merchant, on('USERNAMEREG3'));
      await app.humanChecks.requireSlider(merchant, body.sliderToken);

      const check = await fieldCheck(merchant, request);
      check.check('username', body.username, true);
      check.check('password', body.password, true);
      check.same('confirmPassword', body.confirmPassword, body.password);
      const mobileNum = check.enabled('mobileNum') ? present(body.mobileNum) : undefined;
      check.check('mobileNum', mobileNum);
      if (mobileNum && !dialingCodeSchema.safeParse(body.countryDialingCode).success) {
        check.problem('countryDialingCode', fieldText.dialingCode[requestLanguage(request)]);
      }
      const codeNeeded = Boolean(mobileNum) && on('REGMOBVERF3');
      if (codeNeeded) check.check('verificationCode', body.verificationCode, true);
      // Codes from the invitation link count even where the form shows no such field.
      const affiliateCode = present(body.affiliateCode);
      check.check('affiliateCode', affiliateCode, !on('DIRECTREG3'));
      const referralCode = present(body.referralCode);
      check.check('referralCode', referralCode);
      const kept = (name: RegisterFieldName, value: string | undefined) => {
        if (!check.enabled(name)) return undefined;
        check.check(name, value);
        return present(value);
      };
      const email = kept('email', body.email);
      const nickname = kept('nickname', body.nickname);
      const paymentPassword = kept('paymentPassword', body.paymentPassword);
      const profile: Record<string, string> = {};
      for (const name of PROFILE_FIELDS) {
        const value = kept(name, body[name]);
        if (value) profile[name] = value;
      }
      if (present(body.domain)) profile.domain = present(body.domain)!;
      check.done();

      const upline = await uplineOf(merchant.code, affiliateCode);
      const countryDialingCode = mobileNum ? body.countryDialingCode!.trim() : null;
      if (codeNeeded) {
        await app.verificationCodes.consume({
          merchantCode: merchant.code,
          channel: 'sms',
          destination: mobileKey(countryDialingCode!, mobileNum!),
          purpose: 'register',
          code: body.verificationCode!.trim(),
        });
      }
      return createAndLogIn(
        merchant,
        request,
        {
          username: body.username.trim(),
          type: upline ? MemberType.downlineMember : MemberType.member,
          password: body.password,
          countryDialingCode,
          mobileNum: mobileNum ?? null,
          email: email ?? null,
          nickname: nickname ?? null,
          uplineId: upline?.id ?? null,
          referredBy: referralCode ?? null,
          paymentPassword: paymentPassword ?? null,
          profile,
        },
        upline,
      );
    },

    /** regType 'registerMobile': the mobile number and its SMS code; a password if asked. */
    async registerMobile(
      merchant: Merchant,
      body: RegisterMobileBody,
      request: FastifyRequest,
    ): Promise<LoginSuccess> {
      const on = await switchesOf(app, merchant.code);
      requireOpen(merchant, on('MOBILENUMREG3'));
      await app.humanChecks.requireSlider(merchant, body.sliderToken);

      const check = await fieldCheck(merchant, request);
      check.check('mobileNum', body.mobileNum, true);
      const withPassword = on('MOBILENUMPASSREG3');
      if (withPassword) {
        check.check('password', body.password, true);
        check.same('confirmPassword', body.confirmPassword, body.password);
      }
      const affiliateCode = present(body.affiliateCode);
      check.check('affiliateCode', affiliateCode, !on('DIRECTREG3'));
      const referralCode = present(body.referralCode);
      check.check('referralCode', referralCode);
      check.done();

      const upline = await uplineOf(merchant.code, affiliateCode);
      await app.verificationCodes.consume({
        merchantCode: merchant.code,
        channel: 'sms',
        destination: mobileKey(body.countryDialingCode, body.mobileNum),
        purpose: 'register',
        code: body.verificationCode,
      });
      const profile: Record<string, string> = {};
      if (present(body.domain)) profile.domain = present(body.domain)!;
      if (present(body.registerUrl)) profile.registerUrl = present(body.registerUrl)!;
      return createAndLogIn(
        merchant,
        request,
        {
          // The account needs a login name; the member itself logs in by mobile number.
          username: `m${body.countryDialingCode.slice(1)}${body.mobileNum}`,
          type: upline ? MemberType.downlineMember : MemberType.member,
          password: withPassword ? body.password! : unusablePassword(),
          countryDialingCode: body.countryDialingCode,
          mobileNum: body.mobileNum,
          uplineId: upline?.id ?? null,
          referredBy: referralCode ?? null,
          profile,
        },
        upline,
      );
    },

    /** A trial account (type 4) for a visitor trying the site; 5 per IP an hour. */
    async freeplay(
      merchant: Merchant,
      body: { sliderToken?: string | undefined },
      request: FastifyRequest,
    ): Promise<LoginSuccess> {
      if (!(await switchesOf(app, merchant.code))('FREEPLAY3')) {
        throw new AppError('feature.disabled');
      }
      const limit = await app.throttle.hit(`freeplay:${merchant.code}:${request.ip}`, 5, 3600);
      if (!limit.allowed) throw new AppError('request.throttled', { retryAt: limit.retryAt });
      await app.humanChecks.requireSlider(merchant, body.sliderToken);
      // Eight random digits rarely collide; a collision just draws again.
      for (let attempt = 0; ; attempt++) {
        try {
          return await createAndLogIn(merchant, request, {
            username: `guest${randomInt(10_000_000, 100_000_000)}`,
            type: MemberType.trial,
            password: unusablePassword(),
          });
        } catch (error) {
          const taken = error instanceof AppError && error.code === 'member.username.taken';
          if (!taken || attempt >= 4) throw error;
        }
      }
    },
  };
}
export type Registration = ReturnType<typeof createRegistration>;

declare module 'fastify' {
  interface FastifyInstance {
    registration: Registration;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('registration', createRegistration(app));
  },
  {
    name: 'registration',
    dependencies: [
      'accounts',
      'members',
      'settings',
      'throttle',
      'human-checks',
      'verification-codes',
    ],
  },
);
