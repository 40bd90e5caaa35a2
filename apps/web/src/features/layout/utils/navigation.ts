import { DS88_VENDOR, type GameCategory, type GameMenus, type VendorCard } from '@site/contract';
import type { IconName } from '../components/icon';

/** Where each header category goes (docs/product.md §2); ELOTT and LOTT are both lottery screens. */
export const CATEGORY_ROUTE: Record<GameCategory, string> = {
  ELOTT: '/elott',
  LOTT: '/lottery',
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
};

export const CATEGORY_ICON: Record<GameCategory, IconName> = {
  ELOTT: 'ticket',
  LOTT: 'lottery',
  LIVE: 'live',
  SPORTS: 'ball',
  ESPORTS: 'esports',
  FISH: 'fish',
  RNG: 'slots',
  PVP: 'cards',
};

/** The category page narrowed to one vendor: /rng?page=PG. */
export const vendorHref = (category: GameCategory, vassalage: string) =>
  `${CATEGORY_ROUTE[category]}?page=${encodeURIComponent(vassalage)}`;

export interface NavCategory {
  kind: 'category';
  category: GameCategory;
  href: string;
  vendors: VendorCard[];
}
/** A vendor the header shows as a tab of its own (DS88, docs/product.md §2). */
export interface NavVendor {
  kind: 'vendor';
  vendor: VendorCard;
  href: string;
}
export type NavItem = NavCategory | NavVendor;

/**
 * The header's tabs: categories in the server's order (navSorting) that have vendors both in
 * the nav sorting and in the vendor list, with DS88 as its own tab right after LIVE.
 */
export function buildNavigation(
  navSorting: GameMenus['navSorting'],
  vendorCategories: { title: GameCategory; cards: VendorCard[] }[],
): NavItem[] {
  const cardsOf = new Map(vendorCategories.map((c) => [c.title, c.cards]));
  const ds88 = vendorCategories.flatMap((c) => c.cards).find((v) => v.vassalage === DS88_VENDOR);
  const items: NavItem[] = [];
  for (const { gameCategory, vendors } of navSorting) {
    const cards = cardsOf.get(gameCategory) ?? [];
    if (vendors.length === 0 || cards.length === 0) continue;
    items.push({
      kind: 'category',
      category: gameCategory,
      href: CATEGORY_ROUTE[gameCategory],
      vendors: cards,
    });
    if (gameCategory === 'LIVE' && ds88) {
      items.push({ kind: 'vendor', vendor: ds88, href: vendorHref('LIVE', ds88.vassalage) });
    }
  }
  return items;
}

/**
 * The header tab of the page shown: a vendor tab (DS88, whose href has ?page=) on its own
 * category page narrowed to it, else the category tab of the path. One at most, so
 * /live?page=DS88 lights DS88 and not also Live Casino (a link matches by path alone).
 */
export function activeNavHref(items: readonly NavItem[], pathname: string, search: string) {
  const narrowed = `${pathname}?page=${encodeURIComponent(new URLSearchParams(search).get('page') ?? '')}`;
  return (
    items.find((item) => item.href === narrowed) ?? items.find((item) => item.href === pathname)
  )?.href;
}
