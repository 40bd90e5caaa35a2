import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { sessionCalls } from '@site/contract';
import { PLAY_MONEY_VENDOR } from '@site/contract/play-money.js';
import { categoryHref } from '../config/paths';
import { call } from '../lib/api-client';
import { useCompleteLogin } from './use-complete-login';

/**
 * Free play (FREEPLAY3): a guest trial account (type 4) with its play credits, then straight to
 * the house games it can play with them (issue 15 §4; SPEC §4 went home). The slider's token
 * goes along when the merchant has SLIDERCAPTCHA3 on.
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
        then: () => void navigate(categoryHref('rng', PLAY_MONEY_VENDOR)),
      }),
  });
}
