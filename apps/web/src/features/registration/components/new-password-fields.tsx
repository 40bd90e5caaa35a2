import { useTranslation } from '../../../i18n/react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import type { RegisterFieldRule } from '@site/contract';
import { Field } from '../../../components/form/field';
import { useFieldErrorText } from '../hooks/use-field-error-text';
import { usePasswordRule } from '../hooks/use-password-rule';
import { checkConfirmation } from '../utils/confirm-password';
import { ruleField } from '../utils/register-schema';

export interface NewPasswordValues {
  newPassword: string;
  confirmNewPassword: string;
}

/** A new password in a form's schema: the merchant's password `rule` (docs/product.md §5). */
export const newPasswordField = (rule: RegisterFieldRule) => ruleField(rule);

/** The check, on a form's schema, that the confirmation repeats the new password. */
export const confirmationCheck = z.check<NewPasswordValues>((ctx) => {
  const { newPassword, confirmNewPassword } = ctx.value;
  const problem = checkConfirmation(confirmNewPassword, newPassword);
  if (problem === true) return;
  ctx.issues.push({
    code: 'custom',
    continue: true,
    input: confirmNewPassword,
    path: ['confirmNewPassword'],
    message: problem,
  });
});

/**
 * New password and its confirmation, shared by reset (phone, link) and change password; the
 * new one is checked with the merchant's password rule, like registration (the form's schema
 * has newPasswordField and confirmationCheck).
 */
export function NewPasswordFields<V extends NewPasswordValues>({
  form,
}: {
  form: UseFormReturn<V>;
}) {
  const { t } = useTranslation('registration');
  const errorText = useFieldErrorText();
  const rule = usePasswordRule();
  // The form's values include these two fields; narrowing the generic form to them is safe.
  const narrow = form as unknown as UseFormReturn<NewPasswordValues>;
  const errors = narrow.formState.errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <Field
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        maxLength={rule.maxLength > 0 ? rule.maxLength : undefined}
        error={errorText(errors.newPassword?.message, rule)}
        {...narrow.register('newPassword', { deps: ['confirmNewPassword'] })}
      />
      <Field
        label={t('fields.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={errorText(errors.confirmNewPassword?.message)}
        {...narrow.register('confirmNewPassword')}
      />
    </>
  );
}
