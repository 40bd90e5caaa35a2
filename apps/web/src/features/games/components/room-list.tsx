import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { playQueries } from '../../../api/play';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState, LoadError } from '../../../components/ui/section-state';
import { useLaunchGame } from '../../../hooks/use-launch-game';
import { formatAmount } from '../../../lib/format';
import { useSessionStore } from '../../../stores/session';
import { useUiStore } from '../../../stores/ui';
import { useCurrencySymbol } from '../../../hooks/use-currency-symbol';
import { launchableFromRef } from '../utils/game-ref';

/** A side panel's worth of rooms per page. */
export const ROOMS_PAGE_SIZE = 8;

/**
 * The PVP rooms (of the chosen vendor), busiest first as the platform orders them, with their
 * players and minimum bet; Join launches the room's game. Members only (docs/product.md §6): a
 * visitor is
 * asked to log in.
 */
export function RoomList({ vendor }: { vendor: string | null }) {
  const { t } = useTranslation('games');
  const headingId = useId();
  const loggedIn = useSessionStore((s) => s.token !== null);
  const openAuthModal = useUiStore((s) => s.openAuthModal);
  // Each vendor's rooms start at their first page.
  const [paging, setPaging] = useState({ vendor, pageNo: 1 });
  const pageNo = paging.vendor === vendor ? paging.pageNo : 1;
  const rooms = useQuery({
    ...playQueries.roomList({
      vassalage: vendor ?? undefined,
      pageNo,
      pageSize: ROOMS_PAGE_SIZE,
    }),
    enabled: loggedIn,
  });
  const symbol = useCurrencySymbol();
  const launch = useLaunchGame();

  return (
    <section className="room-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="room-list__title">
        {t('rooms.title')}
      </h2>
      {!loggedIn ? (
        <div className="room-list__guest">
          <p>{t('rooms.guest')}</p>
          <button type="button" className="button" onClick={() => openAuthModal('login')}>
            {t('login')}
          </button>
        </div>
      ) : rooms.isPending ? (
        <ul className="room-list__list" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="room-list__room room-list__room--skeleton" />
          ))}
        </ul>
      ) : rooms.isError ? (
        <LoadError error={rooms.error} onRetry={() => void rooms.refetch()} />
      ) : rooms.data.list.length === 0 ? (
        <EmptyState>{t('rooms.empty')}</EmptyState>
      ) : (
        <>
          <ul
            className="room-list__list"
            aria-labelledby={headingId}
            aria-busy={rooms.isPlaceholderData}
            data-stale={rooms.isPlaceholderData || undefined}
          >
            {rooms.data.list.map((room) => (
              <li key={room.roomId} className="room-list__room">
                <span className="room-list__name">
                  {room.gameName}
                  {room.maintenance ? (
                    <span className="room-list__maintenance">{t('vendors.maintenance')}</span>
                  ) : null}
                </span>
                <span className="room-list__vendor">{room.vendorName}</span>
                <span className="room-list__facts">
                  <span>{t('rooms.players', { count: room.players })}</span>
                  <span>{t('rooms.min_bet', { amount: formatAmount(room.minBet, symbol) })}</span>
                </span>
                <button
                  type="button"
                  className="button room-list__join"
                  aria-label={t('rooms.join_name', { name: room.gameName })}
                  onClick={() => launch(launchableFromRef(room, 'PVP', room.vendorName))}
                >
                  {t('rooms.join')}
                </button>
              </li>
            ))}
          </ul>
          <Pagination
            page={pageNo}
            totalPages={rooms.data.totalPages}
            label={t('rooms.pages')}
            onChange={(next) => setPaging({ vendor, pageNo: next })}
          />
        </>
      )}
    </section>
  );
}
