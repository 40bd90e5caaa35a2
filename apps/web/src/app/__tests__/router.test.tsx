import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/storage';
import { useUiStore } from '../../stores/ui';
import { mockLoggedIn, resetAccountState } from '../../testing/account-data';
import { renderRoute } from '../../testing/render';
import { mockApi } from '../../testing/mock-api';
import { mockShell } from '../../testing/shell-data';

afterEach(() => {
  session.remove('token');
  resetAccountState();
});

describe('routes of docs/product.md §2', () => {
  it('sends / to /index keeping the query', async () => {
    mockShell(mockApi());
    const { location } = renderRoute('/?affiliateCode=A1');
    await waitFor(() => expect(location().pathname).toBe('/index'));
    expect(location().search).toBe('?affiliateCode=A1');
  });

  it('sends /index.html to /index', async () => {
    mockShell(mockApi());
    const { location } = renderRoute('/index.html');
    await waitFor(() => expect(location().pathname).toBe('/index'));
  });

  it.each(['/slots', '/xyz', '/rng/extra'])('shows not-found for %s', async (url) => {
    mockShell(mockApi());
    renderRoute(url);
    expect(
      await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
  });

  it('says plainly that a later screen is not built yet, and names it in the title', async () => {
    // The brand of the title is the merchant's, from its settings (the status call).
    mockShell(mockApi());
    renderRoute('/vip');
    expect(await screen.findByRole('heading', { name: 'Segera hadir' })).toBeInTheDocument();
    expect(screen.getByText(/Halaman VIP sedang kami siapkan/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('VIP · Nusantara Play'));
  });

  it.each(['/register', '/register.html'])(
    'sends a logged-in member from %s home, no form',
    async (url) => {
      mockLoggedIn(mockShell(mockApi()));
      const { location } = renderRoute(url);
      await waitFor(() => expect(location().pathname).toBe('/index'));
      expect(screen.queryByRole('button', { name: 'Daftar' })).toBeNull();
    },
  );

  it('opens /login as the home page with the login popup open', async () => {
    mockShell(mockApi());
    const { location } = renderRoute('/login');
    await waitFor(() => expect(useUiStore.getState().authModal).toBe('login'));
    expect(location().pathname).toBe('/login');
  });

  it('sends a logged-in member from /login home, without the popup', async () => {
    mockLoggedIn(mockShell(mockApi()));
    const { location } = renderRoute('/login');
    await waitFor(() => expect(location().pathname).toBe('/index'));
    expect(useUiStore.getState().authModal).toBeNull();
  });
});
