import { waitFor } from '@testing-library/react';
import { contentCalls, gameCalls } from '@site/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../testing/mock-api';
import { testQueryClient } from '../../testing/render';
import { mockShell } from '../../testing/shell-data';
import { warmCache } from '../warm-cache';

const banner = {
  id: 'B1',
  type: 'B' as const,
  title: 'Welcome',
  content: '<p>hi</p>',
  imageUrl: '/media/banner/B1.svg',
  linkUrl: null,
  publishedAt: '2026-11-01T00:00:00.000Z',
};

const requested = (api: ReturnType<typeof mockApi>) =>
  api.fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

afterEach(() => document.head.querySelectorAll('link[rel=preload]').forEach((l) => l.remove()));

describe('warmCache', () => {
  it('starts the home page calls together and preloads its first banner', async () => {
    const api = mockShell(mockApi())
      .on(gameCalls.hotGames, () => ({ list: [] }))
      .on(contentCalls.announcements, () => ({
        player: [],
        playerPage: { pageNum: 1, pageSize: 9, totalPages: 0, totalCount: 0 },
        banners: [banner],
        popup: [],
        promotion: [],
        headline: [],
      }));
    warmCache(testQueryClient(), '/index');
    // All five leave at once (once the client and the calls have loaded), none waiting for
    // another's answer.
    await waitFor(() => expect(api.fetch).toHaveBeenCalledTimes(5));
    expect(requested(api)).toEqual(
      expect.arrayContaining([
        '/wps/system/status',
        '/lgw/games/game_menus',
        '/wps/relay/GCSGAME_gameVendor',
        '/wps/relay/GCSGAME_hotGamesV2',
        '/wps/relay/MCSFE_getListAnnouncements',
      ]),
    );
    await waitFor(() =>
      expect(document.head.querySelector('link[rel=preload][as=image]')).toHaveAttribute(
        'href',
        '/media/banner/B1.svg',
      ),
    );
  });

  it('warms only the header elsewhere', async () => {
    const api = mockShell(mockApi());
    warmCache(testQueryClient(), '/help');
    await waitFor(() => expect(api.fetch).toHaveBeenCalledTimes(3));
    expect(requested(api).sort()).toEqual(
      ['/lgw/games/game_menus', '/wps/relay/GCSGAME_gameVendor', '/wps/system/status'].sort(),
    );
  });
});
