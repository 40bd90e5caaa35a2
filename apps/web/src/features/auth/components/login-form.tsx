import { Fragment, useCallback, useEffect, useMemo, useState, type Ref } from 'react';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react';
import * as z from 'zod/mini';
import {
  mobileNumSchema,
  sessionCalls,
  verificationCalls,
  type LoginBody,
  type LoginChallenge,
} from '@site/contract';
import { CaptchaField } from '../../../components/form/captcha-field';
import { DialCodePicker } from '../../../components/form/dial-code-picker';
import { SliderCaptcha } from '../../../components/form/slider-captcha';
import { SmsCodeButton } from '../../../components/form/sms-code-button';
import { filledText, useSchemaForm } from '../../../components/form/use-schema-form';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { useCompleteLogin } from '../../../hooks/use-complete-login';
import { useFeatureSwitch } from '../../../hooks/use-feature-switch';
import { call } from '../../../lib/api-client';
import { typedInLoginShell } from '../utils/login-shell-handover';
import { useCaptchaProbe } from '../hooks/use-captcha-probe';
import { asksForCaptcha, useLoginFailureMessage } from '../hooks/use-login-failure';
import { readRememberedLogin, saveRememberedLogin } from '../utils/remember-login';
import { AuthField } from './auth-field';

/** Username and password, or mobile number and SMS code (MOBILEVERCODELOGIN3). */
export type LoginTab = 'username' | 'sms';

interface LoginValues {
  username: string;
  password: string;
  mobileNum: string;
  countryDialingCode: string;
  code: string;
  captcha: string;
  remember: boolean;
}

export interface PendingChallenge {
  challenge: LoginChallenge;
  loginType: LoginTab;
  typedPassword: string | null;
}

const isMobile = (value: string) => mobileNumSchema.safeParse(value).success;

/** Each field's one problem, as a key of the auth words (put into words when shown). */
const PROBLEM = {
  username: 'login.username_required',
  password: 'login.password_required',
  mobileNum: 'login.mobile_required',
  code: 'login.code_required',
  captcha: 'login.captcha_required',
} as const;

/**
 * The fields the member can see are checked: the chosen tab's two, and the image captcha once
 * it is shown; the others keep what was typed in them unchecked. The password counts as blank
 * when it is only spaces, as the platform would refuse it anyway.
 */
const loginSchema = (tab: LoginTab, captchaShown: boolean) =>
  z.object({
    username: tab === 'username' ? filledText(PROBLEM.username) : z.string(),
    password: tab === 'username' ? filledText(PROBLEM.password) : z.string(),
    mobileNum:
      tab === 'sms'
        ? z.string().check(z.refine((value) => isMobile(value.trim()), PROBLEM.mobileNum))
        : z.string(),
    countryDialingCode: z.string(),
    code: tab === 'sms' ? filledText(PROBLEM.code) : z.string(),
    captcha: captchaShown ? filledText(PROBLEM.captcha) : z.string(),
    remember: z.boolean(),
  });

/**
 * The login form of docs/product.md §3-§5: username and password, or mobile number and SMS code
 * when
 * MOBILEVERCODELOGIN3 is on; the slider before submitting when SLIDERCAPTCHA3 is on; an
 * image captcha once the platform asks for one.
 */
export function LoginForm({
  onChallenge,
  formRef,
}: {
  onChallenge: (pending: PendingChallenge) => void;
  formRef?: Ref<HTMLFormElement>;
}) {
  const { t } = useTranslation('auth');
  const smsLoginOn = useFeatureSwitch('MOBILEVERCODELOGIN3');
  const sliderOn = useFeatureSwitch('SLIDERCAPTCHA3');
  const completeLogin = useCompleteLogin();
  const failureMessage = useLoginFailureMessage();
  const [chosenTab, setTab] = useState<LoginTab>('username');
  const tab: LoginTab = smsLoginOn ? chosenTab : 'username';
  const tabs: TabItem<LoginTab>[] = [
    { key: 'username', label: t('login.tab_username') },
    ...(smsLoginOn ? [{ key: 'sms' as const, label: t('login.tab_sms') }] : []),
  ];
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaId, setCaptchaId] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [sliderToken, setSliderToken] = useState<string | null>(null);
  const [sliderRound, setSliderRound] = useState(0);
  const [sliderError, setSliderError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const onSliderChange = useCallback((token: string | null) => {
    setSliderToken(token);
    if (token) setSliderError(null);
  }, []);

  const [remembered] = useState(readRememberedLogin);
  // What the visitor typed into the page's stand-in before this form came (lib/login-shell.ts).
  const [typed] = useState(typedInLoginShell);
  const schema = useMemo(() => loginSchema(tab, captchaShown), [tab, captchaShown]);
  const {
    register,
    handleSubmit,
    control,
    trigger,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useSchemaForm<LoginValues>(schema, {
    defaultValues: {
      username: typed?.username || remembered.username,
      password: typed?.password ?? '',
      mobileNum: remembered.mobileNum,
      countryDialingCode: remembered.countryDialingCode,
      code: '',
      captcha: '',
      remember: remembered.remember,
    },
  });

  const say = (error: FieldError | undefined) => {
    const key = Object.values(PROBLEM).find((problem) => problem === error?.message);
    return key ? t(key) : undefined;
  };

  // Typed into the stand-in between this form's first render and its commit: kept too.
  useEffect(() => {
    const latest = typedInLoginShell();
    if (!latest) return;
    for (const name of ['username', 'password'] as const) {
      if (latest[name] && latest[name] !== getValues(name)) setValue(name, latest[name]);
    }
  }, [getValues, setValue]);

  const revealCaptcha = useCallback(() => setCaptchaShown(true), []);
  const probeCaptcha = useCaptchaProbe(remembered.username, revealCaptcha);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    if (sliderOn && !sliderToken) {
      setSliderError(t('login.slider_required'));
      return;
    }
    const humanCheck = {
      sliderToken: sliderToken ?? undefined,
      captchaId: captchaShown ? (captchaId ?? undefined) : undefined,
      captcha: captchaShown ? values.captcha.trim() : undefined,
    };
    const body: LoginBody =
      tab === 'username'
        ? {
            type: 'username',
            username: values.username.trim(),
            password: values.password,
            ...humanCheck,
          }
        : {
            type: 'sms',
            username: values.mobileNum.trim(),
            password: values.code.trim(),
            countryDialingCode: values.countryDialingCode,
            ...humanCheck,
          };
    const typedPassword = tab === 'username' ? values.password : null;
    try {
      const result = await call(sessionCalls.login, { body });
      saveRememberedLogin(
        values.remember,
        tab === 'username'
          ? { type: 'username', username: body.username }
          : {
              type: 'sms',
              mobileNum: body.username,
              countryDialingCode: values.countryDialingCode,
            },
      );
      if (result.status === 'VERIFY')
        onChallenge({ challenge: result, loginType: tab, typedPassword });
      else completeLogin(result, { loginType: tab, typedPassword });
    } catch (error) {
      // docs/product.md §4: a failed login resets the slider and reveals the captcha when asked.
      if (sliderOn) {
        setSliderToken(null);
        setSliderRound((n) => n + 1);
      }
      if (asksForCaptcha(error)) setCaptchaShown(true);
      if (captchaShown || asksForCaptcha(error)) {
        setCaptchaRound((n) => n + 1);
        setValue('captcha', '');
      }
      setFailure(failureMessage(error));
    }
  });

  const sendCode = () =>
    call(verificationCalls.smsNoLogin, {
      body: {
        mobileNo: getValues('mobileNum').trim(),
        countryDialingCode: getValues('countryDialingCode'),
        purpose: 'login',
      },
    });

  // Keyed, so React never reuses the username inputs for the SMS ones (or the reverse).
  const fields =
    tab === 'username' ? (
      <Fragment key="username">
        <AuthField
          label={t('login.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={say(errors.username)}
          {...register('username', {
            onBlur: () => probeCaptcha(getValues('username')),
          })}
        />
        <AuthField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          error={say(errors.password)}
          {...register('password')}
        />
      </Fragment>
    ) : (
      <Fragment key="sms">
        <AuthField
          label={t('login.mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          error={say(errors.mobileNum)}
          leading={
            <Controller
              control={control}
              name="countryDialingCode"
              render={({ field }) => (
                <DialCodePicker value={field.value} onChange={field.onChange} />
              )}
            />
          }
          {...register('mobileNum')}
        />
        <AuthField
          label={t('login.sms_code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          error={say(errors.code)}
          trailing={<SmsCodeButton send={sendCode} beforeSend={() => trigger('mobileNum')} />}
          {...register('code')}
        />
      </Fragment>
    );

  return (
    <form ref={formRef} className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      {/* One form behind both tabs, so switching keeps what was typed. */}
      <Tabs
        label={t('login.tabs')}
        items={tabs}
        value={tab}
        onChange={setTab}
        panelClassName="auth-form"
      >
        {fields}
      </Tabs>
      {captchaShown ? (
        <CaptchaField
          onCaptchaId={setCaptchaId}
          refreshKey={captchaRound}
          error={say(errors.captcha)}
          {...register('captcha')}
        />
      ) : null}
      {sliderOn ? (
        <SliderCaptcha
          resetKey={sliderRound}
          onChange={onSliderChange}
          error={sliderError ?? undefined}
        />
      ) : null}
      <label className="auth-form__check">
        <input type="checkbox" {...register('remember')} />
        {t('login.remember')}
      </label>
      {failure ? (
        <p className="auth-form__error" role="alert">
          {failure}
        </p>
      ) : null}
      <button
        type="submit"
        className="button auth-form__submit"
        disabled={isSubmitting}
        aria-busy={isSubmitting}
      >
        {isSubmitting ? (
          <>
            <span className="spinner" aria-hidden="true" />
            {t('login.submitting')}
          </>
        ) : (
          t('login.submit')
        )}
      </button>
    </form>
  );
}
