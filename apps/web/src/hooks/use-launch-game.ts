import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Game } from '@site/contract';
import { PLAY_MONEY_VENDOR } from '@site/contract/play-money.js';
import { lotteryHref, paths } from '../config/paths';
import { useUiStore } from '../stores/ui';
import { useProtectedAction } from './use-protected-action';

/** The lottery account types with screens of their own (docs/product.md §4 lottery start). */
const LOTTERY_SCREENS: Record<string, string> = {
  TCG_SEA: paths.seaLottery,
  TCG_LOTTO_VN: paths.vnLottery,
};
const LOTTERY_TYPES: readonly string[] = ['LOTT', 'ELOTT'];

/**
 * What a launch needs of a game. A game card has the whole Game; the winner board and the PVP
 * rooms know a game by id, name and vendor only, which is all docs/product.md §7 launchGame asks:
 * the
 * rest is optional rather than made up (the launcher names the vendor by its code, leaves
 * maintenance and playability to the platform, and shows no minimum bet, when not known).
 */
export type LaunchableGame = Pick<Game, 'gameId' | 'gameName' | 'vassalage' | 'gameType'> &
  Partial<
    Pick<
      Game,
      | 'nodeId'
      | 'nodeName'
      | 'isGame'
      | 'maintenance'
      | 'supportPlay'
      | 'minBet'
      | 'accountTypeName'
      | 'code'
      | 'defaultPlayType'
    >
  >;

/**
 * Where docs/product.md §4's lottery start sends a game, or null when it is a third-party launch:
 * the SEA
 * and Vietnamese lotteries by account type, and LOTT/ELOTT games (by type or account type) to
 * /lottery, with gameCode and playType when the game has both. The platform refuses to launch
 * any of these (game.lottery), so none of them may reach the launcher.
 */
export function lotteryStart(game: LaunchableGame): string | null {
  const accountType = game.accountTypeName ?? '';
  const screen = LOTTERY_SCREENS[accountType];
  if (screen) return screen;
  if (LOTTERY_TYPES.includes(game.gameType) || LOTTERY_TYPES.includes(accountType)) {
    return lotteryHref(game.code ?? undefined, game.defaultPlayType ?? undefined);
  }
  return null;
}

/**
 * Whether a free-play guest may open the game on play money: the house's own games and the
 * lotteries. Another vendor's game needs money in its wallet: a real account.
 */
export const playsOnPlayMoney = (game: LaunchableGame) =>
  game.vassalage === PLAY_MONEY_VENDOR || lotteryStart(game) !== null;

/**
 * What every game card does on click (docs/product.md §4 game launch): the login check first (the
 * login
 * popup for a visitor; for a trial account the real-account warning, docs/product.md §5, except on
 * a game
 * it plays with play money), then a lottery game goes to its lottery page and any other opens
 * the game launcher modal.
 */
export function useLaunchGame(): (game: LaunchableGame) => void {
  const protect = useProtectedAction();
  const navigate = useNavigate();
  const openGameLauncher = useUiStore((s) => s.openGameLauncher);
  return useCallback(
    (game: LaunchableGame) =>
      protect(
        () => {
          const lottery = lotteryStart(game);
          if (lottery) void navigate(lottery);
          else openGameLauncher(game);
        },
        { playMoney: playsOnPlayMoney(game) },
      ),
    [protect, navigate, openGameLauncher],
  );
}
