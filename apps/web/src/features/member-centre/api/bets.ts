import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { betRecordCalls } from '@site/contract';
import { walletKeys } from '../../../api/member';
import { call } from '../../../lib/api-client';
import type { Period } from '../utils/periods';

export const BETS_PAGE_SIZE = 10;

export interface BetFilter extends Period {
  pageNo: number;
  /** Every vendor when absent. */
  vassalage?: string;
}

/**
 * Under walletKeys.all: a bet is a money movement, so whatever refetches the wallets (a
 * transfer, the /game page closing) refetches the betting record too.
 */
export const betKeys = {
  all: () => [...walletKeys.all, 'bets'] as const,
  page: (query: object) => [...betKeys.all(), query] as const,
};

/** One page of the betting record with the whole period's totals; the last page stays meanwhile. */
export const betRecordsQuery = (filter: BetFilter) => {
  const query = { ...filter, pageSize: BETS_PAGE_SIZE };
  return queryOptions({
    queryKey: betKeys.page(query),
    queryFn: ({ signal }) => call(betRecordCalls.betRecords, { query, signal }),
    placeholderData: keepPreviousData,
  });
};
