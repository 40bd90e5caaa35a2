import { randomInt } from 'node:crypto';
import {
  dialingCodeSchema,
  MemberType,
  REGISTER_PROFILE_FIELDS,
  type Language,
  type LoginSuccess,
  type RegisterBody,
  type RegisterFieldName,
  type RegisterFieldRule,
  type RegisterMobileBody,
} from '@site/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Member, Merchant } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { fieldText, ruleMessage } from '../../http/field-messages.js';
import { requestLanguage } from '../../http/request-language.js';
import { unusablePassword, type NewAccount } from './accounts.js';
import { switchesOf } from '../system/feature-switch.js';
import { mobileKey } from './members.js';
import { newPasswordProblems } from './password-policy.js';

/** A rule for a field the platform needs although the merchant switched its rule off. */
const anyText = (name: RegisterFieldName): RegisterFieldRule => ({
  name,
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 'any',
  minLength: 1,
  maxLength: 64,
});

/**
 * Collects field problems against the merchant's register rules (docs/product.md §5), keyed
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
    let effective: RegisterFieldRule | undefined;
    if (rule?.enabled) effective = { ...rule, required: rule.required || required };
    else if (required) effective = anyText(name);
    if (!effective) return;
    const message = ruleMessage(effective, value, this.language);
    if (message) this.problem(name, message);
  }

  problem(field: string, message: string) {
    this.fields[`body.${field}`] ??= message;
  }

  /** Problems found elsewhere, already keyed "body.<field>". */
  add(problems: Record<string, string>) {
    for (const [key, message] of Object.entries(problems)) this.fields[key] ??= message;
  }

  done() {
    if (Object.keys(this.fields).length) {
      throw new AppError('request.invalid', { fields: this.fields });
    }
  }
}

const present = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** Who a registration with an invitation code joins, and as what. */
interface Invitation {
  agent: Member;
  type: 41 | 42;
  rebates: Record<string, number>;
  linkId: string | null;
}

const affiliateText: Record<Language, string> = {
  EN: 'The invitation code is wrong.',
  ID: 'Kode undangan salah.',
};

/** Registration by username or by mobile number (docs/product.md §4). */
export function createRegistration(app: FastifyInstance) {
  const fieldCheck = async (merchant: Merchant, request: FastifyRequest) => {
    const rules = await app.settings.registerRules(merchant.code);
    return new FieldCheck(new Map(rules.map((r) => [r.name, r])), requestLanguage(request));
  };

  /** The new password against the merchant's password rule, collected with the rest. */
  const checkPassword = async (
    check: FieldCheck,
    merchant: Merchant,
    request: FastifyRequest,
    body: { password?: string | undefined; confirmPassword?: string | undefined },
  ) => {
    const problems = await newPasswordProblems(
      app,
      merchant.code,
      requestLanguage(request),
      { password: body.password, confirmation: body.confirmPassword },
      { password: 'password', confirmation: 'confirmPassword' },
    );
    check.add(problems);
  };

  /**
   * The agent of an invitation code (its own code, or one of its invitation links, which
   * also says what the account becomes and its rebates); a wrong code is a field problem.
   */
  const uplineOf = async (
    merchantCode: string,
    code: string | undefined,
    request: FastifyRequest,
  ): Promise<Invitation | undefined> => {
    if (!code) return undefined;
    const agent = await app.accounts.agentByAffiliateCode(merchantCode, code);
    if (agent) return { agent, type: MemberType.downlineMember, rebates: {}, linkId: null };
    const invite = await app.accounts.inviteByCode(merchantCode, code);
    if (invite) {
      return {
        agent: invite.agent,
        type: invite.link.accountType === 42 ? MemberType.downlineAgent : MemberType.downlineMember,
        rebates: invite.link.rebates,
        linkId: invite.link.id,
      };
    }
    throw new AppError('affiliate.invalid', {
      fields: { 'body.affiliateCode': affiliateText[requestLanguage(request)] },
    });
  };

  /** Creates the account and logs it in at once (docs/product.md §4: success logs in). */
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
    return app.accounts.logInNew(member, merchant, request, upline);
  };

  // The image captcha is a register field a merchant may switch on (docs/product.md §3 captcha); it
  // is
  // checked before any SMS code is used up, so a wrong answer costs the visitor no code.
  const checkImageCaptcha = async (
    check: FieldCheck,
    body: { captchaId?: string | undefined; captcha?: string | undefined },
  ) => {
    if (check.enabled('captcha')) await app.humanChecks.checkImage(body.captchaId, body.captcha);
  };

  const requireOpen = (merchant: Merchant, modeOn: boolean) => {
    if (!merchant.registerEnabled || !modeOn) throw new AppError('feature.disabled');
  };

  return {
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
      await checkPassword(check, merchant, request, body);
      const mobileNum = check.enabled('mobileNum') ? present(body.mobileNum) : undefined;
      check.check('mobileNum', mobileNum);
      if (mobileNum && !dialingCodeSchema.safeParse(body.countryDialingCode).success) {
        check.problem('countryDialingCode', fieldText.dialingCode[requestLanguage(request)]);
      }
      const codeNeeded = Boolean(mobileNum) && on('REGMOBVERF3');
      if (codeNeeded) check.check('verificationCode', body.verificationCode, true);
      // Codes from the invitation link count even where the form shows no such field; with
      // DIRECTREG3 off a code is required even when the merchant's rule for it is off.
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
      for (const name of REGISTER_PROFILE_FIELDS) {
        const value = kept(name, body[name]);
        if (value) profile[name] = value;
      }
      if (present(body.domain)) profile.domain = present(body.domain)!;
      check.done();
      await checkImageCaptcha(check, body);

      const invitation = await uplineOf(merchant.code, affiliateCode, request);
      const upline = invitation?.agent;
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
          type: invitation?.type ?? MemberType.member,
          password: body.password,
          countryDialingCode,
          mobileNum: mobileNum ?? null,
          email: email ?? null,
          nickname: nickname ?? null,
          uplineId: upline?.id ?? null,
          referredBy: referralCode ?? null,
          paymentPassword: paymentPassword ?? null,
          profile,
          rebates: invitation?.rebates ?? {},
          inviteLinkId: invitation?.linkId ?? null,
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
      if (withPassword) await checkPassword(check, merchant, request, body);
      const affiliateCode = present(body.affiliateCode);
      check.check('affiliateCode', affiliateCode, !on('DIRECTREG3'));
      const referralCode = present(body.referralCode);
      check.check('referralCode', referralCode);
      check.done();
      await checkImageCaptcha(check, body);

      const invitation = await uplineOf(merchant.code, affiliateCode, request);
      const upline = invitation?.agent;
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
      // The member logs in by mobile number; the login name is random, so nobody can take
      // it first by registering the name a number would get.
      const member = await app.accounts.createDrawingUsername(internalUsername, {
        merchantCode: merchant.code,
        registerIp: request.ip,
        type: invitation?.type ?? MemberType.member,
        password: withPassword ? body.password! : unusablePassword(),
        countryDialingCode: body.countryDialingCode,
        mobileNum: body.mobileNum,
        uplineId: upline?.id ?? null,
        referredBy: referralCode ?? null,
        profile,
        rebates: invitation?.rebates ?? {},
        inviteLinkId: invitation?.linkId ?? null,
      });
      return app.accounts.logInNew(member, merchant, request, upline);
    },
  };
}

/** The login name of an account registered by mobile number. */
const internalUsername = () => `m${randomInt(1_000_000_000, 10_000_000_000)}`;

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
    dependencies: ['accounts', 'members', 'settings', 'human-checks', 'verification-codes'],
  },
);
