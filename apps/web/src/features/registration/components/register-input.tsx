import { useTranslation } from '../../../i18n/react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { verificationCalls, type RegisterFieldRule } from '@site/contract';
import { DialCodePicker } from '../../../components/form/dial-code-picker';
import { Field } from '../../../components/form/field';
import { SmsCodeButton } from '../../../components/form/sms-code-button';
import { call } from '../../../lib/api-client';
import { useFieldErrorText } from '../hooks/use-field-error-text';
import type { RegisterValues } from '../utils/register-body';
import type { PlannedFieldName, RegType } from '../utils/register-plan';

interface RegisterInputProps {
  name: PlannedFieldName;
  rule: RegisterFieldRule;
  mode: RegType;
  form: UseFormReturn<RegisterValues>;
}

const SECRET: readonly PlannedFieldName[] = ['password', 'confirmPassword', 'paymentPassword'];
const NUMERIC: readonly PlannedFieldName[] = ['verificationCode', 'paymentPassword', 'qqNum'];
const AUTOCOMPLETE: Partial<Record<PlannedFieldName, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  email: 'email',
  mobileNum: 'tel-national',
  verificationCode: 'one-time-code',
  payeeName: 'name',
  nickname: 'nickname',
  birthday: 'bday',
  address: 'street-address',
};

/**
 * One field of the register form; the form's schema checks it with the merchant's rule for
 * it (docs/product.md §5, utils/register-schema).
 */
export function RegisterInput({ name, rule, mode, form }: RegisterInputProps) {
  const { t } = useTranslation('registration');
  const errorText = useFieldErrorText();
  // The confirmation is checked again as the password changes.
  const registration = form.register(name, {
    deps: name === 'password' ? ['confirmPassword'] : undefined,
  });
  const error = errorText(form.formState.errors[name]?.message, rule);

  return (
    <Field
      label={t(`fields.${name}`)}
      {...registration}
      required={rule.required}
      error={error}
      type={
        SECRET.includes(name)
          ? 'password'
          : name === 'email'
            ? 'email'
            : name === 'mobileNum'
              ? 'tel'
              : 'text'
      }
      inputMode={NUMERIC.includes(name) || name === 'mobileNum' ? 'numeric' : undefined}
      autoComplete={AUTOCOMPLETE[name] ?? 'off'}
      maxLength={rule.maxLength > 0 ? rule.maxLength : undefined}
      leading={name === 'mobileNum' ? <DialCode form={form} /> : undefined}
      trailing={name === 'verificationCode' ? <SendCode form={form} mode={mode} /> : undefined}
    />
  );
}

function DialCode({ form }: { form: UseFormReturn<RegisterValues> }) {
  const { field } = useController({ name: 'countryDialingCode', control: form.control });
  return <DialCodePicker value={field.value} onChange={field.onChange} />;
}

function SendCode({ form, mode }: { form: UseFormReturn<RegisterValues>; mode: RegType }) {
  return (
    <SmsCodeButton
      beforeSend={async () => {
        // The code goes to the typed number: it must be there and valid first.
        if (!form.getValues('mobileNum').trim()) {
          form.setError('mobileNum', { type: 'required', message: 'required' });
          form.setFocus('mobileNum');
          return false;
        }
        return form.trigger('mobileNum', { shouldFocus: true });
      }}
      send={() =>
        call(verificationCalls.smsRegister, {
          body: {
            mobileNo: form.getValues('mobileNum').trim(),
            countryDialingCode: form.getValues('countryDialingCode'),
            regType: mode,
          },
        })
      }
    />
  );
}
