import {
  passwordRuleOf,
  registerFieldNameSchema,
  type RegisterFieldName,
  type RegisterFieldRule,
} from '@site/contract';

/** docs/product.md §4: registration by username ('register') or by mobile number ('registerMobile'). */
export type RegType = 'register' | 'registerMobile';

/** The fields the form shows, in the contract's order; the merchant's rules decide which are on. */
export type PlannedFieldName = Exclude<RegisterFieldName, 'captcha'>;
export const FIELD_ORDER: readonly PlannedFieldName[] = registerFieldNameSchema.options.filter(
  (name): name is PlannedFieldName => name !== 'captcha',
);

const fallback = (
  name: RegisterFieldName,
  acceptedPattern: string,
  patternId: string,
  minLength: number,
  maxLength: number,
): RegisterFieldRule => ({
  name,
  enabled: true,
  required: true,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});

// Used when the merchant's rules leave out a field a mode cannot do without; the platform
// checks such a field with a rule as loose, so what passes here is not refused for its form.
// (The password's stand-in is the contract's, passwordRuleOf.)
const DEFAULT_RULES: Partial<Record<RegisterFieldName, RegisterFieldRule>> = {
  username: fallback('username', '^[A-Za-z0-9]+$', 'alnum', 1, 64),
  mobileNum: fallback('mobileNum', '^[0-9]+$', 'digits', 6, 15),
  verificationCode: fallback('verificationCode', '^[0-9]+$', 'code', 6, 8),
  affiliateCode: fallback('affiliateCode', '*', 'any', 1, 30),
};

export interface PlanInput {
  rules: readonly RegisterFieldRule[];
  mode: RegType;
  /** REGMOBVERF3: a username account's mobile number is confirmed with an SMS code. */
  mobileVerification: boolean;
  /** MOBILENUMPASSREG3: mobile registration also sets a password. */
  mobilePassword: boolean;
  /** The URL brought no affiliate code, or its check failed (docs/product.md §4). */
  askAffiliate: boolean;
  /** DIRECTREG3: registering without an agent's invitation code is allowed. */
  directRegister: boolean;
}

/** Every field to show and the rule it is checked with (`required` already decided). */
export type RegisterPlan = Map<PlannedFieldName, RegisterFieldRule>;

const must = (rule: RegisterFieldRule | undefined, name: RegisterFieldName) => ({
  ...(rule?.enabled ? rule : (DEFAULT_RULES[name] ?? fallback(name, '*', 'any', 1, 100))),
  required: true,
});

export function planRegisterFields(input: PlanInput): RegisterPlan {
  const byName = new Map(input.rules.map((rule) => [rule.name, rule]));
  const enabled = (name: RegisterFieldName) => {
    const rule = byName.get(name);
    return rule?.enabled ? rule : undefined;
  };
  const plan: RegisterPlan = new Map();
  // The password and its confirmation follow the merchant's password rule (docs/product.md §5).
  const password = passwordRuleOf(input.rules);
  const setPassword = () => {
    plan.set('password', password);
    plan.set('confirmPassword', { ...password, name: 'confirmPassword' });
  };
  const optional = (name: PlannedFieldName) => {
    const rule = enabled(name);
    if (rule) plan.set(name, rule);
  };

  if (input.mode === 'registerMobile') {
    plan.set('mobileNum', must(enabled('mobileNum'), 'mobileNum'));
    plan.set('verificationCode', must(enabled('verificationCode'), 'verificationCode'));
    if (input.mobilePassword) setPassword();
  } else {
    plan.set('username', must(enabled('username'), 'username'));
    setPassword();
    for (const name of FIELD_ORDER) {
      if (plan.has(name) || name === 'affiliateCode' || name === 'referralCode') continue;
      if (name === 'verificationCode') continue;
      optional(name);
    }
    const mobile = plan.get('mobileNum');
    if (mobile && input.mobileVerification) {
      // Required once a number is typed (the form checks that); here only when the number is.
      const code = enabled('verificationCode') ?? DEFAULT_RULES.verificationCode!;
      plan.set('verificationCode', { ...code, required: mobile.required });
    }
  }
  if (input.askAffiliate) {
    // Without DIRECTREG3 every new member joins under an agent: the code is a must, and the
    // field shows even when the merchant's rule for it is off, so the platform's refusal of a
    // missing or wrong code has a field to land on.
    if (!input.directRegister)
      plan.set('affiliateCode', must(enabled('affiliateCode'), 'affiliateCode'));
    else optional('affiliateCode');
  }
  optional('referralCode');

  return new Map(FIELD_ORDER.filter((name) => plan.has(name)).map((n) => [n, plan.get(n)!]));
}
