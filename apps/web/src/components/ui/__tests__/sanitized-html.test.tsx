import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SanitizedHtml } from '../sanitized-html';

describe('SanitizedHtml', () => {
  it('keeps the text and formatting but drops scripts, event handlers and javascript: links', () => {
    const { container } = render(
      <SanitizedHtml
        html={
          '<p>Halo <strong>member</strong></p><script>window.hacked = 1</script>' +
          '<img src="x.png" alt="promo" onerror="window.hacked = 1">' +
          '<a href="javascript:alert(1)">klik</a><div onclick="x()">kotak</div>'
        }
      />,
    );
    expect(screen.getByText('member').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'promo' })).not.toHaveAttribute('onerror');
    expect(screen.getByText('klik')).not.toHaveAttribute('href');
    expect(screen.getByText('kotak')).not.toHaveAttribute('onclick');
    expect(container.innerHTML).not.toMatch(/hacked|javascript:/);
  });

  it('takes an operator image without alt text as decoration and loads it lazily', () => {
    const { container } = render(<SanitizedHtml html='<p>Promo</p><img src="/media/promo.png">' />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('opens links to other sites in a new tab without giving them the opener', () => {
    render(
      <SanitizedHtml html='<a href="https://example.org/promo">luar</a> <a href="/help#terms">dalam</a>' />,
    );
    const external = screen.getByRole('link', { name: 'luar' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'dalam' })).not.toHaveAttribute('target');
  });
});

describe('SanitizedHtml links within the site', () => {
  function Where() {
    const location = useLocation();
    return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
  }
  const notice =
    '<p><a href="/index?member=depositv2">Isi saldo</a> <a href="/help" target="_blank">Bantuan</a> ' +
    '<a href="https://example.org/promo">luar</a> <a href="/media/promo.pdf">berkas</a></p>';

  it('follows a link of the site in the app, without loading the page again', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <MemoryRouter initialEntries={['/live']}>
        <SanitizedHtml html={notice} />
        <Where />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Isi saldo' }));
    // A page load would have left the router where it was (jsdom does not navigate).
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(
      '/index?member=depositv2',
    );
  });

  it("leaves to the browser a click for a new tab, a link's own target, other sites and files", () => {
    render(
      <MemoryRouter initialEntries={['/live']}>
        <SanitizedHtml html={notice} />
        <Where />
      </MemoryRouter>,
    );
    const click = (name: string, init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', {
        bubbles: true,
        cancelable: true,
        button: 0,
        ...init,
      });
      screen.getByRole('link', { name }).dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(click('Isi saldo', { ctrlKey: true })).toBe(false);
    expect(click('Isi saldo', { button: 1 })).toBe(false);
    expect(click('Bantuan')).toBe(false);
    expect(click('luar')).toBe(false);
    // What the platform serves itself (a file, a picture) is no page of the app.
    expect(click('berkas')).toBe(false);
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/live');
    // And with nothing in the way, the app's.
    let followed = false;
    act(() => {
      followed = click('Isi saldo');
    });
    expect(followed).toBe(true);
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(
      '/index?member=depositv2',
    );
  });
});
