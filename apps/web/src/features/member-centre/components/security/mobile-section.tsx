import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dialingCodeSchema,
  mobileNumSchema,
  verificationCodeSchema,
  type MemberInfo,
} from '@site/contract';
import { DialCodePicker } from '../../../../components/form/dial-code-picker';
import { SmsCodeButton } from '../../../../components/form/sms-code-button';
import { sendBindSms, useBindMobile } from '../../api/bind-contact';
import { FormField } from '../form-field';
import { MutationFeedback } from '../mutation-feedback';

type Problems = Partial<Record<'number' | 'code', string>>;

/** Binds (or changes) the mobile number: an SMS code to the new number proves it. */
export function MobileSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('member');
  const [dialCode, setDialCode] = useState('');
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const bind = useBindMobile();

  const numberProblem = () =>
    !number.trim()
      ? t('security.required')
      : mobileNumSchema.safeParse(number).success && dialingCodeSchema.safeParse(dialCode).success
        ? undefined
        : t('security.mobile.invalid_number');

  function checkNumber(): boolean {
    const problem = numberProblem();
    setProblems((p) => ({ ...p, number: problem }));
    return problem === undefined;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problems = {
      number: numberProblem(),
      code: !code.trim()
        ? t('security.required')
        : verificationCodeSchema.safeParse(code).success
          ? undefined
          : t('security.mobile.invalid_code'),
    };
    setProblems(found);
    if (found.number || found.code) return;
    bind.mutate(
      { mobileNum: number.trim(), countryDialingCode: dialCode, verificationCode: code.trim() },
      { onSuccess: () => setCode('') },
    );
  }

  return (
    <section className="mc-section" aria-labelledby="mc-mobile-title">
      <h4 id="mc-mobile-title" className="mc-section__title">
        {t('security.mobile.title')}
      </h4>
      <p className="mc-section__text">
        {member.mobileNum
          ? t('security.mobile.current', { value: member.mobileNum })
          : t('security.mobile.none')}
      </p>
      <form className="mc-form" noValidate onSubmit={submit}>
        <div className="mc-form__pair">
          <DialCodePicker value={dialCode} onChange={setDialCode} invalid={!!problems.number} />
          <FormField
            className="mc-form__grow"
            label={t('security.mobile.number')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            error={problems.number}
          />
        </div>
        <FormField
          label={t('security.mobile.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={problems.code}
          addon={
            <SmsCodeButton
              beforeSend={checkNumber}
              send={() => sendBindSms({ mobileNo: number.trim(), countryDialingCode: dialCode })}
            />
          }
        />
        <button type="submit" className="button" disabled={bind.isPending}>
          {bind.isPending
            ? t('security.saving')
            : member.mobileNum
              ? t('security.mobile.rebind')
              : t('security.mobile.bind')}
        </button>
        <MutationFeedback
          error={bind.error}
          success={bind.isSuccess ? t('security.mobile.done') : null}
        />
      </form>
    </section>
  );
}
