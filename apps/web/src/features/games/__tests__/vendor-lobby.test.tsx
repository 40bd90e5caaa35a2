import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../i18n';
import { gameCalls } from '@site/contract';
import { useUiStore } from '../../../stores/ui';
import { mockLoggedIn, resetAccountState } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { mockShell } from '../../../testing/shell-data';
import { VendorLobby } from '../components/vendor-lobby';
import { catalogue, listRequests, lobbyVendors, mockLobby, renderLobby } from './lobby-data';

const launch = vi.hoisted(() => vi.fn());
vi.mock('../../../hooks/use-launch-game', () => ({ useLaunchGame: () => launch }));

// The lobby's strings come with its chunk; loaded once here, the tests look at the screens.
beforeAll(() => i18next.loadNamespaces('games'));

afterEach(() => {
  launch.mockReset();
  resetAccountState();
});

describe('/sports and /esports', () => {
  it('show the category’s vendors; a click starts the vendor’s first game', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockLoggedIn(mockLobby(mockApi()));
    renderLobby(<VendorLobby category="SPORTS" />, '/sports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Olahraga' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Penyedia Olahraga' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Main SBOBET', 'Main Quiet Sports']);

    await user.click(within(list).getByRole('button', { name: 'Main SBOBET' }));
    await waitFor(() => expect(launch).toHaveBeenCalledTimes(1));
    const first = catalogue().find((g) => g.vassalage === 'SBO')!;
    expect(launch).toHaveBeenCalledWith(first);
    expect(Object.fromEntries(listRequests(api).at(-1)!)).toMatchObject({
      gameType: 'SPORTS',
      vassalage: 'SBO',
      pageNo: '1',
      pageSize: '1',
    });
  });

  it('says so when a vendor has no game to start', async () => {
    const user = userEvent.setup({ delay: null });
    mockLoggedIn(mockLobby(mockApi()));
    renderLobby(<VendorLobby category="SPORTS" />, '/sports');
    await user.click(await screen.findByRole('button', { name: 'Main Quiet Sports' }));
    expect(await screen.findByText('Quiet Sports belum memiliki permainan.')).toBeInTheDocument();
    expect(launch).not.toHaveBeenCalled();
  });

  it('says why when the first game cannot be read', async () => {
    const user = userEvent.setup({ delay: null });
    mockLoggedIn(mockLobby(mockApi())).fail(gameCalls.gameList, 'system.error', 'boom', 500);
    renderLobby(<VendorLobby category="SPORTS" />, '/sports');
    await user.click(await screen.findByRole('button', { name: 'Main SBOBET' }));
    expect(await screen.findByText(/^SBOBET tidak dapat dibuka\./)).toBeInTheDocument();
    expect(launch).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in before anything is asked', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockLobby(mockApi());
    renderLobby(<VendorLobby category="SPORTS" />, '/sports');
    await user.click(await screen.findByRole('button', { name: 'Main SBOBET' }));
    expect(useUiStore.getState().authModal).toBe('login');
    expect(listRequests(api)).toHaveLength(0);
    expect(launch).not.toHaveBeenCalled();
  });

  it('marks a vendor under maintenance, which still starts (the launcher explains)', async () => {
    const user = userEvent.setup({ delay: null });
    const vendors = lobbyVendors().map((c) =>
      c.title === 'ESPORTS'
        ? { ...c, cards: c.cards.map((v) => ({ ...v, maintenance: 1 as const })) }
        : c,
    );
    mockLoggedIn(mockLobby(mockApi())).on(gameCalls.vendors, () => ({ categories: vendors }));
    renderLobby(<VendorLobby category="ESPORTS" />, '/esports');
    const card = await screen.findByRole('button', { name: 'Main TF Gaming' });
    expect(card).toHaveAccessibleDescription('Pemeliharaan');
    await user.click(card);
    await waitFor(() =>
      expect(launch).toHaveBeenCalledWith(expect.objectContaining({ vassalage: 'TF' })),
    );
  });

  it('are routed pages with their titles', async () => {
    mockLobby(mockShell(mockApi()));
    renderRoute('/esports');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'E-Sport' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Main TF Gaming' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^E-Sport/));
  });
});
