import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../i18n';
import { gameCalls, playCalls, type PvpRoom, type Winner } from '@site/contract';
import { mockLoggedIn, resetAccountState } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { CategoryLobby } from '../components/category-lobby';
import { HotLobby } from '../components/hot-lobby';
import { catalogue, mockLobby, renderLobby, searchOf } from './lobby-data';

const launch = vi.hoisted(() => vi.fn());
vi.mock('../../../hooks/use-launch-game', () => ({ useLaunchGame: () => launch }));

// The lobby's strings come with its chunk; loaded once here, the tests look at the screens.
beforeAll(() => i18next.loadNamespaces('games'));

afterEach(() => {
  launch.mockReset();
  resetAccountState();
});

const winner = (username: string, gameName: string, win: number, multiplier: number): Winner => ({
  username,
  gameId: `NSO-${gameName.length}`,
  gameName,
  vassalage: 'PG',
  win,
  multiplier,
  at: '2026-11-20T10:00:00.000Z',
});

const room = (n: number, overrides: Partial<PvpRoom> = {}): PvpRoom => ({
  roomId: `room-${n}`,
  gameId: `KY-${n}`,
  gameName: `Texas Hold'em ${n}`,
  vassalage: 'KY',
  vendorName: 'Kaiyuan',
  minBet: 10,
  players: n,
  maintenance: 0,
  ...overrides,
});

describe('/hot', () => {
  it('shows the hot games 24 a page, the page in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const hot = catalogue().slice(0, 30);
    mockLobby(mockApi()).on(gameCalls.hotGames, () => ({ list: hot }));
    const view = renderLobby(<HotLobby />, '/hot');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Game Populer' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Permainan populer' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    expect(screen.getByRole('status')).toHaveTextContent('Permainan: 30');

    await user.click(screen.getByRole('button', { name: 'Halaman 2' }));
    expect(searchOf(view.location()).get('pageNo')).toBe('2');
    const second = within(screen.getByRole('list', { name: 'Permainan populer' }));
    expect(second.getAllByRole('listitem')).toHaveLength(6);
    expect(second.getByRole('button', { name: `Main ${hot[24]!.gameName}` })).toBeInTheDocument();
  });

  it('says so when nothing is hot', async () => {
    mockLobby(mockApi()).on(gameCalls.hotGames, () => ({ list: [] }));
    renderLobby(<HotLobby />, '/hot');
    expect(await screen.findByText('Belum ada permainan populer saat ini.')).toBeInTheDocument();
  });
});

describe('recent games', () => {
  it('are not shown to, nor asked for, a visitor', async () => {
    const api = mockLobby(mockApi());
    renderLobby(<CategoryLobby category="RNG" />, '/rng');
    await screen.findByRole('list', { name: 'Permainan Slot' });
    expect(screen.queryByRole('region', { name: 'Terakhir dimainkan' })).toBeNull();
    const paths = api.fetch.mock.calls.map(
      ([input]) => new URL(String(input), 'http://x').pathname,
    );
    expect(paths).not.toContain(playCalls.recent.path);
  });

  it('show a member’s last games, newest first, each launching', async () => {
    const user = userEvent.setup({ delay: null });
    const [first, second] = catalogue();
    mockLoggedIn(mockLobby(mockApi())).on(playCalls.recent, () => ({ list: [second!, first!] }));
    renderLobby(<CategoryLobby category="RNG" />, '/rng');
    const strip = await screen.findByRole('region', { name: 'Terakhir dimainkan' });
    const list = await within(strip).findByRole('list', { name: 'Terakhir dimainkan' });
    expect(
      within(list)
        .getAllByRole('button', { name: /^Main / })
        .map((b) => b.textContent),
    ).toEqual(['Main PG Game 2', 'Main PG Game 1']);
    await user.click(within(list).getByRole('button', { name: 'Main PG Game 2' }));
    expect(launch).toHaveBeenCalledWith(second);
  });

  it.each([
    ['RNG', '/rng', 'PG Game 1', 'EVO Game 1'],
    ['LIVE', '/live', 'EVO Game 1', 'PG Game 1'],
  ] as const)(
    'on the %s page show only that category’s games',
    async (category, url, shown, hidden) => {
      const games = catalogue();
      const slot = games.find((g) => g.gameName === 'PG Game 1')!;
      const table = games.find((g) => g.gameName === 'EVO Game 1')!;
      expect(table.gameType).toBe('LIVE');
      mockLoggedIn(mockLobby(mockApi())).on(playCalls.recent, () => ({ list: [table, slot] }));
      renderLobby(<CategoryLobby category={category} />, url);
      const strip = await screen.findByRole('region', { name: 'Terakhir dimainkan' });
      const list = await within(strip).findByRole('list', { name: 'Terakhir dimainkan' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(1);
      expect(list).toHaveTextContent(shown);
      expect(list).not.toHaveTextContent(hidden);
    },
  );

  it('say when the member has played nothing yet', async () => {
    mockLoggedIn(mockLobby(mockApi()));
    renderLobby(<CategoryLobby category="RNG" />, '/rng');
    const strip = await screen.findByRole('region', { name: 'Terakhir dimainkan' });
    expect(
      await within(strip).findByText('Permainan yang Anda mainkan akan muncul di sini.'),
    ).toBeInTheDocument();
  });
});

describe('winner board', () => {
  it('invites the first win when there is none', async () => {
    mockLobby(mockApi());
    renderLobby(<HotLobby />, '/hot');
    const board = await screen.findByRole('region', { name: 'Kemenangan besar' });
    expect(
      await within(board).findByText('Belum ada kemenangan besar — jadilah yang pertama.'),
    ).toBeInTheDocument();
  });

  it('lists the biggest wins with masked names, the game and the formatted win', async () => {
    const user = userEvent.setup({ delay: null });
    const asked: string[] = [];
    mockLobby(mockApi()).on(playCalls.rankList, (url) => {
      asked.push(url.searchParams.get('count')!);
      return {
        list: [
          winner('bu***88', 'Mahjong Ways', 12345.6, 250),
          winner('an***di', 'Koi Gate', 980, 12.5),
        ],
      };
    });
    renderLobby(<CategoryLobby category="RNG" />, '/rng');
    const board = await screen.findByRole('region', { name: 'Kemenangan besar' });
    const rows = await within(board).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1bu***88Mahjong Waysmenang P 12,345.60×250',
      '2an***diKoi Gatemenang P 980.00×12.5',
    ]);
    expect(asked).toEqual(['10']);
    // Each row shows the game's art, the picture its card shows, as decoration.
    expect(rows.map((row) => row.querySelector('img')?.getAttribute('src'))).toEqual([
      '/media/game/NSO-12.svg',
      '/media/game/NSO-8.svg',
    ]);
    expect(rows[0]!.querySelector('img')).toHaveAttribute('alt', '');
    await user.click(within(board).getByRole('button', { name: 'Main Koi Gate' }));
    // Launched by its id and vendor, as a game of the vendor's category, named by the vendor
    // list; nothing the board does not know is made up.
    expect(launch.mock.calls[0]![0]).toEqual({
      gameId: 'NSO-8',
      gameName: 'Koi Gate',
      vassalage: 'PG',
      gameType: 'RNG',
      nodeName: 'PG Soft',
      maintenance: undefined,
    });
  });
});

describe('PVP rooms', () => {
  it('asks a visitor to log in to see the rooms', async () => {
    mockLobby(mockApi());
    renderLobby(<CategoryLobby category="PVP" />, '/pvp');
    const panel = await screen.findByRole('region', { name: 'Ruang PVP' });
    expect(
      within(panel).getByText('Masuk untuk melihat ruang yang sedang dibuka.'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Masuk' })).toBeInTheDocument();
  });

  it('lists a member’s rooms with players and minimum bet, paged, and Join launches the room', async () => {
    const user = userEvent.setup({ delay: null });
    const rooms = Array.from({ length: 10 }, (_, i) => room(10 - i));
    const asked: Record<string, string>[] = [];
    mockLoggedIn(mockLobby(mockApi())).on(playCalls.roomList, (url) => {
      asked.push(Object.fromEntries(url.searchParams));
      const pageNo = Number(url.searchParams.get('pageNo'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      return {
        list: rooms.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNum: pageNo,
        pageSize,
        totalCount: rooms.length,
        totalPages: Math.ceil(rooms.length / pageSize),
      };
    });
    renderLobby(<CategoryLobby category="PVP" />, '/pvp?page=KY');
    const panel = await screen.findByRole('region', { name: 'Ruang PVP' });
    const list = await within(panel).findByRole('list', { name: 'Ruang PVP' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(items[0]).toHaveTextContent("Texas Hold'em 10");
    expect(items[0]).toHaveTextContent('Pemain: 10');
    expect(items[0]).toHaveTextContent('Taruhan min. Rp 10.00');
    expect(asked[0]).toMatchObject({ vassalage: 'KY', pageNo: '1', pageSize: '8' });

    await user.click(within(list).getByRole('button', { name: "Gabung Texas Hold'em 10" }));
    expect(launch.mock.calls[0]![0]).toEqual({
      gameId: 'KY-10',
      gameName: "Texas Hold'em 10",
      vassalage: 'KY',
      gameType: 'PVP',
      nodeName: 'Kaiyuan',
      maintenance: 0,
      // The launcher's transfer offer shows it and offers amounts of it.
      minBet: 10,
    });

    await user.click(
      within(within(panel).getByRole('navigation', { name: 'Halaman ruang PVP' })).getByRole(
        'button',
        { name: 'Halaman 2' },
      ),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(asked.at(-1)).toMatchObject({ pageNo: '2' });
  });
});
