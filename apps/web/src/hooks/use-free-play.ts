import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { sessionCalls } from '@site/contract';
import { paths } from '../config/paths';
import { call } from '../lib/api-client';
import { useSessionStore } from '../stores/session';
import { useUiStore } from '../stores/ui';

/**
 * Free play (FREEPLAY3): a guest trial account (type 4), then home (SPEC §4). Shared: the
 * login modal and the side menu both offer it.
 */
export function useFreePlay() {
  const startSession = useSessionStore((s) => s.startSession);
  const closeAuthModal = useUiStore((s) => s.closeAuthModal);
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () =>
      call(sessionCalls.freeplay, {
        body: { os: navigator.platform || 'web', platform: 'W' },
      }),
    onSuccess: (result) => {
      startSession(result, 'freeplay');
      closeAuthModal();
      void navigate(paths.home);
    },
  });
}
