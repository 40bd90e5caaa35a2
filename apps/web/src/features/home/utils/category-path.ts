import type { GameCategory } from '@site/contract';
import { categoryHref, paths } from '../../../config/paths';

/** Where each game category lives (docs/product.md §2): ELOTT at /elott, LOTT at /lottery, ... */
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
