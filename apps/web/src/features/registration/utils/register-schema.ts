import * as z from 'zod/mini';
import { registerRuleProblem, type RegisterFieldRule } from '@site/contract';
import { filledText } from '../../../components/form/use-schema-form';
import type { FieldErrorCode } from './field-error';
import type { RegisterValues } from './register-body';
import { FIELD_ORDER, type PlannedFieldName, type RegisterPlan } from './register-plan';

const problem = (message: FieldErrorCode) => ({ code: 'custom' as const, continue: true, message });

/** A field checked with the merchant's `rule` for it (docs/product.md §5): 'required' or 'pattern'. */
export const ruleField = (rule: RegisterFieldRule) =>
  z.string().check(
    z.check((ctx) => {
      const found = registerRuleProblem(rule, ctx.value);
      if (found) ctx.issues.push({ ...problem(found), input: ctx.value });
    }),
  );

const agreed = (message: FieldErrorCode) => z.boolean().check(z.refine((value) => value, message));

/**
 * The register form's schema, built from the fields `plan` shows (the merchant's settings and
 * the chosen mode): each shown field is checked with its rule, the others keep whatever they
 * hold unchecked, as they are neither shown nor sent. The image captcha is required when the
 * merchant asks it; both agreements must be ticked. Every value is kept (an object schema
 * drops what it does not name, and the submit reads the form's values from it).
 */
export function registerSchema(plan: RegisterPlan, captchaOn: boolean) {
  const fields = Object.fromEntries(
    FIELD_ORDER.map((name) => {
      const rule = plan.get(name);
      return [name, rule ? ruleField(rule) : z.string()];
    }),
  ) as Record<PlannedFieldName, ReturnType<typeof z.string>>;
  return z
    .object({
      ...fields,
      countryDialingCode: z.string(),
      captcha: captchaOn ? filledText('required') : z.string(),
      agreeTerms: agreed('terms'),
      agreeAge: agreed('age'),
    })
    .check(
      z.check<RegisterValues>((ctx) => {
        const values = ctx.value;
        // A username account's SMS code is needed once a mobile number is typed.
        const code = plan.get('verificationCode');
        if (code && !code.required && values.mobileNum.trim() && !values.verificationCode.trim()) {
          ctx.issues.push({
            ...problem('required'),
            input: values.verificationCode,
            path: ['verificationCode'],
          });
        }
        // The confirmation repeats the password, once it passes the rule itself.
        const confirm = plan.get('confirmPassword');
        if (
          confirm &&
          !registerRuleProblem(confirm, values.confirmPassword) &&
          values.confirmPassword !== values.password
        ) {
          ctx.issues.push({
            ...problem('inconsistent'),
            input: values.confirmPassword,
            path: ['confirmPassword'],
          });
        }
      }),
    );
}
