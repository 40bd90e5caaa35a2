import { useTranslation } from 'react-i18next';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useFieldErrorText } from '../hooks/use-field-error-text';
import { checkConfirmation, checkNewPassword, NEW_PASSWORD_RULE } from '../utils/password-rules';
import { TextField } from './text-field';

export interface NewPasswordValues {
  newPassword: string;
  confirmNewPassword: string;
}

/** New password and its confirmation, shared by reset (phone, link) and change password. */
export function NewPasswordFields<V extends NewPasswordValues>({
  form,
}: {
  form: UseFormReturn<V>;
}) {
  const { t } = useTranslation('registration');
  const errorText = useFieldErrorText();
  // The form's values include these two fields; narrowing the generic form to them is safe.
  const narrow = form as unknown as UseFormReturn<NewPasswordValues>;
  const errors = narrow.formState.errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        maxLength={NEW_PASSWORD_RULE.maxLength}
        registration={narrow.register('newPassword', {
          validate: checkNewPassword,
          deps: ['confirmNewPassword'],
        })}
        error={errorText(errors.newPassword?.message, NEW_PASSWORD_RULE)}
      />
      <TextField
        label={t('fields.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        required
        registration={narrow.register('confirmNewPassword', {
          validate: (value) => checkConfirmation(value, narrow.getValues('newPassword')),
        })}
        error={errorText(errors.confirmNewPassword?.message)}
      />
    </>
  );
}
