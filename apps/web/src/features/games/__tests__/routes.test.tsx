import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAccountState } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { mockShell } from '../../../testing/shell-data';
import { mockLobby } from './lobby-data';

vi.mock('../../../hooks/use-launch-game', () => ({ useLaunchGame: () => vi.fn() }));

afterEach(() => resetAccountState());

describe('game category routes', () => {
  it.each([
    ['/rng?page=PG', 'Slot', 'Permainan PG Soft', 'Slot'],
    ['/live', 'Kasino Langsung', 'Permainan Kasino Langsung', 'Kasino Langsung'],
    ['/pvp', 'Kartu PVP', 'Permainan Kartu PVP', 'PVP'],
    ['/fish', 'Tembak Ikan', 'Permainan Tembak Ikan', 'Tembak Ikan'],
    ['/hot', 'Game Populer', 'Permainan populer', 'Game Populer'],
  ])('%s shows its lobby, titled', async (url, heading, grid, title) => {
    mockLobby(mockShell(mockApi()));
    renderRoute(url);
    // The first visit loads the route's chunk and the lobby's strings.
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: grid })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} · Nusantara Play`));
  });

  it('/fav shows the favourites page', async () => {
    mockLobby(mockShell(mockApi()));
    renderRoute('/fav');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Favorit Saya' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
