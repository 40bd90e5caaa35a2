import { useState } from 'react';
import { useTranslation } from '../../../../i18n/react';
import { useController } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  dialingCodeSchema,
  mobileNumSchema,
  verificationCodeSchema,
  type MemberInfo,
} from '@site/contract';
import { DialCodePicker } from '../../../../components/form/dial-code-picker';
import { Field } from '../../../../components/form/field';
import { filledText, useSchemaForm } from '../../../../components/form/use-schema-form';
import { sendBindSms, useBindMobile } from '../../api/bind-contact';
import { useFieldErrorText } from '../../hooks/use-field-error-text';
import { refusalOnField, showRefusal, type FieldRefusals } from '../../../../lib/form-errors';
import { BindFormEnd, loginPasswordField } from './bind-form-end';
import { BindCodeField, BindSection } from './bind-section';

const validNumber = (value: string) => mobileNumSchema.safeParse(value).success;
const schema = z
  .object({
    countryDialingCode: z.string(),
    mobileNum: filledText('security.required', {
      check: validNumber,
      message: 'security.mobile.invalid_number',
    }),
    verificationCode: filledText('security.required', {
      check: (value) => verificationCodeSchema.safeParse(value).success,
      message: 'security.mobile.invalid_code',
    }),
    password: loginPasswordField,
  })
  .check(
    // A number needs its country's dialing code; the number's field says so.
    z.refine(
      (values) =>
        !validNumber(values.mobileNum) ||
        dialingCodeSchema.safeParse(values.countryDialingCode).success,
      { path: ['mobileNum'], message: 'security.mobile.invalid_number' },
    ),
  );
type Values = z.infer<typeof schema>;
const NAMES: (keyof Values)[] = ['mobileNum', 'countryDialingCode', 'verificationCode', 'password'];
const REFUSALS: FieldRefusals<Values> = {
  'verification.code.invalid': ['verificationCode'],
  'verification.code.expired': ['verificationCode'],
  'member.mobile.taken': ['mobileNum'],
  'member.password.old.wrong': ['password', 'security.wrong_login_password'],
};

/**
 * Binds (or changes) the mobile number: an SMS code to the new number proves it, the login
 * password proves that the account's owner is asking.
 */
export function MobileSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('member');
  const errorText = useFieldErrorText();
  const form = useSchemaForm<Values>(schema, {
    defaultValues: { countryDialingCode: '', mobileNum: '', verificationCode: '', password: '' },
  });
  const { errors } = form.formState;
  const dial = useController({ name: 'countryDialingCode', control: form.control });
  // Counts the bindings done, so the code button starts afresh after each.
  const [bindings, setBindings] = useState(0);
  const bind = useBindMobile();

  const onSubmit = form.handleSubmit((values) =>
    bind.mutate(
      {
        ...values,
        mobileNum: values.mobileNum.trim(),
        verificationCode: values.verificationCode.trim(),
      },
      {
        // Done: the form empties for a next binding, which asks for everything again.
        onSuccess: () => {
          form.reset({ ...values, mobileNum: '', verificationCode: '', password: '' });
          setBindings((n) => n + 1);
        },
        onError: (error) => showRefusal(error, REFUSALS, NAMES, form.setError),
      },
    ),
  );

  return (
    <BindSection
      title={t('security.mobile.title')}
      current={
        member.mobileNum
          ? t('security.mobile.current', { value: member.mobileNum })
          : t('security.mobile.none')
      }
      onSubmit={(event) => void onSubmit(event)}
    >
      <Field
        label={t('security.mobile.number')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        error={errorText(errors.mobileNum?.message)}
        leading={
          <DialCodePicker
            value={dial.field.value}
            onChange={dial.field.onChange}
            invalid={!!errors.mobileNum}
          />
        }
        {...form.register('mobileNum')}
      />
      <BindCodeField
        label={t('security.mobile.code')}
        error={errorText(errors.verificationCode?.message)}
        code={form.register('verificationCode')}
        bindings={bindings}
        checkContact={() => form.trigger('mobileNum', { shouldFocus: true })}
        send={() =>
          sendBindSms({
            mobileNo: form.getValues('mobileNum').trim(),
            countryDialingCode: form.getValues('countryDialingCode'),
          })
        }
      />
      <BindFormEnd
        password={form.register('password')}
        passwordError={errorText(errors.password?.message)}
        pending={bind.isPending}
        submitLabel={member.mobileNum ? t('security.mobile.rebind') : t('security.mobile.bind')}
        error={refusalOnField(bind.error, REFUSALS, NAMES) ? null : bind.error}
        success={bind.isSuccess ? t('security.mobile.done') : null}
      />
    </BindSection>
  );
}
