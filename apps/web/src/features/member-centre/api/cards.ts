import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentCalls, type BindCardBody, type Card } from '@site/contract';
import { call } from '../../../lib/api-client';
import { cardKeys } from './keys';

/** The banks, e-wallets and crypto networks a card may be bound to, by payment type. */
export const cardProvidersQuery = () =>
  queryOptions({
    queryKey: cardKeys.providers(),
    queryFn: ({ signal }) => call(paymentCalls.cardProviders, { signal }),
    staleTime: 10 * 60_000,
  });

/** The member's bound cards and the payee name every new card must carry. */
export const cardsQuery = () =>
  queryOptions({
    queryKey: cardKeys.list(),
    queryFn: ({ signal }) => call(paymentCalls.cards, { signal }),
    staleTime: 0,
  });

/** Binds a payout card (an encrypted call); the card list is fetched again before it settles. */
export function useBindCard() {
  const client = useQueryClient();
  return useMutation<Card, Error, BindCardBody>({
    mutationFn: (body) => call(paymentCalls.bindCard, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: cardKeys.list() }),
  });
}
