import { queryOptions } from '@tanstack/react-query';
import { affiliateCalls } from '@site/contract';
import { call } from '../../../lib/api-client';
import { affiliateKeys } from './keys';

/** The check of an affiliate (invitation) code brought by the URL (docs/product.md §4). */
export const affiliateQuery = (code: string) =>
  queryOptions({
    queryKey: affiliateKeys.code(code),
    queryFn: ({ signal }) =>
      call(affiliateCalls.affiliate, { query: { code, domain: window.location.host }, signal }),
    staleTime: Infinity,
  });
