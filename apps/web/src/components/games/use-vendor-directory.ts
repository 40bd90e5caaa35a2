import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { VendorCard } from '@site/contract';
import { gameQueries } from '../../api/games';

/**
 * Every vendor of the merchant by vassalage, for the names and maintenance flags on game
 * cards. Empty until the vendor list arrives: cards show the vendor code meanwhile.
 */
export function useVendorDirectory(): ReadonlyMap<string, VendorCard> {
  const vendors = useQuery(gameQueries.vendors());
  return useMemo(
    () =>
      new Map(
        (vendors.data?.categories ?? []).flatMap((category) =>
          category.cards.map((card) => [card.vassalage, card] as const),
        ),
      ),
    [vendors.data],
  );
}
