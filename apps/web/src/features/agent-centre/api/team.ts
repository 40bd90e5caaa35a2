import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { agentCalls, type CallBody, type CallQuery } from '@site/contract';
import { call } from '../../../lib/api-client';
import { agentKeys, teamKeys } from './keys';

export type DownlinesQuery = CallQuery<typeof agentCalls.downlines>;

/** The agent's own rebates: the most any downline (or link) may get. */
export const ownRebatesQuery = () =>
  queryOptions({
    queryKey: teamKeys.rebates(),
    queryFn: ({ signal }) => call(agentCalls.rebates, { signal }),
    staleTime: 60_000,
  });

/** The operator's notices to agents, a page at a time. */
export const agentNoticesQuery = (pageNo: number, pageSize = 10) =>
  queryOptions({
    queryKey: agentKeys.notices(pageNo, pageSize),
    queryFn: ({ signal }) => call(agentCalls.notices, { query: { pageNo, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });

export const linksQuery = (pageNo: number, pageSize = 10) =>
  queryOptions({
    queryKey: teamKeys.linkPage(pageNo, pageSize),
    queryFn: ({ signal }) => call(agentCalls.links, { query: { pageNo, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });

export const downlinesQuery = (query: DownlinesQuery) =>
  queryOptions({
    queryKey: teamKeys.downlinePage(query),
    queryFn: ({ signal }) => call(agentCalls.downlines, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Registers a downline directly; the team list is asked again after. */
export function useRegisterDownline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof agentCalls.registerDownline>) =>
      call(agentCalls.registerDownline, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: teamKeys.downlines() }),
  });
}

export function useCreateLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof agentCalls.createLink>) =>
      call(agentCalls.createLink, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: teamKeys.links() }),
  });
}

export function useDeleteLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(agentCalls.deleteLink, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: teamKeys.links() }),
  });
}

/** A direct downline's rebates, each at most the agent's own. */
export function useUpdateRebates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      username,
      rebates,
    }: {
      username: string;
      rebates: CallBody<typeof agentCalls.updateRebates>['rebates'];
    }) => call(agentCalls.updateRebates, { params: { username }, body: { rebates } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: teamKeys.downlines() }),
  });
}
