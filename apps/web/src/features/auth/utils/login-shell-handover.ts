import { LOGIN_SHELL_ID } from '../../../lib/login-shell';

/**
 * The app's login taking over from the page's stand-in of it (lib/login-shell.ts): what was
 * typed, the focused field and its caret, a pending submit. Here, not in lib/login-shell.ts,
 * so that only the login's chunk carries it, not the first JavaScript.
 */
const shell = () => document.getElementById(LOGIN_SHELL_ID);

/**
 * Sets a field's value through the setter React listens behind, then says it was typed: the
 * form's state hears it as typing. (Looked up when used: the server render has no DOM.)
 */
function typeInto(field: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
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
 * The stand-in's field being typed in, if any. Read as the app's dialog commits, before that
 * dialog's own effect puts focus on its first field: afterwards the visitor's field no longer
 * has focus, and the rest of a password would be typed into the username in clear.
 */
export function fieldTypedInLoginShell(): HTMLInputElement | null {
  const active = document.activeElement;
  return active instanceof HTMLInputElement && shell()?.contains(active) ? active : null;
}

/**
 * The app's login form (its dialog open, the typed values in it) takes over from the stand-in:
 * focus moves to the field that was being typed in (`typingIn`, read before the dialog took
 * focus) with the caret where it was, a submit pressed in the stand-in is sent, and the
 * stand-in goes.
 */
export function handOverLoginShell(
  form: HTMLFormElement | null,
  typingIn: HTMLInputElement | null = fieldTypedInLoginShell(),
) {
  const dialog = shell();
  if (!dialog) return;
  if (form) {
    // Typed in the stand-in after the form read it (between its render and now): carried over
    // as typing, so the form's own state hears it.
    for (const typed of dialog.querySelectorAll<HTMLInputElement>('input[name]')) {
      const field = form.elements.namedItem(typed.name);
      if (!(field instanceof HTMLInputElement) || !typed.value || typed.value === field.value) {
        continue;
      }
      typeInto(field, typed.value);
    }
    const field =
      typingIn && dialog.contains(typingIn) ? form.elements.namedItem(typingIn.name) : null;
    if (typingIn && field instanceof HTMLInputElement) {
      field.focus();
      field.setSelectionRange(typingIn.selectionStart, typingIn.selectionEnd);
    }
    if (dialog.dataset.submitted !== undefined) form.requestSubmit();
  }
  dialog.remove();
}
