import { memberPlace } from '../../../config/centre-links';
import type { MemberPageKey } from '../../../config/member-pages';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberCalls } from '@site/contract';
import { applyLanguage } from '../../../i18n';
import { useUiStore } from '../../../stores/ui';
import { mockApi } from '../../../testing/mock-api';
import {
  agentCentreShown,
  openCentre,
  renderWithProviders,
  shownMemberPage,
} from '../../../testing/render';
import MemberCentre from '../components/member-centre';
import { memberInfo, resetAccountState } from '../../../testing/account-data';
import { memberCentreApi, signIn } from './member-centre-setup';

const MENU_ORDER = [
  'Akun Saya',
  'Dompet Saya',
  'Deposit',
  'Penarikan',
  'Transfer ke Upline',
  'Riwayat Taruhan',
  'Cashback',
  'Catatan Akun',
  'Untung Rugi Pribadi',
  'Rincian Bonus',
  'Pusat Hadiah',
  'Undang Teman',
  'Aktivitas Misi',
  'Informasi Platform',
];

function renderCentre() {
  return renderWithProviders(
    <Suspense fallback={<p>suspended</p>}>
      <MemberCentre />
    </Suspense>,
  );
}

const open = (page?: MemberPageKey) => openCentre(memberPlace(page));
const menu = () => screen.getByRole('navigation', { name: 'Menu pusat anggota' });
const entry = (name: string) => within(menu()).getByRole('button', { name });

/** Small screens report through matchMedia, which jsdom lacks. */
function screenIsSmall(small: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: small,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('member centre shell', () => {
  beforeEach(() => {
    resetAccountState();
    screenIsSmall(false);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => applyLanguage('ID'));
  });

  it('opens on securityCenter with the product map menu in order and the first entry marked', async () => {
    memberCentreApi(mockApi(), memberInfo());
    signIn();
    renderCentre();
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Pusat Anggota' });
    expect(await within(dialog).findByRole('heading', { name: 'Akun Saya' })).toBeInTheDocument();
    const names = within(menu())
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(MENU_ORDER);
    expect(entry('Akun Saya')).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByRole('heading', { name: 'Profil' })).toBeInTheDocument();
    // No missions call yet: the mission entry has no count badge.
    expect(entry('Aktivitas Misi').textContent).toBe('Aktivitas Misi');
  });

  it('shows a loading state until member info arrives', async () => {
    let answer: (value: Response) => void = () => {};
    const api = mockApi();
    memberCentreApi(api, memberInfo());
    api.on(memberCalls.info, () => new Promise<Response>((resolve) => (answer = resolve)));
    signIn();
    renderCentre();
    open();
    expect(await screen.findByRole('status')).toHaveTextContent('Memuat data akun…');
    expect(screen.queryByRole('navigation', { name: 'Menu pusat anggota' })).toBeNull();
    answer(Response.json({ success: true, value: memberInfo() }));
    expect(await screen.findByRole('heading', { name: 'Akun Saya' })).toBeInTheDocument();
  });

  it('shows another page by key, marks it active and says it is coming soon', async () => {
    const user = userEvent.setup({ delay: null });
    memberCentreApi(mockApi(), memberInfo());
    signIn();
    renderCentre();
    open();
    await screen.findByRole('heading', { name: 'Akun Saya' });
    await user.click(entry('Pusat Hadiah'));
    expect(shownMemberPage()).toBe('rewardCenter');
    expect(entry('Pusat Hadiah')).toHaveAttribute('aria-current', 'page');
    expect(entry('Akun Saya')).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { name: 'Segera hadir' })).toBeInTheDocument();
    expect(screen.getByText('Halaman Pusat Hadiah sedang kami siapkan dan belum tersedia.'));
  });

  it('leaves for home from a coming-soon page and closes', async () => {
    const user = userEvent.setup({ delay: null });
    memberCentreApi(mockApi(), memberInfo());
    signIn();
    renderCentre();
    open('rewardCenter');
    await user.click(await screen.findByRole('link', { name: 'Kembali ke beranda' }));
    expect(shownMemberPage()).toBeNull();
  });

  it('speaks English after a language switch', async () => {
    memberCentreApi(mockApi(), memberInfo());
    signIn();
    renderCentre();
    open();
    await screen.findByRole('heading', { name: 'Akun Saya' });
    await act(() => applyLanguage('EN'));
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(await within(dialog).findByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Member centre menu' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toContain('Platform information');
    expect(within(dialog).getByRole('heading', { name: 'Recent logins' })).toBeInTheDocument();
  });

  it('opens at the page it is asked for', async () => {
    memberCentreApi(mockApi(), memberInfo());
    signIn();
    renderCentre();
    open('messageV2');
    expect(await screen.findByRole('heading', { name: 'Informasi Platform' })).toBeInTheDocument();
    expect(entry('Informasi Platform')).toHaveAttribute('aria-current', 'page');
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup({ delay: null });
    memberCentreApi(mockApi(), memberInfo());
    signIn();
    renderCentre();
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Pusat Anggota' });
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    expect(shownMemberPage()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([1, 2, 41, 42] as const)('shows the account panel to type %i', async (type) => {
    memberCentreApi(mockApi(), memberInfo({ type, isAgent: type === 2 || type === 42 }));
    signIn();
    renderCentre();
    open();
    const panel = await screen.findByRole('region', { name: 'Ringkasan akun' });
    expect(panel).toHaveTextContent('Budi');
    expect(panel).toHaveTextContent('budi88');
  });

  it.each([
    ['an agent by type', { type: 2 }],
    ['a downline agent', { type: 42 }],
    ['a member the platform flags as agent', { type: 1, isAgent: true }],
  ] as const)('offers the agent centre from the account panel to %s', async (_who, overrides) => {
    const user = userEvent.setup({ delay: null });
    memberCentreApi(mockApi(), memberInfo(overrides));
    signIn();
    renderCentre();
    open();
    const panel = await screen.findByRole('region', { name: 'Ringkasan akun' });
    await user.click(within(panel).getByRole('button', { name: 'Pusat Agen' }));
    expect(agentCentreShown()).toBe(true);
  });

  it.each([1, 41] as const)(
    'shows no agent centre button to a plain member (type %i): it would only refuse them',
    async (type) => {
      memberCentreApi(mockApi(), memberInfo({ type, isAgent: false }));
      signIn();
      renderCentre();
      open();
      const panel = await screen.findByRole('region', { name: 'Ringkasan akun' });
      expect(panel).toHaveTextContent('Anggota');
      expect(within(panel).queryByRole('button', { name: 'Pusat Agen' })).toBeNull();
    },
  );

  it('gives a trial account the trial warning instead of the account panel (docs/product.md §6)', async () => {
    memberCentreApi(mockApi(), memberInfo({ type: 4, account: 'guest1', nickname: null }));
    signIn();
    renderCentre();
    // The personal centre opens on the account page: not for a trial account.
    open();
    await vi.waitFor(() => expect(useUiStore.getState().trialDialogOpen).toBe(true));
    expect(shownMemberPage()).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Profil' })).toBeNull();
  });

  it('keeps a trial account to pages without money or account settings', async () => {
    const user = userEvent.setup({ delay: null });
    memberCentreApi(mockApi(), memberInfo({ type: 4, account: 'guest1', nickname: null }));
    signIn();
    renderCentre();
    open('rewardCenter');
    await screen.findByRole('heading', { name: 'Pusat Hadiah' });
    expect(screen.queryByRole('region', { name: 'Ringkasan akun' })).toBeNull();
    await user.click(entry('Deposit'));
    expect(useUiStore.getState().trialDialogOpen).toBe(true);
    expect(shownMemberPage()).toBe('rewardCenter');
    act(() => useUiStore.getState().closeTrialDialog());
    await user.click(entry('Akun Saya'));
    expect(useUiStore.getState().trialDialogOpen).toBe(true);
    expect(shownMemberPage()).toBe('rewardCenter');
  });

  it('refuses a trial account sent straight to a money page, with the warning', async () => {
    memberCentreApi(mockApi(), memberInfo({ type: 4 }));
    signIn();
    renderCentre();
    open('withdraw');
    await vi.waitFor(() => expect(useUiStore.getState().trialDialogOpen).toBe(true));
    expect(shownMemberPage()).toBeNull();
  });

  it('opens the login popup first when there is no session', async () => {
    memberCentreApi(mockApi(), memberInfo());
    renderCentre();
    open();
    await vi.waitFor(() => expect(useUiStore.getState().authModal).toBe('login'));
    // The address keeps the page for after the login (app/__tests__/centre-links.test.tsx).
    expect(shownMemberPage()).toBe('securityCenter');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is the full-screen mobile-centre panel on a small screen', async () => {
    screenIsSmall(true);
    memberCentreApi(mockApi(), memberInfo());
    signIn();
    renderCentre();
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Pusat Anggota' });
    expect(dialog).toHaveClass('member-centre--mobile');
    expect(await screen.findByRole('heading', { name: 'Akun Saya' })).toBeInTheDocument();
  });

  it('keeps the mobile-centre panel from trial accounts (docs/product.md §6)', async () => {
    screenIsSmall(true);
    memberCentreApi(mockApi(), memberInfo({ type: 4 }));
    signIn();
    renderCentre();
    open();
    await vi.waitFor(() => expect(useUiStore.getState().trialDialogOpen).toBe(true));
    expect(shownMemberPage()).toBeNull();
  });
});
