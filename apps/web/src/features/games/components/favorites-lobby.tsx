import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { playQueries } from '../../../api/play';
import { useSession } from '../../../hooks/use-session';
import { useSessionStore } from '../../../stores/session';
import { useUiStore } from '../../../stores/ui';
import { useClampedPage } from '../hooks/use-clamped-page';
import { useLobbyParams } from '../hooks/use-lobby-params';
import { GameGrid, LOBBY_PAGE_SIZE } from './game-grid';
import { LobbyLayout } from './lobby-layout';
import { SearchBox } from './search-box';
import { SearchResults } from './search-results';

/**
 * /fav: the member's favourite games, newest first, 24 a page. A visitor is asked to log in.
 * The search looks through every game, whose hearts add them here.
 */
export function FavoritesLobby() {
  const { t } = useTranslation(['games', 'common']);
  const [params, update] = useLobbyParams();
  const loggedIn = useSessionStore((s) => s.token !== null);
  const onPageChange = (pageNo: number, options?: { replace?: boolean }) =>
    update({ pageNo }, options);
  return (
    <LobbyLayout
      title={t('common:pages.fav')}
      search={
        <SearchBox
          label={t('search.all')}
          value={params.search}
          onSearch={(search) => update({ search }, { replace: true })}
        />
      }
    >
      {params.search ? (
        <SearchResults search={params.search} pageNo={params.pageNo} onPageChange={onPageChange} />
      ) : loggedIn ? (
        <Favorites pageNo={params.pageNo} onPageChange={onPageChange} />
      ) : (
        <GuestPrompt />
      )}
    </LobbyLayout>
  );
}

interface FavoritesProps {
  pageNo: number;
  onPageChange: (pageNo: number, options?: { replace?: boolean }) => void;
}

function Favorites({ pageNo, onPageChange }: FavoritesProps) {
  const { t } = useTranslation('games');
  // Not while a password change is due: the platform refuses the member's other calls.
  const { isLoggedIn } = useSession();
  const list = useQuery({
    ...playQueries.favoriteList(pageNo, LOBBY_PAGE_SIZE),
    enabled: isLoggedIn,
  });
  useClampedPage(pageNo, list.isPlaceholderData ? undefined : list.data?.totalPages, (last) =>
    onPageChange(last, { replace: true }),
  );
  return (
    <GameGrid
      label={t('grid.favorites')}
      page={list.data}
      isPending={list.isPending}
      error={list.error}
      isStale={list.isPlaceholderData}
      onRetry={() => void list.refetch()}
      pageNo={pageNo}
      onPageChange={onPageChange}
      empty={t('grid.favorites_empty')}
    />
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
