import { useEffect, useLayoutEffect } from 'react';
import { useUiStore } from '../../../stores/ui';
import { useResetLinkStore } from '../stores/reset-link';

/**
 * The fragment an e-mailed reset link carries: /index#resetPassword=TOKEN. A fragment is
 * never sent to a server, so the token stays out of access logs and Referer headers.
 */
export const RESET_LINK_KEY = 'resetPassword';

/**
 * Takes the token out of the address: read once, then replaced away so it is neither in the
 * address bar nor in history (other fragment parts stay).
 */
export function takeResetToken(): string | null {
  const { hash, pathname, search } = window.location;
  const params = new URLSearchParams(hash.slice(1));
  const token = params.get(RESET_LINK_KEY)?.trim();
  if (!token) return null;
  params.delete(RESET_LINK_KEY);
  const rest = params.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${pathname}${search}${rest ? `#${rest}` : ''}`,
  );
  return token;
}

/** The reset link's token this visit came with, or null. */
export const useResetToken = () => useResetLinkStore((s) => s.token);

/**
 * Mounted app-wide: a reset link opens the forgot password modal at its last step. A layout
 * effect, so the token leaves the address before any effect of the page makes a call.
 */
export function useResetPasswordLink() {
  const keep = useResetLinkStore((s) => s.keep);
  const forget = useResetLinkStore((s) => s.forget);
  const openAuthModal = useUiStore((s) => s.openAuthModal);
  useLayoutEffect(() => {
    const take = () => {
      const token = takeResetToken();
      if (!token) return;
      keep(token);
      openAuthModal('forgetPass');
    };
    take();
    // A link pasted into a tab that already shows the site changes only the fragment.
    window.addEventListener('hashchange', take);
    return () => window.removeEventListener('hashchange', take);
  }, [keep, openAuthModal]);
  // Once the modal closes the link has done its job (or was given up): the next "forgot
  // password" starts from the beginning.
  useEffect(
    () =>
      useUiStore.subscribe((state, previous) => {
        if (previous.authModal === 'forgetPass' && state.authModal !== 'forgetPass') forget();
      }),
    [forget],
  );
}
