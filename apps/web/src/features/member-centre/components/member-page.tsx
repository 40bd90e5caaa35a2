import type { MemberInfo } from '@site/contract';
import { ComingSoon } from '../../../components/ui/coming-soon';
import type { MemberPageKey } from '../../../config/member-pages';
import { useUiStore } from '../../../stores/ui';
import { SecurityCentre } from './security/security-centre';

interface MemberPageProps {
  page: MemberPageKey;
  label: string;
  member: MemberInfo;
  isTrial: boolean;
}

/** The right-hand area's page by key; pages whose issue has not come yet say so. */
export function MemberPage({ page, label, member, isTrial }: MemberPageProps) {
  const close = useUiStore((s) => s.closeMemberCentre);
  if (page === 'securityCenter') return <SecurityCentre member={member} isTrial={isTrial} />;
  return <ComingSoon page={label} onNavigate={close} />;
}
