import { useTranslation } from '../../../../i18n/react';
import { useErrorMessage } from '../../../../hooks/use-error-message';
import type { LaunchableGame } from '../../../../hooks/use-launch-game';
import { ApiError } from '../../../../lib/api-client';

/** Refusals of a launch that have words of their own, naming the game or its vendor. */
const LAUNCH_ERRORS = {
  'game.maintenance': 'launch_errors.game_maintenance',
  'vendor.maintenance': 'launch_errors.vendor_maintenance',
  'game.unavailable': 'launch_errors.game_unavailable',
  'game.not.found': 'launch_errors.game_not_found',
  'game.launch.failed': 'launch_errors.game_launch_failed',
  'request.throttled': 'launch_errors.request_throttled',
  'network.error': 'launch_errors.network',
  'network.timeout': 'launch_errors.network',
} as const;

type LaunchErrorCode = keyof typeof LAUNCH_ERRORS;
const isLaunchError = (code: string): code is LaunchErrorCode => code in LAUNCH_ERRORS;

/** Sportsbooks have no local engine: the reference platform refuses them (game.unavailable). */
const SPORTSBOOKS: readonly string[] = ['SPORTS', 'ESPORTS'];

/** The launch's own sentence for a refusal, by code and (for a sportsbook) the game's kind. */
function launchErrorKey(code: LaunchErrorCode, game: LaunchableGame) {
  if (code === 'game.unavailable' && SPORTSBOOKS.includes(game.gameType)) {
    return 'launch_errors.sportsbook_unavailable';
  }
  return LAUNCH_ERRORS[code];
}

/** The vendor's name as the member knows it (the node name is the vendor's display name). */
export const vendorNameOf = (game: Pick<LaunchableGame, 'nodeName' | 'vassalage'>) =>
  game.nodeName || game.vassalage;

/**
 * Why a game did not start, in the member's language: the launch's own sentence for the codes
 * above (a sportsbook's refusal says it is not connected), else the general translation of the code (or the platform's words).
 */
export function useLaunchErrorText() {
  const { t } = useTranslation('play');
  const general = useErrorMessage();
  return (error: unknown, game: LaunchableGame): string => {
    if (error instanceof ApiError && isLaunchError(error.code)) {
      return t(launchErrorKey(error.code, game), {
        game: game.gameName,
        vendor: vendorNameOf(game),
      });
    }
    return general(error);
  };
}
