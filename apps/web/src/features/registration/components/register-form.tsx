import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { FieldErrors } from 'react-hook-form';
import { type RegisterFieldRule } from '@site/contract';
import { CaptchaField } from '../../../components/form/captcha-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { LoadError } from '../../../components/ui/section-state';
import { Tabs } from '../../../components/ui/tabs';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { useRegisterSetup } from '../hooks/use-register-setup';
import { useRegisterSubmit } from '../hooks/use-register-submit';
import { useUrlCodes, type AffiliateState } from '../hooks/use-url-codes';
import { useFieldErrorText } from '../hooks/use-field-error-text';
import type { RegisterValues } from '../utils/register-body';
import { registerSchema } from '../utils/register-schema';
import { urlReferral } from '../utils/url-referral';
import {
  FIELD_ORDER,
  planRegisterFields,
  type PlannedFieldName,
  type RegType,
} from '../utils/register-plan';
import { Agreements } from './agreements';
import { RegisterInput } from './register-input';
import { SliderStep, useSliderStep } from './slider-step';
import './registration.css';

interface RegisterFormProps {
  /** After the session has started (the login steps close the modal): e.g. leave the page. */
  onDone?: () => void;
}

/** The registration form of the register modal and the /register page (docs/product.md §4, §5). */
export function RegisterForm({ onDone }: RegisterFormProps) {
  const { t } = useTranslation('registration');
  const setup = useRegisterSetup();
  const codes = useUrlCodes();
  // A failed background refetch (e.g. after a language switch) keeps the form and its values.
  if (setup.rules && !setup.isPending) {
    return (
      <RegisterFormBody
        rules={setup.rules}
        switches={setup.switches}
        referralCode={codes.referralCode}
        urlAffiliateCode={codes.affiliateCode}
        affiliate={codes.affiliate}
        onDone={onDone}
      />
    );
  }
  if (setup.error) return <LoadError error={setup.error} onRetry={setup.retry} />;
  return (
    <p className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {t('register.loading')}
    </p>
  );
}

interface BodyProps extends RegisterFormProps {
  rules: readonly RegisterFieldRule[];
  switches: ReturnType<typeof useRegisterSetup>['switches'];
  referralCode: string;
  urlAffiliateCode: string;
  affiliate: AffiliateState;
}

const emptyValues = (referralCode: string): RegisterValues => ({
  ...(Object.fromEntries(FIELD_ORDER.map((name) => [name, ''])) as Record<
    PlannedFieldName,
    string
  >),
  referralCode,
  countryDialingCode: '',
  captcha: '',
  agreeTerms: true,
  agreeAge: false,
});

function RegisterFormBody({
  rules,
  switches,
  referralCode,
  urlAffiliateCode,
  affiliate,
  onDone,
}: BodyProps) {
  const { t } = useTranslation('registration');
  const errorText = useFieldErrorText();
  const errorMessage = useErrorMessage();
  const modes = useMemo(() => {
    const list: RegType[] = [];
    if (switches.username) list.push('register');
    if (switches.mobile) list.push('registerMobile');
    // A merchant with neither switch still registers by username (the platform decides).
    return list.length ? list : (['register'] as RegType[]);
  }, [switches.username, switches.mobile]);
  const [mode, setMode] = useState<RegType>(modes[0]!);
  const referral = useMemo(() => urlReferral(rules, referralCode), [rules, referralCode]);
  const plan = useMemo(
    () =>
      planRegisterFields({
        rules,
        mode,
        mobileVerification: switches.mobileVerification,
        mobilePassword: switches.mobilePassword,
        askAffiliate: affiliate === 'none' || affiliate === 'invalid',
        directRegister: switches.directRegister,
      }),
    [
      rules,
      mode,
      switches.mobileVerification,
      switches.mobilePassword,
      switches.directRegister,
      affiliate,
    ],
  );
  const slider = useSliderStep(switches.slider);
  // The merchant may ask an image captcha as a register field (docs/product.md §3); an answer is
  // single
  // use, so every failed attempt shows a new image.
  const captchaOn = rules.some((rule) => rule.name === 'captcha' && rule.enabled);
  const schema = useMemo(() => registerSchema(plan, captchaOn), [plan, captchaOn]);
  const form = useSchemaForm<RegisterValues>(schema, {
    defaultValues: emptyValues(referral.code),
    mode: 'onTouched',
    // react-hook-form focuses in registration order, which puts the agreements first.
    shouldFocusError: false,
  });
  const [captchaId, setCaptchaId] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const submit = useRegisterSubmit(form.setError, onDone);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    (values) => {
      if (!slider.ready()) return;
      submit.mutate(
        {
          mode,
          values,
          plan,
          extras: {
            urlAffiliateCode,
            urlReferralCode: referral.code,
            sliderToken: slider.token,
            captchaId: captchaOn ? (captchaId ?? undefined) : undefined,
          },
        },
        {
          // docs/product.md §4: a failed registration resets the slider (and the single-use
          // captcha).
          onError: () => {
            slider.reset();
            if (captchaOn) {
              form.setValue('captcha', '');
              setCaptchaRound((round) => round + 1);
            }
          },
        },
      );
    },
    (invalid, event) =>
      focusFirstInvalid(event?.target instanceof HTMLFormElement ? event.target : null, invalid),
  );

  return (
    <form className="reg-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Tabs
        label={t('register.modes')}
        items={modes.map((m) => ({ key: m, label: t(`register.mode_${m}`) }))}
        value={mode}
        onChange={(next) => {
          form.clearErrors();
          submit.reset();
          setMode(next);
        }}
        panelClassName="reg-form__fields"
      >
        <p className="reg-form__hint">{t('register.required_hint')}</p>
        {affiliate === 'checking' ? (
          <p className="reg-form__hint" role="status">
            {t('register.affiliate_checking')}
          </p>
        ) : null}
        {affiliate === 'invalid' ? (
          <p className="reg-form__warning" role="alert">
            {t('register.invitation_code_error')}
          </p>
        ) : null}
        {affiliate === 'valid' ? (
          // The invitation field is hidden: say whose team the link joins.
          <p className="reg-form__hint">{t('register.joining_team', { code: urlAffiliateCode })}</p>
        ) : null}
        {referral.rejected ? (
          <p className="reg-form__warning" role="alert">
            {t('register.referral_code_invalid')}
          </p>
        ) : null}
        {[...plan].map(([name, rule]) => (
          <RegisterInput key={name} name={name} rule={rule} mode={mode} form={form} />
        ))}
        <Agreements
          terms={form.register('agreeTerms')}
          age={form.register('agreeAge')}
          termsError={errorText(errors.agreeTerms?.message)}
          ageError={errorText(errors.agreeAge?.message)}
        />
        {captchaOn ? (
          <CaptchaField
            onCaptchaId={setCaptchaId}
            refreshKey={captchaRound}
            error={errorText(errors.captcha?.message)}
            {...form.register('captcha')}
          />
        ) : null}
        <SliderStep step={slider} />
        {submit.isError ? (
          <p className="reg-form__failure" role="alert">
            {errorMessage(submit.error)}
          </p>
        ) : null}
        <button
          type="submit"
          className="button reg-form__submit"
          disabled={submit.isPending}
          aria-busy={submit.isPending}
        >
          {submit.isPending ? (
            <>
              <span className="spinner" aria-hidden="true" />
              {t('register.submitting')}
            </>
          ) : (
            t('register.submit')
          )}
        </button>
      </Tabs>
    </form>
  );
}

/** Focuses the first field with an error in the form's visual (DOM) order. */
function focusFirstInvalid(form: HTMLFormElement | null, invalid: FieldErrors<RegisterValues>) {
  const first = Array.from(form?.elements ?? []).find(
    (element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
      element.name in invalid,
  );
  first?.focus();
}
