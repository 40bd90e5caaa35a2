import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import type { Game } from '@site/contract';
import { gameQueries } from '../../../../api/games';
import { Field } from '../../../../components/form/field';
import { LazyImage } from '../../../../components/ui/lazy-image';
import { Pagination } from '../../../../components/ui/pagination';
import { EmptyState, LoadError } from '../../../../components/ui/section-state';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import type { LaunchableGame } from '../../../../hooks/use-launch-game';
import { formatAmount } from '../../../../lib/format';
import { vendorNameOf } from './use-launch-error-text';

/** Games per page of the popup list: two columns of six fit the dialog without scrolling far. */
export const PICKER_PAGE_SIZE = 12;
/** Typing pauses this long before the list is asked again. */
const SEARCH_DELAY_MS = 250;
const ICON_SIZE = 48;

/** `value`, once it has stopped changing for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

interface VendorGamePickerProps {
  /** The VASSALAGE entry that opened the list: the vendor's lobby, not a game of its own. */
  entry: LaunchableGame;
  onChoose: (game: Game) => void;
}

/**
 * docs/product.md §4's popup game list (isGame VASSALAGE): the vendor's games, searchable by name
 * and a
 * page at a time; choosing one starts it.
 */
export function VendorGamePicker({ entry, onChoose }: VendorGamePickerProps) {
  const { t } = useTranslation('play');
  const symbol = useCurrencySymbol();
  const vendor = vendorNameOf(entry);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const gameName = useSettled(search.trim(), SEARCH_DELAY_MS);
  const query = useQuery(
    gameQueries.list({
      vassalage: entry.vassalage,
      pageNo: page,
      pageSize: PICKER_PAGE_SIZE,
      ...(gameName ? { gameName } : {}),
    }),
  );
  // The vendor's lobby entry itself is how the member got here: it is not one of the games.
  const games = query.data?.games.filter((game) => game.isGame === 'GAME') ?? [];

  let body;
  if (query.isPending) {
    body = (
      <p role="status" className="launcher__status">
        <span className="spinner" aria-hidden="true" /> {t('launcher.checking_list')}
      </p>
    );
  } else if (query.isError) {
    body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  } else if (games.length === 0) {
    body = (
      <EmptyState>
        {gameName
          ? t('launcher.no_match', { vendor, query: gameName })
          : t('launcher.no_games', { vendor })}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul
          className="launcher-picker__list"
          aria-label={t('launcher.list', { vendor })}
          aria-busy={query.isPlaceholderData || undefined}
        >
          {games.map((game) => (
            <li key={game.gameId}>
              <button
                type="button"
                className="launcher-picker__game"
                onClick={() => onChoose(game)}
              >
                <LazyImage
                  className="launcher-picker__icon"
                  src={game.showIcon}
                  alt=""
                  width={ICON_SIZE}
                  height={ICON_SIZE}
                />
                <span className="launcher-picker__name">{game.gameName}</span>
                <span className="launcher-picker__detail">
                  {game.maintenance === 1
                    ? t('launcher.maintenance_title')
                    : t('launcher.min_bet', { amount: formatAmount(game.minBet, symbol) })}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          totalPages={query.data.totalPages}
          onChange={setPage}
          label={t('launcher.list_pages', { vendor })}
        />
      </>
    );
  }

  return (
    <div className="launcher-picker">
      <p>{t('launcher.picker_intro', { vendor })}</p>
      <Field
        label={t('launcher.search')}
        type="search"
        autoComplete="off"
        hint={t('launcher.search_hint')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      {body}
    </div>
  );
}
