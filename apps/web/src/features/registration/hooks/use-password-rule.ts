import { useQuery } from '@tanstack/react-query';
import { passwordRuleOf, type RegisterFieldRule } from '@site/contract';
import { systemQueries } from '../../../api/system';

/**
 * The rule a new login password must pass: the merchant's `password` register rule, as the
 * platform checks it (docs/product.md §5). Until the rules arrive, the contract's fallback rule
 * stands
 * in; the platform's field message covers the rare case where the two differ.
 */
export function usePasswordRule(): RegisterFieldRule {
  const rules = useQuery(systemQueries.registerSettings());
  return passwordRuleOf(rules.data?.fields ?? []);
}
