import { useQuery } from '@tanstack/react-query';
import { walletQueries } from '../../../../api/member';

/** The merchant's currency symbol from the balance answer; 'P' until it arrives (SPEC §3). */
export function useCurrencySymbol(): string {
  const balance = useQuery(walletQueries.balance());
  return balance.data?.currencySymbol || 'P';
}
