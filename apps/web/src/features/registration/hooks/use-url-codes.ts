import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { affiliateQuery } from '../api/affiliate';

export type AffiliateState = 'none' | 'checking' | 'valid' | 'invalid';

/**
 * The codes a link brings: referralCode, and the affiliate code (query affiliateCode or
 * code) checked with the platform. A code that cannot be checked counts as wrong: the
 * field shows so the visitor can still give one.
 */
export function useUrlCodes() {
  const [params] = useSearchParams();
  const referralCode = params.get('referralCode')?.trim() ?? '';
  const urlAffiliate = (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
  const check = useQuery({ ...affiliateQuery(urlAffiliate), enabled: urlAffiliate !== '' });
  const affiliate: AffiliateState = !urlAffiliate
    ? 'none'
    : check.isPending
      ? 'checking'
      : check.data?.valid
        ? 'valid'
        : 'invalid';
  return {
    referralCode,
    affiliateCode: affiliate === 'valid' ? (check.data?.code ?? urlAffiliate) : '',
    affiliate,
  };
}
