import * as z from 'zod/mini';
import { defineCall } from './call.js';
import { pageNoSchema, pageSchema, pageSizeSchema } from './pagination.js';
import type { RegisterFieldRule } from './system.js';
import { isPlainName } from './text.js';

export const memberTypeSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(4),
  z.literal(41),
  z.literal(42),
]);
export type MemberTypeValue = z.infer<typeof memberTypeSchema>;

/** The weak default password of docs/product.md §9: a password login with it must change it first. */
export const WEAK_DEFAULT_PASSWORD = '{secret}';
export const MINIMUM_AGE = 18;

// Field shapes shared by the calls below. Lengths are generous outer bounds: the merchant's
// register rules are the real limits.
export const usernameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
/**
 * The password rule used only when the merchant has none (its `password` register rule is
 * missing or switched off): docs/product.md §5's "(min)-(max) numbers or letters". Otherwise the
 * merchant's rule decides, on both sides (see `passwordRuleOf`).
 */
export const PASSWORD_RULE = { pattern: '^[A-Za-z0-9]+$', minLength: 6, maxLength: 20 };
/** A new login password on the wire: outer bounds only; the merchant's rule is checked after. */
export const passwordSchema = z.string().check(z.minLength(1), z.maxLength(128));
/** Any password as typed, for checking against a stored hash. */
export const anyPasswordSchema = z.string().check(z.minLength(1), z.maxLength(128));
export const mobileNumSchema = z.string().check(z.trim(), z.regex(/^[0-9]{6,15}$/));
export const dialingCodeSchema = z.string().check(z.trim(), z.regex(/^\+[0-9]{1,4}$/));
export const emailSchema = z.string().check(z.trim(), z.maxLength(100), z.email());
/** SMS and e-mail codes: 6 to 8 digits. */
export const verificationCodeSchema = z.string().check(z.trim(), z.regex(/^[0-9]{6,8}$/));
export const paymentPasswordSchema = z.string().check(z.regex(/^[0-9]{6}$/));
const PLAIN_NAME = 'A name may not hold invisible or direction-changing characters.';
/** A nickname a member gives themselves: shown to others, so plain (text.ts). */
export const nicknameSchema = z
  .string()
  .check(z.trim(), z.minLength(2), z.maxLength(20), z.refine(isPlainName, PLAIN_NAME));

export const clubLabelSchema = z.object({ labelName: z.string(), rankLevel: z.int() });

export const memberInfoSchema = z.object({
  id: z.string(),
  /** The login name. */
  account: z.string(),
  nickname: z.nullable(z.string()),
  type: memberTypeSchema,
  isAgent: z.boolean(),
  /** The upline's account, when the member has one. */
  toUpline: z.nullable(z.string()),
  clubLabel: z.nullable(clubLabelSchema),
  memberLabel: z.array(z.string()),
  /** Masked, e.g. "+62 812****789"; null when no mobile is bound. */
  mobileNum: z.nullable(z.string()),
  email: z.nullable(z.string()),
  hasPaymentPassword: z.boolean(),
  createdAt: z.string(),
  /**
   * This session must change its password before anything else: the weak default, an
   * operator-created account's first password login, or an expired password while
   * PWDEXPFORCECHANGE3 is on. Never for SMS logins. Until then the platform refuses every
   * auth call but member info, change password and logout (member.password.change.required).
   */
  passwordChangeRequired: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const avatarTypeSchema = z.enum(['CUSTOM', 'STATIC']);
export const avatarSchema = z.object({
  /** A URL (STATIC icon or uploaded CUSTOM image); null before one is chosen. */
  avatar: z.nullable(z.string()),
  avatarType: z.nullable(avatarTypeSchema),
});
export type Avatar = z.infer<typeof avatarSchema>;
export const profileIconSchema = z.object({ id: z.string(), url: z.string() });

/** A custom avatar: a PNG or JPEG as a data URL, at most 1 MB of image. */
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const customAvatarSchema = z
  .string()
  .check(
    z.regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/),
    z.maxLength(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 32),
  );

export const loginRecordSchema = z.object({
  at: z.string(),
  ip: z.string(),
  country: z.string(),
  device: z.string(),
  success: z.boolean(),
  /** Why it failed (an error code), null on success. */
  reason: z.nullable(z.string()),
});
export type LoginRecord = z.infer<typeof loginRecordSchema>;

/** What every successful login, registration and phone reset answers (docs/product.md §3). */
export const loginSuccessSchema = z.object({
  status: z.literal('OK'),
  token: z.string(),
  firstTimeLogin: z.boolean(),
  /** Password older than the merchant's maximum age. */
  passwordExpired: z.boolean(),
  user: memberInfoSchema,
});
export type LoginSuccess = z.infer<typeof loginSuccessSchema>;

/**
 * A correct password from an IP the account has not used: the session starts only after
 * the code sent to the bound mobile (or e-mail) is confirmed (docs/product.md §4).
 */
export const loginChallengeSchema = z.object({
  status: z.literal('VERIFY'),
  challengeId: z.string(),
  method: z.enum(['SMS', 'EMAIL']),
  /** Where the code went, masked. */
  destination: z.string(),
  expiredMinutes: z.int(),
});
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;
export const loginResultSchema = z.discriminatedUnion('status', [
  loginSuccessSchema,
  loginChallengeSchema,
]);
export type LoginResult = z.infer<typeof loginResultSchema>;

const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/** Proof of a passed slider captcha and an image captcha answer, where the merchant asks. */
export const humanCheckSchema = {
  sliderToken: optionalText(100),
  captchaId: optionalText(100),
  captcha: optionalText(10),
};

/** Registration by username (docs/product.md §3 registration user); the merchant's rules decide which fields count. */
export const registerBodySchema = z.object({
  username: z.string().check(z.trim(), z.maxLength(64)),
  password: z.string().check(z.maxLength(128)),
  confirmPassword: z.string().check(z.maxLength(128)),
  payeeName: optionalText(100),
  email: optionalText(100),
  qqNum: optionalText(30),
  mobileNum: optionalText(30),
  countryDialingCode: optionalText(6),
  recommenderId: optionalText(30),
  verificationCode: optionalText(10),
  affiliateCode: optionalText(30),
  paymentPassword: optionalText(30),
  line: optionalText(50),
  whatsapp: optionalText(30),
  facebook: optionalText(100),
  wechat: optionalText(50),
  idNumber: optionalText(30),
  referralCode: optionalText(30),
  nickname: z.optional(
    z.string().check(z.trim(), z.maxLength(40), z.refine(isPlainName, PLAIN_NAME)),
  ),
  birthday: optionalText(10),
  address: optionalText(200),
  nationality: optionalText(50),
  occupation: optionalText(50),
  sourceOfIncome: optionalText(50),
  telegram: optionalText(50),
  zalo: optionalText(30),
  domain: optionalText(200),
  /** 18+ and the terms, both required (docs/product.md §5). */
  agreeAge: z.literal(true),
  agreeTerms: z.literal(true),
  ...humanCheckSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** Registration by mobile number and SMS code (docs/product.md §7). */
export const registerMobileBodySchema = z.object({
  mobileNum: mobileNumSchema,
  countryDialingCode: dialingCodeSchema,
  verificationCode: verificationCodeSchema,
  /** Only when MOBILENUMPASSREG3 is on. */
  password: z.optional(z.string().check(z.maxLength(128))),
  confirmPassword: z.optional(z.string().check(z.maxLength(128))),
  affiliateCode: optionalText(30),
  referralCode: optionalText(30),
  registerUrl: optionalText(500),
  domain: optionalText(200),
  registerMethod: z.literal('WEB'),
  agreeAge: z.literal(true),
  agreeTerms: z.literal(true),
  ...humanCheckSchema,
});
export type RegisterMobileBody = z.infer<typeof registerMobileBodySchema>;

export const changePasswordBodySchema = z.object({
  oldPassword: anyPasswordSchema,
  newPassword: passwordSchema,
  confirmNewPassword: z.string().check(z.maxLength(128)),
});

export const memberCalls = {
  info: defineCall({
    method: 'GET',
    path: '/wps/member/info',
    auth: 'member',
    response: memberInfoSchema,
  }),
  /** Profile fields a member changes themselves. */
  updateProfile: defineCall({
    method: 'POST',
    path: '/wps/member/info',
    auth: 'member',
    body: z.object({ nickname: nicknameSchema }),
    response: memberInfoSchema,
  }),
  /** Marks the first login done (docs/product.md §4 firstLogin). */
  firstLogin: defineCall({
    method: 'POST',
    path: '/wps/member/firstLogin',
    auth: 'member',
    response: z.object({ done: z.boolean() }),
  }),
  avatar: defineCall({
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerAvatar',
    auth: 'member',
    response: avatarSchema,
  }),
  setAvatar: defineCall({
    method: 'POST',
    path: '/wps/relay/MCSFE_setPlayerAvatar',
    auth: 'member',
    body: z.discriminatedUnion('avatarType', [
      z.object({ avatarType: z.literal('STATIC'), avatar: z.string().check(z.maxLength(40)) }),
      z.object({ avatarType: z.literal('CUSTOM'), avatar: customAvatarSchema }),
    ]),
    response: avatarSchema,
  }),
  /** The STATIC avatars a member may pick. */
  profileIcons: defineCall({
    method: 'GET',
    path: '/wps/member/info/icon',
    auth: 'member',
    response: z.object({ list: z.array(profileIconSchema) }),
  }),
  register: defineCall({
    method: 'PUT',
    path: '/wps/member/register',
    encrypted: true,
    body: registerBodySchema,
    response: loginSuccessSchema,
  }),
  registerMobile: defineCall({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    encrypted: true,
    body: registerMobileBodySchema,
    response: loginSuccessSchema,
  }),
  /** Change the login password; every other session of the account ends. */
  changePassword: defineCall({
    method: 'POST',
    path: '/wps/member/password',
    encrypted: true,
    auth: 'member',
    body: changePasswordBodySchema,
    response: z.object({ changed: z.boolean() }),
  }),
  /** Forgot password by e-mail: a reset link goes to the account's e-mail (form post). */
  forgotByEmail: defineCall({
    method: 'POST',
    path: '/wps/member/password/email',
    form: true,
    body: z.object({ username: usernameSchema, email: emailSchema }),
    response: z.object({ sentTo: z.string() }),
  }),
  /** The new password from an e-mailed reset link; logs in. */
  resetByLink: defineCall({
    method: 'POST',
    path: '/wps/member/password/reset',
    encrypted: true,
    body: z.object({
      // Any text: a mangled link answers member.reset.invalid, which the user can act on.
      resetToken: z.string().check(z.minLength(1), z.maxLength(200)),
      newPassword: passwordSchema,
      confirmNewPassword: z.string().check(z.maxLength(128)),
    }),
    response: loginSuccessSchema,
  }),
  /** Forgot password by phone (CHNGPASSVERIF3): SMS code and a new password; logs in. */
  resetByPhone: defineCall({
    method: 'POST',
    path: '/wps/member/password/verification',
    encrypted: true,
    body: z.object({
      mobileNum: mobileNumSchema,
      countryDialingCode: dialingCodeSchema,
      verificationCode: verificationCodeSchema,
      newPassword: passwordSchema,
      confirmNewPassword: z.string().check(z.maxLength(128)),
    }),
    response: loginSuccessSchema,
  }),
  /** Set (first time, with the login password) or change (with the old one) the payment password. */
  setPaymentPassword: defineCall({
    method: 'POST',
    path: '/wps/member/password/payment',
    encrypted: true,
    auth: 'member',
    body: z.object({
      /** The login password when none is set yet, else the current payment password. */
      currentPassword: anyPasswordSchema,
      newPaymentPassword: paymentPasswordSchema,
      confirmPaymentPassword: z.string().check(z.maxLength(30)),
    }),
    response: z.object({ changed: z.boolean() }),
  }),
  bindMobile: defineCall({
    method: 'POST',
    path: '/wps/member/mobile',
    auth: 'member',
    body: z.object({
      mobileNum: mobileNumSchema,
      countryDialingCode: dialingCodeSchema,
      verificationCode: verificationCodeSchema,
      /** The current login password: a stolen session alone cannot take the account over. */
      password: anyPasswordSchema,
    }),
    response: memberInfoSchema,
  }),
  bindEmail: defineCall({
    method: 'POST',
    path: '/wps/member/email',
    auth: 'member',
    body: z.object({
      email: emailSchema,
      verificationCode: verificationCodeSchema,
      /** The current login password, as for bindMobile. */
      password: anyPasswordSchema,
    }),
    response: memberInfoSchema,
  }),
  loginHistory: defineCall({
    method: 'GET',
    path: '/wps/member/login/history',
    auth: 'member',
    query: z.object({ pageNo: pageNoSchema, pageSize: pageSizeSchema(10, 50) }),
    response: pageSchema('list', loginRecordSchema),
  }),
};

export const affiliateCalls = {
  /** Checks an affiliate (invitation) code of the URL (docs/product.md §4). */
  affiliate: defineCall({
    method: 'GET',
    path: '/wps/agent/affiliate',
    query: z.object({
      code: z.string().check(z.trim(), z.maxLength(30)),
      domain: optionalText(200),
    }),
    response: z.object({ code: z.string(), valid: z.boolean() }),
  }),
};

/**
 * Why a value breaks a register rule (docs/product.md §5), or null when it is valid. Both sides use
 * it: the form to show `reg_pattern_{patternId}`, the platform to refuse the same input.
 */
export function registerRuleProblem(
  rule: Pick<RegisterFieldRule, 'required' | 'acceptedPattern' | 'minLength' | 'maxLength'>,
  value: string | undefined,
): 'required' | 'pattern' | null {
  const text = value?.trim() ?? '';
  if (!text) return rule.required ? 'required' : null;
  if (text.length < rule.minLength || (rule.maxLength > 0 && text.length > rule.maxLength)) {
    return 'pattern';
  }
  if (rule.acceptedPattern === '*') return null;
  try {
    return new RegExp(rule.acceptedPattern).test(text) ? null : 'pattern';
  } catch {
    // A rule the operator mistyped accepts the value rather than locking everyone out.
    return null;
  }
}

/**
 * The rule a new login password must pass (registration, change, reset by link or phone):
 * the merchant's `password` register rule, else PASSWORD_RULE. Always required.
 */
export function passwordRuleOf(rules: readonly RegisterFieldRule[]): RegisterFieldRule {
  const rule = rules.find((r) => r.name === 'password' && r.enabled);
  if (rule) return { ...rule, required: true };
  return {
    name: 'password',
    enabled: true,
    required: true,
    acceptedPattern: PASSWORD_RULE.pattern,
    patternId: 'alnum',
    minLength: PASSWORD_RULE.minLength,
    maxLength: PASSWORD_RULE.maxLength,
  };
}

const RANGE = /\(min\)\s*-\s*\(max\)/g;

/**
 * A reg_pattern_{patternId} message with (min) and (max) filled in (docs/product.md §5): one number
 * when
 * they are equal, "min+" when max is 0 (no upper bound).
 */
export function fillPatternRange(text: string, min: number, max: number): string {
  let filled = text;
  if (max === 0) filled = filled.replace(RANGE, `${min}+`);
  else if (min === max) filled = filled.replace(RANGE, String(min));
  return filled.replaceAll('(min)', String(min)).replaceAll('(max)', String(max));
}
