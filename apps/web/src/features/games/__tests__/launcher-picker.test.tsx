import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { gameCalls, pageInfo, type Game } from '@site/contract';
import { resetAccountState } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { game } from '../../../testing/shell-data';
import { failure, merchantWallet, mockWallets } from '../../../testing/wallet-data';
import { PICKER_PAGE_SIZE } from '../components/launcher/vendor-game-picker';
import { mockLaunch, openLauncher } from './launcher-setup';

/** Kaiyuan's lobby entry: a PVP vendor whose card opens its own game list. */
const lobbyEntry: Game = {
  ...game('KY', 'PVP', 1),
  gameId: 'KY-0001',
  gameName: 'Kaiyuan Lobby',
  nodeName: 'Kaiyuan',
  isGame: 'VASSALAGE',
};

/** The lobby entry first, then 30 rooms, as the platform lists a PVP vendor. */
const kaiyuanGames: Game[] = [
  lobbyEntry,
  ...Array.from({ length: 30 }, (_, i) => ({
    ...game('KY', 'PVP', i + 2),
    gameName: `${i % 2 ? 'Texas Poker' : 'Mahjong'} Room ${i + 2}`,
    nodeName: 'Kaiyuan',
    roomId: `R${i + 2}`,
  })),
];

/** The game list over kaiyuanGames, filtered by name and paged; every query is kept. */
function mockVendorGames(api: ReturnType<typeof mockApi>, games = kaiyuanGames) {
  const queries: URLSearchParams[] = [];
  api.on(gameCalls.gameList, (url) => {
    queries.push(url.searchParams);
    const name = url.searchParams.get('gameName')?.toLowerCase() ?? '';
    const pageNo = Number(url.searchParams.get('pageNo'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const matching = games.filter((g) => g.gameName.toLowerCase().includes(name));
    return {
      games: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      ...pageInfo(pageNo, pageSize, matching.length),
    };
  });
  return queries;
}

const dialog = () => screen.getByRole('dialog');
const list = () => within(dialog()).getByRole('list', { name: 'Permainan Kaiyuan' });

describe('game launcher: a vendor’s game list (isGame VASSALAGE)', () => {
  beforeEach(() => act(resetAccountState));

  it('lists the vendor’s games a page at a time, without its lobby entry', async () => {
    const api = mockApi();
    mockWallets(api, merchantWallet({ isSingle: true }));
    const queries = mockVendorGames(api);
    const launches = mockLaunch(api);
    const { user } = openLauncher(lobbyEntry);

    expect(await screen.findByRole('heading', { name: 'Permainan Kaiyuan' })).toBeVisible();
    await within(dialog()).findByRole('list', { name: 'Permainan Kaiyuan' });
    const names = within(list())
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names[0]).toContain('Mahjong Room 2');
    expect(names.some((n) => n?.includes('Kaiyuan Lobby'))).toBe(false);
    expect(queries[0]?.get('vassalage')).toBe('KY');
    expect(queries[0]?.get('pageSize')).toBe(String(PICKER_PAGE_SIZE));

    const pages = within(dialog()).getByRole('navigation', { name: 'Halaman permainan Kaiyuan' });
    await user.click(within(pages).getByRole('button', { name: 'Halaman 3' }));
    await waitFor(() =>
      expect(within(list()).getAllByRole('button')[0]).toHaveTextContent('Texas Poker Room 25'),
    );
    expect(queries.at(-1)?.get('pageNo')).toBe('3');
    expect(launches).toEqual([]);
  });

  it('searches by name, says when nothing matches, and starts the chosen game', async () => {
    const api = mockApi();
    mockWallets(api, merchantWallet({ isSingle: true }));
    const queries = mockVendorGames(api);
    const launches = mockLaunch(api);
    const { user, location } = openLauncher(lobbyEntry);
    const search = await screen.findByRole('searchbox', { name: 'Cari permainan' });

    await user.type(search, 'baccarat');
    expect(
      await within(dialog()).findByText(
        'Tidak ada permainan Kaiyuan yang cocok dengan “baccarat”.',
      ),
    ).toBeVisible();
    expect(queries.at(-1)?.get('gameName')).toBe('baccarat');

    await user.clear(search);
    await user.type(search, 'texas');
    await waitFor(() =>
      expect(within(list()).getAllByRole('button')[0]).toHaveTextContent('Texas Poker Room 3'),
    );
    expect(queries.at(-1)?.get('gameName')).toBe('texas');

    await user.click(within(list()).getByRole('button', { name: /Texas Poker Room 5/ }));
    await waitFor(() => expect(location().pathname).toBe('/game'));
    expect(launches).toEqual([
      expect.objectContaining({ gameId: 'KY-5', vassalage: 'KY', confirmTrans: 0 }),
    ]);
    expect(new URLSearchParams(location().search).get('name')).toBe('Texas Poker Room 5');
  });

  it('opens on the list’s search, not on Close', async () => {
    const api = mockApi();
    mockWallets(api, merchantWallet({ isSingle: true }));
    mockVendorGames(api);
    openLauncher(lobbyEntry);
    const search = await screen.findByRole('searchbox', { name: /Cari permainan/ });
    await waitFor(() => expect(search).toHaveFocus());
  });

  it('a chosen game of a transfer vendor is launched, then gets the transfer offer', async () => {
    const api = mockApi();
    mockWallets(
      api,
      merchantWallet({
        wallets: [{ wallet: 'KY', displayName: 'Kaiyuan', balance: 12, maintenance: false }],
      }),
    );
    mockVendorGames(api);
    const launches = mockLaunch(api);
    const { user } = openLauncher(lobbyEntry);
    await user.click(await screen.findByRole('button', { name: /Mahjong Room 2/ }));
    expect(await screen.findByRole('heading', { name: 'Main Mahjong Room 2' })).toBeVisible();
    expect(await within(dialog()).findByLabelText('Saldo dompet')).toHaveTextContent(
      'Dompet KaiyuanP 12.00',
    );
    // The list itself launches nothing; the chosen game is launched before the offer.
    expect(launches.map((b) => [b.gameId, b.confirmTrans])).toEqual([['KY-2', 0]]);
  });

  it('says when the list cannot load, and loads it again', async () => {
    const api = mockApi();
    mockWallets(api, merchantWallet({ isSingle: true }));
    let broken = true;
    const queries: URLSearchParams[] = [];
    api.on(gameCalls.gameList, (url) => {
      queries.push(url.searchParams);
      if (broken) return failure('system.error', 'boom', 500);
      return { games: kaiyuanGames.slice(0, 5), ...pageInfo(1, 12, 5) };
    });
    const { user } = openLauncher(lobbyEntry);
    expect(await screen.findByRole('alert')).toBeVisible();
    broken = false;
    await user.click(within(dialog()).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(dialog()).findByRole('list', { name: 'Permainan Kaiyuan' })).toBeVisible();
    expect(queries).toHaveLength(2);
  });
});
