import { useQuery } from '@tanstack/react-query';
import type { SystemStatusValue } from '@site/contract';
import { systemQueries } from '../api/system';
import { DEFAULT_TIME_ZONE } from '../lib/merchant-time';

const whitelabelZone = (status: SystemStatusValue) => status.info.whitelabel.timeZone;

/**
 * The merchant's time zone (lib/merchant-time.ts), from the white label every visitor loads;
 * Jakarta's until it arrives.
 */
export function useMerchantTimeZone(): string {
  return useQuery({ ...systemQueries.status(), select: whitelabelZone }).data || DEFAULT_TIME_ZONE;
}
