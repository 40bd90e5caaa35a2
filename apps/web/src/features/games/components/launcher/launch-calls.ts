import { playCalls } from '@site/contract';
import type { LaunchableGame } from '../../../../hooks/use-launch-game';
import { currentLanguage } from '../../../../i18n';
import { call } from '../../../../lib/api-client';

/**
 * docs/product.md §7 launch game: the platform answers the address of the game (game_url, and
 * game_url2
 * on a second CDN). confirmTrans 1 says the member moved money to the vendor first.
 */
export const launchGame = (game: LaunchableGame, confirmTrans: 0 | 1, signal?: AbortSignal) =>
  call(playCalls.launchGame, {
    body: {
      gameId: game.gameId,
      vassalage: game.vassalage,
      nodeId: game.nodeId,
      confirmTrans,
      language: currentLanguage(),
    },
    signal,
  });
