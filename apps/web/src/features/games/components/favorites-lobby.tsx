import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { playQueries } from '../../../api/play';
import { useSession } from '../../../hooks/use-session';
import { useSessionStore } from '../../../stores/session';
import { useUiStore } from '../../../stores/ui';
import { GameGrid, gridStateOf, LOBBY_PAGE_SIZE, type GridPaging } from './game-grid';
import { SiteSearchLobby } from './site-search-lobby';

/**
 * /fav: the member's favourite games, newest first, 24 a page. A visitor is asked to log in.
 * The search looks through every game, whose hearts add them here.
 */
export function FavoritesLobby() {
  const { t } = useTranslation('common');
  const loggedIn = useSessionStore((s) => s.token !== null);
  return (
    <SiteSearchLobby title={t('pages.fav')}>
      {(paging) => (loggedIn ? <Favorites {...paging} /> : <GuestPrompt />)}
    </SiteSearchLobby>
  );
}

function Favorites(paging: GridPaging) {
  const { isTrial } = useSession();
  // A trial account cannot keep favourites (docs/product.md §5): it is told so, not to tap a heart.
  return isTrial ? <TrialPrompt /> : <FavoriteList {...paging} />;
}

function FavoriteList({ pageNo, onPageChange }: GridPaging) {
  const { t } = useTranslation('games');
  // Not while a password change is due: the platform refuses the member's other calls.
  const { isLoggedIn } = useSession();
  const list = useQuery({
    ...playQueries.favoriteList(pageNo, LOBBY_PAGE_SIZE),
    enabled: isLoggedIn,
  });
  return (
    <GameGrid
      label={t('grid.favorites')}
      {...gridStateOf(list)}
      pageNo={pageNo}
      onPageChange={onPageChange}
      empty={t('grid.favorites_empty')}
    />
  );
}

/** The real-account rule of docs/product.md §5, in the words of its warning (in_need_true_account). */
function TrialPrompt() {
  const { t } = useTranslation('games');
  return (
    <div className="lobby-guest">
      <h2 className="lobby-guest__title">{t('favorites_trial.title')}</h2>
      <p>{t('favorites_trial.body')}</p>
    </div>
  );
}

/** Favourites belong to an account: say so, with the way in. */
function GuestPrompt() {
  const { t } = useTranslation('games');
  const openAuthModal = useUiStore((s) => s.openAuthModal);
  return (
    <div className="lobby-guest">
      <h2 className="lobby-guest__title">{t('favorites_guest.title')}</h2>
      <p>{t('favorites_guest.body')}</p>
      <div className="lobby-guest__actions">
        <button type="button" className="button" onClick={() => openAuthModal('login')}>
          {t('login')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => openAuthModal('register')}
        >
          {t('register')}
        </button>
      </div>
    </div>
  );
}
