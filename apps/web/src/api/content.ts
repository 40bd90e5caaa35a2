import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PLATFORM_CODE } from '@site/contract/headers.js';
import { NOTICE_PAGE_SIZE } from '@site/contract/values.js';
import { env } from '../config/env';
import { call } from '../lib/api-client';
import { contentKeys } from './keys';

// The calls (and zod with them) load with the first call: a server-rendered page starts
// from the answers in it.
const calls = () => import('@site/contract/content.js').then((m) => m.contentCalls);

export const contentQueries = {
  /** Banners, popups, promotions, headlines and the first page of player notices. */
  announcements: () =>
    queryOptions({
      queryKey: contentKeys.announcements(),
      queryFn: async ({ signal }) =>
        call((await calls()).announcements, {
          query: { platform: PLATFORM_CODE, execution: env.defaultExecution },
          signal,
        }),
    }),
  /** One page of player notices, 9 per page (docs/product.md §9). */
  noticePage: (pageNo: number) =>
    queryOptions({
      queryKey: contentKeys.notices(pageNo),
      queryFn: async ({ signal }) =>
        call((await calls()).announcements, {
          query: { types: 'PL', pageNo, pageSize: NOTICE_PAGE_SIZE, platform: PLATFORM_CODE },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  helpCentre: () =>
    queryOptions({
      queryKey: contentKeys.helpCentre(),
      queryFn: async ({ signal }) => call((await calls()).helpCenter, { signal }),
      staleTime: 10 * 60_000,
    }),
};
