import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { systemCalls } from '@site/contract';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { DownloadScreen } from '../components/download-screen';
import { domainRoute } from './data';

describe('download page', () => {
  it('shows a QR code and a download button for each app the merchant has', async () => {
    mockApi().on(systemCalls.domainRoute, () => domainRoute(['ANDROID', 'IOS']));
    renderWithProviders(<DownloadScreen />);

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['iOS', 'Android']);
    expect(screen.queryByText('iOS Lite')).not.toBeInTheDocument();

    const android = screen.getByRole('region', { name: 'Android' });
    expect(within(android).getByRole('link', { name: 'Unduh untuk Android' })).toHaveAttribute(
      'href',
      'https://apps.example/android',
    );
    expect(within(android).getByText(/berkas APK/)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(android)
          .getByRole('img', { name: /Android/ })
          .getAttribute('viewBox'),
      ).toBe('0 0 800 800'),
    );
    expect(screen.getAllByRole('img', { name: /Kode QR/ })).toHaveLength(2);
  });

  it('names iOS Lite as such', async () => {
    mockApi().on(systemCalls.domainRoute, () => domainRoute(['IOS', 'IOS_LITE', 'ANDROID']));
    renderWithProviders(<DownloadScreen />);
    expect(await screen.findByRole('link', { name: 'Unduh untuk iOS Lite' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Unduh untuk/ })).toHaveLength(3);
  });

  it('says so when the merchant offers no app', async () => {
    mockApi().on(systemCalls.domainRoute, () => domainRoute([]));
    renderWithProviders(<DownloadScreen />);
    expect(await screen.findByText(/Aplikasi belum tersedia/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
