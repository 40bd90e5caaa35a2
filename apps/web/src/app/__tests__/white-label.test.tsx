import { screen, waitFor, within } from '@testing-library/react';
import { systemCalls } from '@site/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { resetAccountState } from '../../testing/account-data';
import { mockApi } from '../../testing/mock-api';
import { renderRoute } from '../../testing/render';
import { mockShell, statusValue } from '../../testing/shell-data';

/** Another merchant's settings: nothing of the demo brand may show through. */
const luna = () => {
  const status = statusValue();
  return statusValue({
    info: {
      ...status.info,
      whitelabel: {
        merchantCode: 'LUNA',
        brandName: 'Luna Royale',
        logoUrl: '/media/brand/LUNA.svg',
        compactLogoUrl: '/media/brand/compact/LUNA.svg',
        currencyCode: 'USD',
        currencySymbol: '$',
        themeColor: '#0b7a75',
        copyrightYear: 2031,
        timeZone: 'Asia/Manila',
      },
    },
  });
};

afterEach(() => {
  resetAccountState();
  document.title = '';
  document.documentElement.style.removeProperty('--brand');
  document.querySelector('link[rel="icon"]')?.remove();
});

describe('the white label', () => {
  it("names the merchant's brand from its settings in the title, the logo and the footer", async () => {
    mockShell(mockApi(), luna());
    renderRoute('/vip');
    await waitFor(() => expect(document.title).toBe('VIP · Luna Royale'));
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Luna Royale' })).toHaveAttribute(
      'href',
      '/index',
    );
    const footer = within(await screen.findByRole('contentinfo'));
    expect(await footer.findByText(/© 2031 Luna Royale/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Nusantara/);
    expect(document.title).not.toMatch(/Nusantara/);
  });

  it("themes the page with the merchant's colour and icon", async () => {
    mockShell(mockApi(), luna());
    renderRoute('/index');
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--brand')).toBe('#0b7a75'),
    );
    expect(document.querySelector('link[rel="icon"]')).toHaveAttribute(
      'href',
      '/media/icon/LUNA.svg',
    );
  });

  it('titles a page by its name alone until the settings arrive, never by a stale brand', async () => {
    let answer: (response: Response) => void = () => {};
    // Held back: the page renders before the merchant is known.
    mockShell(mockApi()).on(
      systemCalls.status,
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    renderRoute('/vip');
    expect(await screen.findByRole('heading', { name: 'Segera hadir' })).toBeInTheDocument();
    expect(document.title).toBe('VIP');
    answer(Response.json({ success: true, value: luna() }));
    await waitFor(() => expect(document.title).toBe('VIP · Luna Royale'));
  });
});
