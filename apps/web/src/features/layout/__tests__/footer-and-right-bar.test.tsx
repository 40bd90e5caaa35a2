import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { mockShell } from '../../../testing/shell-data';
import { systemCalls } from '@site/contract';

async function renderFooter() {
  mockShell(mockApi());
  renderRoute('/index');
  return within(await screen.findByRole('contentinfo'));
}

describe('footer', () => {
  it('shows provider, payment and licence logos, the named links and the copyright', async () => {
    const footer = await renderFooter();
    expect(await footer.findByRole('img', { name: 'PG Soft' })).toBeInTheDocument();
    expect(footer.getByRole('img', { name: 'BCA' })).toBeInTheDocument();
    expect(footer.getByRole('img', { name: 'PAGCOR' })).toBeInTheDocument();
    const links = within(footer.getByRole('navigation', { name: 'Informasi' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Tentang Perusahaan', '/help#about'],
      ['Hubungi Kami', '/help#contact'],
      ['Syarat dan Ketentuan Umum', '/help#terms'],
      ['Permainan yang Bertanggung Jawab', '/help#responsible'],
      ['Kebijakan Privasi', '/help#privacy'],
      ['Afiliasi', '/help#affiliates'],
      ['Kebijakan Pengembalian Dana', '/help#refund'],
    ]);
    expect(footer.getByText(/© 2025 Nusantara Play/)).toBeInTheDocument();
    // The open-licensed art and typeface the pictures are drawn with, credited.
    expect(
      footer.getByText(/Gambar permainan: Fluent Emoji oleh Microsoft \(lisensi MIT\)/),
    ).toHaveTextContent('Lilita One');
  });

  it('opens one help item at a time, its HTML sanitised', async () => {
    const user = userEvent.setup({ delay: null });
    const footer = await renderFooter();
    await user.click(await footer.findByRole('button', { name: 'Cara deposit' }));
    expect(await footer.findByText('Pilih bank Anda.')).toBeInTheDocument();

    await user.click(footer.getByRole('button', { name: 'Cara penarikan' }));
    expect(await footer.findByText('Isi jumlahnya.')).toBeInTheDocument();
    expect(footer.queryByText('Pilih bank Anda.')).not.toBeInTheDocument();
    expect(footer.getByRole('button', { name: 'Cara deposit' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('right bar', () => {
  it('offers customer service, contacts and the app, with a QR code on hover', async () => {
    const user = userEvent.setup({ delay: null });
    mockShell(mockApi());
    renderRoute('/index');
    const bar = within(await screen.findByRole('complementary', { name: 'Kontak dan aplikasi' }));
    expect(await bar.findByRole('link', { name: /Layanan pelanggan/ })).toHaveAttribute(
      'href',
      'https://chat.demo.test/',
    );
    expect(bar.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
      'href',
      'mailto:cs@demo.test',
    );
    const android = await bar.findByRole('link', { name: /Aplikasi Android/ });

    const telegram = bar.getByRole('link', { name: /Telegram/ });
    await user.hover(telegram);
    // The placeholder and the drawn code share the name: query afresh until it settles.
    await waitFor(() =>
      expect(bar.getByRole('img', { name: 'Kode QR Telegram' })).toBeInTheDocument(),
    );
    await user.unhover(telegram);

    act(() => android.focus());
    await waitFor(
      () => expect(bar.getByRole('img', { name: 'Kode QR Aplikasi Android' })).toBeInTheDocument(),
      { timeout: 5000 },
    );
  });

  it('gives each app its own icon and name', async () => {
    const app = (resourceType: 'IOS' | 'IOS_LITE' | 'ANDROID') => ({
      resourceType,
      url: `https://demo.test/${resourceType}`,
      qrCodeUrl: `https://demo.test/${resourceType}`,
      labelNameCn: resourceType,
    });
    mockShell(mockApi()).on(systemCalls.domainRoute, () => ({
      domainList: [],
      resources: [app('IOS'), app('IOS_LITE'), app('ANDROID')],
    }));
    renderRoute('/index');
    const bar = within(await screen.findByRole('complementary', { name: 'Kontak dan aplikasi' }));
    await bar.findByRole('link', { name: /^Aplikasi Android/ });
    const links = [/^Aplikasi iOS(?! Lite)/, /^Aplikasi iOS Lite/, /^Aplikasi Android/].map(
      (name) => bar.getByRole('link', { name }),
    );
    const drawings = links.map((link) => link.querySelector('path')?.getAttribute('d'));
    expect(new Set(drawings).size).toBe(3);
  });

  it('opens customer service in a 440x750 popup, or lets the link open when blocked', async () => {
    const user = userEvent.setup({ delay: null });
    mockShell(mockApi());
    renderRoute('/index');
    const bar = within(await screen.findByRole('complementary', { name: 'Kontak dan aplikasi' }));
    const popup = { opener: {} as unknown };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as Window);
    await user.click(await bar.findByRole('link', { name: /Layanan pelanggan/ }));
    expect(open).toHaveBeenCalledWith(
      'https://chat.demo.test/',
      'customer-service',
      expect.stringContaining('width=440,height=750'),
    );
    expect(popup.opener).toBeNull();
    open.mockRestore();
  });
});
