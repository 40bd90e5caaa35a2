import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { recordCalls, type TransactionType } from '@site/contract';
import { call } from '../../../lib/api-client';
import type { Period } from '../utils/periods';
import { walletScreenKeys } from './keys';

export const RECORDS_PAGE_SIZE = 10;

export interface TransactionFilter extends Period {
  pageNo: number;
  /** Every type when absent. */
  type?: TransactionType;
}

/** One page of the account record; the previous page stays on screen while the next loads. */
export const transactionHistoryQuery = (filter: TransactionFilter) => {
  const query = { ...filter, pageSize: RECORDS_PAGE_SIZE };
  return queryOptions({
    queryKey: walletScreenKeys.transactions(query),
    queryFn: ({ signal }) => call(recordCalls.transactionHistory, { query, signal }),
    placeholderData: keepPreviousData,
  });
};

/** One transaction's lines, reference and counterpart (ODSFE2_MemTransDet); it never changes. */
export const transactionDetailQuery = (transactionId: string) =>
  queryOptions({
    queryKey: walletScreenKeys.transactionDetail(transactionId),
    queryFn: ({ signal }) =>
      call(recordCalls.transactionDetail, { query: { transactionId }, signal }),
    staleTime: Infinity,
  });

/** Profit and loss totals of a period. */
export const personalProfitQuery = (period: Period) =>
  queryOptions({
    queryKey: walletScreenKeys.profit(period),
    queryFn: ({ signal }) => call(recordCalls.personalProfit, { query: period, signal }),
    placeholderData: keepPreviousData,
  });

/** One page of the period's bonuses, with the period's total. */
export const bonusDetailsQuery = (period: Period, pageNo: number) => {
  const query = { ...period, pageNo, pageSize: RECORDS_PAGE_SIZE };
  return queryOptions({
    queryKey: walletScreenKeys.bonus(query),
    queryFn: ({ signal }) => call(recordCalls.bonusDetails, { query, signal }),
    placeholderData: keepPreviousData,
  });
};
