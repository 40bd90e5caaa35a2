import { h } from '../dom.js';
import { celebration } from '../games/slot-reels.js';
import { easeOutCubic, reducedMotion, tween } from './motion.js';
import { netOf, type PanelContext } from '../games/panel.js';
import type { Sounds } from './sound.js';

/**
 * Every house game's ending: the round's celebration when it gained over its stake, in the
 * page's words (a payout that only returns the stake is not celebrated).
 */
export async function celebrateRound(
  stage: HTMLElement,
  round: { win: number; stake: number },
  ctx: PanelContext,
): Promise<void> {
  if (netOf(round) <= 0n) return;
  await celebrate(stage, {
    win: round.win,
    stake: round.stake,
    money: ctx.money,
    bigWin: ctx.text.t('bigWin'),
    megaWin: ctx.text.t('megaWin'),
    sounds: ctx.sounds,
  });
}

/**
 * A win's celebration over a game's board: the amount counting up, a burst of coins, and a
 * banner for a big win; scaled by the win as a multiple of the stake. With reduced motion the
 * amount is shown (no burst, no count).
 */
export async function celebrate(
  stage: HTMLElement,
  opts: {
    win: number;
    stake: number;
    money: (amount: number) => string;
    bigWin: string;
    megaWin: string;
    sounds: Sounds;
  },
): Promise<void> {
  const { tier, coins, countUpMs } = celebration(opts.win, opts.stake);
  if (tier === 'none') return;
  if (tier === 'win') opts.sounds.win();
  else opts.sounds.bigWin();

  const amount = h('strong', { class: 'celebrate-amount' });
  const overlay = h(
    'div',
    { class: `celebrate tier-${tier}`, 'aria-hidden': 'true' },
    tier === 'big' || tier === 'mega'
      ? h('p', { class: 'celebrate-banner' }, tier === 'mega' ? opts.megaWin : opts.bigWin)
      : null,
    amount,
  );
  stage.append(overlay);

  // It lingers after the count (the next round clears it): the player can play on at once.
  const linger = (ms: number) =>
    setTimeout(() => {
      overlay.classList.add('leaving');
      setTimeout(() => overlay.remove(), 250);
    }, ms);

  if (reducedMotion()) {
    amount.textContent = opts.money(opts.win);
    linger(tier === 'win' ? 1200 : 2000);
    return;
  }

  // Coins fly out from the middle across the board, then fall.
  const { width, height } = stage.getBoundingClientRect();
  for (let i = 0; i < coins; i++) {
    const angle = Math.random() * Math.PI * 2;
    const reach = 0.35 + Math.random() * 0.6;
    const coin = h('span', { class: 'coin' });
    coin.style.setProperty('--dx', `${Math.round((Math.cos(angle) * reach * width) / 2)}px`);
    coin.style.setProperty('--dy', `${Math.round((Math.sin(angle) * reach * height) / 2)}px`);
    coin.style.setProperty('--fall', `${Math.round(height * (0.3 + Math.random() * 0.3))}px`);
    coin.style.setProperty('--delay', `${Math.round(Math.random() * 400)}ms`);
    coin.style.setProperty('--spin', `${Math.round(Math.random() * 720 - 360)}deg`);
    overlay.append(coin);
  }
  const cents = Math.round(opts.win * 100);
  await tween(countUpMs, (p) => {
    amount.textContent = opts.money(Math.round(cents * easeOutCubic(p)) / 100);
  });
  amount.textContent = opts.money(opts.win);
  linger(tier === 'win' ? 900 : 1800);
}

/** Clears a celebration still showing (a new round starts). */
export const clearCelebration = (stage: HTMLElement) =>
  stage.querySelectorAll('.celebrate').forEach((overlay) => overlay.remove());
