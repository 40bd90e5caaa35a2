import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { betRecordCalls } from '@site/contract';
import { call } from '../../../lib/api-client';
import type { Period } from '../utils/periods';
import { betKeys } from './keys';

export const BETS_PAGE_SIZE = 10;

export interface BetFilter extends Period {
  pageNo: number;
  /** Every vendor when absent. */
  vassalage?: string;
}

/** One page of the betting record with the whole period's totals; the last page stays meanwhile. */
export const betRecordsQuery = (filter: BetFilter) => {
  const query = { ...filter, pageSize: BETS_PAGE_SIZE };
  return queryOptions({
    queryKey: betKeys.page(query),
    queryFn: ({ signal }) => call(betRecordCalls.betRecords, { query, signal }),
    placeholderData: keepPreviousData,
  });
};
