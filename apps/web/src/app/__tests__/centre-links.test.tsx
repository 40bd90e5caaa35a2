import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

// A centre's code is a chunk of its own: the first open imports it, slow on a busy machine.
const slow = { timeout: 15_000 };
import { agentPlace, memberPlace } from '../../config/centre-links';
import { i18next } from '../../i18n';
import { useSessionStore } from '../../stores/session';
import { useUiStore } from '../../stores/ui';
import { balance, memberInfo, mockLoggedIn, resetAccountState } from '../../testing/account-data';
import { mockApi } from '../../testing/mock-api';
import { goTo, openCentre, renderRoute, shownCentre } from '../../testing/render';
import { mockShell } from '../../testing/shell-data';
import { mockLobby } from '../../features/games/__tests__/lobby-data';
import { memberCalls, walletCalls } from '@site/contract';

afterEach(async () => {
  resetAccountState();
  sessionStorage.clear();
  await i18next.changeLanguage('id');
});

const centreDialog = () => screen.queryByRole('dialog', { name: 'Pusat Anggota' });

describe('centre addresses', { timeout: 30_000 }, () => {
  it('opens a member page from its address over the page, and Back closes it, Forward reopens', async () => {
    // The live lobby underneath asks its catalogue.
    mockLobby(mockLoggedIn(mockShell(mockApi())));
    const view = renderRoute('/live?page=DS88&member=rewardCenter');
    expect(await screen.findByRole('dialog', { name: 'Pusat Anggota' }, slow)).toBeInTheDocument();
    expect(shownCentre()).toEqual(memberPlace('rewardCenter'));
    // The page's own parameters stay: the lobby is still underneath.
    expect(view.location().pathname).toBe('/live');
    goTo(-1);
    await waitFor(() => expect(centreDialog()).not.toBeInTheDocument());
    expect(view.location().search).toBe('?page=DS88');
    goTo(1);
    expect(await screen.findByRole('dialog', { name: 'Pusat Anggota' }, slow)).toBeInTheDocument();
    expect(shownCentre()).toEqual(memberPlace('rewardCenter'));
  });

  it('Back returns to the centre page before; the close button takes every centre entry off', async () => {
    mockLoggedIn(mockShell(mockApi()));
    const view = renderRoute('/index');
    await screen.findByRole('banner');
    openCentre(memberPlace('rewardCenter'));
    openCentre(memberPlace('referral'));
    await screen.findByRole('dialog', { name: 'Pusat Anggota' }, slow);
    goTo(-1);
    await waitFor(() => expect(shownCentre()).toEqual(memberPlace('rewardCenter')));
    goTo(1);
    await waitFor(() => expect(shownCentre()).toEqual(memberPlace('referral')));
    act(() => screen.getByRole('button', { name: 'Tutup' }).click());
    await waitFor(() => expect(shownCentre()).toBeNull());
    expect(view.location().pathname).toBe('/index');
    expect(centreDialog()).not.toBeInTheDocument();
  });

  it('asks a guest to log in first, then shows the page the link named', async () => {
    // What the app reads once the login is done: the member and the balance.
    mockShell(mockApi())
      .on(memberCalls.info, () => memberInfo())
      .on(walletCalls.balance, () => balance());
    renderRoute('/index?member=rewardCenter');
    await waitFor(() => expect(useUiStore.getState().authModal).toBe('login'), slow);
    expect(centreDialog()).not.toBeInTheDocument();
    // What a completed login does (hooks/use-complete-login.ts): a session, the modal closed.
    act(() => {
      sessionStorage.setItem('token', 'token-abc');
      useSessionStore.setState({ token: 'token-abc' });
      useUiStore.getState().closeAuthModal();
    });
    expect(await screen.findByRole('dialog', { name: 'Pusat Anggota' }, slow)).toBeInTheDocument();
    expect(shownCentre()).toEqual(memberPlace('rewardCenter'));
  });

  it('closes the centre when the guest dismisses the login', async () => {
    mockShell(mockApi());
    const view = renderRoute('/index?member=depositv2');
    await waitFor(() => expect(useUiStore.getState().authModal).toBe('login'), slow);
    act(() => useUiStore.getState().closeAuthModal());
    await waitFor(() => expect(shownCentre()).toBeNull());
    expect(view.location().pathname).toBe('/index');
    expect(useUiStore.getState().authModal).toBeNull();
  });

  it('refuses an agent page to a member, naming the page', async () => {
    mockLoggedIn(mockShell(mockApi()), { type: 1 });
    renderRoute(`/index?agent=${agentPlace('registerCenter').page}`);
    const refusal = await screen.findByRole('alertdialog', { name: 'Pusat Agen' }, slow);
    expect(refusal).toHaveTextContent('Non-agen tidak dapat masuk');
    expect(refusal).toHaveTextContent(/adalah halaman Pusat Agen, hanya untuk akun agen/);
    act(() => screen.getByRole('button', { name: 'OK' }).click());
    await waitFor(() => expect(shownCentre()).toBeNull());
  });
});
