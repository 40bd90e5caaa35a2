/**
 * The login's stand-in (start-after-paint.ts): on a server-rendered page a click on "Masuk"
 * opens it at once, before the app or the login's code has arrived, and the app's login box
 * takes over what was typed in it. Its id is copied there (the start script imports nothing).
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

export interface ShellTyping {
  username: string;
  password: string;
}

/** What was typed in the stand-in so far, while it is open. */
export function typedInLoginShell(): ShellTyping | null {
  const dialog = shell();
  if (!dialog) return null;
  const value = (name: string) =>
    dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  return { username: value('username'), password: value('password') };
}

/**
 * The app's login form (its dialog open, the typed values in it) takes over from the stand-in:
 * focus moves to the same field with the caret where it was, a submit pressed in the stand-in
 * is sent, and the stand-in goes.
 */
export function handOverLoginShell(form: HTMLFormElement | null) {
  const dialog = shell();
  if (!dialog) return;
  if (form) {
    const active = document.activeElement;
    const field =
      active instanceof HTMLInputElement && dialog.contains(active)
        ? form.elements.namedItem(active.name)
        : null;
    if (active instanceof HTMLInputElement && field instanceof HTMLInputElement) {
      field.focus();
      field.setSelectionRange(active.selectionStart, active.selectionEnd);
    }
    if (dialog.dataset.submitted !== undefined) form.requestSubmit();
  }
  dialog.remove();
}
