import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { walletCalls } from '@site/contract';
import { balance } from '../../../testing/account-data';
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

  it('leaves the bar’s back out on /game, whose own "Back to lobby" goes where the game was launched from', async () => {
    // The game page shows the member's balance.
    mockShell(mockApi()).on(walletCalls.balance, () => balance());
    sessionStorage.setItem('token', 'token-1');
    sessionStorage.setItem('iframeUrl', '/house/play/?t=token-1&lang=ID');
    renderRoute('/game?name=Garuda+Gold+Reels&vendor=NSO&id=NSO-0001');
    const bar = within(await screen.findByRole('banner'));
    await bar.findByRole('link', { name: 'Nusantara Play' });
    await screen.findByRole('heading', { level: 1, name: 'Garuda Gold Reels' });
    expect(bar.queryByRole('link', { name: 'Kembali' })).toBeNull();
    expect(screen.getAllByRole('link', { name: /^Kembali/ }).map((l) => l.textContent)).toEqual([
      'Kembali ke lobi',
    ]);
  });
});
