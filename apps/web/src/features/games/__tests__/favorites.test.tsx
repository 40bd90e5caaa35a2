import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../i18n';
import { playCalls, type CallBody, type Game } from '@site/contract';
import { useUiStore } from '../../../stores/ui';
import { mockLoggedIn, resetAccountState } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { CategoryLobby } from '../components/category-lobby';
import { FavoritesLobby } from '../components/favorites-lobby';
import { catalogue, mockLobby, pageOf, renderLobby, searchOf } from './lobby-data';

vi.mock('../../../hooks/use-launch-game', () => ({ useLaunchGame: () => vi.fn() }));

// The lobby's strings come with its chunk; loaded once here, the tests look at the screens.
beforeAll(() => i18next.loadNamespaces('games'));

afterEach(() => resetAccountState());

type SetFavorite = CallBody<typeof playCalls.setFavorite>;

/** A member whose favourites are `ids`; every setFavorite body is kept. */
function memberLobby(ids: string[]) {
  const api = mockLoggedIn(mockLobby(mockApi()));
  const bodies: SetFavorite[] = [];
  api.on(playCalls.favoriteIds, () => ({ gameIds: ids }));
  return { api, bodies };
}

/** A game's heart: one name whatever its state (a toggle); aria-pressed says which. */
const heart = (game: string) => screen.findByRole('button', { name: `Favorit ${game}` });
const expectHeart = (game: string, favourite: boolean) =>
  waitFor(() =>
    expect(screen.getByRole('button', { name: `Favorit ${game}` })).toHaveAttribute(
      'aria-pressed',
      String(favourite),
    ),
  );

describe('favourites', () => {
  it('shows which games are favourites and toggles one at once, then tells the platform', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, bodies } = memberLobby(['PG-2']);
    let answer: () => void = () => {};
    api.on(playCalls.setFavorite, (_, init) => {
      const body = JSON.parse(String(init?.body)) as SetFavorite;
      bodies.push(body);
      return new Promise<{ gameIds: string[] }>(
        (resolve) => (answer = () => resolve({ gameIds: ['PG-1', 'PG-2'] })),
      );
    });
    renderLobby(<CategoryLobby category="RNG" />, '/rng?page=PG');

    await expectHeart('PG Game 2', true);
    const add = await heart('PG Game 1');
    expect(add).toHaveAttribute('aria-pressed', 'false');

    await user.click(add);
    // Before the platform answers, the heart is already full.
    expect(add).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(bodies).toEqual([{ gameId: 'PG-1', favorite: true }]));
    act(() => answer());
    await expectHeart('PG Game 1', true);
    await expectHeart('PG Game 2', true);
  });

  it('puts the heart back and says why when the platform refuses', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = memberLobby(['PG-2']);
    api.fail(playCalls.setFavorite, 'favorite.limit', 'too many favourites', 400);
    renderLobby(<CategoryLobby category="RNG" />, '/rng?page=PG');

    await expectHeart('PG Game 2', true);
    await user.click(await heart('PG Game 3'));
    await expectHeart('PG Game 3', false);
    const alert = screen
      .getAllByRole('alert')
      .find((element) => element.textContent?.includes('PG Game 3'));
    expect(alert).toHaveTextContent(
      'PG Game 3 tidak dapat ditambahkan ke favorit. Favorit paling banyak 500 permainan; hapus salah satu terlebih dahulu.',
    );
    // Removing fails the same way: the heart stays full.
    api.fail(playCalls.setFavorite, 'system.error', 'boom', 500);
    await user.click(await heart('PG Game 2'));
    await waitFor(() =>
      expect(alert).toHaveTextContent(/PG Game 2 tidak dapat dihapus dari favorit/),
    );
    await expectHeart('PG Game 2', true);
  });

  it('keeps the ids for the tab (stored as favGames): a reload shows them before the platform answers', async () => {
    const user = userEvent.setup({ delay: null });
    sessionStorage.setItem('favGames', JSON.stringify(['PG-3']));
    const api = mockLoggedIn(mockLobby(mockApi()));
    let answer: () => void = () => {};
    api.on(
      playCalls.favoriteIds,
      () =>
        new Promise<{ gameIds: string[] }>(
          (resolve) => (answer = () => resolve({ gameIds: ['PG-2'] })),
        ),
    );
    api.on(playCalls.setFavorite, () => ({ gameIds: ['PG-1', 'PG-2'] }));
    renderLobby(<CategoryLobby category="RNG" />, '/rng?page=PG');

    expect(await heart('PG Game 3')).toHaveAttribute('aria-pressed', 'true');
    act(() => answer());
    await expectHeart('PG Game 2', true);
    await expectHeart('PG Game 3', false);
    expect(JSON.parse(sessionStorage.getItem('favGames')!)).toEqual(['PG-2']);

    await user.click(await heart('PG Game 1'));
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('favGames')!)).toEqual(['PG-1', 'PG-2']),
    );
  });

  it('asks a visitor to log in instead', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockLobby(mockApi());
    renderLobby(<CategoryLobby category="RNG" />, '/rng?page=PG');
    await user.click(await heart('PG Game 1'));
    expect(useUiStore.getState().authModal).toBe('login');
    const paths = api.fetch.mock.calls.map(
      ([input]) => new URL(String(input), 'http://x').pathname,
    );
    expect(paths).not.toContain(playCalls.setFavorite.path);
    expect(paths).not.toContain(playCalls.favoriteIds.path);
  });
});

describe('the FAV page', () => {
  it('asks a visitor to log in, with a button that opens the login', async () => {
    const user = userEvent.setup({ delay: null });
    mockLobby(mockApi());
    renderLobby(<FavoritesLobby />, '/fav');
    expect(
      await screen.findByRole('heading', { name: 'Masuk untuk melihat favorit Anda' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(useUiStore.getState().authModal).toBe('login');
  });

  it('lists the member’s favourites 24 a page, the page in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const favourites = catalogue().slice(0, 30);
    const { api } = memberLobby(favourites.map((g) => g.gameId));
    const asked: string[] = [];
    api.on(playCalls.favoriteList, (url) => {
      asked.push(url.searchParams.get('pageNo')!);
      const q = url.searchParams;
      return pageOf(favourites, Number(q.get('pageNo')), Number(q.get('pageSize')));
    });
    const view = renderLobby(<FavoritesLobby />, '/fav');
    const list = await screen.findByRole('list', { name: 'Permainan favorit' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    expect(screen.getByRole('status')).toHaveTextContent('Permainan: 30');
    // Every heart on this page is full.
    await waitFor(() =>
      expect(within(list).getAllByRole('button', { pressed: true })).toHaveLength(24),
    );

    await user.click(screen.getByRole('button', { name: 'Halaman 2' }));
    expect(searchOf(view.location()).get('pageNo')).toBe('2');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    expect(asked).toEqual(['1', '2']);
  });

  it('removing a favourite keeps focus: on the next card’s heart, then on the page’s heading', async () => {
    const user = userEvent.setup({ delay: null });
    let favourites = catalogue().slice(0, 2);
    const { api } = memberLobby(favourites.map((g) => g.gameId));
    api.on(playCalls.favoriteList, () => pageOf(favourites, 1, 24));
    api.on(playCalls.setFavorite, (_, init) => {
      const { gameId } = JSON.parse(String(init?.body)) as SetFavorite;
      favourites = favourites.filter((g) => g.gameId !== gameId);
      return { gameIds: favourites.map((g) => g.gameId) };
    });
    renderLobby(<FavoritesLobby />, '/fav');
    const [first, second] = favourites as [Game, Game];
    await expectHeart(first.gameName, true);

    await user.click(await heart(first.gameName));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Main ${first.gameName}` })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: `Favorit ${second.gameName}` })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(
        'Belum ada favorit. Ketuk hati pada permainan untuk menyimpannya di sini.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Favorit Saya' })).toHaveFocus();
  });

  it('tells a trial account favourites are for real accounts, not to tap a heart', async () => {
    const api = mockLoggedIn(mockLobby(mockApi()), { type: 4 });
    renderLobby(<FavoritesLobby />, '/fav');
    expect(
      await screen.findByRole('heading', { name: 'Favorit hanya untuk akun asli' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Fitur ini hanya untuk akun asli. Silakan daftar akun asli terlebih dahulu.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Ketuk hati/)).toBeNull();
    const paths = api.fetch.mock.calls.map(
      ([input]) => new URL(String(input), 'http://x').pathname,
    );
    expect(paths).not.toContain(playCalls.favoriteList.path);
  });

  it('says so when the member has none yet', async () => {
    const { api } = memberLobby([]);
    api.on(playCalls.favoriteList, () => pageOf([], 1, 24));
    renderLobby(<FavoritesLobby />, '/fav');
    expect(
      await screen.findByText(
        'Belum ada favorit. Ketuk hati pada permainan untuk menyimpannya di sini.',
      ),
    ).toBeInTheDocument();
  });
});
