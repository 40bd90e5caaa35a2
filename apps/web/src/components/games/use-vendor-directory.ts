import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GameCategory, VendorCard } from '@site/contract';
import { gameQueries } from '../../api/games';

/** A vendor of the merchant and the category the lobby lists it under. */
export interface VendorEntry extends VendorCard {
  category: GameCategory;
}

/**
 * Every vendor of the merchant by vassalage, for the names and maintenance flags on game cards
 * and the category of a game known only by id and vendor. Empty until the vendor list
 * arrives: cards show the vendor code meanwhile.
 */
export function useVendorDirectory(): ReadonlyMap<string, VendorEntry> {
  const vendors = useQuery(gameQueries.vendors());
  return useMemo(
    () =>
      new Map(
        (vendors.data?.categories ?? []).flatMap((category) =>
          category.cards.map((card) => [card.vassalage, { ...card, category: category.title }]),
        ),
      ),
    [vendors.data],
  );
}
