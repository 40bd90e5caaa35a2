import { useTranslation } from 'react-i18next';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { registerRuleProblem } from '@site/contract';
import { Field } from '../../../components/form/field';
import { useFieldErrorText } from '../hooks/use-field-error-text';
import { usePasswordRule } from '../hooks/use-password-rule';
import { checkConfirmation } from '../utils/confirm-password';

export interface NewPasswordValues {
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * New password and its confirmation, shared by reset (phone, link) and change password; the
 * new one is checked with the merchant's password rule, like registration.
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
        {...narrow.register('newPassword', {
          validate: (value) => registerRuleProblem(rule, value) ?? true,
          deps: ['confirmNewPassword'],
        })}
      />
      <Field
        label={t('fields.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        required
        error={errorText(errors.confirmNewPassword?.message)}
        {...narrow.register('confirmNewPassword', {
          validate: (value) => checkConfirmation(value, narrow.getValues('newPassword')),
        })}
      />
    </>
  );
}
