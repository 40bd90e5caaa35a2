import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { sessionCalls } from '@site/contract';
import { paths } from '../config/paths';
import { ApiError, call } from '../lib/api-client';
import { useSessionStore } from '../stores/session';

/**
 * Logout (docs/product.md §4): tells the platform, clears the session keeping the merchant keys,
 * goes
 * home. A 401 means the session was already dead, which is the outcome we want anyway.
 */
export function useLogout(onDone: () => void) {
  const endSession = useSessionStore((s) => s.endSession);
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await call(sessionCalls.logout);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: () => {
      endSession();
      onDone();
      void navigate(paths.home);
    },
  });
}
