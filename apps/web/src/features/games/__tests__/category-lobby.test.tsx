import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../i18n';
import { gameCalls } from '@site/contract';
import { resetAccountState } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { CategoryLobby } from '../components/category-lobby';
import { gameListAnswer, listRequests, mockLobby, renderLobby, searchOf } from './lobby-data';

const launch = vi.hoisted(() => vi.fn());
vi.mock('../../../hooks/use-launch-game', () => ({ useLaunchGame: () => launch }));

// The lobby's strings come with its chunk; loaded once here, the tests look at the screens.
beforeAll(() => i18next.loadNamespaces('games'));

afterEach(() => {
  launch.mockReset();
  resetAccountState();
});

const grid = (name: string) => screen.findByRole('list', { name });
const cardNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button', { name: /^Main / })
    .map((button) => button.textContent);

describe('category lobby', () => {
  it('shows the vendor tabs, All first, and the first 24 games of the category', async () => {
    const api = mockLobby(mockApi());
    renderLobby(<CategoryLobby category="RNG" />, '/rng');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slot' })).toBeInTheDocument();
    const tabs = await screen.findByRole('navigation', { name: 'Penyedia Slot' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Semua', 'PG Soft', 'JiliPemeliharaan']);
    expect(links[0]).toHaveAttribute('aria-current', 'page');

    const list = await grid('Permainan Slot');
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    expect(cardNames(list)[0]).toBe('Main PG Game 1');
    expect(screen.getByRole('status')).toHaveTextContent('Permainan: 60');
    const [request] = listRequests(api);
    expect(Object.fromEntries(request!)).toMatchObject({
      gameType: 'RNG',
      pageNo: '1',
      pageSize: '24',
      clientType: '3',
    });
    expect(request!.has('vassalage')).toBe(false);
  });

  it('puts the chosen vendor in the URL (?page=) and asks for its games', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockLobby(mockApi());
    const view = renderLobby(<CategoryLobby category="RNG" />, '/rng');
    await grid('Permainan Slot');
    const tabs = screen.getByRole('navigation', { name: 'Penyedia Slot' });
    await user.click(within(tabs).getByRole('link', { name: /Jili/ }));

    expect(searchOf(view.location()).get('page')).toBe('JILI');
    const list = await grid('Permainan Jili');
    await waitFor(() => expect(cardNames(list)[0]).toBe('Main JILI Game 1'));
    expect(within(tabs).getByRole('link', { name: /Jili/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(listRequests(api).at(-1)!.get('vassalage')).toBe('JILI');
  });

  it('opens a shared link at its vendor and page', async () => {
    const api = mockLobby(mockApi());
    renderLobby(<CategoryLobby category="RNG" />, '/rng?page=PG&pageNo=2');
    const list = await grid('Permainan PG Soft');
    expect(cardNames(list)).toEqual([
      'Main PG Game 25',
      ...[26, 27, 28, 29, 30].map((n) => `Main PG Game ${n}`),
    ]);
    expect(Object.fromEntries(listRequests(api)[0]!)).toMatchObject({
      vassalage: 'PG',
      pageNo: '2',
    });
    const pages = screen.getByRole('navigation', { name: 'Halaman Permainan PG Soft' });
    expect(within(pages).getByRole('button', { name: 'Halaman 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('pages with the page number in the URL, keeping the vendor', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockLobby(mockApi());
    const view = renderLobby(<CategoryLobby category="RNG" />, '/rng?page=PG');
    await grid('Permainan PG Soft');
    const pages = screen.getByRole('navigation', { name: 'Halaman Permainan PG Soft' });
    await user.click(within(pages).getByRole('button', { name: 'Halaman 2' }));

    expect(Object.fromEntries(searchOf(view.location()))).toEqual({ page: 'PG', pageNo: '2' });
    await waitFor(() =>
      expect(cardNames(screen.getByRole('list', { name: 'Permainan PG Soft' }))[0]).toBe(
        'Main PG Game 25',
      ),
    );
    expect(listRequests(api).at(-1)!.get('pageNo')).toBe('2');
  });

  it('marks a vendor under maintenance, and its games still go to the launcher', async () => {
    const user = userEvent.setup({ delay: null });
    mockLobby(mockApi());
    renderLobby(<CategoryLobby category="RNG" />, '/rng?page=JILI');
    const list = await grid('Permainan Jili');
    const card = within(list).getByRole('button', { name: 'Main JILI Game 1' });
    expect(card).toHaveAccessibleDescription('Jili HOT Pemeliharaan');
    // The card reads its name first; the badges come after (HOT is placed on the picture).
    expect(card.parentElement!.textContent).toMatch(/^Main JILI Game 1Jili/);
    await user.click(card);
    expect(launch).toHaveBeenCalledWith(expect.objectContaining({ gameId: 'JILI-1' }));
  });

  it('marks a game that cannot be played here, on its badge and in its description', async () => {
    const api = mockApi();
    mockLobby(api);
    api.on(gameCalls.gameList, (url) => {
      const answer = gameListAnswer(url);
      answer.games[1] = { ...answer.games[1]!, isHot: 0, supportPlay: false };
      return answer;
    });
    renderLobby(<CategoryLobby category="RNG" />, '/rng?page=PG');
    const list = await grid('Permainan PG Soft');
    const card = within(list).getByRole('button', { name: 'Main PG Game 2' });
    expect(card).toHaveAccessibleDescription('PG Soft Tidak dapat dimainkan');
    expect(within(card.parentElement!).getByText('Tidak dapat dimainkan')).toHaveClass(
      'game-card__badge',
    );
    // A playable game has no such badge.
    expect(within(list).getAllByText('Tidak dapat dimainkan')).toHaveLength(1);
  });

  it('launches a game from its card', async () => {
    const user = userEvent.setup({ delay: null });
    mockLobby(mockApi());
    renderLobby(<CategoryLobby category="FISH" />, '/fish');
    const list = await grid('Permainan Tembak Ikan');
    await user.click(within(list).getByRole('button', { name: 'Main JDB Game 3' }));
    expect(launch).toHaveBeenCalledTimes(1);
    expect(launch.mock.calls[0]![0]).toMatchObject({ gameId: 'JDB-3', vassalage: 'JDB' });
  });

  it('holds the grid’s place with placeholders while loading, then says when nothing is there', async () => {
    let answer: (value: ReturnType<typeof gameListAnswer>) => void = () => {};
    const api = mockLobby(mockApi()).on(
      gameCalls.gameList,
      () => new Promise<ReturnType<typeof gameListAnswer>>((resolve) => (answer = resolve)),
    );
    const { container } = renderLobby(<CategoryLobby category="PVP" />, '/pvp');
    await waitFor(() => expect(listRequests(api)).toHaveLength(1));
    expect(container.querySelectorAll('.game-card--skeleton')).toHaveLength(24);
    answer({ games: [], pageNum: 1, pageSize: 24, totalCount: 0, totalPages: 0 });
    expect(await screen.findByText('Belum ada permainan di sini.')).toBeInTheDocument();
    expect(container.querySelectorAll('.game-card--skeleton')).toHaveLength(0);
  });

  it('says why the games did not load and loads them again on retry', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockLobby(mockApi()).fail(gameCalls.gameList, 'system.error', 'boom', 500);
    renderLobby(<CategoryLobby category="RNG" />, '/rng');
    expect(await screen.findByText(/Gagal memuat data/)).toBeInTheDocument();
    api.on(gameCalls.gameList, (url) => gameListAnswer(url));
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await grid('Permainan Slot')).toBeInTheDocument();
  });
});

describe('live casino filters', () => {
  it('offers the table types that have tables, with their counts, and filters by URL and request', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockLobby(mockApi());
    const view = renderLobby(<CategoryLobby category="LIVE" />, '/live');
    const filters = await screen.findByRole('group', { name: 'Jenis meja' });
    await waitFor(() =>
      expect(
        within(filters)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Semua meja', 'Bakarat12 Meja: 12', 'Rolet6 Meja: 6', 'Naga Harimau3 Meja: 3']),
    );
    expect(within(filters).getByRole('button', { name: 'Semua meja' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(filters).getByRole('button', { name: /Rolet/ }));
    expect(searchOf(view.location()).get('type')).toBe('ROU');
    expect(within(filters).getByRole('button', { name: /Rolet/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(listRequests(api).at(-1)!.get('tableType')).toBe('ROU'));
    const list = await grid('Permainan Kasino Langsung');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
  });

  it('counts the tables of the chosen vendor, keeping the chosen type in view', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockLobby(mockApi());
    renderLobby(<CategoryLobby category="LIVE" />, '/live?type=ROU');
    const filters = await screen.findByRole('group', { name: 'Jenis meja' });
    const tabs = await screen.findByRole('navigation', { name: 'Penyedia Kasino Langsung' });
    await user.click(within(tabs).getByRole('link', { name: 'Sexy Gaming' }));
    // Sexy Gaming has baccarat only; roulette stays because it is the filter in use.
    await waitFor(() =>
      expect(
        within(filters)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Semua meja', 'Bakarat4 Meja: 4', 'Rolet0 Meja: 0']),
    );
    expect(Object.fromEntries(listRequests(api).at(-1)!)).toMatchObject({
      vassalage: 'SEXY',
      tableType: 'ROU',
    });
  });
});
