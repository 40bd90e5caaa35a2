import { useQuery } from '@tanstack/react-query';
import { systemQueries } from '../../../api/system';

/**
 * Start-up calls of SPEC §2 once the site is open: the visitor's country code (registration
 * and SMS login read it from the cache).
 * Member info when a token is stored arrives with login (next issue): load it here.
 */
export function useStartup(siteOpen: boolean) {
  useQuery({ ...systemQueries.countryCode(), enabled: siteOpen });
}
