import { queryOptions } from '@tanstack/react-query';
import { memberCalls, walletCalls } from '@site/contract';
import { call } from '../lib/api-client';
import { session } from '../lib/storage';

/** Member-scoped data: removed from the cache when the session ends (stores/session.ts). */
export const memberKeys = {
  all: ['member'] as const,
  info: () => ['member', 'info'] as const,
};
export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => ['wallet', 'balance'] as const,
};

export const memberQueries = {
  /** Member info (SPEC §4: logged in once it has loaded); only asked with a token. */
  info: () =>
    queryOptions({
      queryKey: memberKeys.info(),
      queryFn: ({ signal }) => call(memberCalls.info, { signal }),
      enabled: () => session.get('token') !== null,
      staleTime: 5 * 60_000,
    }),
};

export const walletQueries = {
  balance: () =>
    queryOptions({
      queryKey: walletKeys.balance(),
      queryFn: ({ signal }) => call(walletCalls.balance, { signal }),
      enabled: () => session.get('token') !== null,
      staleTime: 30_000,
      // Money also arrives from outside this tab (an approval, a bonus, an agent's transfer):
      // ask again every half minute while the page is visible, and when it comes back.
      refetchInterval: 30_000,
      refetchOnWindowFocus: true,
    }),
};

/**
 * The first-login report (SPEC §4 firstLogin). The platform keeps firstTimeLogin until it
 * lands, so a lost report is simply made again at the next login; a failure must not undo
 * a login that worked, hence nothing to show.
 */
export function reportFirstLogin() {
  call(memberCalls.firstLogin).catch(() => undefined);
}
