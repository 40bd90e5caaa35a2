import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { gameQueries } from '../../../api/games';
import { buildNavigation, type NavCategory } from '../utils/navigation';

/** The game navigation shared by the header, side menu and bottom bar. */
export function useNavigation() {
  const menus = useQuery(gameQueries.menus());
  const vendors = useQuery(gameQueries.vendors());
  const items = useMemo(
    () =>
      menus.data && vendors.data
        ? buildNavigation(menus.data.navSorting, vendors.data.categories)
        : [],
    [menus.data, vendors.data],
  );
  const categories = useMemo(
    () => items.filter((item): item is NavCategory => item.kind === 'category'),
    [items],
  );
  return {
    items,
    categories,
    isPending: menus.isPending || vendors.isPending,
    isError: menus.isError || vendors.isError,
    retry: () => {
      void menus.refetch();
      void vendors.refetch();
    },
  };
}
