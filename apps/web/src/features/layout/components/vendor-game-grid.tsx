import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router';
import type { GameCategory, VendorCard } from '@site/contract';
import { gameQueries } from '../../../api/games';
import { GameCard } from '../../../components/games/game-card';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { useLaunchGame } from '../../../hooks/use-launch-game';
import { vendorHref } from '../utils/navigation';
import { Icon } from './icon';

/** docs/product.md §9: the header shows 21 games at first, 18 per page once the visitor pages. */
export const FIRST_PAGE_SIZE = 21;
export const NEXT_PAGE_SIZE = 18;

interface VendorGameGridProps {
  category: GameCategory;
  vendor: VendorCard;
}

/** One vendor's games in the header dropdown, paged with previous and next; a game launches. */
export function VendorGameGrid({ category, vendor }: VendorGameGridProps) {
  const { t } = useTranslation(['layout', 'common']);
  const errorMessage = useErrorMessage();
  const launch = useLaunchGame();
  const [pageNo, setPageNo] = useState(1);
  const pageSize = pageNo === 1 ? FIRST_PAGE_SIZE : NEXT_PAGE_SIZE;
  const list = useQuery(
    gameQueries.list({ gameType: category, vassalage: vendor.vassalage, pageNo, pageSize }),
  );
  const href = vendorHref(category, vendor.vassalage);
  const totalPages = list.data?.totalPages ?? 1;

  return (
    <div className="nav-games" aria-busy={list.isFetching}>
      {list.isPending ? (
        <ul className="nav-games__list" aria-hidden="true">
          {Array.from({ length: FIRST_PAGE_SIZE }, (_, i) => (
            <li key={i} className="nav-games__placeholder" />
          ))}
        </ul>
      ) : list.isError ? (
        <p className="nav-games__state" role="alert">
          {errorMessage(list.error)}{' '}
          <button type="button" className="link-button" onClick={() => void list.refetch()}>
            {t('common:retry')}
          </button>
        </p>
      ) : list.data.games.length === 0 ? (
        <p className="nav-games__state">{t('games_empty')}</p>
      ) : (
        <ul
          className="nav-games__list"
          aria-label={t('games_of', { vendor: vendor.displayName })}
          data-stale={list.isPlaceholderData || undefined}
        >
          {list.data.games.map((game) => (
            <li key={game.gameId}>
              <GameCard game={game} vendor={vendor} onLaunch={launch} compact />
            </li>
          ))}
        </ul>
      )}
      {/* aria-disabled, not disabled: a disabled button drops focus, which would close the
          dropdown under a keyboard user's feet. */}
      <div className="nav-games__footer">
        <Link to={href} className="nav-games__all">
          {t('all_games_of', { vendor: vendor.displayName })}
        </Link>
        <div className="nav-games__pager">
          <button
            type="button"
            className="icon-button"
            onClick={() => pageNo > 1 && setPageNo(pageNo - 1)}
            aria-disabled={pageNo <= 1}
            aria-label={t('common:previous')}
          >
            <Icon name="chevronLeft" size={18} />
          </button>
          <span className="nav-games__page" aria-live="polite">
            {t('games_page', { page: pageNo, total: Math.max(totalPages, pageNo) })}
          </span>
          <button
            type="button"
            className="icon-button"
            onClick={() => pageNo < totalPages && setPageNo(pageNo + 1)}
            aria-disabled={pageNo >= totalPages}
            aria-label={t('common:next')}
          >
            <Icon name="chevronRight" size={18} />
          </button>
        </div>
      </div>
    </div>
  );
}
