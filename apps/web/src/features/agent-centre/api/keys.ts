import type { ContractType } from '@site/contract';
import { memberKeys } from '../../../api/keys';

/** Who a contract list shows: my own contracts, or those I offered my downlines. */
export type ContractScope = 'mine' | 'downline';

/**
 * The agent centre's query keys, all member-scoped so they go when the session ends.
 * The consolidated value sits beside the agent keys (it also flags the member's menus).
 */
export const agentKeys = {
  all: [...memberKeys.all, 'agent'] as const,
  consolidated: () => [...memberKeys.all, 'consolidated'] as const,
  overview: (range: object) => [...agentKeys.all, 'overview', range] as const,
  notices: (pageNo: number, pageSize: number) =>
    [...agentKeys.all, 'notices', pageNo, pageSize] as const,
  /** A report (team bets, team P&L and products, income, team ledger) of one filter. */
  report: (name: string, query: object) => [...agentKeys.all, 'report', name, query] as const,
};

/** The team pages. */
export const teamKeys = {
  all: [...agentKeys.all, 'team'] as const,
  rebates: () => [...teamKeys.all, 'rebates'] as const,
  links: () => [...teamKeys.all, 'links'] as const,
  linkPage: (pageNo: number, pageSize: number) => [...teamKeys.links(), pageNo, pageSize] as const,
  downlines: () => [...teamKeys.all, 'downlines'] as const,
  downlinePage: (query: object) => [...teamKeys.downlines(), query] as const,
};

/** The agent's contracts and payouts. */
export const contractKeys = {
  all: [...agentKeys.all, 'contracts'] as const,
  list: (type: ContractType, scope: ContractScope, pageNo: number) =>
    [...contractKeys.all, 'list', type, scope, pageNo] as const,
  payouts: (type: ContractType, scope: ContractScope, pageNo: number) =>
    [...contractKeys.all, 'payouts', type, scope, pageNo] as const,
};
