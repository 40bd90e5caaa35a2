import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { env } from '../../config/env';
import { PUBLIC_WITHOUT_TOKEN, paths } from '../../config/paths';
import { session } from '../../lib/storage';
import { mockLoggedIn, resetAccountState } from '../../testing/account-data';
import { mockApi } from '../../testing/mock-api';
import { mockShell } from '../../testing/shell-data';
import { renderRoute } from '../../testing/render';

// The guard is off unless the build turns it on; these tests build with it on.
vi.mock('../../config/env', async (importOriginal) => {
  const original = await importOriginal<{ env: typeof env }>();
  return { env: { ...original.env, loginedToHomePage: true } };
});

afterEach(() => {
  session.remove('token');
  resetAccountState();
  document.title = '';
});

/** The page title each public route shows once it is served (the brand joins it once settings arrive; not-found sets none). */
const PUBLIC_PAGE_TITLES: Record<string, string> = {
  '/login': 'Masuk',
  '/register': 'Daftar',
  '/register.html': 'Daftar',
  '/helpmc': 'Pusat Bantuan',
  '/down': 'Unduh Aplikasi',
};

describe('the loginedToHomePage guard of docs/product.md §2', () => {
  it('lets a guest open the app download at /down, the route the app serves', async () => {
    mockShell(mockApi());
    const { location } = renderRoute('/down');
    expect(await screen.findByRole('heading', { name: 'Unduh aplikasi' })).toBeInTheDocument();
    expect(location().pathname).toBe('/down');
  });

  it('lists exactly the login, registration, help centre and download routes', () => {
    expect([...PUBLIC_WITHOUT_TOKEN].sort()).toEqual(Object.keys(PUBLIC_PAGE_TITLES).sort());
  });

  it.each(PUBLIC_WITHOUT_TOKEN)('lets a guest stay on %s, a route the app serves', async (url) => {
    mockShell(mockApi());
    const { location } = renderRoute(url);
    await waitFor(() => expect(document.title).toBe(PUBLIC_PAGE_TITLES[url]));
    expect(location().pathname).toBe(url);
    expect(screen.queryByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeNull();
  });

  it.each([paths.join, paths.home, paths.vip])('sends a guest from %s to /login', async (url) => {
    mockShell(mockApi());
    const { location } = renderRoute(url);
    await waitFor(() => expect(location().pathname).toBe('/login'));
  });

  it('lets a member with a token through to any route', async () => {
    mockLoggedIn(mockShell(mockApi()));
    const { location } = renderRoute(paths.vip);
    expect(await screen.findByRole('heading', { name: 'Segera hadir' })).toBeInTheDocument();
    expect(location().pathname).toBe('/vip');
  });
});
