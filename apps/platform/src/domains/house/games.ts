import type { HouseEngine } from '@site/contract';
import { houseGameSeeds } from '../../seed/catalogue.js';
import { DICE_RTP } from '@site/games/engines/dice.js';
import { ROULETTE_RTP } from '@site/games/engines/roulette.js';
import { SLOT_RTP } from '@site/games/engines/slot.js';

/**
 * Which engine plays a game. The house vendor's games are its own (houseGameSeeds); the
 * catalogue's third-party vendors are simulated by the local vendor driver with the house
 * engines by category: slots and fishing on the slot, live tables on roulette, PVP rooms on
 * dice. Sportsbooks and lotteries have no local engine (undefined).
 */
const engineByCategory: Readonly<Record<string, HouseEngine>> = {
  RNG: 'SLOT',
  FISH: 'SLOT',
  LIVE: 'ROULETTE',
  PVP: 'DICE',
};
const houseEngines = new Map<string, HouseEngine>(houseGameSeeds.map((g) => [g.gameId, g.engine]));

/** Whether a game is simulated by a house engine rather than one of the house's own. */
export const isSimulated = (gameId: string) => !houseEngines.has(gameId);

export function engineOf(game: { gameId: string; gameType: string }): HouseEngine | undefined {
  return houseEngines.get(game.gameId) ?? engineByCategory[game.gameType];
}

/** Each engine's documented return to player (README.md). */
export const RTP: Readonly<Record<HouseEngine, number>> = {
  SLOT: SLOT_RTP,
  ROULETTE: ROULETTE_RTP,
  DICE: DICE_RTP,
};
