import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GameCategory } from '@site/contract';
import { gameQueries } from '../../../api/games';

/** Each vendor's category (RNG, LIVE ...), for games known only by id and vendor. */
export function useVendorCategories(): (vassalage: string) => GameCategory {
  const vendors = useQuery(gameQueries.vendors());
  const map = useMemo(
    () =>
      new Map(
        (vendors.data?.categories ?? []).flatMap((category) =>
          category.cards.map((card) => [card.vassalage, category.title] as const),
        ),
      ),
    [vendors.data],
  );
  // A vendor not listed (any more) is launched as a casino game: the platform decides.
  return (vassalage) => map.get(vassalage) ?? 'RNG';
}
