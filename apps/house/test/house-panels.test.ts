// @vitest-environment jsdom
import { houseEngineSchema, type HouseEngine, type HouseGame } from '@site/contract';
import { engines } from '@site/games/engines/index.js';
import { afterEach, describe, expect, it } from 'vitest';
import { panelOf, panels } from '../src/games/index.js';
import { DICE, ROULETTE, SLOT } from './house-page-helper.js';
import { panelContext } from './panel-helper.js';

/** The registry of panels (src/games/index.ts) against the registry of engines. */

afterEach(() => {
  document.body.innerHTML = '';
});

// Written out here, apart from the registry, so a panel filed under another engine fails.
const GAMES: Record<HouseEngine, HouseGame> = { SLOT, ROULETTE, DICE };
const ACTIONS: Record<HouseEngine, string> = { SLOT: 'Spin', ROULETTE: 'Bet', DICE: 'Roll' };

describe('the registry of game panels', () => {
  it('has a panel for every engine, and only those', () => {
    const kinds = Object.keys(engines).sort();
    expect(kinds).toEqual([...houseEngineSchema.options].sort());
    expect(Object.keys(panels).sort()).toEqual(kinds);
  });

  it.each(houseEngineSchema.options)("builds a %s game's own panel", (engine) => {
    expect(panelOf(panelContext(GAMES[engine])).action).toBe(ACTIONS[engine]);
  });
});
