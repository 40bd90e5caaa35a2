import { useProtectedAction } from '../../../hooks/use-protected-action';
import { useUiStore } from '../../../stores/ui';
import type { MemberPageKey } from '../../../config/member-pages';

/**
 * Opens a member centre page through the protected-action rule (SPEC §5): a visitor gets
 * the login popup, a trial account the real-account warning.
 */
export function useOpenMemberPage() {
  const protect = useProtectedAction();
  const openMemberCentre = useUiStore((s) => s.openMemberCentre);
  return (page: MemberPageKey) => protect(() => openMemberCentre(page));
}
