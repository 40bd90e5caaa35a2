import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onSessionEnded } from '../../../lib/api-client';
import { bindSessionQueryClient, useSessionStore } from '../../../stores/session';
import { useUiStore } from '../../../stores/ui';

/**
 * Keeps the session honest for the whole app: a dead token (401 login.not.session on any
 * call) clears the session, keeping the merchant keys, and asks the visitor to log in again.
 */
export function useSessionLifecycle() {
  const client = useQueryClient();
  useEffect(() => bindSessionQueryClient(client), [client]);
  useEffect(() => {
    const stop = onSessionEnded(() => {
      // Several calls may fail together; one notice is enough.
      if (!useSessionStore.getState().token) return;
      useSessionStore.getState().endSession();
      useUiStore.getState().openAuthModal('login', 'sessionEnded');
    });
    return () => {
      stop();
    };
  }, []);
}
