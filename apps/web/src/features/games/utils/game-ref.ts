import type { Game, GameCategory } from '@site/contract';

/** What a winner or a PVP room tells of its game: enough to launch it. */
export interface GameRef {
  gameId: string;
  gameName: string;
  vassalage: string;
  roomId?: string | null;
  minBet?: number;
  maintenance?: 0 | 1;
}

/**
 * A Game for the launcher from a reference: the launch asks by game id and vendor (SPEC §7
 * launchGame), the category decides the lottery routing. The icon and node are not known
 * here and stay empty.
 */
export function gameFromRef(ref: GameRef, gameType: GameCategory): Game {
  return {
    gameId: ref.gameId,
    roomId: ref.roomId ?? null,
    nodeId: '',
    nodeName: '',
    gameName: ref.gameName,
    vassalage: ref.vassalage,
    accountTypeName: ref.vassalage,
    showIcon: '',
    supportPlay: true,
    gameType,
    isGame: 'GAME',
    code: null,
    defaultPlayType: null,
    isHot: 0,
    tableType: null,
    minBet: ref.minBet ?? 0,
    maintenance: ref.maintenance ?? 0,
  };
}
