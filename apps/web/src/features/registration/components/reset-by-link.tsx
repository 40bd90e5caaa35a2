import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { memberCalls } from '@site/contract';
import { call } from '../../../lib/api-client';
import { useFinishReset } from '../hooks/use-finish-reset';
import { applyServerFields } from '../utils/server-fields';
import { FormSubmit } from './form-submit';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields';

/** The "set a new password" step of an e-mailed reset link (/index#resetPassword=TOKEN). */
export function ResetByLink({ resetToken }: { resetToken: string }) {
  const { t } = useTranslation('registration');
  const finish = useFinishReset();
  const form = useForm<NewPasswordValues>({
    defaultValues: { newPassword: '', confirmNewPassword: '' },
    mode: 'onTouched',
  });
  const reset = useMutation({
    mutationFn: (values: NewPasswordValues) =>
      call(memberCalls.resetByLink, { body: { resetToken, ...values } }),
    onSuccess: (result, values) => finish(result, values.newPassword),
    onError: (error) =>
      applyServerFields(error, ['newPassword', 'confirmNewPassword'], form.setError),
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
        error={reset.error}
      />
    </form>
  );
}
