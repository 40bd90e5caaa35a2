import type { QueryClient } from '@tanstack/react-query';
import type { MemberPageKey } from '../config/member-pages';

/**
 * What a member page needs (its code, its first answers) fetched on the visitor's intent to open
 * it (pointer over, focus, pointer down), before the click: its first open shows content sooner.
 * The app registers how (app/modals.tsx), as features do not import one another.
 */
type Warmer = (page: MemberPageKey, client: QueryClient) => void;
let warmer: Warmer | null = null;

export const setMemberPageWarmer = (warm: Warmer) => {
  warmer = warm;
};

/** Starts fetching what `page` needs into `client`; nothing when the app registered no way to. */
export const warmMemberPage = (page: MemberPageKey, client: QueryClient) => warmer?.(page, client);
