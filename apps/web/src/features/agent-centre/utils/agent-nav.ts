import { createContext, useContext } from 'react';
import type { AgentPageKey } from './agent-pages';

/**
 * What a page may hand the next one: a downline's account when an action on the downlines
 * page continues elsewhere (offer that downline a contract, read its team's report).
 */
export interface AgentPageParams {
  username?: string;
}

export interface AgentNav {
  page: AgentPageKey;
  params: AgentPageParams;
  /** Open another page of the centre, with what it should start from. */
  go: (page: AgentPageKey, params?: AgentPageParams) => void;
}

export const AgentNavContext = createContext<AgentNav | null>(null);

/** The agent centre's page switcher, for pages that lead to another. */
export function useAgentNav(): AgentNav {
  const nav = useContext(AgentNavContext);
  if (!nav) throw new Error('useAgentNav is used outside the agent centre');
  return nav;
}
