import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import type { UseFormSetError } from 'react-hook-form';
import { memberCalls } from '@site/contract';
import { ApiError, call } from '../../../lib/api-client';
import { useCompleteLogin } from '../../../hooks/use-complete-login';
import { useUiStore } from '../../../stores/ui';
import { serverMessage } from '../../../lib/form-errors';
import { INDEX_NOTICE_SHOWN, session } from '../../../lib/storage';
import {
  formFieldOf,
  mobileBody,
  usernameBody,
  type BodyExtras,
  type RegisterValues,
} from '../utils/register-body';
import type { RegisterPlan, RegType } from '../utils/register-plan';

interface Submission {
  mode: RegType;
  values: RegisterValues;
  plan: RegisterPlan;
  extras: BodyExtras;
}

/**
 * Registers (an E call: the client encrypts), then starts the session at once (docs/product.md §4)
 * through the steps every login takes, and welcomes the member (a mobile registration's
 * username is generated, so it is told). A 400's field problems land on their fields; the
 * form keeps every typed value.
 */
export function useRegisterSubmit(setError: UseFormSetError<RegisterValues>, onDone?: () => void) {
  const { t } = useTranslation('registration');
  const completeLogin = useCompleteLogin();
  const showNotice = useUiStore((s) => s.showNotice);
  return useMutation({
    mutationFn: ({ mode, values, plan, extras }: Submission) =>
      mode === 'register'
        ? call(memberCalls.register, { body: usernameBody(values, plan, extras) })
        : call(memberCalls.registerMobile, { body: mobileBody(values, plan, extras) }),
    onSuccess: (result, { mode, values }) => {
      // The home's arrival popups invite visitors to register: not the member who just did.
      session.set('index_notice', INDEX_NOTICE_SHOWN);
      const username = result.user.account;
      showNotice(
        t('register.welcome', { username }),
        ...(mode === 'registerMobile' ? [t('register.your_username', { username })] : []),
      );
      completeLogin(result, {
        loginType: 'register',
        typedPassword: values.password || null,
        then: onDone,
      });
    },
    onError: (error, { plan }) => {
      if (!(error instanceof ApiError) || !error.fields) return;
      for (const [path, text] of Object.entries(error.fields)) {
        const name = formFieldOf(path, plan);
        if (name) setError(name, { type: 'server', message: serverMessage(text) });
      }
    },
  });
}
