import { useQuery } from '@tanstack/react-query';
import type { SystemStatusValue } from '@site/contract';
import { walletQueries } from '../api/member';
import { systemQueries } from '../api/system';

const whitelabelSymbol = (status: SystemStatusValue) => status.info.whitelabel.currencySymbol;

/**
 * The merchant's currency symbol (docs/product.md §3): from the balance answer the header already
 * holds
 * for a member, else from the white label every visitor loads; 'P' until either arrives or
 * when the merchant has none.
 */
export function useCurrencySymbol(): string {
  const fromBalance = useQuery(walletQueries.balance()).data?.currencySymbol;
  const fromWhitelabel = useQuery({ ...systemQueries.status(), select: whitelabelSymbol }).data;
  return fromBalance || fromWhitelabel || 'P';
}
