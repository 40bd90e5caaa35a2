import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api-client';
import { serverScope } from '../lib/server-scope';
import { systemKeys } from './keys';

// The calls (and zod with them) load with the first call: a server-rendered page starts
// from the answers in it.
const calls = () => import('@site/contract/system.js').then((m) => m.systemCalls);

/** System data every screen may read; one query (and one cache entry) per call. */
export const systemQueries = {
  /** Permission and status (docs/product.md §4): decides maintenance and region screens. */
  status: () =>
    queryOptions({
      queryKey: systemKeys.status(),
      queryFn: async ({ signal }) =>
        call((await calls()).status, {
          query: { url: serverScope()?.host ?? window.location.host },
          signal,
        }),
      staleTime: 30_000,
    }),
  whitelabelMenu: () =>
    queryOptions({
      queryKey: systemKeys.whitelabel(),
      queryFn: async ({ signal }) => call((await calls()).whitelabel, { signal }),
      staleTime: 10 * 60_000,
    }),
  settings: () =>
    queryOptions({
      queryKey: systemKeys.settings(),
      queryFn: async ({ signal }) => call((await calls()).settings, { signal }),
      staleTime: 5 * 60_000,
    }),
  registerSettings: () =>
    queryOptions({
      queryKey: systemKeys.registerSettings(),
      queryFn: async ({ signal }) => call((await calls()).registerSettings, { signal }),
    }),
  domainRoute: () =>
    queryOptions({
      queryKey: systemKeys.domainRoute(),
      queryFn: async ({ signal }) => call((await calls()).domainRoute, { signal }),
      staleTime: 10 * 60_000,
    }),
  countryCode: () =>
    queryOptions({
      queryKey: systemKeys.countryCode(),
      queryFn: async ({ signal }) => call((await calls()).countryCode, { signal }),
      staleTime: Infinity,
    }),
};
