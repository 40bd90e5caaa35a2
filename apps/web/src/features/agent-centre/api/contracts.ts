import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  agentCalls,
  type Contract,
  type ContractOffer,
  type ContractProduct,
  type ContractType,
} from '@site/contract';
import { call } from '../../../lib/api-client';
import { agentKeys, contractKeys, type ContractScope } from './keys';

export type { ContractScope };

/** A page of my contracts (scope mine) or of those I offered (downline), newest first. */
export const contractsQuery = (
  type: ContractType,
  scope: ContractScope,
  pageNo = 1,
  pageSize = 20,
) =>
  queryOptions({
    queryKey: contractKeys.list(type, scope, pageNo),
    queryFn: ({ signal }) =>
      call(agentCalls.contracts, { query: { type, scope, pageNo, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });

/** A page of payout records: what I received, or what I paid my downlines. */
export const payoutsQuery = (type: ContractType, scope: ContractScope, pageNo: number) =>
  queryOptions({
    queryKey: contractKeys.payouts(type, scope, pageNo),
    queryFn: ({ signal }) =>
      call(agentCalls.payouts, { query: { type, scope, pageNo, pageSize: 10 }, signal }),
    placeholderData: keepPreviousData,
  });

/** After any change of a contract: the lists and the consolidated value (popup, menu flags). */
function refreshContracts(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: contractKeys.all }),
    client.invalidateQueries({ queryKey: agentKeys.consolidated() }),
  ]);
}

/** The holder's answer: A accept (or keep, on V), R reject, C agree to end (on V). */
export type ContractAnswer = 'A' | 'R' | 'C';

/**
 * Which call answers a contract of a kind, and its body (packages/contract agents.ts): a
 * dividend is named by its product, the salaries by their contract's id.
 */
export interface AnswerTarget {
  type: ContractType;
  /** The contract's id (salaries). */
  id: string;
  /** The contract's product (dividends). */
  product: ContractProduct;
}

export function answerContract(target: AnswerTarget, status: ContractAnswer): Promise<Contract> {
  switch (target.type) {
    case 'DIVIDEND':
      return call(agentCalls.processDividend, {
        body: { type: target.product, status },
      });
    case 'DAILY':
      return call(agentCalls.processDailySalary, { body: { id: target.id, status } });
    case 'HOURLY':
      return call(agentCalls.processHourSalary, {
        body: { contractId: target.id, status },
      });
    case 'REALTIME':
      return call(agentCalls.processRealtimeSalary, {
        body: { contractId: target.id, status },
      });
  }
}

/** Answers an offer or a termination request, then reloads the consolidated value. */
export function useAnswerContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ target, status }: { target: AnswerTarget; status: ContractAnswer }) =>
      answerContract(target, status),
    onSettled: () => refreshContracts(client),
  });
}

/** Offers a downline a contract (refused above the agent's own, or until a lower ratio is confirmed). */
export function useOfferContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offer: ContractOffer) => call(agentCalls.offerContract, { body: offer }),
    onSuccess: () => refreshContracts(client),
  });
}

/** Asks a downline to end its contract (V), or withdraws an open offer (C). */
export function useTerminateContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(agentCalls.terminateContract, { params: { id } }),
    onSettled: () => refreshContracts(client),
  });
}
