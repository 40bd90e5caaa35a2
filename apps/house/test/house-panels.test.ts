// @vitest-environment jsdom
import { houseEngineSchema, type HouseEngine, type HouseGame } from '@site/contract';
import { engines } from '@site/games/engines/index.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Sounds } from '../src/fx/sound.js';
import { panelOf, panels, type PanelContext } from '../src/games/index.js';
import { translator } from '../src/i18n.js';
import { DICE, ROULETTE, SLOT } from './house-page-helper.js';

/** The registry of panels (src/games/index.ts) against the registry of engines. */

afterEach(() => {
  document.body.innerHTML = '';
});

// Written out here, apart from the registry, so a panel filed under another engine fails.
const GAMES: Record<HouseEngine, HouseGame> = { SLOT, ROULETTE, DICE };
const ACTIONS: Record<HouseEngine, string> = { SLOT: 'Spin', ROULETTE: 'Bet', DICE: 'Roll' };

const silentSounds = (): Sounds => ({
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

const contextOf = (game: HouseGame): PanelContext => ({
  game,
  text: translator('EN'),
  money: (amount) => `P ${amount.toFixed(2)}`,
  report: vi.fn(),
  sounds: silentSounds(),
});

describe('the registry of game panels', () => {
  it('has a panel for every engine, and only those', () => {
    const kinds = Object.keys(engines).sort();
    expect(kinds).toEqual([...houseEngineSchema.options].sort());
    expect(Object.keys(panels).sort()).toEqual(kinds);
  });

  it.each(houseEngineSchema.options)("builds a %s game's own panel", (engine) => {
    expect(panelOf(contextOf(GAMES[engine])).action).toBe(ACTIONS[engine]);
  });
});
