import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionCalls, walletCalls } from '@site/contract';
import { memberKeys } from '../../../api/keys';
import { useProtectedAction } from '../../../hooks/use-protected-action';
import { memberInfo, mockLoggedIn, resetAccountState } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute, testQueryClient } from '../../../testing/render';
import { mockShell } from '../../../testing/shell-data';
import { useSessionStore } from '../../../stores/session';
import { useUiStore } from '../../../stores/ui';

afterEach(() => {
  resetAccountState();
  vi.unstubAllGlobals();
});

function protectedAction(member?: ReturnType<typeof memberInfo>) {
  const client = testQueryClient();
  if (member) {
    useSessionStore.setState({ token: 'token-abc' });
    client.setQueryData(memberKeys.info(), member);
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const action = vi.fn();
  const { result } = renderHook(() => useProtectedAction(), { wrapper });
  act(() => result.current(action));
  return action;
}

describe('protected action (docs/product.md §5)', () => {
  it('without a token opens the login popup and blocks', () => {
    expect(protectedAction()).not.toHaveBeenCalled();
    expect(useUiStore.getState().authModal).toBe('login');
  });

  it('a trial account (type 4) gets the real-account warning and is blocked', () => {
    expect(protectedAction(memberInfo({ type: 4 }))).not.toHaveBeenCalled();
    expect(useUiStore.getState().trialDialogOpen).toBe(true);
    expect(useUiStore.getState().authModal).toBeNull();
  });

  it('a member goes ahead', () => {
    expect(protectedAction(memberInfo())).toHaveBeenCalledOnce();
    expect(useUiStore.getState().trialDialogOpen).toBe(false);
  });

  it('the trial warning uses in_need_true_account and in_increase_submit, and closes', async () => {
    const user = userEvent.setup({ delay: null });
    mockLoggedIn(mockShell(mockApi()), { type: 4 });
    renderRoute('/index');
    await screen.findByText('budi88');
    act(() => useUiStore.getState().openTrialDialog());
    const dialog = await screen.findByRole('dialog', { name: 'Akun uji coba' });
    expect(dialog).toHaveTextContent(
      'Fitur ini hanya untuk akun asli. Silakan daftar akun asli terlebih dahulu.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    expect(screen.queryByRole('dialog', { name: 'Akun uji coba' })).not.toBeInTheDocument();
  });
});

describe('logout', () => {
  async function logOutThroughHeader(answer: 'ok' | 'dead') {
    const user = userEvent.setup({ delay: null });
    sessionStorage.setItem('merchantCode', 'DEMO');
    const api = mockLoggedIn(mockShell(mockApi()));
    if (answer === 'ok') api.on(sessionCalls.logout, () => ({ loggedOut: true }));
    else api.fail(sessionCalls.logout, 'login.not.session', 'dead', 401);
    const { location } = renderRoute('/vip');
    const banner = await screen.findByRole('banner');
    await user.click(await within(banner).findByRole('button', { name: 'Keluar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keluar' });
    expect(dialog).toHaveTextContent('Apakah Anda yakin ingin keluar?');
    await user.click(within(dialog).getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    return { api, banner, location };
  }

  it('asks first, then ends the session keeping the merchant keys and goes home', async () => {
    const { banner, location, api } = await logOutThroughHeader('ok');
    expect(api.fetch).toHaveBeenCalledWith(
      sessionCalls.logout.path,
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('DEMO');
    await waitFor(() => expect(location().pathname).toBe('/index'));
    expect(await within(banner).findByRole('button', { name: 'Masuk' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: /Peringkat/ })).toHaveTextContent('- -');
    expect(screen.queryByRole('dialog', { name: 'Keluar' })).not.toBeInTheDocument();
  });

  it('a session the platform already ended (401) still logs out', async () => {
    const { banner } = await logOutThroughHeader('dead');
    expect(await within(banner).findByRole('button', { name: 'Masuk' })).toBeInTheDocument();
  });

  it('cancel keeps the member logged in', async () => {
    const user = userEvent.setup({ delay: null });
    mockLoggedIn(mockShell(mockApi()));
    renderRoute('/index');
    const banner = await screen.findByRole('banner');
    await user.click(await within(banner).findByRole('button', { name: 'Keluar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keluar' });
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(useSessionStore.getState().token).toBe('token-abc');
  });
});

describe('a dead session (401 login.not.session)', () => {
  it('clears the session and asks to log in again with a notice', async () => {
    sessionStorage.setItem('merchant', 'demo');
    const api = mockLoggedIn(mockShell(mockApi()));
    api.fail(walletCalls.balance, 'login.not.session', 'session expired', 401);
    // The login form it opens asks whether the captcha is needed.
    api.on(sessionCalls.loginCaptcha, () => ({ captchaRequired: false }));
    renderRoute('/index');
    const dialog = await screen.findByRole('dialog', { name: 'Masuk' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Sesi Anda telah berakhir. Silakan masuk kembali.',
    );
    expect(useSessionStore.getState().token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('demo');
    // The site header (the first banner; the dialog has its own header) is back to guest.
    const banner = screen.getAllByRole('banner')[0]!;
    expect(within(banner).getByRole('button', { name: 'Masuk' })).toBeInTheDocument();
  });

  it('a stored token loads member info at start-up and shows the member', async () => {
    const api = mockLoggedIn(mockShell(mockApi()), { account: 'sari77' });
    renderRoute('/index');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('sari77')).toBeInTheDocument();
    expect(api.fetch).toHaveBeenCalledWith('/wps/member/info', expect.anything());
  });
});
