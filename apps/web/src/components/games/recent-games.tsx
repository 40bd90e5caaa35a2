import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GameCategory } from '@site/contract';
import { useTranslation } from '../../i18n/react';
import { playQueries } from '../../api/play';
import { useLaunchGame } from '../../hooks/use-launch-game';
import { useSession } from '../../hooks/use-session';
import { EmptyState, LoadError } from '../ui/section-state';
import { GameCard } from './game-card';
import { GameGridSkeleton } from './game-grid-skeleton';
import { useVendorDirectory } from './use-vendor-directory';
import './recent-games.css';

const SKELETONS = 6;

interface RecentGamesProps {
  /** Home leaves the strip out until there is something in it; the lobby says it is empty. */
  hideWhenEmpty?: boolean;
  /** A category page shows only that category's games (no live table on the slots page). */
  category?: GameCategory;
}

/**
 * The games the member launched last, newest first, as one scrolling row. Members only: a
 * visitor sees nothing. Launching records a recent game, so whoever closes a game
 * invalidates recentKeys.all and the strip follows.
 */
export default function RecentGames(props: RecentGamesProps) {
  // A visitor gets nothing, not even the strip's strings; nor does a session that must change
  // its password first (the platform refuses its other calls until then).
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <RecentGamesStrip {...props} /> : null;
}

function RecentGamesStrip({ hideWhenEmpty = false, category }: RecentGamesProps) {
  const { t } = useTranslation('games');
  const headingId = useId();
  // Rendered only for a session (the token in the store may be newer than session storage).
  // One cached list for every page; each page picks its category's games from it.
  const recent = useQuery({
    ...playQueries.recent(),
    enabled: true,
    select: category
      ? (answer) => ({ list: answer.list.filter((game) => game.gameType === category) })
      : undefined,
  });
  const vendors = useVendorDirectory();
  const launch = useLaunchGame();

  if (hideWhenEmpty && recent.data?.list.length === 0) return null;
  return (
    <section className="recent-games" aria-labelledby={headingId}>
      <h2 id={headingId} className="recent-games__title">
        {t('recent.title')}
      </h2>
      {recent.isPending ? (
        <GameGridSkeleton count={SKELETONS} className="recent-games__list" />
      ) : recent.isError ? (
        <LoadError error={recent.error} onRetry={() => void recent.refetch()} />
      ) : recent.data.list.length === 0 ? (
        <EmptyState>{t('recent.empty')}</EmptyState>
      ) : (
        <ul className="recent-games__list" aria-labelledby={headingId}>
          {recent.data.list.map((game) => (
            <li key={game.gameId}>
              <GameCard game={game} vendor={vendors.get(game.vassalage)} onLaunch={launch} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
