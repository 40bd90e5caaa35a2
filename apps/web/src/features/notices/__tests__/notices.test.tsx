import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, type Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contentCalls } from '@site/contract';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { NoticesScreen } from '../components/notices-screen';
import { noticePage, playerNotices } from './data';

/** The notice screen at a URL; `location()` tells where it is now. */
function renderNotices(url = '/noticePage') {
  const current: { location: Location | null } = { location: null };
  function Spy() {
    current.location = useLocation();
    return null;
  }
  renderWithProviders(
    <>
      <NoticesScreen />
      <Spy />
    </>,
    { url },
  );
  return { location: () => current.location! };
}

function noticesApi(count: number) {
  const all = playerNotices(count);
  return mockApi().on(contentCalls.announcements, (url) =>
    noticePage(all, Number(url.searchParams.get('pageNo') ?? 1)),
  );
}

const noticeList = () => screen.getByRole('list', { name: 'Daftar pengumuman' });
const titles = () =>
  within(noticeList())
    .getAllByRole('button')
    .map((button) => button.querySelector('.notices__item-title')?.textContent);

describe('notice page', () => {
  it('lists 9 notices with their dates and shows the first one’s text, sanitised', async () => {
    noticesApi(25);
    renderNotices();
    const detail = await screen.findByRole('article', { name: 'Pengumuman 1' });
    expect(titles()).toEqual(Array.from({ length: 9 }, (_, i) => `Pengumuman ${i + 1}`));
    expect(within(detail).getByText('Isi pengumuman 1')).toBeInTheDocument();
    expect(detail.querySelector('script')).toBeNull();
    expect(within(noticeList()).getAllByRole('button')[0]).toHaveTextContent(/30 Mar 2025/);
  });

  it('shows another notice when it is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    noticesApi(25);
    renderNotices();
    await screen.findByRole('article', { name: 'Pengumuman 1' });
    const third = within(noticeList()).getByRole('button', { name: /Pengumuman 3/ });
    await user.click(third);
    expect(third).toHaveAttribute('aria-current', 'true');
    const detail = screen.getByRole('article', { name: 'Pengumuman 3' });
    expect(within(detail).getByText('Isi pengumuman 3')).toBeInTheDocument();
  });

  it('goes to page 2 and keeps it in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    noticesApi(25);
    const { location } = renderNotices();
    await screen.findByRole('article', { name: 'Pengumuman 1' });
    const pages = screen.getByRole('navigation', { name: 'Halaman pengumuman' });
    expect(within(pages).getAllByRole('button', { name: /^Halaman \d$/ })).toHaveLength(3);
    await user.click(within(pages).getByRole('button', { name: 'Halaman 2' }));

    expect(await screen.findByRole('article', { name: 'Pengumuman 10' })).toBeInTheDocument();
    expect(titles()).toEqual(Array.from({ length: 9 }, (_, i) => `Pengumuman ${i + 10}`));
    expect(location().search).toBe('?page=2');
    expect(within(pages).getByRole('button', { name: 'Halaman 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens at the page in the URL', async () => {
    noticesApi(25);
    renderNotices('/noticePage?page=3');
    expect(await screen.findByRole('article', { name: 'Pengumuman 19' })).toBeInTheDocument();
    expect(titles()).toHaveLength(7);
  });

  it('says when there are no notices', async () => {
    noticesApi(0);
    renderNotices();
    expect(await screen.findByText('Belum ada pengumuman.')).toBeInTheDocument();
  });

  it('says when the notices failed to load and tries again', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi().fail(contentCalls.announcements, 'system.error', 'boom', 500);
    renderNotices();
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat data.');
    const all = playerNotices(2);
    api.on(contentCalls.announcements, () => noticePage(all, 1));
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('article', { name: 'Pengumuman 1' })).toBeInTheDocument();
  });
});
