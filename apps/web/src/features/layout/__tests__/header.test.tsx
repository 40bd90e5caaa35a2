import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../../../i18n';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute, shownMemberPage } from '../../../testing/render';
import { mockShell } from '../../../testing/shell-data';
import { memberCalls, paymentCalls, sessionCalls, systemCalls } from '@site/contract';
import {
  memberInfo,
  mockLoggedIn,
  mockSwitches,
  registerSettings,
  resetAccountState,
} from '../../../testing/account-data';
import { useUiStore } from '../../../stores/ui';

afterEach(async () => {
  resetAccountState();
  await i18next.changeLanguage('id');
});

// The dropdown and the register form are chunks of their own: the first open imports them,
// slow on a busy machine.
const slow = { timeout: 5_000 };

async function renderHome() {
  const api = mockShell(mockApi());
  const view = renderRoute('/index');
  const banner = await screen.findByRole('banner');
  const nav = within(banner).getByRole('navigation', { name: 'Kategori permainan' });
  await within(nav).findByRole('link', { name: /Slot/ });
  return { api, view, banner, nav };
}

const gamesIn = (region: HTMLElement, vendor: string) =>
  within(within(region).getByRole('list', { name: `Permainan ${vendor}` })).getAllByRole(
    'listitem',
  );

describe('header', () => {
  it("shows the categories with vendors in the server's order, DS88 right after LIVE", async () => {
    const { nav } = await renderHome();
    const tabs = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(tabs).toEqual([
      ['Olahraga', '/sports'],
      ['Kasino Langsung', '/live'],
      ['DS88 Sabong', '/live?page=DS88'],
      ['Slot', '/rng'],
      ['Kartu PVP', '/pvp'],
    ]);
    // FISH is in the server's order but has no vendors.
    expect(within(nav).queryByRole('link', { name: /Tembak Ikan/ })).not.toBeInTheDocument();
  });

  it.each([
    ['/live', 'Kasino Langsung'],
    ['/live?page=DS88', 'DS88 Sabong'],
    ['/live?page=SEXY', 'Kasino Langsung'],
    ['/rng?page=PG', 'Slot'],
  ])('marks only the tab of %s as the current page (%s)', async (url, current) => {
    mockShell(mockApi());
    renderRoute(url);
    const banner = await screen.findByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: 'Kategori permainan' });
    await within(nav).findByRole('link', { name: /Slot/ });
    const marked = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(marked.map((link) => link.textContent)).toEqual([current]);
    expect(marked[0]).toHaveClass('active');
    expect(nav.querySelectorAll('.active')).toHaveLength(1);
  });

  it('links the logo home with the brand name as its text', async () => {
    const { banner } = await renderHome();
    const logo = within(banner).getByRole('link', { name: 'Nusantara Play' });
    expect(logo).toHaveAttribute('href', '/index');
    // The full mark from the desktop width up, the compact one on phones; one name for both.
    expect(within(logo).getByRole('img', { name: 'Nusantara Play' })).toHaveAttribute(
      'src',
      '/media/logo.svg',
    );
    const compact = logo.querySelector('picture source');
    expect(compact).toHaveAttribute('srcset', '/media/logo-compact.svg');
    expect(compact).toHaveAttribute('media', '(max-width: 1023.98px)');
  });

  it('opens a dropdown from the keyboard with vendors and 21 games, then 18 per page, and closes on Esc', async () => {
    const user = userEvent.setup({ delay: null });
    const { nav } = await renderHome();
    const slots = within(nav).getByRole('link', { name: /Slot/ });
    // Tabbing along the row is one stop per tab: focus alone opens nothing.
    act(() => slots.focus());
    expect(screen.queryByRole('region', { name: 'Slot' })).not.toBeInTheDocument();

    const toggle = within(nav).getByRole('button', {
      name: 'Tampilkan penyedia dan permainan Slot',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    const region = await screen.findByRole('region', { name: 'Slot' }, slow);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', region.id);
    expect(within(region).getByRole('link', { name: 'PG Soft' })).toHaveAttribute(
      'href',
      '/rng?page=PG',
    );
    expect(within(region).getByRole('link', { name: 'Jili' })).toBeInTheDocument();
    await waitFor(() => expect(gamesIn(region, 'PG Soft')).toHaveLength(21));
    expect(within(region).getByText('Halaman 1 dari 3')).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Berikutnya' }));
    await waitFor(() => expect(within(region).getByText('PG Game 19')).toBeInTheDocument());
    expect(gamesIn(region, 'PG Soft')).toHaveLength(18);
    expect(within(region).getByText('Halaman 2 dari 3')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Slot' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('a mouse click on the toggle keeps open what the hover opened; a second click closes it', async () => {
    const user = userEvent.setup({ delay: null });
    const { nav } = await renderHome();
    const toggle = within(nav).getByRole('button', {
      name: 'Tampilkan penyedia dan permainan Slot',
    });
    // The pointer reaches the toggle over its tab: the hover opens the panel, then the click.
    await user.click(toggle);
    expect(await screen.findByRole('region', { name: 'Slot' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Slot' })).not.toBeInTheDocument();
  });

  it('opens on hover, shows the games of the vendor pointed at, and closes on leave', async () => {
    const user = userEvent.setup({ delay: null });
    const { nav } = await renderHome();
    await user.hover(within(nav).getByRole('link', { name: /Slot/ }));
    const region = await screen.findByRole('region', { name: 'Slot' });
    await waitFor(() => expect(gamesIn(region, 'PG Soft')).toHaveLength(21));

    await user.hover(within(region).getByRole('link', { name: 'Jili' }));
    await waitFor(() => expect(gamesIn(region, 'Jili')).toHaveLength(21));
    // A game launches: a visitor is asked to log in first.
    await user.click(within(region).getByRole('button', { name: 'Main JILI Game 1' }));
    expect(useUiStore.getState().authModal).toBe('login');
    act(() => useUiStore.getState().closeAuthModal());

    await user.unhover(within(nav).getByRole('link', { name: /Slot/ }));
    fireEvent.mouseLeave(region.closest('li')!);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Slot' })).not.toBeInTheDocument(),
    );
  });

  it('starts a sports vendor’s game from the dropdown instead of opening a page (docs/product.md §4)', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockLoggedIn(mockShell(mockApi()));
    renderRoute('/index');
    const banner = await screen.findByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: 'Kategori permainan' });
    await within(banner).findByText('budi88');
    await user.hover(within(nav).getByRole('link', { name: /Olahraga/ }));
    const region = await screen.findByRole('region', { name: 'Olahraga' });
    expect(within(region).queryByRole('link', { name: 'SBOBET' })).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'SBOBET' }));

    await waitFor(() =>
      expect(useUiStore.getState().launchingGame).toMatchObject({
        gameId: 'SBO-1',
        vassalage: 'SBO',
      }),
    );
    const first = api.fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost').searchParams)
      .find((q) => q.get('pageSize') === '1')!;
    expect(Object.fromEntries(first)).toMatchObject({ gameType: 'SPORTS', vassalage: 'SBO' });
  });

  it('shows rewards, the rank as - - when logged out, login and register', async () => {
    const { banner, api } = await renderHome();
    api.on(systemCalls.registerSettings, () => registerSettings());
    expect(within(banner).getByRole('link', { name: /Hadiah/ })).toHaveAttribute(
      'href',
      '/promotions',
    );
    expect(within(banner).getByRole('link', { name: /Peringkat/ })).toHaveTextContent('- -');
    await userEvent
      .setup({ delay: null })
      .click(within(banner).getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByRole('dialog', { name: 'Daftar' }, slow)).toBeInTheDocument();
  });

  it('opens the login modal from the header and gives focus back when it closes', async () => {
    const user = userEvent.setup({ delay: null });
    const { banner, api } = await renderHome();
    api.on(sessionCalls.loginCaptcha, () => ({ captchaRequired: false }));
    const login = within(banner).getByRole('button', { name: 'Masuk' });
    await user.click(login);
    const dialog = await screen.findByRole('dialog', { name: 'Masuk' });
    expect(await within(dialog).findByLabelText('Nama pengguna')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(login).toHaveFocus();
  });

  it('logged in: username, balance, rank and the member actions instead of login', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockSwitches(mockLoggedIn(mockShell(mockApi())), 'MANPLAYREB3');
    renderRoute('/index');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('budi88')).toBeInTheDocument();
    const total = (await within(banner).findByText('Rp 1,234,567.50')).closest('span')!;
    // The sum of every wallet, named so: pages that spend from one wallet show that one.
    expect(total).toHaveTextContent(/^Total Rp 1,234,567\.50$/);
    expect(total).toHaveAttribute('title', 'Total semua dompet: dompet utama dan dompet permainan');
    expect(within(banner).getByRole('link', { name: /Peringkat/ })).toHaveTextContent('Gold');
    expect(within(banner).queryByRole('button', { name: 'Masuk' })).not.toBeInTheDocument();
    const actions = within(banner).getByRole('list', { name: 'Akun saya' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Deposit', 'Penarikan', 'Pusat pribadi', 'Riwayat taruhan', 'Cashback', 'Keluar']);
    await user.click(within(actions).getByRole('button', { name: 'Pusat pribadi' }));
    expect(shownMemberPage()).toBe('securityCenter');
    await user.click(within(actions).getByRole('button', { name: 'Cashback' }));
    expect(shownMemberPage()).toBe('manualRebate');
    expect(api.fetch).toHaveBeenCalled();
  });

  it("fetches the deposit page's methods on the intent to open it, before the click", async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockLoggedIn(mockShell(mockApi())).on(paymentCalls.depositMethods, () => ({
      methods: [],
    }));
    renderRoute('/index');
    const banner = await screen.findByRole('banner');
    const actions = await within(banner).findByRole('list', { name: 'Akun saya' });
    const asked = () =>
      api.fetch.mock.calls.some(([url]) => String(url).includes('/wps/payment/deposit/methods'));
    expect(asked()).toBe(false);
    await user.hover(within(actions).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(asked()).toBe(true));
    expect(shownMemberPage()).toBeNull();
  });

  it('says so when member info fails to load, and retries on request', async () => {
    const user = userEvent.setup({ delay: null });
    let asked = 0;
    mockLoggedIn(mockShell(mockApi())).on(memberCalls.info, () => {
      asked += 1;
      return asked === 1
        ? Response.json(
            { success: false, errorCode: 'system.error', message: 'x' },
            { status: 500 },
          )
        : memberInfo();
    });
    renderRoute('/index');
    const banner = await screen.findByRole('banner');
    const problem = await within(banner).findByRole('alert');
    expect(problem).toHaveTextContent('Gagal memuat data.');
    await user.click(within(problem).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(banner).findByText('budi88')).toBeInTheDocument();
  });

  it('logged in without MANPLAYREB3: no cashback', async () => {
    mockLoggedIn(mockShell(mockApi()));
    renderRoute('/index');
    const banner = await screen.findByRole('banner');
    await within(banner).findByText('budi88');
    expect(within(banner).queryByRole('button', { name: 'Cashback' })).not.toBeInTheDocument();
  });

  it('switches to English, says so on screen and remembers lang and hisLang', async () => {
    const user = userEvent.setup({ delay: null });
    const { banner } = await renderHome();
    const language = within(banner).getByRole('combobox', { name: 'Bahasa' });
    expect(language).toHaveValue('ID');

    await user.selectOptions(language, 'English');
    expect(
      // The English catalogue is its own chunk: the first switch waits for it.
      await within(banner).findByRole('navigation', { name: 'Game categories' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(banner).getByRole('combobox', { name: 'Language' })).toHaveValue('EN');
    expect(localStorage.getItem('lang')).toBe('EN');
    expect(localStorage.getItem('hisLang')).toBe('ID');
    expect(document.documentElement.lang).toBe('en');
  });
});
