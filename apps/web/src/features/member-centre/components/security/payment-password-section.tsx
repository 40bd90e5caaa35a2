import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../../i18n/react';
import * as z from 'zod/mini';
import { paymentPasswordSchema, type MemberInfo } from '@site/contract';
import { Field } from '../../../../components/form/field';
import { filledSecret, useSchemaForm } from '../../../../components/form/use-schema-form';
import { memberPageLabelKey } from '../../../../config/member-pages';
import { memberPlace } from '../../../../config/centre-links';
import { useCentreNavigation, useCentrePlace } from '../../../../hooks/use-centre';
import { useSetPaymentPassword } from '../../api/set-payment-password';
import { useFieldErrorText } from '../../hooks/use-field-error-text';
import { refusalOnField, showRefusal, type FieldRefusals } from '../../../../lib/form-errors';
import { MutationFeedback } from '../mutation-feedback';

const schema = z
  .object({
    currentPassword: filledSecret('security.required'),
    newPaymentPassword: filledSecret('security.required', {
      check: (value) => paymentPasswordSchema.safeParse(value).success,
      message: 'security.payment_password.six_digits',
    }),
    confirmPaymentPassword: filledSecret('security.required'),
  })
  .check(
    z.refine(
      (values) =>
        !values.confirmPaymentPassword ||
        values.confirmPaymentPassword === values.newPaymentPassword,
      { path: ['confirmPaymentPassword'], message: 'security.payment_password.mismatch' },
    ),
  );
type Values = z.infer<typeof schema>;
const EMPTY: Values = { currentPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' };
const NAMES = Object.keys(EMPTY) as (keyof Values)[];
// The first time the login password proves who is asking, afterwards the payment password.
const REFUSALS: FieldRefusals<Values> = {
  'member.password.old.wrong': ['currentPassword', 'security.wrong_login_password'],
  'invalid.payment.pw': ['currentPassword'],
};

/**
 * Sets the payment password (the first time the login password proves who is asking) or
 * changes it (the current payment password does). Six digits, typed twice. Opened at from a
 * page that needs it (withdrawal, transfers), it is scrolled to with its first field focused,
 * and once saved offers the way back there.
 */
export function PaymentPasswordSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('member');
  const errorText = useFieldErrorText();
  const titleId = useId();
  const form = useSchemaForm<Values>(schema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const save = useSetPaymentPassword();
  // Fixed for the outcome message: member info flips to "set" as soon as it succeeds.
  const [wasSet, setWasSet] = useState(member.hasPaymentPassword);
  const isSet = member.hasPaymentPassword;
  const place = useCentrePlace();
  const { open } = useCentreNavigation();
  const target = place?.centre === 'member' ? place.target : null;
  const from = target?.section === 'paymentPassword' ? target.from : null;
  const sectionRef = useRef<HTMLElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const { setFocus } = form;

  useEffect(() => {
    if (!from) return;
    // The button that led here is gone with its page: focus goes to the form, not to <body>.
    setFocus('currentPassword');
    sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [from, setFocus]);

  const offerBack = from !== null && save.isSuccess;
  useEffect(() => {
    // Done here: the way back is the next thing to do (the status still announces the result).
    if (offerBack) backRef.current?.focus();
  }, [offerBack]);

  const onSubmit = form.handleSubmit((values) => {
    setWasSet(isSet);
    save.mutate(values, {
      // Passwords do not linger in the form once they have done their job.
      onSuccess: () => form.reset(EMPTY),
      onError: (error) => showRefusal(error, REFUSALS, NAMES, form.setError),
    });
  });

  return (
    <section ref={sectionRef} className="mc-section" aria-labelledby={titleId}>
      <h4 id={titleId} className="mc-section__title">
        {t('security.payment_password.title')}{' '}
        <span className={`mc-badge${isSet ? ' mc-badge--ok' : ''}`}>
          {isSet ? t('security.payment_password.is_set') : t('security.payment_password.not_set')}
        </span>
      </h4>
      <p className="mc-section__text">{t('security.payment_password.body')}</p>
      <form className="mc-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Field
          label={
            isSet
              ? t('security.payment_password.current')
              : t('security.payment_password.login_password')
          }
          type="password"
          autoComplete={isSet ? 'off' : 'current-password'}
          inputMode={isSet ? 'numeric' : undefined}
          error={errorText(errors.currentPassword?.message)}
          {...form.register('currentPassword')}
        />
        <Field
          label={t('security.payment_password.new')}
          type="password"
          autoComplete="new-password"
          inputMode="numeric"
          maxLength={6}
          error={errorText(errors.newPaymentPassword?.message)}
          {...form.register('newPaymentPassword', { deps: ['confirmPaymentPassword'] })}
        />
        <Field
          label={t('security.payment_password.confirm')}
          type="password"
          autoComplete="new-password"
          inputMode="numeric"
          maxLength={6}
          error={errorText(errors.confirmPaymentPassword?.message)}
          {...form.register('confirmPaymentPassword')}
        />
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending
            ? t('security.saving')
            : isSet
              ? t('security.payment_password.change')
              : t('security.payment_password.set')}
        </button>
        <MutationFeedback
          error={refusalOnField(save.error, REFUSALS, NAMES) ? null : save.error}
          success={
            save.isSuccess
              ? wasSet
                ? t('security.payment_password.change_done')
                : t('security.payment_password.set_done')
              : null
          }
        />
        {offerBack ? (
          <button
            ref={backRef}
            type="button"
            className="button button--ghost"
            onClick={() => open(memberPlace(from))}
          >
            {t('security.payment_password.back', {
              page: t(`pages.${memberPageLabelKey(from)}`),
            })}
          </button>
        ) : null}
      </form>
    </section>
  );
}
