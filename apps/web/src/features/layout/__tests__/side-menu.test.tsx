import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  generateRsaKeyPair,
  memberCalls,
  sessionCalls,
  systemCalls,
  walletCalls,
} from '@site/contract';
import { mockApi } from '../../../testing/mock-api';
import { agentCentreShown, renderRoute, shownMemberPage } from '../../../testing/render';
import { mockShell } from '../../../testing/shell-data';
import {
  balance,
  loginSuccess,
  memberInfo,
  mockLoggedIn,
  mockSwitches,
  resetAccountState,
} from '../../../testing/account-data';
import { useSessionStore } from '../../../stores/session';
import { useUiStore } from '../../../stores/ui';

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
  resetAccountState();
});

async function renderDesktopMenu(setUp: (api: ReturnType<typeof mockApi>) => unknown = () => {}) {
  stubViewport(true);
  setUp(mockShell(mockApi()));
  renderRoute('/index');
  const aside = await screen.findByRole('complementary', { name: 'Menu' });
  return within(aside);
}

describe('side menu', () => {
  it('logged out: login and register, promotions and invite friends, no member entries', async () => {
    const menu = await renderDesktopMenu();
    expect(menu.getByRole('button', { name: 'Masuk' })).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(menu.getByRole('button', { name: 'Daftar' }));
    expect(useUiStore.getState().authModal).toBe('register');
    act(() => useUiStore.getState().closeAuthModal());
    expect(menu.getByRole('link', { name: 'Promosi' })).toHaveAttribute('href', '/promotions');
    // Members only: a visitor gets the login popup instead (docs/product.md §5).
    await userEvent
      .setup({ delay: null })
      .click(menu.getByRole('button', { name: 'Undang teman' }));
    expect(useUiStore.getState().authModal).toBe('login');
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

  it('logged in: the balance is asked again every 30 s, so money from outside this tab shows', async () => {
    let asked = 0;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const menu = await renderDesktopMenu((api) =>
        mockLoggedIn(api).on(walletCalls.balance, () => {
          asked += 1;
          return balance({ sumBalance: asked === 1 ? 100 : 125 });
        }),
      );
      expect(await menu.findAllByText('Rp 100.00')).toHaveLength(2);
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(await menu.findAllByText('Rp 125.00')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('logged in: balance with symbol, hide toggle and refresh; withdrawal, deposit and logout open their screens', async () => {
    const user = userEvent.setup({ delay: null });
    let asked = 0;
    const menu = await renderDesktopMenu((api) =>
      mockLoggedIn(api).on(walletCalls.balance, () => {
        asked += 1;
        return balance({ sumBalance: asked === 1 ? 1234567.5 : 10 });
      }),
    );
    // Shown, and told to screen readers through a status line.
    expect(await menu.findAllByText('Rp 1,234,567.50')).toHaveLength(2);
    expect(menu.getByText('Total saldo')).toBeInTheDocument();
    expect(menu.queryByRole('button', { name: 'Masuk' })).not.toBeInTheDocument();
    expect(menu.queryByText('Undang teman')).not.toBeInTheDocument();

    await user.click(menu.getByRole('button', { name: 'Muat ulang saldo' }));
    expect(await menu.findAllByText('Rp 10.00')).toHaveLength(2);

    // One name; whether it is on is aria-pressed's to say (not "show balance, pressed").
    const hide = menu.getByRole('button', { name: 'Sembunyikan saldo' });
    expect(hide).toHaveAttribute('aria-pressed', 'false');
    await user.click(hide);
    expect(hide).toHaveAccessibleName('Sembunyikan saldo');
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    expect(menu.getByText('***')).toBeInTheDocument();
    expect(menu.queryByText('Rp 10.00')).not.toBeInTheDocument();
    // The *** choice is remembered for the next visit.
    expect(localStorage.getItem('hideBalance')).toBe('1');
    await user.click(hide);
    expect(hide).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem('hideBalance')).toBe('0');

    await user.click(menu.getByRole('button', { name: 'Penarikan' }));
    expect(shownMemberPage()).toBe('withdraw');
    await user.click(menu.getByRole('button', { name: 'Deposit' }));
    expect(shownMemberPage()).toBe('depositv2');
    await user.click(menu.getByRole('button', { name: 'Undang & dapatkan' }));
    expect(shownMemberPage()).toBe('referral');
    await user.click(menu.getByRole('button', { name: 'Keluar' }));
    expect(useUiStore.getState().logoutConfirmOpen).toBe(true);
    expect(menu.queryByRole('button', { name: 'Pusat agen' })).not.toBeInTheDocument();
  });

  it('logged in as an agent: an agent centre entry', async () => {
    const user = userEvent.setup({ delay: null });
    const menu = await renderDesktopMenu((api) => mockLoggedIn(api, { type: 2, isAgent: true }));
    await user.click(await menu.findByRole('button', { name: 'Pusat agen' }));
    expect(agentCentreShown()).toBe(true);
  });

  it('a trial account gets the real-account warning from money entries', async () => {
    const user = userEvent.setup({ delay: null });
    const menu = await renderDesktopMenu((api) => mockLoggedIn(api, { type: 4 }));
    await user.click(await menu.findByRole('button', { name: 'Deposit' }));
    expect(shownMemberPage()).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Akun uji coba' })).toHaveTextContent(
      'Fitur ini hanya untuk akun asli.',
    );
  });

  it('offers free play to visitors when FREEPLAY3 is on', async () => {
    const menu = await renderDesktopMenu((api) => mockSwitches(api, 'FREEPLAY3'));
    expect(await menu.findByRole('button', { name: 'Coba gratis' })).toBeInTheDocument();
  });

  it('free play with SLIDERCAPTCHA3 shows the slider step first, then starts the guest session', async () => {
    const user = userEvent.setup({ delay: null });
    const { publicKey } = await generateRsaKeyPair();
    let freePlays = 0;
    const menu = await renderDesktopMenu((api) =>
      mockSwitches(api, 'FREEPLAY3', 'SLIDERCAPTCHA3')
        .on(systemCalls.rsaKey, () => ({ keyId: 'k1', publicKey }))
        .on(sessionCalls.slider, () => ({
          sliderId: 's1',
          background: 'data:image/svg+xml,<svg/>',
          piece: 'data:image/svg+xml,<svg/>',
          width: 300,
          height: 150,
          pieceSize: 40,
          pieceTop: 50,
        }))
        .on(sessionCalls.sliderVerify, () => ({ sliderToken: 'tok-s1' }))
        .on(sessionCalls.freeplay, () => {
          freePlays += 1;
          return loginSuccess({ user: { type: 4, account: 'guest01' } });
        })
        .on(memberCalls.info, () => memberInfo({ type: 4, account: 'guest01' }))
        .on(walletCalls.balance, () => balance()),
    );
    await user.click(await menu.findByRole('button', { name: 'Coba gratis' }));
    const step = menu.getByRole('group', { name: /permainan gratis langsung dimulai/ });
    expect(step).toHaveFocus();
    expect(freePlays).toBe(0);
    const handle = await within(step).findByRole('slider');
    handle.focus();
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(useSessionStore.getState().token).toBe('token-abc'));
    expect(freePlays).toBe(1);
    expect(await screen.findAllByText('guest01')).not.toHaveLength(0);
  });

  it("free play: the guest's balance says it is play money, and a low one can be topped up", async () => {
    const user = userEvent.setup({ delay: null });
    let topUps = 0;
    const menu = await renderDesktopMenu((api) =>
      mockLoggedIn(api, { type: 4, account: 'guest02' })
        .on(walletCalls.balance, () =>
          balance({ sumBalance: topUps === 0 ? 40 : 10_000, playMoney: true }),
        )
        .on(walletCalls.playTopUp, () => {
          topUps += 1;
          return balance({ sumBalance: 10_000, playMoney: true });
        }),
    );
    // In the side menu and the header alike, beside the amount.
    expect(await screen.findAllByText('Uang main')).not.toHaveLength(0);
    expect(menu.getAllByText('Uang main')).not.toHaveLength(0);
    // Its code loads with a play-money balance (components/play-money.tsx).
    const topUp = await menu.findByRole('button', { name: 'Isi ulang uang main' });
    await user.click(topUp);
    await waitFor(() => expect(topUps).toBe(1));
    expect(await menu.findAllByText('Rp 10,000.00')).not.toHaveLength(0);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Isi ulang uang main' })).not.toBeInTheDocument(),
    );
  });

  it('a real balance has no play-money badge and no top-up', async () => {
    const menu = await renderDesktopMenu((api) =>
      mockLoggedIn(api).on(walletCalls.balance, () => balance({ sumBalance: 40 })),
    );
    expect(await menu.findAllByText('Rp 40.00')).toHaveLength(2);
    expect(screen.queryByText('Uang main')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Isi ulang uang main' })).not.toBeInTheDocument();
  });

  it('opens the game centre in the server order and the account group', async () => {
    const user = userEvent.setup({ delay: null });
    // The login form it ends on asks whether the captcha is needed.
    const menu = await renderDesktopMenu((api) =>
      api.on(sessionCalls.loginCaptcha, () => ({ captchaRequired: false })),
    );
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
    // Cashback only with MANPLAYREB3 (off here); the others open their member centre page.
    expect(within(account).queryByRole('button', { name: 'Cashback' })).not.toBeInTheDocument();
    await user.click(within(account).getByRole('button', { name: 'Riwayat taruhan' }));
    expect(useUiStore.getState().authModal).toBe('login');
  });
});

describe('side menu drawer (phones and tablets)', () => {
  it('opens as a modal from the header, closes on Esc and gives focus back', async () => {
    stubViewport(false);
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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
