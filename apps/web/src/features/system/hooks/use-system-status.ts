import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@site/contract';
import { systemKeys } from '../../../api/keys';
import { systemQueries } from '../../../api/system';
import { ApiError } from '../../../lib/api-client';

/** Maintenance and region screens come and go without a manual reload. */
const RECHECK_MS = 60_000;
const CLOSED_SITE_CODES: string[] = [ErrorCode.maintenance, ErrorCode.regionRestricted];

/**
 * The system status (docs/product.md §4: 0 normal, 1 maintenance, 2 region restricted), checked
 * every minute, when the window regains focus, and at once when any call is refused
 * because the site has closed.
 */
export function useSystemStatus() {
  const queryClient = useQueryClient();
  const status = useQuery({
    ...systemQueries.status(),
    refetchInterval: RECHECK_MS,
    // 'always': a focus within the 30 s stale time still checks again.
    refetchOnWindowFocus: 'always',
  });

  // The query library only watches tab visibility; coming back from another window counts too.
  useEffect(() => {
    const recheck = () =>
      void queryClient.refetchQueries({ queryKey: systemKeys.status() }, { cancelRefetch: false });
    window.addEventListener('focus', recheck);
    return () => window.removeEventListener('focus', recheck);
  }, [queryClient]);

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { error } = event.action;
        if (error instanceof ApiError && CLOSED_SITE_CODES.includes(error.code)) {
          void queryClient.invalidateQueries({ queryKey: systemKeys.status() });
        }
      }),
    [queryClient],
  );

  return status;
}
