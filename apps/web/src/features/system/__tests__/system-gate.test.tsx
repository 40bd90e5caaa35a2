import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameCalls, systemCalls } from '@site/contract';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { mockShell, statusValue } from '../../../testing/shell-data';

// The closed-site screens load when the status asks for them (system-gate.tsx); compiled here
// first, a test's findBy does not spend its time budget on that.
beforeAll(async () => {
  await Promise.all([
    import('../components/maintenance-screen'),
    import('../components/region-restricted-screen'),
  ]);
});

describe('system gate', () => {
  it('shows the maintenance screen for status 1 with end time, notice and contact us', async () => {
    const api = mockApi();
    mockShell(
      api,
      statusValue({
        status: 1,
        maintenance: { maintenanceEnd: '2031-05-06T07:08:00Z', notice: 'Server upgrade' },
      }),
    );
    renderRoute('/index');
    expect(
      await screen.findByText('Kami sedang melakukan pemeliharaan sistem'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Perkiraan selesai: .*2031/)).toBeInTheDocument();
    expect(screen.getByText('Server upgrade')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Hubungi kami/ })).toHaveAttribute(
      'href',
      'https://chat.demo.test/',
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows the region screen for status 2 with the visitor IP and country', async () => {
    const api = mockApi();
    mockShell(
      api,
      statusValue({
        status: 2,
        regionRestriction: true,
        location: { ip: '198.51.100.4', country: 'SG' },
      }),
    );
    renderRoute('/noticePage');
    expect(
      await screen.findByText(
        'Karena pembatasan lokasi atau alamat IP Anda, Anda tidak diizinkan mengakses situs ini',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('198.51.100.4')).toBeInTheDocument();
    expect(screen.getByText('SG')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Hubungi kami/ })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows the site while the status check is still on its way', async () => {
    const api = mockApi();
    mockShell(api);
    let answer: (value: Response) => void = () => {};
    api.on(systemCalls.status, () => new Promise<Response>((resolve) => (answer = resolve)));
    renderRoute('/index');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    act(() => answer(Response.json({ success: true, value: statusValue({ status: 1 }) })));
    expect(
      await screen.findByText('Kami sedang melakukan pemeliharaan sistem'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('asks for the country code only once the site is open', async () => {
    const api = mockApi();
    mockShell(api);
    renderRoute('/index');
    await screen.findByRole('banner');
    await waitFor(() =>
      expect(
        api.fetch.mock.calls.some(([url]) => String(url).includes('/wps/system/countryCode')),
      ).toBe(true),
    );
  });

  it('shows the site with a retry notice when the status cannot be read', async () => {
    const api = mockApi();
    mockShell(api);
    api.fail(systemCalls.status, 'system.error', 'boom', 500);
    renderRoute('/index');
    expect(await screen.findByText('Status situs tidak dapat diperiksa.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();

    mockShell(api);
    const notice = screen.getByText('Status situs tidak dapat diperiksa.').closest('.status-retry');
    act(() =>
      within(notice as HTMLElement)
        .getByRole('button', { name: 'Coba lagi' })
        .click(),
    );
    await waitFor(() =>
      expect(screen.queryByText('Status situs tidak dapat diperiksa.')).not.toBeInTheDocument(),
    );
  });

  it('replaces the site when maintenance starts, as soon as the window regains focus', async () => {
    const api = mockApi();
    let current = statusValue();
    mockShell(api);
    api.on(systemCalls.status, () => current);
    renderRoute('/index');
    await screen.findByRole('banner');

    current = statusValue({ status: 1 });
    act(() => window.dispatchEvent(new Event('focus')));
    expect(
      await screen.findByText('Kami sedang melakukan pemeliharaan sistem'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});

describe('system gate, closed site', () => {
  it('goes back to the site when maintenance ends, on the next tab visit', async () => {
    const api = mockApi();
    let current = statusValue({ status: 1 });
    mockShell(api);
    api.on(systemCalls.status, () => current);
    renderRoute('/index');
    await screen.findByText('Kami sedang melakukan pemeliharaan sistem');

    current = statusValue();
    act(() => window.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.queryByText('Kami sedang melakukan pemeliharaan sistem')).not.toBeInTheDocument();
  });

  it('checks the status again when a call is refused because the site closed', async () => {
    const api = mockApi();
    let current = statusValue();
    mockShell(api);
    api.on(systemCalls.status, () => current);
    renderRoute('/index');
    // The brand logo comes with the status: the first check is done.
    await screen.findByRole('img', { name: 'Nusantara Play' });

    current = statusValue({ status: 1 });
    api.fail(gameCalls.gameList, 'system.maintenance', 'closed', 503);
    const slots = await within(screen.getByRole('banner')).findByRole('button', {
      name: 'Tampilkan penyedia dan permainan Slot',
    });
    act(() => slots.click());
    expect(
      await screen.findByText('Kami sedang melakukan pemeliharaan sistem'),
    ).toBeInTheDocument();
  });
});
