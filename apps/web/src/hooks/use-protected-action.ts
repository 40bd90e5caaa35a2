import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { MemberType, type MemberInfo } from '@site/contract';
import { memberKeys } from '../api/keys';
import { useSessionStore } from '../stores/session';
import { useUiStore } from '../stores/ui';

/** What a protected action may let a trial account do. */
export interface ProtectOptions {
  /** The action plays on play money (a house game, the lottery): a trial account goes ahead. */
  playMoney?: boolean;
}

/**
 * The protected-action rule of docs/product.md §5: without a token the login popup opens instead;
 * a trial account (type 4) gets the in_need_true_account warning, unless the action plays on
 * play money; anyone else goes ahead.
 */
export function useProtectedAction(): (action: () => void, options?: ProtectOptions) => void {
  const client = useQueryClient();
  const openAuthModal = useUiStore((s) => s.openAuthModal);
  const openTrialDialog = useUiStore((s) => s.openTrialDialog);
  return useCallback(
    (action: () => void, options: ProtectOptions = {}) => {
      if (!useSessionStore.getState().token) {
        openAuthModal('login');
        return;
      }
      // Read at call time, so the rule never acts on a render's stale copy.
      const member = client.getQueryData<MemberInfo>(memberKeys.info());
      if (member?.type === MemberType.trial && !options.playMoney) {
        openTrialDialog();
        return;
      }
      action();
    },
    [client, openAuthModal, openTrialDialog],
  );
}
