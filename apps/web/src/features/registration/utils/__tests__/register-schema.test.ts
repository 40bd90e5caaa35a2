import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { RegisterFieldRule } from '@site/contract';
import type { RegisterValues } from '../register-body';
import { FIELD_ORDER, type PlannedFieldName, type RegisterPlan } from '../register-plan';
import { registerSchema } from '../register-schema';

const rule = (
  name: PlannedFieldName,
  required: boolean,
  acceptedPattern = '*',
  minLength = 0,
  maxLength = 0,
): RegisterFieldRule => ({
  name,
  enabled: true,
  required,
  acceptedPattern,
  patternId: 'any',
  minLength,
  maxLength,
});

const values = (typed: Partial<RegisterValues> = {}): RegisterValues => ({
  ...(Object.fromEntries(FIELD_ORDER.map((name) => [name, ''])) as Record<
    PlannedFieldName,
    string
  >),
  countryDialingCode: '+62',
  captcha: '',
  agreeTerms: true,
  agreeAge: true,
  ...typed,
});

/** Each field's first problem, as the form shows it. */
function problems(plan: RegisterPlan, typed: Partial<RegisterValues>, captchaOn = false) {
  const result = z.safeParse(registerSchema(plan, captchaOn), values(typed));
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    found[path] ??= issue.message;
  }
  return found;
}

const usernamePlan: RegisterPlan = new Map([
  ['username', rule('username', true, '^[a-z0-9]+$', 4, 10)],
  ['password', rule('password', true, '^[A-Za-z0-9]+$', 6, 12)],
  ['confirmPassword', rule('confirmPassword', true, '^[A-Za-z0-9]+$', 6, 12)],
  ['mobileNum', rule('mobileNum', false, '^[0-9]+$', 6, 15)],
  ['verificationCode', rule('verificationCode', false, '^[0-9]+$', 6, 8)],
  ['email', rule('email', false, '^\\S+@\\S+$')],
]);

describe('register schema', () => {
  it("checks each shown field with its rule: blank required ones, then the rule's pattern", () => {
    expect(problems(usernamePlan, {})).toEqual({
      username: 'required',
      password: 'required',
      confirmPassword: 'required',
    });
    expect(
      problems(usernamePlan, {
        username: 'ab',
        password: 'secret1',
        confirmPassword: 'secret1',
        email: 'nope',
      }),
    ).toEqual({ username: 'pattern', email: 'pattern' });
  });

  it('leaves the fields the plan does not show unchecked, and keeps every value', () => {
    const plan: RegisterPlan = new Map([['mobileNum', rule('mobileNum', true)]]);
    const typed = values({ mobileNum: '81234567', username: '', qqNum: 'x y', captcha: '12' });
    const result = z.safeParse(registerSchema(plan, false), typed);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(typed);
  });

  it('asks the SMS code once a mobile number is typed, and only then', () => {
    const filled = { username: 'budi88', password: 'secret1', confirmPassword: 'secret1' };
    expect(problems(usernamePlan, filled)).toEqual({});
    expect(problems(usernamePlan, { ...filled, mobileNum: '81234567' })).toEqual({
      verificationCode: 'required',
    });
    expect(
      problems(usernamePlan, { ...filled, mobileNum: '81234567', verificationCode: '12' }),
    ).toEqual({ verificationCode: 'pattern' });
  });

  it('says the confirmation differs only once it passes the rule itself', () => {
    const typed = { username: 'budi88', password: 'secret1' };
    expect(problems(usernamePlan, { ...typed, confirmPassword: 'abc' })).toEqual({
      confirmPassword: 'pattern',
    });
    expect(problems(usernamePlan, { ...typed, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: 'inconsistent',
    });
    // Other fields' problems do not hide it: it shows on the same submit.
    expect(problems(usernamePlan, { password: 'secret1', confirmPassword: 'secret2' })).toEqual({
      username: 'required',
      confirmPassword: 'inconsistent',
    });
  });

  it('requires the image captcha when the merchant asks it, and both agreements', () => {
    const typed = { username: 'budi88', password: 'secret1', confirmPassword: 'secret1' };
    expect(problems(usernamePlan, { ...typed, captcha: '  ' }, true)).toEqual({
      captcha: 'required',
    });
    expect(problems(usernamePlan, { ...typed, captcha: '  ' }, false)).toEqual({});
    expect(problems(usernamePlan, { ...typed, agreeTerms: false, agreeAge: false })).toEqual({
      agreeTerms: 'terms',
      agreeAge: 'age',
    });
  });
});
