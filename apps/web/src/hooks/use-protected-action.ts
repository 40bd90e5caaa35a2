import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { MemberType, type MemberInfo } from '@site/contract';
import { memberKeys } from '../api/member';
import { useSessionStore } from '../stores/session';
import { useUiStore } from '../stores/ui';

/**
 * The protected-action rule of SPEC §5: without a token the login popup opens instead;
 * a trial account (type 4) gets the in_need_true_account warning; anyone else goes ahead.
 */
export function useProtectedAction(): (action: () => void) => void {
  const client = useQueryClient();
  const openAuthModal = useUiStore((s) => s.openAuthModal);
  const openTrialDialog = useUiStore((s) => s.openTrialDialog);
  return useCallback(
    (action: () => void) => {
      if (!useSessionStore.getState().token) {
        openAuthModal('login');
        return;
      }
      // Read at call time, so the rule never acts on a render's stale copy.
      const member = client.getQueryData<MemberInfo>(memberKeys.info());
      if (member?.type === MemberType.trial) {
        openTrialDialog();
        return;
      }
      action();
    },
    [client, openAuthModal, openTrialDialog],
  );
}
