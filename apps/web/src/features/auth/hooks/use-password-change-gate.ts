import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ErrorCode } from '@site/contract';
import { memberQueries, reportFirstLogin } from '../../../api/member';
import { onErrorCode } from '../../../lib/api-client';
import { markPasswordChange, useSessionStore } from '../../../stores/session';
import { useUiStore } from '../../../stores/ui';

/**
 * The platform decides when a session must change its password first (passwordChangeRequired
 * in member info, or a 403 member.password.change.required from any call): the forced change
 * opens then, also after a reload, and a first-login report held back meanwhile goes out once
 * the change is done.
 */
export function usePasswordChangeGate() {
  const token = useSessionStore((s) => s.token);
  const firstLoginDue = useSessionStore((s) => s.firstLoginDue);
  const forcedOpen = useUiStore((s) => s.forcedPasswordChange);
  // Only watches the cache: start-up and the change modal do the fetching.
  const { data: member } = useQuery({ ...memberQueries.info(), enabled: false });
  const required = token !== null && member?.passwordChangeRequired === true;

  useEffect(() => onErrorCode(ErrorCode.passwordChangeRequired, openForcedChange), []);
  useEffect(() => {
    if (required && !forcedOpen) openForcedChange();
  }, [required, forcedOpen]);
  useEffect(() => {
    if (!token || !firstLoginDue || !member || member.passwordChangeRequired) return;
    useSessionStore.getState().setFirstLoginDue(false);
    reportFirstLogin();
  }, [token, firstLoginDue, member]);
}

function openForcedChange() {
  if (!useSessionStore.getState().token) return;
  // Already open after a login, which handed it the typed password: keep that.
  if (useUiStore.getState().forcedPasswordChange) return;
  markPasswordChange(true);
  // The typed password is gone (a reload, or another call noticed first): it is asked again.
  useUiStore.getState().openForcedPasswordChange(null);
}
