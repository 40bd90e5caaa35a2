import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { transferCalls } from '@site/contract';
import { applyLanguage } from '../../../i18n';
import { useUiStore } from '../../../stores/ui';
import { resetAccountState } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { failure, merchantWallet, mockWallets } from '../../../testing/wallet-data';
import { game } from '../../../testing/shell-data';
import { launchableFromRef } from '../utils/game-ref';
import {
  GAME_URL,
  houseSlot,
  mockBalance,
  mockLaunch,
  openLauncher,
  pgSlot,
  type LaunchResult,
} from './launcher-setup';

const dialog = () => screen.getByRole('dialog');

describe('game launcher: starting a game', () => {
  beforeEach(() => act(resetAccountState));
  afterEach(async () => {
    await act(() => applyLanguage('ID'));
  });

  it('starts a seamless vendor’s game at once, stores its address and opens /game', async () => {
    const api = mockApi();
    mockWallets(api);
    let answer!: (value: LaunchResult) => void;
    const bodies = mockLaunch(
      api,
      () => new Promise<LaunchResult>((resolve) => (answer = resolve)),
    );
    const { location } = openLauncher(houseSlot);

    expect(await screen.findByRole('heading', { name: 'Main Garuda Gold Reels' })).toBeVisible();
    expect(
      (await within(dialog()).findByText(/Memulai Garuda Gold Reels…/)).closest('[role=status]'),
    ).not.toBeNull();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      gameId: 'NSO-0001',
      vassalage: 'NSO',
      nodeId: 'NSO',
      confirmTrans: 0,
      language: 'ID',
    });
    act(() => answer({ game_url: GAME_URL, game_url2: '/cdn2/house/play/?t=token-1' }));

    await waitFor(() => expect(location().pathname).toBe('/game'));
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
      name: 'Garuda Gold Reels',
      vendor: 'NSO',
      id: 'NSO-0001',
    });
    expect(location().state).toEqual({
      from: '/rng?page=PG',
      fallbackUrl: '/cdn2/house/play/?t=token-1',
    });
    expect(sessionStorage.getItem('iframeUrl')).toBe(GAME_URL);
    expect(useUiStore.getState().launchingGame).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks in the member’s language', async () => {
    await act(() => applyLanguage('EN'));
    const api = mockApi();
    mockWallets(api);
    const bodies = mockLaunch(api);
    const { location } = openLauncher(houseSlot);
    await waitFor(() => expect(location().pathname).toBe('/game'));
    expect(bodies[0]?.language).toBe('EN');
  });

  it('says a game under maintenance cannot start, without asking the platform', async () => {
    const api = mockApi();
    mockWallets(api);
    const bodies = mockLaunch(api);
    const { user } = openLauncher({ ...houseSlot, maintenance: 1 });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Garuda Gold Reels sedang dalam pemeliharaan. Silakan coba lagi nanti.',
    );
    expect(bodies).toEqual([]);
    await user.click(within(dialog()).getByRole('button', { name: 'Tutup' }));
    expect(useUiStore.getState().launchingGame).toBeNull();
  });

  it('says a game that cannot be played here is unavailable, without any call', async () => {
    const api = mockApi();
    mockWallets(api);
    const bodies = mockLaunch(api);
    const { user } = openLauncher({ ...pgSlot, supportPlay: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Mahjong Ways sedang tidak tersedia. Pilih permainan lain.',
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    // Neither a launch nor the wallets: nothing to offer for a game that cannot start.
    expect(bodies).toEqual([]);
    expect(api.fetch.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringMatching(/merchantWallet|launchGame/),
    );
    expect(within(dialog()).queryByRole('button', { name: 'Transfer dan main' })).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: 'Oke' }));
    expect(useUiStore.getState().launchingGame).toBeNull();
  });

  it('says a sportsbook the platform refuses is not connected, naming its vendor', async () => {
    const api = mockApi();
    const { sent } = mockWallets(api);
    mockLaunch(api, () => failure('game.unavailable', 'not connected', 409));
    openLauncher({
      ...game('NSB', 'SPORTS', 1),
      gameName: 'Nusa Sportsbook',
      nodeName: 'Nusa Sportsbook',
    });
    expect(await within(await screen.findByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Taruhan olahraga Nusa Sportsbook belum tersambung di situs ini. Pilih permainan lain.',
    );
    expect(within(dialog()).queryByRole('button', { name: 'Transfer dan main' })).toBeNull();
    expect(sent.transfer).toEqual([]);
  });

  it.each([
    [
      'game.maintenance',
      503,
      'Garuda Gold Reels sedang dalam pemeliharaan. Silakan coba lagi nanti.',
    ],
    [
      'vendor.maintenance',
      503,
      'Penyedia Nusa Originals sedang dalam pemeliharaan. Silakan coba lagi nanti.',
    ],
    ['game.launch.failed', 502, 'Penyedia permainan tidak menjawab. Silakan coba lagi.'],
    ['request.throttled', 429, 'Terlalu banyak percobaan. Tunggu sebentar lalu coba lagi.'],
  ])('explains %s in words and starts the game on retry', async (code, status, text) => {
    const api = mockApi();
    mockWallets(api);
    let refuse = true;
    const bodies = mockLaunch(api, () =>
      refuse ? failure(code, 'refused', status) : { game_url: GAME_URL, game_url2: null },
    );
    const { user, location } = openLauncher(houseSlot);
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(text);
    expect(location().pathname).toBe('/rng');

    refuse = false;
    await user.click(within(dialog()).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(location().pathname).toBe('/game'));
    expect(bodies.map((b) => b.confirmTrans)).toEqual([0, 0]);
  });

  it('offers no retry for a refusal that asking again cannot change', async () => {
    const api = mockApi();
    mockWallets(api);
    const bodies = mockLaunch(api, () => failure('game.unavailable', 'refused', 400));
    openLauncher(houseSlot);
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Garuda Gold Reels sedang tidak tersedia. Pilih permainan lain.',
    );
    expect(within(dialog()).queryByRole('button', { name: 'Coba lagi' })).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Batal' })).toBeVisible();
    expect(bodies).toHaveLength(1);
  });

  it('starts a game known only by reference (a winner’s), and names its vendor when refused', async () => {
    const api = mockApi();
    mockWallets(api);
    const bodies = mockLaunch(api, () => failure('vendor.maintenance', 'refused', 503));
    const winner = { gameId: 'NSO-0001', gameName: 'Garuda Gold Reels', vassalage: 'NSO' };
    openLauncher(launchableFromRef(winner, 'RNG', 'Nusa Originals'));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Penyedia Nusa Originals sedang dalam pemeliharaan. Silakan coba lagi nanti.',
    );
    // By id and vendor: no node or anything else the board does not know.
    expect(bodies).toEqual([
      { gameId: 'NSO-0001', vassalage: 'NSO', confirmTrans: 0, language: 'ID' },
    ]);
  });

  it('says when the connection dropped, and tries again', async () => {
    const api = mockApi();
    mockWallets(api);
    let drop = true;
    mockLaunch(api, () => {
      if (drop) throw new TypeError('Failed to fetch');
      return { game_url: GAME_URL, game_url2: null };
    });
    const { user, location } = openLauncher(houseSlot);
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Koneksi terputus. Periksa jaringan Anda lalu coba lagi.',
    );
    drop = false;
    await user.click(within(dialog()).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(location().pathname).toBe('/game'));
  });

  it('closing while the game starts gives it up: no game page opens', async () => {
    const api = mockApi();
    mockWallets(api);
    let answer!: (value: LaunchResult) => void;
    mockLaunch(api, () => new Promise<LaunchResult>((resolve) => (answer = resolve)));
    const { user, location } = openLauncher(houseSlot);
    await within(dialog()).findByText('Memulai Garuda Gold Reels…');
    await user.click(within(dialog()).getByRole('button', { name: 'Tutup' }));
    act(() => answer({ game_url: GAME_URL, game_url2: null }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(location().pathname).toBe('/rng');
    expect(sessionStorage.getItem('iframeUrl')).toBeNull();
  });

  it('starts at once on a single-wallet merchant, where nothing is transferred', async () => {
    const api = mockApi();
    mockWallets(api, merchantWallet({ isSingle: true }));
    const bodies = mockLaunch(api);
    const { location } = openLauncher(pgSlot);
    await waitFor(() => expect(location().pathname).toBe('/game'));
    expect(bodies.map((b) => b.confirmTrans)).toEqual([0]);
    expect(screen.queryByRole('button', { name: 'Transfer dan main' })).not.toBeInTheDocument();
  });

  it('when the wallets do not load, offers to ask again or to play without a transfer', async () => {
    const api = mockApi();
    mockBalance(api);
    api.fail(transferCalls.merchantWallet, 'system.error', 'boom', 500);
    const bodies = mockLaunch(api);
    const { user, location } = openLauncher(pgSlot);
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Saldo dompet tidak dapat dimuat.',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Main tanpa transfer' }));
    await waitFor(() => expect(location().pathname).toBe('/game'));
    expect(bodies.map((b) => b.confirmTrans)).toEqual([0]);
  });
});
