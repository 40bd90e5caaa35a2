import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../i18n';
import { gameCalls } from '@site/contract';
import { resetAccountState } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { CategoryLobby } from '../components/category-lobby';
import { HotLobby } from '../components/hot-lobby';
import { SEARCH_DEBOUNCE_MS } from '../components/search-box';
import { SEARCH_ANSWER_MEASURE, SEARCH_MEASURE } from '../utils/search-timing';
import { gameListAnswer, listRequests, mockLobby, renderLobby, searchOf } from './lobby-data';

vi.mock('../../../hooks/use-launch-game', () => ({ useLaunchGame: () => vi.fn() }));

// The lobby's strings come with its chunk; loaded once here, the tests look at the screens.
beforeAll(() => i18next.loadNamespaces('games'));

afterEach(() => {
  resetAccountState();
  performance.clearMeasures(SEARCH_MEASURE);
  performance.clearMeasures(SEARCH_ANSWER_MEASURE);
});

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button', { name: /^Main / })
    .map((button) => button.textContent);

describe('lobby search', () => {
  it('asks once typing pauses, with the name in gameName and ?q=, and says how many it found', async () => {
    // No pause between keys (delay null): a loaded machine must not stretch one past 150 ms.
    const user = userEvent.setup({ delay: null });
    const api = mockLobby(mockApi());
    const view = renderLobby(<CategoryLobby category="RNG" />, '/rng');
    await screen.findByRole('list', { name: 'Permainan Slot' });
    const box = screen.getByRole('searchbox', { name: 'Cari di Slot' });

    await user.type(box, 'dragon');
    await waitFor(() => expect(searchOf(view.location()).get('q')).toBe('dragon'));
    // One search for the whole word, none per keystroke. (The request follows the URL's change
    // by a render: waited for, or a loaded machine reads the list before it is sent.)
    const searches = () => listRequests(api).filter((q) => q.has('gameName'));
    await waitFor(() => expect(searches().map((q) => q.get('gameName'))).toEqual(['dragon']));
    expect(Object.fromEntries(searches()[0]!)).toMatchObject({ gameType: 'RNG', pageNo: '1' });

    const list = screen.getByRole('list', { name: 'Permainan Slot' });
    await waitFor(() =>
      expect(names(list)).toEqual([
        'Main PG Dragon 4',
        'Main PG Dragon 14',
        'Main PG Dragon 24',
        'Main JILI Dragon 4',
        'Main JILI Dragon 14',
        'Main JILI Dragon 24',
      ]),
    );
    // The count is a live region: screen readers hear it.
    expect(screen.getByRole('status')).toHaveTextContent('Hasil untuk “dragon”: 6');
    // The bench reads how long the results took to render, and to show after they arrived.
    expect(performance.getEntriesByName(SEARCH_MEASURE)).toHaveLength(1);
    expect(performance.getEntriesByName(SEARCH_ANSWER_MEASURE)).toHaveLength(1);
  });

  it('waits 150 ms after the last keystroke', async () => {
    mockLobby(mockApi());
    const view = renderLobby(<CategoryLobby category="RNG" />, '/rng');
    const box = await screen.findByRole('searchbox');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(box, { target: { value: 'dra' } });
      act(() => vi.advanceTimersByTime(100));
      fireEvent.change(box, { target: { value: 'dragon' } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 10));
      expect(searchOf(view.location()).has('q')).toBe(false);
      act(() => vi.advanceTimersByTime(10));
      expect(searchOf(view.location()).get('q')).toBe('dragon');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the previous games on screen while the search is on its way', async () => {
    const user = userEvent.setup({ delay: null });
    let release: () => void = () => {};
    const api = mockLobby(mockApi()).on(gameCalls.gameList, (url) =>
      url.searchParams.has('gameName')
        ? new Promise<ReturnType<typeof gameListAnswer>>(
            (resolve) => (release = () => resolve(gameListAnswer(url))),
          )
        : gameListAnswer(url),
    );
    renderLobby(<CategoryLobby category="RNG" />, '/rng?page=PG');
    const list = await screen.findByRole('list', { name: 'Permainan PG Soft' });
    await user.type(screen.getByRole('searchbox'), 'dragon');
    await waitFor(() => expect(listRequests(api).some((q) => q.has('gameName'))).toBe(true));

    // Still the same list, dimmed and busy, not a flash of placeholders.
    expect(screen.getByRole('list', { name: 'Permainan PG Soft' })).toBe(list);
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(names(list)).toHaveLength(24);
    expect(screen.getByRole('status')).toHaveTextContent('');

    act(() => release());
    await waitFor(() => expect(names(list)).toHaveLength(3));
    expect(list).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Hasil untuk “dragon”: 3');
  });

  it('clears with the clear button, back to every game, and says when nothing matches', async () => {
    const user = userEvent.setup({ delay: null });
    mockLobby(mockApi());
    const view = renderLobby(<CategoryLobby category="FISH" />, '/fish?q=zzz');
    expect(await screen.findByText('Tidak ada permainan dengan nama “zzz”.')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Cari di Tembak Ikan' });
    expect(box).toHaveValue('zzz');

    await user.click(screen.getByRole('button', { name: 'Hapus pencarian' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(searchOf(view.location()).has('q')).toBe(false);
    const list = await screen.findByRole('list', { name: 'Permainan Tembak Ikan' });
    expect(names(list)).toHaveLength(24);
  });

  it('starts a new search at page 1', async () => {
    const user = userEvent.setup({ delay: null });
    mockLobby(mockApi());
    const view = renderLobby(<CategoryLobby category="RNG" />, '/rng?pageNo=2');
    await screen.findByRole('list', { name: 'Permainan Slot' });
    await user.type(screen.getByRole('searchbox'), 'game 1{Enter}');
    await waitFor(() => expect(searchOf(view.location()).get('q')).toBe('game 1'));
    expect(searchOf(view.location()).has('pageNo')).toBe(false);
  });

  it('Back from a search returns to the lobby at its vendor and page; refining adds no entry', async () => {
    const user = userEvent.setup({ delay: null });
    mockLobby(mockApi());
    function Back() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate(-1)}>
          back
        </button>
      );
    }
    const view = renderLobby(
      <>
        <CategoryLobby category="RNG" />
        <Back />
      </>,
      '/rng?page=PG&pageNo=2',
    );
    await screen.findByRole('list', { name: 'Permainan PG Soft' });
    const box = screen.getByRole('searchbox');
    await user.type(box, 'game{Enter}');
    await waitFor(() => expect(searchOf(view.location()).get('q')).toBe('game'));
    await user.type(box, ' 1{Enter}');
    await waitFor(() => expect(searchOf(view.location()).get('q')).toBe('game 1'));

    await user.click(screen.getByRole('button', { name: 'back' }));
    await waitFor(() => expect(view.location().search).toBe('?page=PG&pageNo=2'));
    expect(box).toHaveValue('');
  });

  it('searches every category from /hot', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockLobby(mockApi());
    renderLobby(<HotLobby />, '/hot');
    await screen.findByRole('list', { name: 'Permainan populer' });
    await user.type(screen.getByRole('searchbox', { name: 'Cari semua permainan' }), 'dragon');
    const results = await screen.findByRole('list', { name: 'Hasil pencarian permainan' });
    const search = listRequests(api).find((q) => q.has('gameName'))!;
    expect(search.get('gameName')).toBe('dragon');
    expect(search.has('gameType')).toBe(false);
    // Slots, live, PVP, fish and sports games alike (8 vendors with 3 each).
    await waitFor(() => expect(names(results)).toHaveLength(24));
    expect(names(results)).toContain('Main EVO Dragon 4');
    expect(screen.getByRole('status')).toHaveTextContent('Hasil untuk “dragon”: 24');
  });
});
