import type { HouseEngine } from '@site/contract';
import { dicePanel } from './dice.js';
import type { GamePanel, PanelContext } from './panel.js';
import { roulettePanel } from './roulette.js';
import { slotPanel } from './slot.js';

export type { GamePanel, PanelContext } from './panel.js';

/**
 * The page's one registry of game panels: a new game is a panel module and a line here;
 * nothing else switches on the engine. Keyed like `@site/games`' registry of engines, by the
 * contract's HouseEngine, so the compiler asks for the line once the wire names the engine.
 */
export const panels: { readonly [E in HouseEngine]: (ctx: PanelContext) => GamePanel } = {
  SLOT: slotPanel,
  ROULETTE: roulettePanel,
  DICE: dicePanel,
};

/** The panel of the game's engine. */
export const panelOf = (ctx: PanelContext): GamePanel => panels[ctx.game.engine](ctx);
