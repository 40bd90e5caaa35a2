import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export const queryClient = new QueryClient({
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
