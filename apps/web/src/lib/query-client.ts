import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The app's query cache settings; a server render makes one cache per request with them. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Bad input, dead sessions and a closed site (503 maintenance) do not get better by
        // asking again; a closed site's answer should reach the status check at once.
        retry: (count, error) =>
          count < 2 &&
          !(
            error instanceof ApiError &&
            ((error.status >= 400 && error.status < 500) || error.status === 503)
          ),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The browser's one cache. Never used by a server render (it would be every visitor's). */
export const queryClient = createQueryClient();
