import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { gameQueries } from '../../../api/games';
import { GameCard } from '../../../components/games/game-card';
import { GameGridSkeleton } from '../../../components/games/game-grid-skeleton';
import { useVendorDirectory } from '../../../components/games/use-vendor-directory';
import { useLaunchGame } from '../../../hooks/use-launch-game';
import { EmptyState, LoadError } from '../../../components/ui/section-state';
import './hot-games.css';

/** Two full rows at every width the grid takes (2, 3, 4 or 6 columns). */
const SHOWN = 12;

/** The merchant's hot games as a grid of cards; a card launches its game. */
export function HotGames() {
  const { t } = useTranslation('home');
  const query = useQuery(gameQueries.hot());
  // The cards render in a deferred pass, which React time-slices: a dozen cards with their
  // art arriving while the home page hydrates would otherwise hold a phone's main thread.
  const hot = useDeferredValue(query.data);
  // Vendor names are a nicety: until they come, the vendor code stands in.
  const vendors = useVendorDirectory();
  const launch = useLaunchGame();

  return (
    <section className="home-section" aria-labelledby="home-hot-games">
      <h2 id="home-hot-games" className="home-section__title">
        <span className="home-section__flame" aria-hidden="true" />
        {t('hot_title')}
      </h2>
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : hot === undefined ? (
        <GameGridSkeleton count={SHOWN} />
      ) : hot.list.length === 0 ? (
        <EmptyState>{t('hot_empty')}</EmptyState>
      ) : (
        <ul className="game-grid" aria-label={t('hot_title')}>
          {hot.list.slice(0, SHOWN).map((game) => (
            <li key={game.gameId}>
              <GameCard game={game} vendor={vendors.get(game.vassalage)} onLaunch={launch} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
