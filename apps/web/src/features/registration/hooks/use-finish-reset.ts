import { useNavigate } from 'react-router';
import type { LoginSuccess } from '@site/contract';
import { useSessionStore } from '../../../stores/session';
import { useUiStore } from '../../../stores/ui';

/** After a reset by phone or link the member is logged in and sent home (SPEC §4). */
export function useFinishReset() {
  const startSession = useSessionStore((s) => s.startSession);
  const closeAuthModal = useUiStore((s) => s.closeAuthModal);
  const navigate = useNavigate();
  return (result: LoginSuccess) => {
    startSession(result, 'reset');
    closeAuthModal();
    // '/' redirects to /index; the reset link's query goes with this navigation.
    navigate('/', { replace: true });
  };
}
