/**
 * The login's stand-in (start-after-paint.ts): on a server-rendered page a click on "Masuk"
 * opens it at once, before the app or the login's code has arrived, and the app's login box
 * takes over what was typed in it (features/auth/utils/login-shell-handover.ts). Its id is
 * copied there (the start script imports nothing).
 */
export const LOGIN_SHELL_ID = 'login-shell';

const shell = () =>
  typeof document === 'undefined' ? null : document.getElementById(LOGIN_SHELL_ID);

/** Whether the stand-in is open (the visitor closing it removes it). */
export const loginShellOpen = (): boolean => shell() !== null;

/** Opens the stand-in while the login's code loads; false on a page without one. */
export const openLoginShell = (): boolean => window.openLoginShell?.() ?? false;

/** Calls `closed` when the visitor closes the stand-in; returns the way to stop listening. */
export function onLoginShellClosed(closed: () => void): () => void {
  window.addEventListener('loginshellclose', closed);
  return () => window.removeEventListener('loginshellclose', closed);
}
