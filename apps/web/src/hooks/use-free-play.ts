import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { sessionCalls } from '@site/contract';
import { call } from '../lib/api-client';
import { useCompleteLogin } from './use-complete-login';

/**
 * Free play (FREEPLAY3): a guest trial account (type 4) with its play credits, then home, as
 * after any login; the home's play-money notice leads on to the games it plays. The slider's
 * token goes along when the merchant has SLIDERCAPTCHA3 on.
 */
export function useFreePlay() {
  const completeLogin = useCompleteLogin();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ sliderToken }: { sliderToken?: string }) =>
      call(sessionCalls.freeplay, {
        body: { os: navigator.platform || 'web', platform: 'W', sliderToken },
      }),
    onSuccess: (result) =>
      completeLogin(result, {
        loginType: 'freeplay',
        then: () => void navigate('/'),
      }),
  });
}
