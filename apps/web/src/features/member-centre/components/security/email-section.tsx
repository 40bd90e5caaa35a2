import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailSchema, verificationCodeSchema, type MemberInfo } from '@site/contract';
import { SmsCodeButton } from '../../../../components/form/sms-code-button';
import { sendBindEmail, useBindEmail } from '../../api/bind-contact';
import { FormField } from '../form-field';
import { MutationFeedback } from '../mutation-feedback';

type Problems = Partial<Record<'email' | 'code', string>>;

/** Binds (or changes) the e-mail address: a code sent to it proves it. */
export function EmailSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('member');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const bind = useBindEmail();

  const emailProblem = () =>
    !email.trim()
      ? t('security.required')
      : emailSchema.safeParse(email).success
        ? undefined
        : t('security.email.invalid_email');

  function checkEmail(): boolean {
    const problem = emailProblem();
    setProblems((p) => ({ ...p, email: problem }));
    return problem === undefined;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problems = {
      email: emailProblem(),
      code: !code.trim()
        ? t('security.required')
        : verificationCodeSchema.safeParse(code).success
          ? undefined
          : t('security.email.invalid_code'),
    };
    setProblems(found);
    if (found.email || found.code) return;
    bind.mutate(
      { email: email.trim(), verificationCode: code.trim() },
      { onSuccess: () => setCode('') },
    );
  }

  return (
    <section className="mc-section" aria-labelledby="mc-email-title">
      <h4 id="mc-email-title" className="mc-section__title">
        {t('security.email.title')}
      </h4>
      <p className="mc-section__text">
        {member.email
          ? t('security.email.current', { value: member.email })
          : t('security.email.none')}
      </p>
      <form className="mc-form" noValidate onSubmit={submit}>
        <FormField
          label={t('security.email.address')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={problems.email}
        />
        <FormField
          label={t('security.email.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={problems.code}
          addon={
            <SmsCodeButton
              beforeSend={checkEmail}
              send={() => sendBindEmail({ email: email.trim() })}
            />
          }
        />
        <button type="submit" className="button" disabled={bind.isPending}>
          {bind.isPending
            ? t('security.saving')
            : member.email
              ? t('security.email.rebind')
              : t('security.email.bind')}
        </button>
        <MutationFeedback
          error={bind.error}
          success={bind.isSuccess ? t('security.email.done') : null}
        />
      </form>
    </section>
  );
}
