import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render';
import { mockApi } from '../../testing/mock-api';

describe('routes of SPEC §2', () => {
  it('sends / to /index keeping the query', async () => {
    mockApi();
    const { location } = renderRoute('/?affiliateCode=A1');
    await waitFor(() => expect(location().pathname).toBe('/index'));
    expect(location().search).toBe('?affiliateCode=A1');
  });

  it('sends /index.html to /index', async () => {
    mockApi();
    const { location } = renderRoute('/index.html');
    await waitFor(() => expect(location().pathname).toBe('/index'));
  });

  it.each(['/slots', '/xyz', '/rng/extra'])('shows not-found for %s', async (url) => {
    mockApi();
    renderRoute(url);
    expect(
      await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
  });

  it('says plainly that a later screen is not built yet, and names it in the title', async () => {
    mockApi();
    renderRoute('/vip');
    expect(await screen.findByRole('heading', { name: 'Segera hadir' })).toBeInTheDocument();
    expect(screen.getByText(/Halaman VIP sedang kami siapkan/)).toBeInTheDocument();
    expect(document.title).toBe('VIP · Nusantara Play');
  });
});
