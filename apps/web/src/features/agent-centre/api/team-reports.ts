import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { agentCalls, type CallQuery } from '@site/contract';
import { call } from '../../../lib/api-client';
import { agentKeys } from './keys';

/**
 * The agent centre's report calls (team bets, team P&L and products, income, team ledger):
 * member-scoped, so they go when the session ends; the previous page or filter stays on
 * screen while the next loads.
 */
export type TeamBetsQuery = CallQuery<typeof agentCalls.bets>;
export type TeamProfitQuery = CallQuery<typeof agentCalls.profit>;
export type TeamProductsQuery = CallQuery<typeof agentCalls.products>;
export type TeamTransactionsQuery = CallQuery<typeof agentCalls.transactions>;
export type IncomeQuery = CallQuery<typeof agentCalls.income>;

export const teamBetsQuery = (query: TeamBetsQuery) =>
  queryOptions({
    queryKey: agentKeys.report('bets', query),
    queryFn: ({ signal }) => call(agentCalls.bets, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const teamProfitQuery = (query: TeamProfitQuery) =>
  queryOptions({
    queryKey: agentKeys.report('profit', query),
    queryFn: ({ signal }) => call(agentCalls.profit, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const teamProductsQuery = (query: TeamProductsQuery) =>
  queryOptions({
    queryKey: agentKeys.report('products', query),
    queryFn: ({ signal }) => call(agentCalls.products, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const teamTransactionsQuery = (query: TeamTransactionsQuery) =>
  queryOptions({
    queryKey: agentKeys.report('transactions', query),
    queryFn: ({ signal }) => call(agentCalls.transactions, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const incomeQuery = (query: IncomeQuery) =>
  queryOptions({
    queryKey: agentKeys.report('income', query),
    queryFn: ({ signal }) => call(agentCalls.income, { query, signal }),
    placeholderData: keepPreviousData,
  });
