import { useCallback } from 'react';
import { memberCalls, type LoginSuccess } from '@site/contract';
import { useFeatureSwitch } from '../../../hooks/use-feature-switch';
import { call } from '../../../lib/api-client';
import { useSessionStore, type SessionStart } from '../../../stores/session';
import { useUiStore } from '../../../stores/ui';
import { mustChangePassword } from '../utils/forced-change';

/**
 * What follows every successful login (SPEC §4): the session starts, a first login is
 * reported, and a weak or expired password goes straight to the forced change; otherwise
 * the modal closes.
 */
export function useCompleteLogin() {
  const startSession = useSessionStore((s) => s.startSession);
  const expiryForcesChange = useFeatureSwitch('PWDEXPFORCECHANGE3');
  const openForcedPasswordChange = useUiStore((s) => s.openForcedPasswordChange);
  const closeAuthModal = useUiStore((s) => s.closeAuthModal);
  return useCallback(
    (result: LoginSuccess, loginType: SessionStart, typedPassword: string | null) => {
      const forcedChange = mustChangePassword(
        loginType,
        typedPassword,
        result.passwordExpired,
        expiryForcesChange,
      );
      startSession(result, loginType, { forcedChange });
      if (result.firstTimeLogin) {
        // The platform keeps firstTimeLogin until this call lands, so a lost call is simply
        // made again at the next login; it must not undo a login that worked.
        call(memberCalls.firstLogin).catch(() => undefined);
      }
      if (forcedChange) openForcedPasswordChange(typedPassword);
      else closeAuthModal();
    },
    [startSession, expiryForcesChange, openForcedPasswordChange, closeAuthModal],
  );
}
