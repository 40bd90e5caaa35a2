import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Game, VendorCard } from '@site/contract';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GameCard } from '../game-card';

const game: Game = {
  gameId: 'JKP-0001',
  roomId: null,
  nodeId: 'JKP',
  nodeName: 'Jackpot Garden',
  gameName: 'Golden Dragon',
  vassalage: 'JKP',
  accountTypeName: 'JKP',
  showIcon: '/media/game/JKP-0001.svg',
  supportPlay: false,
  gameType: 'RNG',
  isGame: 'GAME',
  code: null,
  defaultPlayType: null,
  isHot: 1,
  tableType: null,
  minBet: 2,
  maintenance: 0,
};
const vendor: VendorCard = {
  vassalage: 'JKP',
  displayName: 'Jackpot Garden',
  smallIcon: '/media/vendor/JKP.svg',
  isHot: 1,
  maintenance: 0,
};

/** The text a sighted user sees in an element: its text less what is visually hidden. */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('GameCard', () => {
  it('names its button with all the text the button shows (WCAG 2.5.3), the rest describes it', async () => {
    const onLaunch = vi.fn();
    render(
      <Suspense>
        <GameCard game={game} vendor={vendor} onLaunch={onLaunch} />
      </Suspense>,
    );
    const button = await screen.findByRole('button', { name: 'Main Golden Dragon' });
    // No aria-label to drift from what it shows: the name is the content, in order.
    expect(button).not.toHaveAttribute('aria-label');
    expect(visibleText(button)).toBe('Golden Dragon');
    expect(button).toHaveAccessibleName(expect.stringContaining(visibleText(button)));
    expect(button).toHaveAccessibleDescription('Jackpot Garden HOT Tidak dapat dimainkan');
    // The vendor and the badges are shown beside the button, not inside it.
    const card = within(button.parentElement!);
    for (const text of ['Jackpot Garden', 'HOT', 'Tidak dapat dimainkan']) {
      expect(button).not.toHaveTextContent(text);
      expect(card.getByText(text)).toBeVisible();
    }
    await userEvent.setup({ delay: null }).click(button);
    expect(onLaunch).toHaveBeenCalledWith(game);
  });

  it('keeps the vendor for screen readers only on the compact card', async () => {
    render(
      <Suspense>
        <GameCard
          game={{ ...game, isHot: 0, supportPlay: true }}
          vendor={vendor}
          onLaunch={vi.fn()}
          compact
        />
      </Suspense>,
    );
    const button = await screen.findByRole('button', { name: 'Main Golden Dragon' });
    expect(button).toHaveAccessibleDescription('Jackpot Garden');
    expect(visibleText(button.parentElement!)).toBe('Golden Dragon');
    expect(within(button.parentElement!).getByText('Jackpot Garden')).toHaveClass(
      'visually-hidden',
    );
  });
});
