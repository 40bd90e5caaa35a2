import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentPasswordSchema, type MemberInfo } from '@site/contract';
import { useSetPaymentPassword } from '../../api/set-payment-password';
import { FormField } from '../form-field';
import { MutationFeedback } from '../mutation-feedback';

interface Values {
  current: string;
  next: string;
  confirm: string;
}
type Problems = Partial<Record<keyof Values, string>>;
const EMPTY: Values = { current: '', next: '', confirm: '' };

/**
 * Sets the payment password (the first time the login password proves who is asking) or
 * changes it (the current payment password does). Six digits, typed twice.
 */
export function PaymentPasswordSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('member');
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const save = useSetPaymentPassword();
  // Fixed for the outcome message: member info flips to "set" as soon as it succeeds.
  const [wasSet, setWasSet] = useState(member.hasPaymentPassword);
  const isSet = member.hasPaymentPassword;

  const field = (name: keyof Values) => ({
    value: values[name],
    error: problems[name] ?? null,
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  function validate(): Problems {
    const found: Problems = {};
    if (!values.current) found.current = t('security.required');
    if (!values.next) found.next = t('security.required');
    else if (!paymentPasswordSchema.safeParse(values.next).success) {
      found.next = t('security.payment_password.six_digits');
    }
    if (!values.confirm) found.confirm = t('security.required');
    else if (values.confirm !== values.next)
      found.confirm = t('security.payment_password.mismatch');
    return found;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setWasSet(isSet);
    save.mutate(
      {
        currentPassword: values.current,
        newPaymentPassword: values.next,
        confirmPaymentPassword: values.confirm,
      },
      // Passwords do not linger in the form once they have done their job.
      { onSuccess: () => setValues(EMPTY) },
    );
  }

  return (
    <section className="mc-section" aria-labelledby="mc-payment-password-title">
      <h4 id="mc-payment-password-title" className="mc-section__title">
        {t('security.payment_password.title')}{' '}
        <span className={`mc-badge${isSet ? ' mc-badge--ok' : ''}`}>
          {isSet ? t('security.payment_password.is_set') : t('security.payment_password.not_set')}
        </span>
      </h4>
      <p className="mc-section__text">{t('security.payment_password.body')}</p>
      <form className="mc-form" noValidate onSubmit={submit}>
        <FormField
          label={
            isSet
              ? t('security.payment_password.current')
              : t('security.payment_password.login_password')
          }
          type="password"
          autoComplete={isSet ? 'off' : 'current-password'}
          inputMode={isSet ? 'numeric' : undefined}
          {...field('current')}
        />
        <FormField
          label={t('security.payment_password.new')}
          type="password"
          autoComplete="new-password"
          inputMode="numeric"
          maxLength={6}
          {...field('next')}
        />
        <FormField
          label={t('security.payment_password.confirm')}
          type="password"
          autoComplete="new-password"
          inputMode="numeric"
          maxLength={6}
          {...field('confirm')}
        />
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending
            ? t('security.saving')
            : isSet
              ? t('security.payment_password.change')
              : t('security.payment_password.set')}
        </button>
        <MutationFeedback
          error={save.error}
          success={
            save.isSuccess
              ? wasSet
                ? t('security.payment_password.change_done')
                : t('security.payment_password.set_done')
              : null
          }
        />
      </form>
    </section>
  );
}
