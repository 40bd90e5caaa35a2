import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { contentCalls, NOTICE_PAGE_SIZE, PLATFORM_CODE } from '@site/contract';
import { env } from '../config/env';
import { call } from '../lib/api-client';

export const contentQueries = {
  /** Banners, popups, promotions, headlines and the first page of player notices. */
  announcements: () =>
    queryOptions({
      queryKey: ['content', 'announcements'],
      queryFn: ({ signal }) =>
        call(contentCalls.announcements, {
          query: { platform: PLATFORM_CODE, execution: env.defaultExecution },
          signal,
        }),
    }),
  /** One page of player notices, 9 per page (SPEC §9). */
  noticePage: (pageNo: number) =>
    queryOptions({
      queryKey: ['content', 'notices', pageNo],
      queryFn: ({ signal }) =>
        call(contentCalls.announcements, {
          query: { types: 'PL', pageNo, pageSize: NOTICE_PAGE_SIZE, platform: PLATFORM_CODE },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  helpCentre: () =>
    queryOptions({
      queryKey: ['content', 'helpCentre'],
      queryFn: ({ signal }) => call(contentCalls.helpCenter, { signal }),
      staleTime: 10 * 60_000,
    }),
};
