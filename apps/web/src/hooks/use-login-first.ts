import { useEffect, useRef } from 'react';
import { useUiStore } from '../stores/ui';
import { useSession } from './use-session';

/**
 * A centre whose address is open without a session (a guest following a link, a session that
 * ended): the login popup opens first and the centre shows once the visitor is logged in;
 * dismissing the login closes the centre instead. A forced password change that follows the
 * login comes first too (one modal at a time). Returns whether the centre is waiting.
 */
export function useLoginFirst(open: boolean, close: () => void): boolean {
  const { token } = useSession();
  const authModal = useUiStore((s) => s.authModal);
  const openAuthModal = useUiStore((s) => s.openAuthModal);
  const forcedChange = useUiStore((s) => s.forcedPasswordChange);
  const needsLogin = open && !token;
  // 'asked' once the login is on screen; 'closing' once it went away without a session.
  const step = useRef<'idle' | 'asked' | 'closing'>('idle');
  useEffect(() => {
    if (!needsLogin) {
      step.current = 'idle';
      return;
    }
    if (authModal !== null) {
      step.current = 'asked';
      return;
    }
    if (step.current === 'idle') openAuthModal('login');
    else if (step.current === 'asked') {
      step.current = 'closing';
      close();
    }
  }, [needsLogin, authModal, close, openAuthModal]);
  return needsLogin || (open && forcedChange);
}
