import type { HouseEngine } from '@site/contract';
import { houseGameSeeds } from '../../seed/catalogue.js';
import { engines } from '@site/games/engines/index.js';

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

/** Each engine's documented return to player (README.md), as its module states it. */
export const RTP = Object.fromEntries(
  Object.values(engines).map(({ engine, rtp }) => [engine, rtp]),
) as Readonly<Record<HouseEngine, number>>;
