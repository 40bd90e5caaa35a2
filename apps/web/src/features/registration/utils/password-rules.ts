import { PASSWORD_RULE, registerRuleProblem } from '@site/contract';

/** A new login password's rule (SPEC §5: (min)-(max) numbers or letters), as register rules go. */
export const NEW_PASSWORD_RULE = {
  required: true,
  acceptedPattern: PASSWORD_RULE.pattern,
  patternId: 'password',
  minLength: PASSWORD_RULE.minLength,
  maxLength: PASSWORD_RULE.maxLength,
};

/** Error codes of the new password and its confirmation (rule checkPass: "inconsistent twice"). */
export const checkNewPassword = (value: string) =>
  registerRuleProblem(NEW_PASSWORD_RULE, value) ?? true;

export const checkConfirmation = (value: string, password: string) =>
  !value ? 'required' : value !== password ? 'inconsistent' : true;
