import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { playQueries } from '../../../api/play';
import { useVendorDirectory } from '../../../components/games/use-vendor-directory';
import { EmptyState, LoadError } from '../../../components/ui/section-state';
import { useLaunchGame } from '../../../hooks/use-launch-game';
import { formatAmount, formatDecimal } from '../../../lib/format';
import { useCurrencySymbol } from '../../../hooks/use-currency-symbol';
import { launchableFromRef } from '../utils/game-ref';

/** Ten rows: the board is a side panel. */
export const WINNERS_SHOWN = 10;

/**
 * The winner board: the biggest wins of the last days from real rounds, with the winner's
 * name masked by the platform. A game's name launches it.
 */
export function WinnerBoard() {
  const { t } = useTranslation('games');
  const headingId = useId();
  const board = useQuery(playQueries.rankList(WINNERS_SHOWN));
  const symbol = useCurrencySymbol();
  const launch = useLaunchGame();
  const vendors = useVendorDirectory();
  return (
    <section className="winner-board" aria-labelledby={headingId}>
      <h2 id={headingId} className="winner-board__title">
        {t('winners.title')}
      </h2>
      {board.isPending ? (
        <ol className="winner-board__list" aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i} className="winner-board__row winner-board__row--skeleton" />
          ))}
        </ol>
      ) : board.isError ? (
        <LoadError error={board.error} onRetry={() => void board.refetch()} />
      ) : board.data.list.length === 0 ? (
        <EmptyState>{t('winners.empty')}</EmptyState>
      ) : (
        <ol className="winner-board__list" aria-labelledby={headingId}>
          {board.data.list.map((winner, index) => (
            <li key={`${winner.at}-${index}`} className="winner-board__row">
              <span className="winner-board__rank" aria-hidden="true">
                {index + 1}
              </span>
              {/* The game's art, as its card shows it (the catalogue's showIcon is this
                  address); the game's name beside it says what it is. */}
              <img
                className="winner-board__art"
                src={`/media/game/${encodeURIComponent(winner.gameId)}.svg`}
                alt=""
                width={36}
                height={36}
                loading="lazy"
                decoding="async"
              />
              <span className="winner-board__who">
                <span className="winner-board__user">{winner.username}</span>
                <button
                  type="button"
                  className="winner-board__game"
                  aria-label={t('winners.play', { name: winner.gameName })}
                  onClick={() => {
                    const vendor = vendors.get(winner.vassalage);
                    // A vendor no longer listed starts as a casino game: the platform decides.
                    launch(
                      launchableFromRef(winner, vendor?.category ?? 'RNG', vendor?.displayName),
                    );
                  }}
                >
                  {winner.gameName}
                </button>
              </span>
              <span className="winner-board__win">
                <span className="visually-hidden">{t('winners.won')} </span>
                {formatAmount(winner.win, symbol)}
                <span className="winner-board__multiplier">
                  {t('winners.multiplier', { value: formatDecimal(winner.multiplier, { max: 2 }) })}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
