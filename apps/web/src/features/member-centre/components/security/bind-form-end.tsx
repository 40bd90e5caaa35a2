import { useTranslation } from '../../../../i18n/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { filledSecret } from '../../../../components/form/use-schema-form';
import { MutationFeedback } from '../mutation-feedback';

interface BindFormEndProps {
  /** The registered login-password input of the form. */
  password: UseFormRegisterReturn<'password'>;
  passwordError: string | undefined;
  pending: boolean;
  /** Bind, or re-bind when a contact is bound already. */
  submitLabel: string;
  /** The failure to show under the form (null when a field shows it already). */
  error: unknown;
  success: string | null;
}

/**
 * The end every contact binding shares: the login password that proves the account's owner
 * is asking, the submit button and the outcome.
 */
export function BindFormEnd({
  password,
  passwordError,
  pending,
  submitLabel,
  error,
  success,
}: BindFormEndProps) {
  const { t } = useTranslation('member');
  return (
    <>
      <Field
        label={t('security.login_password_confirm')}
        hint={t('security.login_password_confirm_hint')}
        type="password"
        autoComplete="current-password"
        error={passwordError}
        {...password}
      />
      <button type="submit" className="button" disabled={pending}>
        {pending ? t('security.saving') : submitLabel}
      </button>
      <MutationFeedback error={error} success={success} />
    </>
  );
}

/** The login password is required to bind (the platform checks it). */
export const loginPasswordField = filledSecret('security.required');
