import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { ErrorCode, memberCalls } from '@site/contract';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { usePasswordRule } from '../hooks/use-password-rule';
import { ApiError, call } from '../../../lib/api-client';
import { useFinishReset } from '../hooks/use-finish-reset';
import { showRefusal } from '../../../lib/form-errors';
import { FormSubmit } from './form-submit';
import {
  confirmationCheck,
  newPasswordField,
  NewPasswordFields,
  type NewPasswordValues,
} from './new-password-fields';

/**
 * A refusal of the link's token itself, in whichever form it comes, reads as the link being
 * invalid: "the data sent is not valid" would point at the passwords the user just typed.
 */
function asLinkRefusal(error: unknown): unknown {
  const tokenRefused =
    error instanceof ApiError &&
    error.code !== ErrorCode.resetLinkInvalid &&
    Object.keys(error.fields ?? {}).includes('body.resetToken');
  return tokenRefused
    ? new ApiError(ErrorCode.resetLinkInvalid, error.message, error.status)
    : error;
}

/** The "set a new password" step of an e-mailed reset link (/index#resetPassword=TOKEN). */
export function ResetByLink({ resetToken }: { resetToken: string }) {
  const { t } = useTranslation('registration');
  const finish = useFinishReset();
  const rule = usePasswordRule();
  const schema = useMemo(
    () =>
      z
        .object({ newPassword: newPasswordField(rule), confirmNewPassword: z.string() })
        .check(confirmationCheck),
    [rule],
  );
  const form = useSchemaForm<NewPasswordValues>(schema, {
    defaultValues: { newPassword: '', confirmNewPassword: '' },
    mode: 'onTouched',
  });
  const reset = useMutation({
    mutationFn: (values: NewPasswordValues) =>
      call(memberCalls.resetByLink, { body: { resetToken, ...values } }),
    onSuccess: (result, values) => finish(result, values.newPassword),
    onError: (error) =>
      showRefusal(error, {}, ['newPassword', 'confirmNewPassword'], form.setError),
  });
  return (
    <form
      className="reg-form__fields"
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => reset.mutate(values))(event)}
    >
      <p className="reg-form__hint">{t('forgot.link_intro')}</p>
      <NewPasswordFields form={form} />
      <FormSubmit
        label={t('forgot.link_submit')}
        pendingLabel={t('forgot.saving')}
        pending={reset.isPending}
        error={asLinkRefusal(reset.error)}
      />
    </form>
  );
}
