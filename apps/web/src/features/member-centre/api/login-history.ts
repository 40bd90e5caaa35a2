import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { memberCalls } from '@site/contract';
import { call } from '../../../lib/api-client';
import { securityKeys } from './keys';

export const LOGIN_HISTORY_PAGE_SIZE = 10;

/** One page of the member's recent logins; the previous page stays while the next loads. */
export const loginHistoryQuery = (pageNo: number) =>
  queryOptions({
    queryKey: securityKeys.loginHistory(pageNo),
    queryFn: ({ signal }) =>
      call(memberCalls.loginHistory, {
        query: { pageNo, pageSize: LOGIN_HISTORY_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
