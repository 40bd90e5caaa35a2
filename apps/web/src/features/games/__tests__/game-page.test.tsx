import { Suspense } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameCalls, pageInfo, systemCalls, walletCalls } from '@site/contract';
import { recentKeys } from '../../../api/keys';
import { walletKeys } from '../../../api/keys';
import { i18next } from '../../../i18n';
import { resetAccountState } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { testQueryClient } from '../../../testing/render';
import { statusValue, vendorCategories } from '../../../testing/shell-data';
import { GameScreen } from '../components/game-page/game-screen';
import { GAME_LOAD_TIMEOUT_MS } from '../components/game-page/game-frame';
import type { GamePageState } from '../components/game-page/game-page-state';
import { GAME_URL, pgSlot } from './launcher-setup';
import { useSessionStore } from '../../../stores/session';
import { useUiStore } from '../../../stores/ui';

const SEARCH = '?name=Garuda+Gold+Reels&vendor=NSO&id=NSO-0001';
const LAUNCHED: GamePageState = { from: '/rng?page=NSO', fallbackUrl: null };
const absolute = (url: string) => new URL(url, window.location.href).href;

/** The balance call, counting how often it is asked, and the status its currency symbol is from. */
function mockBalanceCalls() {
  const api = mockApi();
  const calls = { balance: 0 };
  api
    .on(systemCalls.status, () => statusValue())
    .on(walletCalls.balance, () => {
      calls.balance += 1;
      return { sumBalance: 1234.5 + calls.balance, currencyCode: 'PHP', currencySymbol: 'P' };
    })
    .on(gameCalls.vendors, () => ({ categories: vendorCategories }));
  return { api, calls };
}

/** /game as the launcher leaves it (or as a direct visit, without state), over the lobby. */
function renderGamePage({
  search = SEARCH,
  state = LAUNCHED as GamePageState | null,
  client = testQueryClient() as QueryClient,
} = {}) {
  sessionStorage.setItem('token', 'token-1');
  const current: { location: Location | null } = { location: null };
  function Spy() {
    current.location = useLocation();
    return null;
  }
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: '/game', search, state }]}>
        <Suspense fallback={<p>suspended</p>}>
          <Routes>
            <Route path="/game" element={<GameScreen />} />
            <Route path="*" element={<p>lobby</p>} />
          </Routes>
        </Suspense>
        <Spy />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, location: () => current.location!, user: userEvent.setup({ delay: null }) };
}

const frame = () => screen.getByTitle('Garuda Gold Reels') as HTMLIFrameElement;

describe('the /game page', () => {
  beforeAll(() => i18next.loadNamespaces('play'));
  beforeEach(() => {
    act(resetAccountState);
    sessionStorage.setItem('iframeUrl', GAME_URL);
  });

  it('shows the game in an iframe named after it, with a loading word until it loads', async () => {
    mockBalanceCalls();
    renderGamePage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Garuda Gold Reels' });
    expect(heading).toHaveFocus();
    const iframe = frame();
    expect(iframe.tagName).toBe('IFRAME');
    expect(iframe.src).toBe(absolute(GAME_URL));
    expect(iframe.getAttribute('allow')).toContain('fullscreen');
    // The site's own origin: a sandbox with scripts and same origin would protect nothing.
    expect(iframe).not.toHaveAttribute('sandbox');
    expect(screen.getByRole('status')).toHaveTextContent('Memuat Garuda Gold Reels…');
    fireEvent.load(iframe);
    expect(screen.queryByText('Memuat Garuda Gold Reels…')).not.toBeInTheDocument();
    // The site's figure is the total of every wallet; the game shows only its own wallet as
    // its "Saldo": the bar says whose figure this is, so the two never read as one balance.
    const total = (await screen.findByText('P 1,235.50')).closest('p')!;
    expect(total).toHaveTextContent(/^Total semua dompet P 1,235\.50$/);
    expect(total).not.toHaveTextContent(/^(Total )?saldo\b/i);
  });

  it("shows the game's art beside its name, the lobby card's picture, sized and decorative", async () => {
    mockBalanceCalls();
    renderGamePage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Garuda Gold Reels' });
    const art = heading.parentElement!.querySelector('img')!;
    expect(art).toHaveAttribute('src', '/media/game/NSO-0001.svg');
    expect(art).toHaveAttribute('alt', '');
    expect(art).toHaveAttribute('width', '40');
    expect(art).toHaveAttribute('height', '40');
  });

  it('shows no art when the address names no game', async () => {
    mockBalanceCalls();
    renderGamePage({ search: '?name=Garuda+Gold+Reels&vendor=NSO' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Garuda Gold Reels' });
    expect(heading.parentElement!.querySelector('img')).toBeNull();
  });

  it('sandboxes a game on another origin, without top navigation', async () => {
    mockBalanceCalls();
    sessionStorage.setItem('iframeUrl', 'https://cdn.example.test/house/play/?t=token-1');
    renderGamePage();
    await screen.findByRole('heading', { level: 1, name: 'Garuda Gold Reels' });
    const sandbox = frame().getAttribute('sandbox');
    expect(sandbox?.split(' ')).toEqual(
      expect.arrayContaining(['allow-scripts', 'allow-same-origin', 'allow-forms', 'allow-popups']),
    );
    expect(sandbox).not.toContain('allow-top-navigation');
  });

  it('"Back to lobby" returns where the game was launched from', async () => {
    mockBalanceCalls();
    const { user, location } = renderGamePage();
    const back = await screen.findByRole('link', { name: 'Kembali ke lobi' });
    expect(back).toHaveAttribute('href', '/rng?page=NSO');
    await user.click(back);
    expect(`${location().pathname}${location().search}`).toBe('/rng?page=NSO');
  });

  it.each([
    ['PG', '/rng?page=PG'],
    ['EVO', '/live'],
    ['UNKNOWN', '/index'],
  ])(
    'without the launch’s state, "Back to lobby" goes to vendor %s’s lobby',
    async (vendor, href) => {
      mockBalanceCalls();
      renderGamePage({ search: `?name=Garuda+Gold+Reels&vendor=${vendor}&id=X-1`, state: null });
      const back = await screen.findByRole('link', { name: 'Kembali ke lobi' });
      await waitFor(() => expect(back).toHaveAttribute('href', href));
    },
  );

  it('says plainly that no game is open when the address is missing, with a way to the lobby', async () => {
    mockBalanceCalls();
    sessionStorage.removeItem('iframeUrl');
    renderGamePage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tidak ada permainan yang terbuka' }),
    ).toBeVisible();
    expect(screen.getByText(/sudah ditutup atau kedaluwarsa/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ke lobi' })).toHaveAttribute('href', '/rng?page=NSO');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('starts a bookmarked game again from its lobby, through the launcher', async () => {
    mockBalanceCalls();
    sessionStorage.removeItem('iframeUrl');
    act(() => useSessionStore.setState({ token: 'token-1' }));
    const { location } = renderGamePage({
      search: '?name=Live+Baccarat&vendor=EVO&id=EVO-7',
      state: null,
    });
    await waitFor(() => expect(location().pathname).toBe('/live'));
    expect(useUiStore.getState().launchingGame).toEqual({
      gameId: 'EVO-7',
      gameName: 'Live Baccarat',
      vassalage: 'EVO',
      gameType: 'LIVE',
    });
    expect(screen.queryByText('Tidak ada permainan yang terbuka')).toBeNull();
  });

  it('starts a game linked by its id alone, its vendor and name looked up', async () => {
    const { api } = mockBalanceCalls();
    const asked: (string | null)[] = [];
    api.on(gameCalls.gameList, (url) => {
      asked.push(url.searchParams.get('gameId'));
      return { games: [pgSlot], ...pageInfo(1, 1, 1) };
    });
    sessionStorage.removeItem('iframeUrl');
    act(() => useSessionStore.setState({ token: 'token-1' }));
    const { location } = renderGamePage({ search: `?id=${pgSlot.gameId}`, state: null });
    await waitFor(() => expect(location().pathname).toBe('/rng'));
    expect(location().search).toBe('?page=PG');
    expect(asked).toEqual([pgSlot.gameId]);
    expect(useUiStore.getState().launchingGame).toEqual({
      gameId: pgSlot.gameId,
      gameName: 'Mahjong Ways',
      vassalage: 'PG',
      gameType: 'RNG',
    });
    expect(screen.queryByText('Tidak ada permainan yang terbuka')).toBeNull();
  });

  it('asks a visitor opening a bookmarked game to log in, over its lobby', async () => {
    mockBalanceCalls();
    sessionStorage.removeItem('iframeUrl');
    const { location } = renderGamePage({ search: '?name=PG+1&vendor=PG&id=PG-1', state: null });
    act(() => useSessionStore.setState({ token: null }));
    await waitFor(() => expect(location().pathname).toBe('/rng'));
    expect(location().search).toBe('?page=PG');
    expect(useUiStore.getState().authModal).toBe('login');
    expect(useUiStore.getState().launchingGame).toBeNull();
  });

  it('never puts an address other than http(s) into the iframe', async () => {
    mockBalanceCalls();
    sessionStorage.setItem('iframeUrl', 'javascript:alert(1)');
    renderGamePage();
    expect(
      await screen.findByRole('heading', { name: 'Tidak ada permainan yang terbuka' }),
    ).toBeVisible();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('asks the balance again when the house game posts a round, and ignores other senders', async () => {
    const { calls } = mockBalanceCalls();
    renderGamePage();
    await screen.findByText('P 1,235.50');
    const post = (origin: string, data: unknown) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { origin, data }));
      });

    post('https://evil.test', { source: 'house', type: 'balance' });
    post(window.location.origin, { source: 'other', type: 'balance' });
    post(window.location.origin, 'balance');
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(calls.balance).toBe(1);

    post(window.location.origin, { source: 'house', type: 'balance' });
    expect(await screen.findByText('P 1,236.50')).toBeVisible();
    expect(calls.balance).toBe(2);
  });

  it('on leaving, refreshes the wallets, records and recent games, and forgets the address', async () => {
    mockBalanceCalls();
    const client = testQueryClient();
    client.setQueryData(recentKeys.all, { list: [] });
    client.setQueryData(walletKeys.merchantWallet(), { isSingle: false });
    client.setQueryData([...walletKeys.all, 'bets', { pageNo: 1 }], { list: [] });
    const { user } = renderGamePage({ client });
    await user.click(await screen.findByRole('link', { name: 'Kembali ke lobi' }));
    expect(await screen.findByText('lobby')).toBeVisible();
    expect(client.getQueryState(recentKeys.all)?.isInvalidated).toBe(true);
    expect(client.getQueryState(walletKeys.merchantWallet())?.isInvalidated).toBe(true);
    expect(client.getQueryState([...walletKeys.all, 'bets', { pageNo: 1 }])?.isInvalidated).toBe(
      true,
    );
    expect(sessionStorage.getItem('iframeUrl')).toBeNull();
  });

  it('keeps the address while the page is open (a reload plays on)', async () => {
    mockBalanceCalls();
    renderGamePage();
    await screen.findByRole('heading', { name: 'Garuda Gold Reels' });
    expect(sessionStorage.getItem('iframeUrl')).toBe(GAME_URL);
  });

  describe('when the game does not load in time', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('says it is slow when there is no second address', () => {
      mockBalanceCalls();
      vi.useFakeTimers();
      renderGamePage();
      act(() => vi.advanceTimersByTime(GAME_LOAD_TIMEOUT_MS));
      expect(frame().src).toBe(absolute(GAME_URL));
      expect(screen.getByRole('status')).toHaveTextContent('Permainan belum selesai dimuat.');
    });

    it('moves to the second address, then says it is slow', () => {
      mockBalanceCalls();
      vi.useFakeTimers();
      renderGamePage({ state: { ...LAUNCHED, fallbackUrl: '/cdn2/house/play/?t=token-1' } });
      expect(frame().src).toBe(absolute(GAME_URL));
      act(() => vi.advanceTimersByTime(GAME_LOAD_TIMEOUT_MS - 1));
      expect(frame().src).toBe(absolute(GAME_URL));
      act(() => vi.advanceTimersByTime(1));
      expect(frame().src).toBe(absolute('/cdn2/house/play/?t=token-1'));
      expect(screen.getByRole('status')).toHaveTextContent(
        'Alamat pertama tidak merespons; mencoba alamat kedua…',
      );
      act(() => vi.advanceTimersByTime(GAME_LOAD_TIMEOUT_MS));
      expect(screen.getByRole('status')).toHaveTextContent('Permainan belum selesai dimuat.');
      // Late after all: the strip goes.
      fireEvent.load(frame());
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });
  });

  describe('fullscreen', () => {
    const original = {
      enabled: Object.getOwnPropertyDescriptor(Document.prototype, 'fullscreenEnabled'),
      request: HTMLElement.prototype.requestFullscreen,
      exit: document.exitFullscreen,
    };
    let fullscreenElement: Element | null = null;

    beforeEach(() => {
      fullscreenElement = null;
      Object.defineProperty(document, 'fullscreenElement', {
        configurable: true,
        get: () => fullscreenElement,
      });
    });
    afterEach(() => {
      delete (document as { fullscreenElement?: unknown }).fullscreenElement;
      delete (document as { fullscreenEnabled?: unknown }).fullscreenEnabled;
      if (original.enabled)
        Object.defineProperty(Document.prototype, 'fullscreenEnabled', original.enabled);
      HTMLElement.prototype.requestFullscreen = original.request;
      document.exitFullscreen = original.exit;
    });

    const change = (element: Element | null) => {
      fullscreenElement = element;
      document.dispatchEvent(new Event('fullscreenchange'));
    };

    it('puts the game’s frame full screen and back (Esc ends it too)', async () => {
      mockBalanceCalls();
      Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
      const request = vi.fn(function (this: HTMLElement) {
        change(this);
        return Promise.resolve();
      });
      const exit = vi.fn(() => {
        change(null);
        return Promise.resolve();
      });
      HTMLElement.prototype.requestFullscreen = request;
      document.exitFullscreen = exit;
      const { user } = renderGamePage();
      const button = await screen.findByRole('button', { name: 'Layar penuh' });
      expect(button).toHaveAttribute('aria-pressed', 'false');

      await user.click(button);
      expect(request).toHaveBeenCalledTimes(1);
      expect(request.mock.contexts[0]).toBe(frame().parentElement);
      expect(button).toHaveAttribute('aria-pressed', 'true');
      // Focus goes into the stage, the only part on screen now: its way out comes first.
      const exitButton = screen.getByRole('button', { name: 'Keluar dari layar penuh' });
      expect(exitButton).toHaveFocus();

      // In full screen only the stage shows: it has its own way out (touch screens have no Esc).
      await user.click(exitButton);
      expect(exit).toHaveBeenCalledTimes(1);
      expect(button).toHaveAttribute('aria-pressed', 'false');
      expect(screen.queryByRole('button', { name: 'Keluar dari layar penuh' })).toBeNull();
      // The exit button is gone: focus comes back to the toggle, not to the page.
      expect(button).toHaveFocus();

      // Esc is the browser's: it ends full screen and says so with the same event.
      await user.click(button);
      act(() => screen.getByRole('button', { name: 'Keluar dari layar penuh' }).focus());
      act(() => change(null));
      expect(button).toHaveAttribute('aria-pressed', 'false');
      expect(button).toHaveFocus();
    });

    it('says so when the browser cannot go full screen', async () => {
      mockBalanceCalls();
      Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
      const { user } = renderGamePage();
      await user.click(await screen.findByRole('button', { name: 'Layar penuh' }));
      expect(
        await screen.findByText(/Browser ini tidak dapat menampilkan permainan dalam layar penuh/),
      ).toBeVisible();
    });
  });
});
