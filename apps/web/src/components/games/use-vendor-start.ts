import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { GameCategory } from '@site/contract';
import { gameQueries } from '../../api/games';
import { useLaunchGame } from '../../hooks/use-launch-game';
import { useProtectedAction } from '../../hooks/use-protected-action';

/** Why a vendor did not start: its first game could not be read, or it has none (null). */
export interface VendorStartFailure {
  vassalage: string;
  error: unknown;
}

/** The categories whose vendors start a game on click instead of opening a lobby (docs/product.md §4). */
export const DIRECT_START_CATEGORIES: readonly GameCategory[] = [
  'SPORTS',
  'ESPORTS',
  'ELOTT',
  'LOTT',
];

/**
 * docs/product.md §4: a SPORTS, ESPORTS, ELOTT or LOTT vendor starts its game directly on click.
 * The
 * vendor's first game comes from the game list (one game, cached a minute) and goes through
 * useLaunchGame. The login check comes first, so a visitor costs no call.
 */
export function useVendorStart() {
  const client = useQueryClient();
  const protect = useProtectedAction();
  const launch = useLaunchGame();
  const [starting, setStarting] = useState<string | null>(null);
  const [failure, setFailure] = useState<VendorStartFailure | null>(null);
  // A second click while the first is on its way must not launch twice.
  const busy = useRef(false);

  const start = useCallback(
    (category: GameCategory, vassalage: string) =>
      protect(
        () => {
          if (busy.current) return;
          busy.current = true;
          setStarting(vassalage);
          setFailure(null);
          client
            .fetchQuery({
              ...gameQueries.list({ gameType: category, vassalage, pageNo: 1, pageSize: 1 }),
              staleTime: 60_000,
            })
            .then(
              (page) => {
                const game = page.games[0];
                if (game) launch(game);
                else setFailure({ vassalage, error: null });
              },
              (error: unknown) => setFailure({ vassalage, error }),
            )
            .finally(() => {
              busy.current = false;
              setStarting(null);
            });
          // A lottery plays on a free-play guest's play money; a sportsbook needs a real account.
        },
        { playMoney: category === 'LOTT' || category === 'ELOTT' },
      ),
    [client, protect, launch],
  );

  return { start, starting, failure };
}
