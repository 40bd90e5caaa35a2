import { useCallback } from 'react';
import type { LoginSuccess } from '@site/contract';
import { reportFirstLogin } from '../api/member';
import { useSessionStore, type SessionStart } from '../stores/session';
import { useUiStore } from '../stores/ui';

export interface CompleteLoginOptions {
  loginType: SessionStart;
  /** The password the visitor just typed, so a forced change need not ask for it again. */
  typedPassword?: string | null;
  /** The caller's own next step (e.g. going home), after the modal step. */
  then?: () => void;
}

/**
 * What follows every way in (login, new-IP code, registration, reset, free play; docs/product.md
 * §4):
 * the session starts, a first login is reported, and when the platform says this session
 * must change its password the forced change opens; otherwise the account modal closes.
 */
export function useCompleteLogin() {
  const startSession = useSessionStore((s) => s.startSession);
  const setFirstLoginDue = useSessionStore((s) => s.setFirstLoginDue);
  const openForcedPasswordChange = useUiStore((s) => s.openForcedPasswordChange);
  const closeAuthModal = useUiStore((s) => s.closeAuthModal);
  return useCallback(
    (result: LoginSuccess, { loginType, typedPassword = null, then }: CompleteLoginOptions) => {
      startSession(result);
      const changeRequired = result.user.passwordChangeRequired;
      if (result.firstTimeLogin) {
        // Refused until the password is changed: useSessionLifecycle sends it afterwards.
        if (changeRequired) setFirstLoginDue(true);
        else reportFirstLogin();
      }
      // Only a password login has a typed password to offer (never an SMS code).
      if (changeRequired) openForcedPasswordChange(loginType === 'sms' ? null : typedPassword);
      else closeAuthModal();
      then?.();
    },
    [startSession, setFirstLoginDue, openForcedPasswordChange, closeAuthModal],
  );
}
