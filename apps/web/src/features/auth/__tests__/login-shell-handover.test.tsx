import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGIN_SHELL_ID } from '../../../lib/login-shell';
import { fieldTypedInLoginShell, handOverLoginShell } from '../utils/login-shell-handover';

/** The page's stand-in of the login, as the server renders it, with what was typed in it. */
function standIn(values: Record<string, string>) {
  const dialog = document.createElement('dialog');
  dialog.id = LOGIN_SHELL_ID;
  for (const [name, value] of Object.entries(values)) {
    const input = document.createElement('input');
    input.name = name;
    input.value = value;
    dialog.append(input);
  }
  document.body.append(dialog);
  return dialog;
}

/** A form whose state hears typing, as the app's login form does. */
function Form() {
  const [heard, setHeard] = useState<Record<string, string>>({});
  const onInput = (e: React.ChangeEvent<HTMLInputElement>) =>
    setHeard((now) => ({ ...now, [e.target.name]: e.target.value }));
  return (
    <form aria-label="login">
      <input name="username" defaultValue="alice" onChange={onInput} />
      <input name="password" type="password" defaultValue="" onChange={onInput} />
      <output>{JSON.stringify(heard)}</output>
    </form>
  );
}

describe('the login taking over from its stand-in', () => {
  it('carries over what was typed after the form read it, as typing its state hears', () => {
    render(<Form />);
    // The password was typed into the stand-in after the form had read it (a fast typist).
    const dialog = standIn({ username: 'alice', password: 's3cret' });
    act(() => handOverLoginShell(screen.getByRole('form', { name: 'login' }) as HTMLFormElement));
    const password = document.querySelector<HTMLInputElement>('form input[name="password"]')!;
    expect(password.value).toBe('s3cret');
    expect(screen.getByRole('status')).toHaveTextContent('{"password":"s3cret"}');
    expect(dialog.isConnected).toBe(false);
  });

  it('gives focus back to the field being typed in, though the dialog moved it to its first', () => {
    render(<Form />);
    const dialog = standIn({ username: 'alice', password: 's3c' });
    const typing = dialog.querySelector<HTMLInputElement>('input[name="password"]')!;
    typing.focus();
    typing.setSelectionRange(3, 3);
    const form = screen.getByRole('form', { name: 'login' }) as HTMLFormElement;
    // Read as the app's dialog commits; then its own effect focuses its first field.
    const typingIn = fieldTypedInLoginShell();
    document.querySelector<HTMLInputElement>('form input[name="username"]')!.focus();
    act(() => handOverLoginShell(form, typingIn));
    const password = document.querySelector<HTMLInputElement>('form input[name="password"]')!;
    expect(password).toHaveFocus();
    expect([password.selectionStart, password.selectionEnd]).toEqual([3, 3]);
    expect(dialog.isConnected).toBe(false);
  });
});
