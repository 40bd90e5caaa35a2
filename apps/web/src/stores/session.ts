import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import type { LoginSuccess } from '@site/contract';
import { memberKeys, walletKeys } from '../api/member';
import { queryClient } from '../lib/query-client';
import { session } from '../lib/storage';

/** How the session began: decides, among others, whether a forced password change applies. */
export type SessionStart = 'username' | 'sms' | 'register' | 'freeplay' | 'reset';

interface SessionState {
  /** The session token; mirrors session storage's `token` (SPEC §3), which the API client sends. */
  token: string | null;
  /**
   * Stores the SPEC §3 session keys and seeds member info. `forcedChange`: the login must
   * change its password first (cpw), which never applies to SMS logins (SPEC §4).
   */
  startSession: (
    result: LoginSuccess,
    loginType: SessionStart,
    options?: { forcedChange?: boolean },
  ) => void;
  endSession: () => void;
}

// The cache the app renders from; tests bind their own (see bindSessionQueryClient).
let client: QueryClient = queryClient;

/** Lets the app layer point the session at the QueryClient it provides (one per test). */
export function bindSessionQueryClient(next: QueryClient) {
  client = next;
}

export const useSessionStore = create<SessionState>()((set) => ({
  token: session.get('token'),
  startSession: (result, loginType, { forcedChange = false } = {}) => {
    const { token, user } = result;
    session.set('token', token);
    session.set('isAgent', String(user.isAgent));
    session.set('account', user.account);
    session.set('username', user.account);
    session.set('nickname', user.nickname ?? '');
    session.set('customerId', user.id);
    session.set('toUpline', user.toUpline ?? '');
    session.setJson('memberLabel', user.memberLabel);
    if (forcedChange && loginType !== 'sms') session.set('cpw', 'true');
    else session.remove('cpw');
    // A new account's data must not show the previous one's.
    client.removeQueries({ queryKey: walletKeys.all });
    client.removeQueries({ queryKey: memberKeys.all });
    client.setQueryData(memberKeys.info(), user);
    set({ token });
  },
  endSession: () => {
    session.clear();
    set({ token: null });
    client.removeQueries({ queryKey: memberKeys.all });
    client.removeQueries({ queryKey: walletKeys.all });
  },
}));
