import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import type { Game } from '@site/contract';
import { GameCard } from '../../../components/games/game-card';
import { GameGridSkeleton } from '../../../components/games/game-grid-skeleton';
import { useVendorDirectory } from '../../../components/games/use-vendor-directory';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState, LoadError } from '../../../components/ui/section-state';
import { useLaunchGame } from '../../../hooks/use-launch-game';
import { formatCount } from '../../../lib/format';
import { useClampedPage } from '../hooks/use-clamped-page';
import { useFavorites } from '../hooks/use-favorites';
import { measureSearchRender } from '../utils/search-timing';
import { FavoriteButton } from './favorite-button';

/** docs/product.md §7's lobby page: 24 games (4 rows of 6 on a desktop). */
export const LOBBY_PAGE_SIZE = 24;

export interface GamePage {
  games: Game[];
  totalPages: number;
  totalCount: number;
}

/** A grid's page, loading, error and stale state, from the query that asks for its page. */
export const gridStateOf = (list: UseQueryResult<GamePage>) => ({
  page: list.data,
  isPending: list.isPending,
  error: list.error,
  isStale: list.isPlaceholderData,
  onRetry: () => void list.refetch(),
});

/** Which page a grid shows, from the URL, and how it asks for another. */
export interface GridPaging {
  pageNo: number;
  /** A page chosen, or (replace) the last page when the one asked for is past it. */
  onPageChange: (pageNo: number, options?: { replace?: boolean }) => void;
}

/**
 * The cards of a phone's first two rows (two columns): the largest paint of a category page is
 * one of their pictures (Lighthouse's phone measured the third), so they come with the HTML
 * instead of after the script.
 */
const FIRST_ROWS_ON_A_PHONE = 4;

interface GameGridProps extends GridPaging {
  /** The grid's accessible name ("Slot games"). */
  label: string;
  page: GamePage | undefined;
  isPending: boolean;
  error: unknown;
  /** Fetching another page or search while the previous one stays on screen. */
  isStale: boolean;
  onRetry: () => void;
  /** The search shown, if any: the count says so and the render is measured. */
  search?: string;
  empty: string;
}

/**
 * A page of games with its count, paging, and the loading (card-sized placeholders), error
 * and empty states. While the next page or search loads, the previous one stays (dimmed); a
 * page past the last (an old link, a shorter search) goes to the last.
 */
export function GameGrid({
  label,
  page,
  isPending,
  error,
  isStale,
  onRetry,
  pageNo,
  onPageChange,
  search,
  empty,
}: GameGridProps) {
  const { t } = useTranslation('games');
  const vendors = useVendorDirectory();
  const launch = useLaunchGame();
  const favorites = useFavorites();
  const top = useRef<HTMLDivElement>(null);
  useClampedPage(pageNo, isStale ? undefined : page?.totalPages, (last) =>
    onPageChange(last, { replace: true }),
  );

  useLayoutEffect(() => {
    if (search && page && !isStale) measureSearchRender();
  }, [search, page, isStale]);
  const keepFocus = useFocusKeptInGrid(top, page?.games);

  const count = page && !isStale ? page.totalCount : null;
  return (
    <div className="lobby-grid" ref={top}>
      <p className="lobby-grid__count" role="status">
        {count === null
          ? ''
          : search
            ? t('grid.found', { total: formatCount(count), search })
            : t('grid.count', { total: formatCount(count) })}
      </p>
      {isPending ? (
        <GameGridSkeleton count={LOBBY_PAGE_SIZE} />
      ) : !page ? (
        <LoadError error={error} onRetry={onRetry} />
      ) : page.games.length === 0 ? (
        <EmptyState className="lobby-grid__empty">{empty}</EmptyState>
      ) : (
        <ul
          className="game-grid"
          onFocus={keepFocus}
          aria-label={label}
          aria-busy={isStale}
          data-stale={isStale || undefined}
        >
          {page.games.map((game, index) => (
            <li key={game.gameId} className="lobby-grid__item" data-game-id={game.gameId}>
              <GameCard
                game={game}
                vendor={vendors.get(game.vassalage)}
                onLaunch={launch}
                priority={index < FIRST_ROWS_ON_A_PHONE}
              />
              <FavoriteButton
                game={game}
                favorite={favorites.ids?.has(game.gameId) ?? false}
                onToggle={favorites.toggle}
              />
            </li>
          ))}
        </ul>
      )}
      {page && error ? <LoadError error={error} onRetry={onRetry} /> : null}
      <Pagination
        page={pageNo}
        totalPages={page?.totalPages ?? 0}
        label={t('grid.pages', { label })}
        onChange={(next) => {
          onPageChange(next);
          top.current?.scrollIntoView({ block: 'start' });
        }}
      />
    </div>
  );
}

/**
 * A card that leaves the grid while focused (a favourite removed on /fav) would drop focus to
 * the page: it goes to the heart of the card now in its place (the next one, or the last),
 * or, when none is left, to the page's heading. Returns the list's focus listener, which
 * remembers where focus was.
 */
function useFocusKeptInGrid(grid: RefObject<HTMLElement | null>, games: Game[] | undefined) {
  const focused = useRef<{ gameId: string; index: number } | null>(null);
  useLayoutEffect(() => {
    const last = focused.current;
    if (!last || !games || games.some((game) => game.gameId === last.gameId)) return;
    focused.current = null;
    // Only when focus really fell to the page, not when the member had moved it elsewhere.
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const next =
      grid.current?.querySelectorAll<HTMLElement>('.favorite-button')[
        Math.min(last.index, games.length - 1)
      ];
    const target = next ?? grid.current?.closest('.lobby')?.querySelector<HTMLElement>('h1');
    if (!target) return;
    // The heading is focusable from here only: a tabindex in the markup would add a Tab stop.
    if (!next) target.tabIndex = -1;
    target.focus();
  }, [grid, games]);
  return (event: FocusEvent<HTMLElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-game-id]');
    if (!item?.dataset.gameId) return;
    const index = Array.prototype.indexOf.call(item.parentElement?.children ?? [], item);
    focused.current = { gameId: item.dataset.gameId, index };
  };
}
