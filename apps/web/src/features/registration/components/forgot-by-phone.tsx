import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import * as z from 'zod/mini';
import { filledText, useSchemaForm } from '../../../components/form/use-schema-form';
import { usePasswordRule } from '../hooks/use-password-rule';
import {
  memberCalls,
  mobileNumSchema,
  verificationCalls,
  verificationCodeSchema,
  type RegisterFieldRule,
} from '@site/contract';
import { DialCodePicker } from '../../../components/form/dial-code-picker';
import { Field } from '../../../components/form/field';
import { SmsCodeButton } from '../../../components/form/sms-code-button';
import { call } from '../../../lib/api-client';
import { useFieldErrorText } from '../hooks/use-field-error-text';
import { useFinishReset } from '../hooks/use-finish-reset';
import { showRefusal } from '../../../lib/form-errors';
import { FormSubmit } from './form-submit';
import { confirmationCheck, newPasswordField, NewPasswordFields } from './new-password-fields';

const filled = (schema: { safeParse: (value: string) => { success: boolean } }) =>
  filledText('required', {
    check: (value) => schema.safeParse(value).success,
    message: 'pattern',
  });

/** The number, the code sent to it, and a new password (the merchant's `rule`) twice. */
const resetSchema = (rule: RegisterFieldRule) =>
  z
    .object({
      countryDialingCode: z.string(),
      mobileNum: filled(mobileNumSchema),
      verificationCode: filled(verificationCodeSchema),
      newPassword: newPasswordField(rule),
      confirmNewPassword: z.string(),
    })
    .check(confirmationCheck);
type Values = z.infer<ReturnType<typeof resetSchema>>;

const MOBILE_RULE = { patternId: 'mobile', minLength: 6, maxLength: 15 };
const CODE_RULE = { patternId: 'code', minLength: 6, maxLength: 8 };

/** Forgot password by phone (CHNGPASSVERIF3): SMS code and a new password, then logged in. */
export function ForgotByPhone() {
  const { t } = useTranslation('registration');
  const errorText = useFieldErrorText();
  const finish = useFinishReset();
  const rule = usePasswordRule();
  const schema = useMemo(() => resetSchema(rule), [rule]);
  const form = useSchemaForm<Values>(schema, {
    defaultValues: {
      countryDialingCode: '',
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
      confirmNewPassword: '',
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const dial = useController({ name: 'countryDialingCode', control: form.control });
  const reset = useMutation({
    mutationFn: (values: Values) =>
      call(memberCalls.resetByPhone, {
        body: {
          mobileNum: values.mobileNum.trim(),
          countryDialingCode: values.countryDialingCode,
          verificationCode: values.verificationCode.trim(),
          newPassword: values.newPassword,
          confirmNewPassword: values.confirmNewPassword,
        },
      }),
    onSuccess: (result, values) => finish(result, values.newPassword),
    onError: (error) =>
      showRefusal(
        error,
        {},
        ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'],
        form.setError,
      ),
  });

  return (
    <form
      className="reg-form__fields"
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => reset.mutate(values))(event)}
    >
      <p className="reg-form__hint">{t('forgot.phone_intro')}</p>
      <Field
        label={t('fields.mobileNum')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        error={errorText(errors.mobileNum?.message, MOBILE_RULE)}
        leading={<DialCodePicker value={dial.field.value} onChange={dial.field.onChange} />}
        {...form.register('mobileNum')}
      />
      <Field
        label={t('fields.verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        maxLength={CODE_RULE.maxLength}
        error={errorText(errors.verificationCode?.message, CODE_RULE)}
        {...form.register('verificationCode')}
        trailing={
          <SmsCodeButton
            beforeSend={() => form.trigger('mobileNum', { shouldFocus: true })}
            send={() =>
              call(verificationCalls.smsNoLogin, {
                body: {
                  mobileNo: form.getValues('mobileNum').trim(),
                  countryDialingCode: form.getValues('countryDialingCode'),
                  purpose: 'resetPassword',
                },
              })
            }
          />
        }
      />
      <NewPasswordFields form={form} />
      <FormSubmit
        label={t('forgot.phone_submit')}
        pendingLabel={t('forgot.saving')}
        pending={reset.isPending}
        error={reset.error}
      />
    </form>
  );
}
