import { useCallback, useEffect, useRef } from 'react';
import { sessionCalls } from '@site/contract';
import { call } from '../../../lib/api-client';

const DEBOUNCE_MS = 300;

/**
 * Asks the platform whether the next login try needs the image captcha (docs/product.md §4), so the
 * field is there before the first try rather than after a wasted one. Asked once when the
 * form opens and again, debounced, for each username the user settles on. A failed probe
 * is ignored: the platform still asks for the captcha in its refusal.
 */
export function useCaptchaProbe(initialUsername: string, onRequired: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastAsked = useRef<string | null>(null);

  const ask = useCallback(
    async (username: string) => {
      const trimmed = username.trim();
      if (trimmed === lastAsked.current) return;
      lastAsked.current = trimmed;
      try {
        const { captchaRequired } = await call(sessionCalls.loginCaptcha, {
          query: trimmed ? { username: trimmed } : {},
        });
        if (captchaRequired) onRequired();
      } catch {
        // Not worth a message: the login answer reveals the captcha anyway.
      }
    },
    [onRequired],
  );

  // When the form opens; later usernames come through the returned probe.
  useEffect(() => {
    void ask(initialUsername);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [ask, initialUsername]);

  return useCallback(
    (username: string) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void ask(username), DEBOUNCE_MS);
    },
    [ask],
  );
}
