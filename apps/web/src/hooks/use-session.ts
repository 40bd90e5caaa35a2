import { useQuery } from '@tanstack/react-query';
import { isAgentType, MemberType, type MemberInfo } from '@site/contract';
import { memberQueries } from '../api/member';
import { useSessionStore } from '../stores/session';

export interface SessionView {
  token: string | null;
  member: MemberInfo | undefined;
  /**
   * True once member info has loaded for the stored token (docs/product.md §4) and the platform
   * does
   * not want the password changed first (until then it refuses the member's other calls).
   */
  isLoggedIn: boolean;
  /** The session must change its password before anything else (the forced change is open). */
  passwordChangeRequired: boolean;
  /** A free-play guest (type 4, docs/product.md §6). */
  isTrial: boolean;
  isAgent: boolean;
  /** A token is stored and its member info is on its way. */
  isLoading: boolean;
}

/** An agent by the platform's flag or by its account type (docs/product.md §2 isAgent, §6 types). */
export const isAgentMember = (member: MemberInfo): boolean =>
  member.isAgent || isAgentType(member.type);

/** Who is using the site: the stored token and the member info it belongs to. */
export function useSession(): SessionView {
  const token = useSessionStore((s) => s.token);
  const info = useQuery({ ...memberQueries.info(), enabled: token !== null });
  const member = token ? info.data : undefined;
  const passwordChangeRequired = member?.passwordChangeRequired === true;
  return {
    token,
    member,
    isLoggedIn: member !== undefined && !passwordChangeRequired,
    passwordChangeRequired,
    isTrial: member?.type === MemberType.trial,
    isAgent: member ? isAgentMember(member) : false,
    isLoading: token !== null && info.isPending,
  };
}
