import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberCalls, walletCalls } from '@site/contract';
import { memberKeys } from '../../../api/keys';
import { call } from '../../../lib/api-client';
import { memberInfo, mockLoggedIn, resetAccountState } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute, testQueryClient } from '../../../testing/render';
import { mockShell } from '../../../testing/shell-data';
import { useSessionStore } from '../../../stores/session';
import { useUiStore } from '../../../stores/ui';
import { usePasswordChangeGate } from '../hooks/use-password-change-gate';
import { takeHandedPassword } from '../../../lib/password-handover';

afterEach(() => {
  resetAccountState();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const firstLoginCalls = (api: ReturnType<typeof mockApi>) =>
  api.fetch.mock.calls.filter(([url]) => String(url).includes(memberCalls.firstLogin.path));

/** The gate alone, over a cache that already holds this member info. */
function renderGate(member: ReturnType<typeof memberInfo>) {
  const client = testQueryClient();
  sessionStorage.setItem('token', 'token-abc');
  useSessionStore.setState({ token: 'token-abc' });
  client.setQueryData(memberKeys.info(), member);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => usePasswordChangeGate(), { wrapper });
  return client;
}

describe('the forced password change comes from the platform', () => {
  it('a reload whose member info requires a change opens it, asking the old password, and the header asks no balance', async () => {
    const api = mockLoggedIn(mockShell(mockApi()), { passwordChangeRequired: true });
    renderRoute('/index');
    await waitFor(() => expect(useUiStore.getState().forcedPasswordChange).toBe(true));
    expect(useUiStore.getState().authModal).toBe('changePass');
    expect(sessionStorage.getItem('cpw')).toBe('true');
    const banner = screen.getAllByRole('banner')[0]!;
    expect(await within(banner).findByText('budi88')).toBeInTheDocument();
    // The platform refuses everything else until the change: nothing else is asked.
    expect(api.fetch).not.toHaveBeenCalledWith(walletCalls.balance.path, expect.anything());
  });

  it('a 403 member.password.change.required from any call opens it', async () => {
    const api = mockApi().fail(
      walletCalls.balance,
      'member.password.change.required',
      'change first',
      403,
    );
    renderGate(memberInfo());
    await expect(call(walletCalls.balance)).rejects.toMatchObject({ status: 403 });
    expect(useUiStore.getState().forcedPasswordChange).toBe(true);
    expect(takeHandedPassword()).toBe(null);
    expect(sessionStorage.getItem('cpw')).toBe('true');
    expect(api.fetch).toHaveBeenCalledOnce();
  });

  it('keeps the password a login just handed to the open change', async () => {
    mockApi().fail(walletCalls.balance, 'member.password.change.required', 'change first', 403);
    renderGate(memberInfo({ passwordChangeRequired: true }));
    act(() => useUiStore.getState().openForcedPasswordChange('typed-at-login'));
    await expect(call(walletCalls.balance)).rejects.toMatchObject({ status: 403 });
    expect(useUiStore.getState().forcedPasswordChange).toBe(true);
    expect(takeHandedPassword()).toBe('typed-at-login');
  });

  it('without a session a 403 opens nothing', async () => {
    mockApi().fail(walletCalls.balance, 'member.password.change.required', 'change first', 403);
    renderGate(memberInfo());
    act(() => useSessionStore.setState({ token: null }));
    await expect(call(walletCalls.balance)).rejects.toMatchObject({ status: 403 });
    expect(useUiStore.getState().forcedPasswordChange).toBe(false);
  });

  it('a first-login report held back during the change goes out once, when the change is done', async () => {
    const api = mockApi().on(memberCalls.firstLogin, () => ({ done: true }));
    useSessionStore.setState({ firstLoginDue: true });
    const client = renderGate(memberInfo({ passwordChangeRequired: true }));
    await waitFor(() => expect(useUiStore.getState().authModal).toBe('changePass'));
    expect(firstLoginCalls(api)).toHaveLength(0);

    // The change modal reloads member info after a successful change.
    act(() => client.setQueryData(memberKeys.info(), memberInfo()));
    await waitFor(() => expect(firstLoginCalls(api)).toHaveLength(1));
    expect(useSessionStore.getState().firstLoginDue).toBe(false);
    act(() => client.setQueryData(memberKeys.info(), memberInfo({ nickname: 'Again' })));
    expect(firstLoginCalls(api)).toHaveLength(1);
  });
});
