import { useQuery } from '@tanstack/react-query';
import { systemQueries } from '../../../api/system';

/** The merchant's currency symbol (white label), known to visitors too; 'P' until it comes. */
export function useCurrencySymbol(): string {
  return (
    useQuery({ ...systemQueries.status(), select: (s) => s.info.whitelabel.currencySymbol }).data ||
    'P'
  );
}
