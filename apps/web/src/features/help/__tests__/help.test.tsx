import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentCalls, systemCalls } from '@site/contract';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { HelpCentreScreen } from '../components/help-centre-screen';
import { HelpScreen } from '../components/help-screen';
import { helpItem, whitelabelMenu } from './data';

function helpApi() {
  return mockApi()
    .on(contentCalls.helpCenter, () => ({
      list: [
        helpItem('deposit', 'Cara deposit', '<p>Pilih metode pembayaran.</p>'),
        helpItem('withdraw', 'Cara penarikan', '<p>Penarikan diproses cepat.</p>'),
      ],
    }))
    .on(systemCalls.whitelabel, () =>
      whitelabelMenu([
        ['ABOUT', 'Tentang Perusahaan', '<p>Kami adalah operator berlisensi.</p>'],
        ['TERMS', 'Syarat dan Ketentuan Umum', '<p>Usia minimal 18 tahun.</p><script>x()</script>'],
        ['PRIVACY', 'Kebijakan Privasi', '<p>Data Anda aman.</p>'],
      ]),
    );
}

const scrolled: string[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this.id);
  });
});
afterEach(() => {
  // @ts-expect-error jsdom has no scrollIntoView of its own
  delete Element.prototype.scrollIntoView;
});

describe('help page', () => {
  it('opens and scrolls to the section the hash names (/help#terms)', async () => {
    helpApi();
    renderWithProviders(<HelpScreen />, { url: '/help#terms' });
    const terms = await screen.findByRole('button', { name: 'Syarat dan Ketentuan Umum' });
    expect(terms).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Usia minimal 18 tahun.')).toBeVisible();
    expect(document.querySelector('script')).toBeNull();
    expect(terms.closest('section')).toHaveAttribute('id', 'terms');
    expect(scrolled).toContain('terms');
    expect(terms).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Tentang Perusahaan' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens the section chosen in the index, and sections open and close by their heading', async () => {
    const user = userEvent.setup({ delay: null });
    helpApi();
    renderWithProviders(<HelpScreen />, { url: '/help' });
    const index = await screen.findByRole('navigation', { name: 'Daftar isi' });
    expect(
      within(index)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/help#deposit', '/help#withdraw', '/help#about', '/help#terms', '/help#privacy']);
    await user.click(within(index).getByRole('link', { name: 'Kebijakan Privasi' }));
    expect(screen.getByText('Data Anda aman.')).toBeVisible();
    expect(scrolled).toContain('privacy');

    const deposit = screen.getByRole('button', { name: 'Cara deposit' });
    await user.click(deposit);
    expect(deposit).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Pilih metode pembayaran.')).toBeVisible();
    await user.click(deposit);
    expect(deposit).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when help content failed to load and tries again', async () => {
    const user = userEvent.setup({ delay: null });
    const api = helpApi().fail(contentCalls.helpCenter, 'system.error', 'boom', 500);
    renderWithProviders(<HelpScreen />, { url: '/help' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat data.');
    expect(screen.getByRole('button', { name: 'Tentang Perusahaan' })).toBeInTheDocument();
    api.on(contentCalls.helpCenter, () => ({ list: [helpItem('faq', 'FAQ', '<p>Tanya</p>')] }));
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('button', { name: 'FAQ' })).toBeInTheDocument();
  });

  it('shows the help centre without the site around it for app web views (/helpmc)', async () => {
    helpApi();
    renderWithProviders(<HelpCentreScreen />, { url: '/helpmc#deposit' });
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bantuan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute(
      'href',
      '/index',
    );
    expect(await screen.findByText('Pilih metode pembayaran.')).toBeVisible();
  });
});
