import type { HouseGame } from '@site/contract';
import { vi } from 'vitest';
import type { Sounds } from '../src/fx/sound.js';
import type { PanelContext } from '../src/games/panel.js';
import { translator } from '../src/i18n.js';

/** Sounds that stay silent, each a mock that counts its calls. */
export const silentSounds = (): Sounds => ({
  on: () => false,
  setOn: vi.fn(),
  spin: vi.fn(),
  tick: vi.fn(),
  reelStop: vi.fn(),
  win: vi.fn(),
  bigWin: vi.fn(),
  ball: vi.fn(),
  diceRoll: vi.fn(),
});

/** What a game panel is built with, in English, reporting to a mock. */
export const panelContext = (game: HouseGame, sounds: Sounds = silentSounds()): PanelContext => ({
  game,
  text: translator('EN'),
  money: (amount) => `P ${amount.toFixed(2)}`,
  report: vi.fn(),
  sounds,
});
