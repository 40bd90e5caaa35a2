import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api-client';
import { session } from '../lib/storage';
import { memberKeys, walletKeys } from './keys';

// The calls (and zod with them) load with the first call: a server-rendered page starts
// from the answers in it.
const memberCalls = () => import('@site/contract/member.js').then((m) => m.memberCalls);
const walletCalls = () => import('@site/contract/wallet.js').then((m) => m.walletCalls);

export const memberQueries = {
  /** Member info (docs/product.md §4: logged in once it has loaded); only asked with a token. */
  info: () =>
    queryOptions({
      queryKey: memberKeys.info(),
      queryFn: async ({ signal }) => call((await memberCalls()).info, { signal }),
      enabled: () => session.get('token') !== null,
      staleTime: 5 * 60_000,
    }),
};

export const walletQueries = {
  balance: () =>
    queryOptions({
      queryKey: walletKeys.balance(),
      queryFn: async ({ signal }) => call((await walletCalls()).balance, { signal }),
      enabled: () => session.get('token') !== null,
      staleTime: 30_000,
      // Money also arrives from outside this tab (an approval, a bonus, an agent's transfer):
      // ask again every half minute while the page is visible, and when it comes back.
      refetchInterval: 30_000,
      refetchOnWindowFocus: true,
    }),
};

/**
 * The first-login report (docs/product.md §4 firstLogin). The platform keeps firstTimeLogin until
 * it
 * lands, so a lost report is simply made again at the next login; a failure must not undo
 * a login that worked, hence nothing to show.
 */
export function reportFirstLogin() {
  void memberCalls()
    .then((calls) => call(calls.firstLogin))
    .catch(() => undefined);
}
