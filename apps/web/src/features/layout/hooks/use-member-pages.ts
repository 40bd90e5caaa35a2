import { memberPlace } from '../../../config/centre-links';
import type { MemberPageKey } from '../../../config/member-pages';
import { useCentreNavigation } from '../../../hooks/use-centre';
import { useProtectedAction } from '../../../hooks/use-protected-action';

/**
 * Opens a member centre page through the protected-action rule (docs/product.md §5): a visitor gets
 * the login popup, a trial account the real-account warning.
 */
export function useOpenMemberPage() {
  const protect = useProtectedAction();
  const { open } = useCentreNavigation();
  return (page?: MemberPageKey) => protect(() => open(memberPlace(page)));
}
