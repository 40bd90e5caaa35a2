import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { mockShell } from '../../../testing/shell-data';

function stubViewport(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string): Partial<MediaQueryList> => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderDesktopMenu() {
  stubViewport(true);
  mockShell(mockApi());
  renderRoute('/index');
  const aside = await screen.findByRole('complementary', { name: 'Menu' });
  return within(aside);
}

describe('side menu', () => {
  it('logged out: login and register, promotions and invite friends, no member entries', async () => {
    const menu = await renderDesktopMenu();
    expect(menu.getByRole('button', { name: 'Masuk' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/register');
    expect(menu.getByRole('link', { name: 'Promosi' })).toHaveAttribute('href', '/promotions');
    expect(menu.getByText('Undang teman').closest('li')).toHaveTextContent('Segera hadir');
    expect(menu.queryByText('Saldo')).not.toBeInTheDocument();
    expect(menu.queryByText('Penarikan')).not.toBeInTheDocument();
    expect(menu.queryByText('Keluar')).not.toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Unduh aplikasi' })).toHaveAttribute('href', '/down');
    expect(menu.getByRole('link', { name: 'Pusat bantuan' })).toHaveAttribute('href', '/help');
    expect(await menu.findByRole('link', { name: /Layanan pelanggan/ })).toHaveAttribute(
      'href',
      'https://chat.demo.test/',
    );
    expect(menu.getByRole('combobox', { name: 'Bahasa' })).toHaveValue('ID');
  });

  it('logged in (token stored): balance with hide toggle, withdrawal and logout, no login', async () => {
    sessionStorage.setItem('token', 'T1');
    const user = userEvent.setup();
    const menu = await renderDesktopMenu();
    expect(menu.getByText('Saldo')).toBeInTheDocument();
    expect(menu.queryByRole('button', { name: 'Masuk' })).not.toBeInTheDocument();
    expect(menu.getByText('Penarikan').closest('li')).toHaveTextContent('Segera hadir');
    expect(menu.getByText('Keluar')).toBeInTheDocument();
    expect(menu.getByText('Undang & dapatkan')).toBeInTheDocument();
    expect(menu.getByText('Deposit')).toBeInTheDocument();
    expect(menu.queryByText('Undang teman')).not.toBeInTheDocument();

    await user.click(menu.getByRole('button', { name: 'Sembunyikan saldo' }));
    expect(menu.getByText('***')).toBeInTheDocument();
    expect(menu.getByRole('button', { name: 'Tampilkan saldo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(menu.getByRole('button', { name: 'Tampilkan saldo' }));
  });

  it('opens the game centre in the server order and the account group', async () => {
    const user = userEvent.setup();
    const menu = await renderDesktopMenu();
    await user.click(menu.getByRole('button', { name: 'Pusat permainan' }));
    const games = menu.getByRole('region', { name: 'Pusat permainan' });
    expect(
      (await within(games).findAllByRole('link')).map((link) => link.getAttribute('href')),
    ).toEqual(['/sports', '/live', '/rng', '/pvp']);

    await user.click(menu.getByRole('button', { name: 'Akun saya' }));
    const account = menu.getByRole('region', { name: 'Akun saya' });
    expect(within(account).getByRole('link', { name: 'VIP / Peringkat pemain' })).toHaveAttribute(
      'href',
      '/vip',
    );
    expect(within(account).getByText('Riwayat taruhan').closest('li')).toHaveTextContent(
      'Segera hadir',
    );
  });
});

describe('side menu drawer (phones and tablets)', () => {
  it('opens as a modal from the header, closes on Esc and gives focus back', async () => {
    stubViewport(false);
    const user = userEvent.setup();
    mockShell(mockApi());
    renderRoute('/index');
    const banner = await screen.findByRole('banner');
    expect(screen.queryByRole('complementary', { name: 'Menu' })).not.toBeInTheDocument();

    const opener = within(banner).getByRole('button', { name: 'Buka menu' });
    await user.click(opener);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('open');
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: 'Nusantara Play' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Masuk' })).toBeInTheDocument();

    // The browser turns Esc on a modal <dialog> into a cancel event.
    fireEvent(drawer, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes when a link in it is followed', async () => {
    stubViewport(false);
    const user = userEvent.setup();
    mockShell(mockApi());
    const { location } = renderRoute('/index');
    await user.click(await screen.findByRole('button', { name: 'Buka menu' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', {
        name: 'Pusat bantuan',
      }),
    );
    expect(location().pathname).toBe('/help');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
  });

  it('has the bottom bar with e-sports, PVP and a menu button', async () => {
    stubViewport(false);
    mockShell(mockApi());
    renderRoute('/index');
    const bottom = await screen.findByRole('navigation', { name: 'Navigasi cepat' });
    expect(within(bottom).getByRole('link', { name: 'E-Sport' })).toHaveAttribute(
      'href',
      '/esports',
    );
    expect(within(bottom).getByRole('link', { name: 'Kartu PVP' })).toHaveAttribute('href', '/pvp');
    expect(within(bottom).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });
});
