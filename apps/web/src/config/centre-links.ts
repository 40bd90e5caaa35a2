import { AGENT_PAGES, DEFAULT_AGENT_PAGE, type AgentPageKey } from './agent-pages';
import { DEFAULT_MEMBER_PAGE, MEMBER_PAGES, type MemberPageKey } from './member-pages';

/*
 * The member and agent centres are modals over whatever page the member is on, so their
 * address is a search parameter of that page's own: /lottery?gameCode=X&member=depositv2 is the
 * lottery with the deposit page open over it. The parameter names the centre and its value
 * the page key of docs/product.md §2 (the two centres share one key, personalHistoryCopy, so each
 * centre has
 * its own parameter). One centre is open at a time; what a page starts from rides along in
 * parameters of its own.
 */

/** The search parameters of the centres, and of what their pages start from. */
export const CENTRE_PARAMS = {
  member: 'member',
  agent: 'agent',
  /** The section of a member page to open at (its only one so far: the payment password). */
  section: 'section',
  /** The member page a section was opened from, offered as the way back once it is done. */
  from: 'from',
  /** The downline an agent page starts from (offer it a contract, read its team's report). */
  downline: 'downline',
} as const;

/**
 * Where in a member-centre page to open, and the page the member came from: opened at that
 * section (scrolled to, first field focused), the page offers the way back once it is done.
 */
export interface MemberCentreTarget {
  section: 'paymentPassword';
  from: MemberPageKey;
}

export type CentrePlace =
  | { centre: 'member'; page: MemberPageKey; target: MemberCentreTarget | null }
  | { centre: 'agent'; page: AgentPageKey; downline: string | null };

const MEMBER_KEYS: readonly string[] = MEMBER_PAGES.map((p) => p.page);
const AGENT_KEYS: readonly string[] = AGENT_PAGES.map((p) => p.page);

const isMemberPage = (key: string | null): key is MemberPageKey =>
  key !== null && MEMBER_KEYS.includes(key);
const isAgentPage = (key: string | null): key is AgentPageKey =>
  key !== null && AGENT_KEYS.includes(key);

/**
 * The centre page an address opens, or null when it opens none. A key the centre does not
 * know (an old bookmark, a typo) opens the centre on its default page rather than nothing.
 */
export function centreIn(search: string): CentrePlace | null {
  const params = new URLSearchParams(search);
  const member = params.get(CENTRE_PARAMS.member);
  if (member !== null) {
    const from = params.get(CENTRE_PARAMS.from);
    const target =
      params.get(CENTRE_PARAMS.section) === 'paymentPassword' && isMemberPage(from)
        ? { section: 'paymentPassword' as const, from }
        : null;
    return {
      centre: 'member',
      page: isMemberPage(member) ? member : DEFAULT_MEMBER_PAGE,
      target,
    };
  }
  const agent = params.get(CENTRE_PARAMS.agent);
  if (agent !== null) {
    return {
      centre: 'agent',
      page: isAgentPage(agent) ? agent : DEFAULT_AGENT_PAGE,
      downline: params.get(CENTRE_PARAMS.downline) || null,
    };
  }
  return null;
}

/** `search` with `place` open in it (none when null); the page's own parameters are kept. */
export function withCentre(search: string, place: CentrePlace | null): string {
  const params = new URLSearchParams(search);
  for (const name of Object.values(CENTRE_PARAMS)) params.delete(name);
  if (place?.centre === 'member') {
    params.set(CENTRE_PARAMS.member, place.page);
    if (place.target) {
      params.set(CENTRE_PARAMS.section, place.target.section);
      params.set(CENTRE_PARAMS.from, place.target.from);
    }
  } else if (place?.centre === 'agent') {
    params.set(CENTRE_PARAMS.agent, place.page);
    if (place.downline) params.set(CENTRE_PARAMS.downline, place.downline);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether two places show the same thing (a second click on the open page adds no entry). */
export const samePlace = (a: CentrePlace | null, b: CentrePlace | null): boolean =>
  withCentre('', a) === withCentre('', b);

/** A member-centre page as a place, for links and for opening it. */
export const memberPlace = (
  page: MemberPageKey = DEFAULT_MEMBER_PAGE,
  target: MemberCentreTarget | null = null,
): CentrePlace => ({ centre: 'member', page, target });

/** An agent-centre page as a place (its default page, the team overview, when none is named). */
export const agentPlace = (
  page: AgentPageKey = DEFAULT_AGENT_PAGE,
  downline: string | null = null,
): CentrePlace => ({ centre: 'agent', page, downline });
