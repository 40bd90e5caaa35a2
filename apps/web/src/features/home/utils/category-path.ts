import type { Game, GameCategory } from '@site/contract';
import { categoryHref, lotteryHref, paths } from '../../../config/paths';

/** Where each game category lives (SPEC §2): ELOTT at /elott, LOTT at /lottery, ... */
const CATEGORY_PATHS: Record<GameCategory, string> = {
  ELOTT: paths.elott,
  LOTT: paths.lottery,
  LIVE: categoryHref('live'),
  SPORTS: paths.sports,
  ESPORTS: paths.esports,
  FISH: categoryHref('fish'),
  RNG: categoryHref('rng'),
  PVP: categoryHref('pvp'),
};

export const categoryPath = (category: GameCategory) => CATEGORY_PATHS[category];

/** The lobby a game opens from: its lottery, or its vendor's slots, or its category. */
export function gamePath(game: Game): string {
  if (game.gameType === 'LOTT')
    return lotteryHref(game.code ?? undefined, game.defaultPlayType ?? undefined);
  if (game.gameType === 'RNG') return categoryHref('rng', game.vassalage);
  return categoryPath(game.gameType);
}
