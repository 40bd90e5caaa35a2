import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gameQueries } from '../../../api/games';
import { GameCard } from './game-card';
import { EmptyState, LoadError } from '../../../components/ui/section-state';
import './hot-games.css';

/** Two full rows at every width the grid takes (2, 3, 4 or 6 columns). */
const SHOWN = 12;

/** The merchant's hot games as a grid of cards. */
export function HotGames() {
  const { t } = useTranslation('home');
  const query = useQuery(gameQueries.hot());
  // Vendor names are a nicety: until they come, the vendor code stands in.
  const vendors = useQuery(gameQueries.vendors());
  const vendorName = (vassalage: string) =>
    vendors.data?.categories
      .flatMap((category) => category.cards)
      .find((card) => card.vassalage === vassalage)?.displayName ?? vassalage;

  return (
    <section className="home-section" aria-labelledby="home-hot-games">
      <h2 id="home-hot-games" className="home-section__title">
        <span className="home-section__flame" aria-hidden="true" />
        {t('hot_title')}
      </h2>
      {query.isPending ? (
        <ul className="game-grid" aria-hidden="true">
          {Array.from({ length: SHOWN }, (_, i) => (
            <li key={i} className="game-card game-card--skeleton">
              <span className="game-card__art" />
              <span className="game-card__line" />
              <span className="game-card__line game-card__line--short" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.list.length === 0 ? (
        <EmptyState>{t('hot_empty')}</EmptyState>
      ) : (
        <ul className="game-grid">
          {query.data.list.slice(0, SHOWN).map((game) => (
            <li key={game.gameId}>
              <GameCard game={game} vendorName={vendorName(game.vassalage)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
