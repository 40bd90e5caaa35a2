import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import * as z from 'zod/mini';
import { emailSchema, memberCalls } from '@site/contract';
import { Field } from '../../../components/form/field';
import { filledText, useSchemaForm } from '../../../components/form/use-schema-form';
import { call } from '../../../lib/api-client';
import { useFieldErrorText } from '../hooks/use-field-error-text';
import { showRefusal } from '../../../lib/form-errors';
import { FormSubmit } from './form-submit';

const schema = z.object({
  username: filledText('required'),
  email: filledText('required', {
    check: (value) => emailSchema.safeParse(value).success,
    message: 'pattern',
  }),
});
type Values = z.infer<typeof schema>;

const EMAIL_RULE = { patternId: 'email', minLength: 0, maxLength: 100 };

/** Forgot password by e-mail: a reset link goes to the account's address (docs/product.md §7 form post). */
export function ForgotByEmail() {
  const { t } = useTranslation('registration');
  const errorText = useFieldErrorText();
  const form = useSchemaForm<Values>(schema, {
    defaultValues: { username: '', email: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const send = useMutation({
    mutationFn: (values: Values) =>
      call(memberCalls.forgotByEmail, {
        body: { username: values.username.trim(), email: values.email.trim() },
      }),
    onError: (error) => showRefusal(error, {}, ['username', 'email'], form.setError),
  });

  if (send.isSuccess) {
    return (
      <p className="reg-form__success" role="status">
        {t('forgot.email_sent', { to: send.data.sentTo })}
      </p>
    );
  }
  return (
    <form
      className="reg-form__fields"
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => send.mutate(values))(event)}
    >
      <p className="reg-form__hint">{t('forgot.email_intro')}</p>
      <Field
        label={t('fields.username')}
        required
        autoComplete="username"
        error={errorText(errors.username?.message)}
        {...form.register('username')}
      />
      <Field
        label={t('fields.email')}
        type="email"
        required
        autoComplete="email"
        error={errorText(errors.email?.message, EMAIL_RULE)}
        {...form.register('email')}
      />
      <FormSubmit
        label={t('forgot.email_submit')}
        pendingLabel={t('forgot.sending')}
        pending={send.isPending}
        error={send.error}
      />
    </form>
  );
}
