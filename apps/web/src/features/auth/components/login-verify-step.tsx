import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import * as z from 'zod/mini';
import { sessionCalls, verificationCodeSchema } from '@site/contract';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useCompleteLogin } from '../../../hooks/use-complete-login';
import { call } from '../../../lib/api-client';
import { useLoginFailureMessage } from '../hooks/use-login-failure';
import { AuthField } from './auth-field';
import type { PendingChallenge } from './login-form';

// The code's one problem: it is not a code (auth:login.code_required says what one is).
const schema = z.object({
  code: z
    .string()
    .check(z.refine((code) => verificationCodeSchema.safeParse(code).success, 'code_required')),
});

/**
 * A correct password from an IP the account has not used: the session starts only after
 * the code sent to the bound mobile or e-mail is confirmed (docs/product.md §4).
 */
export function LoginVerifyStep({
  pending,
  onBack,
}: {
  pending: PendingChallenge;
  onBack: () => void;
}) {
  const { t } = useTranslation('auth');
  const failureMessage = useLoginFailureMessage();
  const completeLogin = useCompleteLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const { challenge } = pending;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm<{ code: string }>(schema, { defaultValues: { code: '' } });

  const submit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const result = await call(sessionCalls.loginVerify, {
        body: { challengeId: challenge.challengeId, code: code.trim() },
      });
      completeLogin(result, {
        loginType: pending.loginType,
        typedPassword: pending.typedPassword,
      });
    } catch (error) {
      // A lock (too many wrong codes) says when it ends, as on the login form.
      setFailure(failureMessage(error));
    }
  });

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3>{t('verify.title')}</h3>
      <p>
        {t(challenge.method === 'SMS' ? 'verify.intro_sms' : 'verify.intro_email', {
          destination: challenge.destination,
        })}{' '}
        {t('verify.expires', { minutes: challenge.expiredMinutes })}
      </p>
      <AuthField
        label={t('verify.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        error={errors.code ? t('login.code_required') : undefined}
        {...register('code')}
      />
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
        {isSubmitting ? <span className="spinner" aria-hidden="true" /> : null}
        {t('verify.submit')}
      </button>
      <button type="button" className="button button--ghost" onClick={onBack}>
        {t('verify.back')}
      </button>
    </form>
  );
}
