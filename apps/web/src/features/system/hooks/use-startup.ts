import { useQuery } from '@tanstack/react-query';
import { memberQueries } from '../../../api/member';
import { systemQueries } from '../../../api/system';
import { useSessionStore } from '../../../stores/session';

/**
 * Start-up calls of docs/product.md §2 once the site is open: the visitor's country code
 * (registration
 * and SMS login read it from the cache) and, when a token is stored, the member's info.
 */
export function useStartup(siteOpen: boolean) {
  const token = useSessionStore((s) => s.token);
  useQuery({ ...systemQueries.countryCode(), enabled: siteOpen });
  useQuery({ ...memberQueries.info(), enabled: siteOpen && token !== null });
}
