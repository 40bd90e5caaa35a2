import { useState } from 'react';
import { useTranslation } from '../../../../i18n/react';
import * as z from 'zod/mini';
import { emailSchema, verificationCodeSchema, type MemberInfo } from '@site/contract';
import { Field } from '../../../../components/form/field';
import { filledText, useSchemaForm } from '../../../../components/form/use-schema-form';
import { sendBindEmail, useBindEmail } from '../../api/bind-contact';
import { useFieldErrorText } from '../../hooks/use-field-error-text';
import { refusalOnField, showRefusal, type FieldRefusals } from '../../../../lib/form-errors';
import { BindFormEnd, loginPasswordField } from './bind-form-end';
import { BindCodeField, BindSection } from './bind-section';

const schema = z.object({
  email: filledText('security.required', {
    check: (value) => emailSchema.safeParse(value).success,
    message: 'security.email.invalid_email',
  }),
  verificationCode: filledText('security.required', {
    check: (value) => verificationCodeSchema.safeParse(value).success,
    message: 'security.email.invalid_code',
  }),
  password: loginPasswordField,
});
type Values = z.infer<typeof schema>;
const NAMES: (keyof Values)[] = ['email', 'verificationCode', 'password'];
const REFUSALS: FieldRefusals<Values> = {
  'verification.code.invalid': ['verificationCode'],
  'verification.code.expired': ['verificationCode'],
  'member.email.taken': ['email'],
  'member.password.old.wrong': ['password', 'security.wrong_login_password'],
};

/**
 * Binds (or changes) the e-mail address: a code sent to it proves it, the login password
 * proves that the account's owner is asking.
 */
export function EmailSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('member');
  const errorText = useFieldErrorText();
  const form = useSchemaForm<Values>(schema, {
    defaultValues: { email: '', verificationCode: '', password: '' },
  });
  const { errors } = form.formState;
  // Counts the bindings done, so the code button starts afresh after each.
  const [bindings, setBindings] = useState(0);
  const bind = useBindEmail();

  const onSubmit = form.handleSubmit((values) =>
    bind.mutate(
      { ...values, email: values.email.trim(), verificationCode: values.verificationCode.trim() },
      {
        // Done: the form empties for a next binding, which asks for everything again.
        onSuccess: () => {
          form.reset({ ...values, email: '', verificationCode: '', password: '' });
          setBindings((n) => n + 1);
        },
        onError: (error) => showRefusal(error, REFUSALS, NAMES, form.setError),
      },
    ),
  );

  return (
    <BindSection
      title={t('security.email.title')}
      current={
        member.email
          ? t('security.email.current', { value: member.email })
          : t('security.email.none')
      }
      onSubmit={(event) => void onSubmit(event)}
    >
      <Field
        label={t('security.email.address')}
        type="email"
        autoComplete="email"
        error={errorText(errors.email?.message)}
        {...form.register('email')}
      />
      <BindCodeField
        label={t('security.email.code')}
        error={errorText(errors.verificationCode?.message)}
        code={form.register('verificationCode')}
        bindings={bindings}
        checkContact={() => form.trigger('email', { shouldFocus: true })}
        send={() => sendBindEmail({ email: form.getValues('email').trim() })}
      />
      <BindFormEnd
        password={form.register('password')}
        passwordError={errorText(errors.password?.message)}
        pending={bind.isPending}
        submitLabel={member.email ? t('security.email.rebind') : t('security.email.bind')}
        error={refusalOnField(bind.error, REFUSALS, NAMES) ? null : bind.error}
        success={bind.isSuccess ? t('security.email.done') : null}
      />
    </BindSection>
  );
}
