import { useQuery } from '@tanstack/react-query';
import { walletQueries } from '../api/member';

/**
 * The merchant's currency symbol, from the balance answer the header already holds; 'P' until
 * it arrives or when the merchant has none (SPEC §3).
 */
export function useCurrencySymbol(): string {
  return useQuery(walletQueries.balance()).data?.currencySymbol || 'P';
}
