import type { CallBody, memberCalls } from '@site/contract';
import type { PlannedFieldName, RegisterPlan } from './register-plan';

export type RegisterValues = Record<PlannedFieldName, string> & {
  countryDialingCode: string;
  /** The image captcha's answer, when the merchant switches the captcha field on. */
  captcha: string;
  agreeTerms: boolean;
  agreeAge: boolean;
};

export interface BodyExtras {
  /** A checked affiliate code from the URL; the field is hidden then. */
  urlAffiliateCode: string;
  /** The URL's referralCode, sent even when the merchant shows no referral field. */
  urlReferralCode: string;
  sliderToken?: string;
  /** The image captcha shown, when there is one: its answer is `values.captcha`. */
  captchaId?: string;
}

type UsernameBody = CallBody<typeof memberCalls.register>;
type MobileBody = CallBody<typeof memberCalls.registerMobile>;

/** The planned fields that hold something, trimmed (passwords as typed). */
function filled(values: RegisterValues, plan: RegisterPlan) {
  const out: Partial<Record<PlannedFieldName, string>> = {};
  for (const name of plan.keys()) {
    const raw = values[name] ?? '';
    const value = name === 'password' || name === 'confirmPassword' ? raw : raw.trim();
    if (value) out[name] = value;
  }
  return out;
}

function common(values: RegisterValues, plan: RegisterPlan, extras: BodyExtras) {
  const fields = filled(values, plan);
  return {
    fields,
    affiliateCode: extras.urlAffiliateCode || fields.affiliateCode,
    referralCode: fields.referralCode || extras.urlReferralCode || undefined,
    domain: window.location.host,
    agreeAge: true as const,
    agreeTerms: true as const,
    sliderToken: extras.sliderToken,
    captchaId: extras.captchaId,
    captcha: extras.captchaId ? values.captcha.trim() : undefined,
  };
}

export function usernameBody(
  values: RegisterValues,
  plan: RegisterPlan,
  extras: BodyExtras,
): UsernameBody {
  const { fields, ...rest } = common(values, plan, extras);
  return {
    ...fields,
    ...rest,
    username: fields.username ?? '',
    password: fields.password ?? '',
    confirmPassword: fields.confirmPassword ?? '',
    countryDialingCode: fields.mobileNum ? values.countryDialingCode : undefined,
  };
}

export function mobileBody(
  values: RegisterValues,
  plan: RegisterPlan,
  extras: BodyExtras,
): MobileBody {
  const { fields, ...rest } = common(values, plan, extras);
  return {
    ...rest,
    mobileNum: fields.mobileNum ?? '',
    countryDialingCode: values.countryDialingCode,
    verificationCode: fields.verificationCode ?? '',
    password: fields.password,
    confirmPassword: fields.confirmPassword,
    registerUrl: window.location.href.slice(0, 500),
    registerMethod: 'WEB',
  };
}

/** 'body.username' → 'username', when the form has that field. */
export function formFieldOf(path: string, plan: RegisterPlan): PlannedFieldName | null {
  const name = path.replace(/^body\./, '');
  return plan.has(name as PlannedFieldName) ? (name as PlannedFieldName) : null;
}
