import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { mockShell } from '../../../testing/shell-data';

describe('reduced layout', () => {
  it('has a slim bar with logo, back and language, and no navigation or footer', async () => {
    mockShell(mockApi());
    renderRoute('/lottery');
    const bar = within(await screen.findByRole('banner'));
    expect(await bar.findByRole('link', { name: 'Nusantara Play' })).toHaveAttribute(
      'href',
      '/index',
    );
    expect(bar.getByRole('link', { name: 'Kembali' })).toBeInTheDocument();
    expect(bar.getByRole('combobox', { name: 'Bahasa' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});
