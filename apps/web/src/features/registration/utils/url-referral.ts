import { registerRuleProblem, type RegisterFieldRule } from '@site/contract';

/**
 * The referralCode a link brings, checked with the merchant's referralCode rule: a code the
 * rule refuses is neither prefilled nor sent (it would block the registration), and the
 * form says the link's code is not valid. Without an enabled rule the platform decides.
 */
export function urlReferral(
  rules: readonly RegisterFieldRule[],
  code: string,
): { code: string; rejected: boolean } {
  const rule = rules.find((r) => r.name === 'referralCode' && r.enabled);
  if (!code || !rule || registerRuleProblem({ ...rule, required: false }, code) === null) {
    return { code, rejected: false };
  }
  return { code: '', rejected: true };
}
