import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { contentCalls, gameCalls, lotteryCalls, playCalls, type LotteryGame } from '@site/contract';
import { useSessionStore } from '../../../stores/session';
import { useUiStore } from '../../../stores/ui';
import { mockLoggedIn } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders, shownMemberPage } from '../../../testing/render';
import { HomeScreen } from '../components/home-screen';
import { announcements, banner, game, menus, notice, popup, vendorCategory } from './data';

/** The home's calls; the lottery strip finds no lottery closing soon unless a test says so. */
function homeApi() {
  return mockApi()
    .on(contentCalls.announcements, () =>
      announcements({
        banners: [banner('b1', 'Welcome bonus 100%'), banner('b2', 'Weekly cashback')],
        headline: [notice('h1', { type: 'H', title: 'Server upgrade tonight at 02:00' })],
        popup: [
          popup('p1', 'Deposit bonus', '<p>Deposit today <b>and get more</b></p>'),
          popup('p2', 'New lottery market', '<p>SEA lottery is open</p>'),
        ],
      }),
    )
    .on(gameCalls.gameMenus, () =>
      menus([
        ['SPORTS', ['SABA']],
        ['LIVE', ['EVO', 'DS88']],
        ['ESPORTS', []],
        ['RNG', ['PG', 'JILI']],
      ]),
    )
    .on(gameCalls.hotGames, () => ({
      list: [game('Mahjong Ways', 'PG'), game('Super Ace', 'JILI'), game('Koi Gate', 'PG')],
    }))
    .on(gameCalls.vendors, () => ({ categories: [vendorCategory('RNG', { PG: 'PG Soft' })] }))
    .on(playCalls.recent, () => ({ list: [game('Lucky Neko', 'PG')] }))
    .on(lotteryCalls.games, () => ({ serverTime: Date.now(), groups: [] }));
}

describe('home', () => {
  it('shows the banners, the first loaded at once as the largest paint', async () => {
    homeApi();
    renderWithProviders(<HomeScreen />);
    const carousel = await screen.findByRole('region', { name: 'Banner promosi' });
    const first = within(carousel).getByRole('img', { name: 'Welcome bonus 100%' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(
      within(carousel).getByRole('button', { name: /Tampilkan banner 2: Weekly cashback/ }),
    ).toBeInTheDocument();
  });

  it('changes banner with next, the dots and pauses on request', async () => {
    const user = userEvent.setup({ delay: null });
    homeApi();
    renderWithProviders(<HomeScreen />);
    const carousel = await screen.findByRole('region', { name: 'Banner promosi' });
    const dot2 = within(carousel).getByRole('button', { name: /Tampilkan banner 2/ });
    await user.click(within(carousel).getByRole('button', { name: 'Banner berikutnya' }));
    expect(dot2).toHaveAttribute('aria-current', 'true');
    await user.click(within(carousel).getByRole('button', { name: /Tampilkan banner 1/ }));
    expect(dot2).not.toHaveAttribute('aria-current');
    await user.click(within(carousel).getByRole('button', { name: 'Jeda pergantian banner' }));
    expect(
      within(carousel).getByRole('button', { name: 'Putar pergantian banner' }),
    ).toBeInTheDocument();
  });

  it('shows the categories that have vendors in the server’s order, linking to their pages', async () => {
    homeApi();
    renderWithProviders(<HomeScreen />);
    const section = await screen.findByRole('region', { name: 'Kategori permainan' });
    const links = await within(section).findAllByRole('link');
    expect(links.map((link) => link.querySelector('.category-card__name')?.textContent)).toEqual([
      'Olahraga',
      'Kasino Langsung',
      'Slot',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/sports', '/live', '/rng']);
    expect(within(links[1]!).getByText('Penyedia: 2')).toBeInTheDocument();
    // Each card shows its category's art, drawn by the platform; decoration, so no alt text.
    expect(links.map((link) => link.querySelector('img')?.getAttribute('src'))).toEqual([
      '/media/category/SPORTS.svg',
      '/media/category/LIVE.svg',
      '/media/category/RNG.svg',
    ]);
    expect(links[0]!.querySelector('img')).toHaveAttribute('alt', '');
    expect(links[0]).toHaveAccessibleName(/^Olahraga/);
  });

  it('shows hot games with their names and vendors, each a button that launches it', async () => {
    const user = userEvent.setup({ delay: null });
    homeApi();
    renderWithProviders(<HomeScreen />);
    const section = await screen.findByRole('region', { name: 'Game populer' });
    const cards = await within(section).findAllByRole('button');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Main Mahjong Ways',
      'Main Super Ace',
      'Main Koi Gate',
    ]);
    // The vendor's name (the code until the vendor list knows it) and the HOT badge.
    await waitFor(() => expect(cards[0]).toHaveAccessibleDescription('PG Soft HOT'));
    expect(cards[1]).toHaveAccessibleDescription('JILI HOT');
    // A visitor's click asks for a login first (docs/product.md §4 launch: login check).
    await user.click(cards[0]!);
    expect(useUiStore.getState().authModal).toBe('login');
    act(() => useUiStore.getState().closeAuthModal());
  });

  it('shows the headline line', async () => {
    homeApi();
    renderWithProviders(<HomeScreen />);
    const line = screen.getByRole('region', { name: 'Info terbaru' });
    // The seamless loop's second copy is hidden from assistive technology.
    expect(await within(line).findByRole('listitem')).toHaveTextContent(
      'Server upgrade tonight at 02:00',
    );
  });

  it('shows the popup notices once per browser session, one after another', async () => {
    const user = userEvent.setup({ delay: null });
    homeApi();
    const first = renderWithProviders(<HomeScreen />);
    const dialog = await screen.findByRole('dialog', { name: 'Deposit bonus' });
    expect(within(dialog).getByText('and get more')).toBeInTheDocument();
    expect(within(dialog).getByText('1 / 2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pengumuman berikutnya' }));
    expect(screen.getByRole('dialog', { name: 'New lottery market' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Semua pengumuman' })).toHaveAttribute(
      'href',
      '/noticePage',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    renderWithProviders(<HomeScreen />);
    await screen.findByRole('img', { name: 'Welcome bonus 100%' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("follows a notice's link to a member-centre page in the app, and gives way to it", async () => {
    const user = userEvent.setup({ delay: null });
    const api = homeApi();
    act(() => void mockLoggedIn(api));
    api.on(contentCalls.announcements, () =>
      announcements({
        popup: [
          popup('p1', 'Deposit bonus', '<p><a href="/index?member=depositv2">Isi saldo</a></p>'),
        ],
      }),
    );
    try {
      renderWithProviders(<HomeScreen />, { url: '/index' });
      const dialog = await screen.findByRole('dialog', { name: 'Deposit bonus' });
      await user.click(within(dialog).getByRole('link', { name: 'Isi saldo' }));
      expect(shownMemberPage()).toBe('depositv2');
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Deposit bonus' })).not.toBeInTheDocument(),
      );
    } finally {
      act(() => useSessionStore.setState({ token: null }));
    }
  });

  it('waits while a dialog the visitor opened is on screen or a field is typed in', async () => {
    homeApi();
    // The visitor opened the login before the popup's moment came.
    act(() => useUiStore.getState().openAuthModal('login'));
    const field = document.createElement('input');
    document.body.append(field);
    try {
      renderWithProviders(<HomeScreen />);
      await screen.findByRole('img', { name: 'Welcome bonus 100%' });
      // Its moment passes (the page settled, the notices answered): it does not open.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByRole('dialog', { name: 'Deposit bonus' })).not.toBeInTheDocument();
      field.focus();
      act(() => useUiStore.getState().closeAuthModal());
      // Still typing in a field: it does not take the focus.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByRole('dialog', { name: 'Deposit bonus' })).not.toBeInTheDocument();
      expect(document.activeElement).toBe(field);
      act(() => field.blur());
      expect(await screen.findByRole('dialog', { name: 'Deposit bonus' })).toBeInTheDocument();
      // A dialog the visitor opens over it takes its place.
      act(() => useUiStore.getState().openAuthModal('login'));
      expect(screen.queryByRole('dialog', { name: 'Deposit bonus' })).not.toBeInTheDocument();
      act(() => useUiStore.getState().closeAuthModal());
      expect(screen.queryByRole('dialog', { name: 'Deposit bonus' })).not.toBeInTheDocument();
    } finally {
      field.remove();
    }
  });

  it('spares a member who registered while on the page', async () => {
    homeApi();
    act(() => useUiStore.getState().openAuthModal('register'));
    renderWithProviders(<HomeScreen />);
    await screen.findByRole('img', { name: 'Welcome bonus 100%' });
    // Registering marks the popup seen for the browser session (use-register-submit).
    sessionStorage.setItem('index_notice', '1');
    act(() => useUiStore.getState().closeAuthModal());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when a section failed and loads it again on retry', async () => {
    const user = userEvent.setup({ delay: null });
    const api = homeApi().fail(gameCalls.hotGames, 'system.error', 'boom', 500);
    renderWithProviders(<HomeScreen />);
    const section = await screen.findByRole('region', { name: 'Game populer' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Gagal memuat data.');
    api.on(gameCalls.hotGames, () => ({ list: [game('Gates of Olympus', 'PP')] }));
    await user.click(within(section).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(section).findByText('Gates of Olympus')).toBeInTheDocument();
  });

  it('shows no recent games to a visitor', async () => {
    const api = homeApi();
    renderWithProviders(<HomeScreen />);
    await screen.findByRole('region', { name: 'Game populer' });
    expect(screen.queryByRole('region', { name: 'Terakhir dimainkan' })).toBeNull();
    expect(api.fetch.mock.calls.some(([url]) => String(url).includes('GCS_recentGame'))).toBe(
      false,
    );
  });

  it('keeps the pitch when the merchant has no banners or hot games', async () => {
    mockApi()
      .on(contentCalls.announcements, () => announcements())
      .on(gameCalls.gameMenus, () => menus([]))
      .on(gameCalls.hotGames, () => ({ list: [] }))
      .on(gameCalls.vendors, () => ({ categories: [] }))
      .on(lotteryCalls.games, () => ({ serverTime: Date.now(), groups: [] }));
    renderWithProviders(<HomeScreen />);
    expect(await screen.findByText('Belum ada game populer saat ini.')).toBeInTheDocument();
    expect(screen.getByText('Belum ada kategori permainan yang tersedia.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Daftar sekarang' })).toHaveAttribute(
      'href',
      '/register',
    );
    // The catalogue's figures are grouped in the site's one style (docs/product.md §5), as the
    // platform's
    // own texts (the ticker's "lebih dari 5,000 permainan") and every amount are.
    expect(screen.getByText('5,000+')).toBeInTheDocument();
    expect(screen.queryByText('5.000+')).toBeNull();
    expect(screen.getByText('140+')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks no recent games of a session that must change its password first', async () => {
    const api = homeApi();
    act(() => void mockLoggedIn(api, { passwordChangeRequired: true }));
    try {
      renderWithProviders(<HomeScreen />);
      // The hot games have come and shown: the recent games would have been asked with them.
      const hot = await screen.findByRole('region', { name: 'Game populer' });
      await within(hot).findByText('Mahjong Ways');
      const asked = (path: string) =>
        api.fetch.mock.calls.some(([url]) => String(url).includes(path));
      expect(screen.queryByRole('region', { name: 'Terakhir dimainkan' })).toBeNull();
      expect(asked('GCS_recentGame')).toBe(false);
    } finally {
      act(() => useSessionStore.setState({ token: null }));
    }
  });

  it('hides the register pitch from a logged-in member', async () => {
    act(() => void mockLoggedIn(homeApi()));
    try {
      renderWithProviders(<HomeScreen />);
      expect(await screen.findByRole('region', { name: 'Game populer' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'DAFTAR, MAIN, MENANG' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Daftar sekarang' })).toBeNull();
      // In its place, the member's recent games.
      const recent = await screen.findByRole('region', { name: 'Terakhir dimainkan' });
      expect(
        await within(recent).findByRole('button', { name: 'Main Lucky Neko' }),
      ).toBeInTheDocument();
    } finally {
      act(() => useSessionStore.setState({ token: null }));
    }
  });
  it('lists the lotteries closing next with live countdowns, each opening its game', async () => {
    const at = '2026-11-26T05:00:00.000Z';
    const lottery = (gameCode: string, gameName: string, remainTime: number, isSale = true) =>
      ({
        gameId: gameCode,
        gameCode,
        gameName,
        family: 'SSC',
        intervalSeconds: 60,
        lockSeconds: 10,
        isSale,
        remark: '',
        currentNumero: {
          numero: `20261126-${gameCode.slice(-1)}01`,
          gameId: gameCode,
          remainTime,
          lockTime: 10,
          isSale,
          opensAt: at,
          locksAt: at,
          drawsAt: at,
          seedHash: 'ab'.repeat(32),
        },
      }) satisfies LotteryGame;
    homeApi().on(lotteryCalls.games, () => ({
      serverTime: Date.now(),
      groups: [
        {
          code: 'SSC' as const,
          labelName: 'SSC',
          games: [
            lottery('SSC3', 'Surabaya 5-Minute', 200_000),
            lottery('SSC1', 'Jakarta 1-Minute', 35_000),
            lottery('SSC2', 'Bandung 3-Minute', 90_000, false),
          ],
        },
      ],
    }));
    renderWithProviders(<HomeScreen />);
    const strip = await screen.findByRole('region', { name: 'Lotre segera ditutup' });
    const games = within(strip).getAllByRole('listitem');
    // Soonest first; a game not on sale is left out.
    expect(games.map((game) => within(game).getByRole('link').getAttribute('href'))).toEqual([
      '/lottery?gameCode=SSC1',
      '/lottery?gameCode=SSC3',
    ]);
    expect(games[0]).toHaveTextContent('Jakarta 1-Minute');
    expect(games[0]).toHaveTextContent('Periode 20261126-101');
    expect(games[0]).toHaveTextContent(/Ditutup dalam 00:3[45]/);
    expect(games[1]).toHaveTextContent(/03:(19|20)/);
    expect(within(strip).getByRole('link', { name: 'Semua lotre' })).toHaveAttribute(
      'href',
      '/lottery',
    );
  });
});
