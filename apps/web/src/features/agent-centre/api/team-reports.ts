import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { agentCentreCalls, type CallQuery } from '@site/contract';
import { call } from '../../../lib/api-client';
import { agentKeys } from './keys';

/**
 * The agent centre's report calls (team bets, team P&L and products, income, team ledger):
 * member-scoped, so they go when the session ends; the previous page or filter stays on
 * screen while the next loads.
 */
export type TeamBetsQuery = CallQuery<typeof agentCentreCalls.bets>;
export type TeamProfitQuery = CallQuery<typeof agentCentreCalls.profit>;
export type TeamProductsQuery = CallQuery<typeof agentCentreCalls.products>;
export type TeamTransactionsQuery = CallQuery<typeof agentCentreCalls.transactions>;
export type IncomeQuery = CallQuery<typeof agentCentreCalls.income>;

export const teamBetsQuery = (query: TeamBetsQuery) =>
  queryOptions({
    queryKey: agentKeys.report('bets', query),
    queryFn: ({ signal }) => call(agentCentreCalls.bets, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const teamProfitQuery = (query: TeamProfitQuery) =>
  queryOptions({
    queryKey: agentKeys.report('profit', query),
    queryFn: ({ signal }) => call(agentCentreCalls.profit, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const teamProductsQuery = (query: TeamProductsQuery) =>
  queryOptions({
    queryKey: agentKeys.report('products', query),
    queryFn: ({ signal }) => call(agentCentreCalls.products, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const teamTransactionsQuery = (query: TeamTransactionsQuery) =>
  queryOptions({
    queryKey: agentKeys.report('transactions', query),
    queryFn: ({ signal }) => call(agentCentreCalls.transactions, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const incomeQuery = (query: IncomeQuery) =>
  queryOptions({
    queryKey: agentKeys.report('income', query),
    queryFn: ({ signal }) => call(agentCentreCalls.income, { query, signal }),
    placeholderData: keepPreviousData,
  });
