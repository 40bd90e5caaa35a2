import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useUiStore } from '../../../stores/ui';

/** The query an e-mailed reset link carries: /index?resetPassword=TOKEN. */
export const RESET_LINK_PARAM = 'resetPassword';

export function useResetToken(): string | null {
  const [params] = useSearchParams();
  return params.get(RESET_LINK_PARAM)?.trim() || null;
}

/** Mounted app-wide: a reset link opens the forgot password modal at its last step. */
export function useResetPasswordLink() {
  const token = useResetToken();
  const openAuthModal = useUiStore((s) => s.openAuthModal);
  useEffect(() => {
    if (token) openAuthModal('forgetPass');
  }, [token, openAuthModal]);
}
