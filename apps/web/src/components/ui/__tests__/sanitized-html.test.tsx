import { render, screen } from '@testing-library/react';
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
