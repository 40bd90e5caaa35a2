import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ErrorCode } from '@site/contract';
import { onErrorCode } from '../../../lib/api-client';
import { bindSessionQueryClient, useSessionStore } from '../../../stores/session';
import { useUiStore } from '../../../stores/ui';
import { usePasswordChangeGate } from './use-password-change-gate';

/**
 * Keeps the session honest for the whole app: a dead token (401 login.not.session on any
 * call) clears the session, keeping the merchant keys, and asks the visitor to log in again;
 * a password the platform wants changed opens the forced change.
 */
export function useSessionLifecycle() {
  const client = useQueryClient();
  useEffect(() => bindSessionQueryClient(client), [client]);
  useEffect(
    () =>
      onErrorCode(ErrorCode.notSession, () => {
        // Several calls may fail together; one notice is enough.
        if (!useSessionStore.getState().token) return;
        useSessionStore.getState().endSession();
        useUiStore.getState().openAuthModal('login', 'sessionEnded');
      }),
    [],
  );
  usePasswordChangeGate();
}
