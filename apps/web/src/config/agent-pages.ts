/**
 * The agent centre's entries (docs/product.md §2 agent table), in SPEC order, each with the feature
 * it
 * depends on. The salary and dividend entries follow the consolidated flags (docs/product.md §3).
 */
export type AgentFeature = 'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary';

export const AGENT_PAGES = [
  { page: 'agentAnnouncement', when: 'always' },
  { page: 'agentTeamOverview', when: 'always' },
  { page: 'registerCenter', when: 'always' },
  { page: 'downlineManagmentView', when: 'always' },
  { page: 'personalHistoryCopy', when: 'always' },
  { page: 'palStatementsAgentCopy', when: 'always' },
  { page: 'agentRevenueReport', when: 'always' },
  { page: 'agentDownlineTransactionDetailsCopy', when: 'always' },
  { page: 'agentDividendRecordCopy2', when: 'dividend' },
  { page: 'agentDailyWages2', when: 'dailySalary' },
  { page: 'agentHourSalary', when: 'hourlySalary' },
  { page: 'agentRealtimeSalary', when: 'realtimeSalary' },
] as const satisfies readonly { page: string; when: AgentFeature | 'always' }[];

export type AgentPageKey = (typeof AGENT_PAGES)[number]['page'];

export const DEFAULT_AGENT_PAGE: AgentPageKey = 'agentTeamOverview';

/** The entries whose condition holds for the agent's enabled features. */
export const visibleAgentPages = (features: ReadonlySet<AgentFeature>) =>
  AGENT_PAGES.filter((entry) => entry.when === 'always' || features.has(entry.when));
