import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { recentKeys } from '../../../../api/keys';
import { walletKeys } from '../../../../api/keys';

/** What the house game page posts to its parent after each round (a settled bet or win). */
interface HouseBalanceMessage {
  source: 'house';
  type: 'balance';
}

const isHouseBalance = (data: unknown): data is HouseBalanceMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as Record<string, unknown>).source === 'house' &&
  (data as Record<string, unknown>).type === 'balance';

/**
 * Keeps the site's money in step with the game in the iframe: after each round the house page
 * posts { source: 'house', type: 'balance' } and the balance is asked again; when the game
 * page closes, every wallet query (balances, records, the betting record) and the recent games
 * are. Only messages from the game's own origin count: any other window may post anything.
 */
export function useGameSessionRefresh(gameOrigin: string | null) {
  const client = useQueryClient();

  useEffect(() => {
    if (!gameOrigin) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== gameOrigin || !isHouseBalance(event.data)) return;
      void client.invalidateQueries({ queryKey: walletKeys.balance() });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [client, gameOrigin]);

  useEffect(
    () => () => {
      void client.invalidateQueries({ queryKey: walletKeys.all });
      void client.invalidateQueries({ queryKey: recentKeys.all });
    },
    [client],
  );
}
