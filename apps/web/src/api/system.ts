import { queryOptions } from '@tanstack/react-query';
import { systemCalls } from '@site/contract';
import { call } from '../lib/api-client';
import { serverScope } from '../lib/server-scope';

/** System data every screen may read; one query (and one cache entry) per call. */
export const systemQueries = {
  /** Permission and status (SPEC §4): decides maintenance and region screens. */
  status: () =>
    queryOptions({
      queryKey: ['system', 'status'],
      queryFn: ({ signal }) =>
        call(systemCalls.status, {
          query: { url: serverScope()?.host ?? window.location.host },
          signal,
        }),
      staleTime: 30_000,
    }),
  whitelabelMenu: () =>
    queryOptions({
      queryKey: ['system', 'whitelabel'],
      queryFn: ({ signal }) => call(systemCalls.whitelabel, { signal }),
      staleTime: 10 * 60_000,
    }),
  settings: () =>
    queryOptions({
      queryKey: ['system', 'settings'],
      queryFn: ({ signal }) => call(systemCalls.settings, { signal }),
      staleTime: 5 * 60_000,
    }),
  registerSettings: () =>
    queryOptions({
      queryKey: ['system', 'registerSettings'],
      queryFn: ({ signal }) => call(systemCalls.registerSettings, { signal }),
    }),
  domainRoute: () =>
    queryOptions({
      queryKey: ['system', 'domainRoute'],
      queryFn: ({ signal }) => call(systemCalls.domainRoute, { signal }),
      staleTime: 10 * 60_000,
    }),
  countryCode: () =>
    queryOptions({
      queryKey: ['system', 'countryCode'],
      queryFn: ({ signal }) => call(systemCalls.countryCode, { signal }),
      staleTime: Infinity,
    }),
};
