import type { GameCategory } from '@site/contract';
import type { LaunchableGame } from '../../../hooks/use-launch-game';

/** What a winner or a PVP room tells of its game. */
export interface GameRef {
  gameId: string;
  gameName: string;
  vassalage: string;
  maintenance?: 0 | 1;
  /** A PVP room's minimum bet; a winner does not say. */
  minBet?: number;
}

/**
 * A game known by reference, as the launch takes it: the category decides the lottery routing,
 * the vendor's name is what the launcher calls the vendor (its code when not known).
 */
export const launchableFromRef = (
  ref: GameRef,
  gameType: GameCategory,
  vendorName: string | undefined,
): LaunchableGame => ({
  gameId: ref.gameId,
  gameName: ref.gameName,
  vassalage: ref.vassalage,
  gameType,
  nodeName: vendorName,
  maintenance: ref.maintenance,
  minBet: ref.minBet,
});
