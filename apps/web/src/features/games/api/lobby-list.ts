import { queryOptions, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import type { GameList } from '@site/contract';
import { gameQueries, type GameListQuery } from '../../../api/games';
import { markSearchAnswer } from '../utils/search-timing';

/**
 * A page of the lobby's game list. A search's answer marks its arrival, so the render that
 * shows it can be measured (search-timing).
 */
export function lobbyListQuery(query: GameListQuery) {
  const options = gameQueries.list(query);
  if (!query.gameName) return options;
  const fetchPage = options.queryFn as (
    context: QueryFunctionContext<QueryKey>,
  ) => Promise<GameList>;
  return queryOptions({
    ...options,
    queryFn: async (context) => {
      const page = await fetchPage(context);
      markSearchAnswer();
      return page;
    },
  });
}
