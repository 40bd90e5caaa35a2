import { queryOptions } from '@tanstack/react-query';
import { agentCalls, type Consolidated } from '@site/contract';
import { call } from '../../../lib/api-client';
import type { AgentFeature } from '../utils/agent-pages';
import { agentKeys } from './keys';

/**
 * The consolidated value (docs/product.md §3): the member's contract offers and the flags of the
 * agent
 * pages. Member-scoped, so it goes when the session ends.
 */
export const consolidatedQuery = () =>
  queryOptions({
    queryKey: agentKeys.consolidated(),
    queryFn: ({ signal }) => call(agentCalls.consolidated, { signal }),
    staleTime: 60_000,
  });

/** The agent features the consolidated flags switch on (divtypeinfo -> dividend page ...). */
export function featuresOf(value: Consolidated | undefined): ReadonlySet<AgentFeature> {
  const features = new Set<AgentFeature>();
  if (value?.divtypeinfo) features.add('dividend');
  if (value?.dailysalinfotype) features.add('dailySalary');
  if (value?.contracthoursalinfo) features.add('hourlySalary');
  if (value?.realtimesalinfotype) features.add('realtimeSalary');
  return features;
}
