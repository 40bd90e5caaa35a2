import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import type { LoginSuccess } from '@site/contract';
import { memberKeys, walletKeys } from '../api/keys';
import { queryClient } from '../lib/query-client';
import { session } from '../lib/storage';

/** How the session began (login tab, registration, free play or a password reset). */
export type SessionStart = 'username' | 'sms' | 'register' | 'freeplay' | 'reset';

interface SessionState {
  /** The session token; mirrors session storage's `token` (docs/product.md §3), which the API client sends. */
  token: string | null;
  /**
   * The platform still owes a first-login report (firstTimeLogin) that could not be sent yet:
   * while a password change is required it refuses every other call.
   */
  firstLoginDue: boolean;
  /** Stores the docs/product.md §3 session keys (cpw from the platform's passwordChangeRequired) and seeds member info. */
  startSession: (result: LoginSuccess) => void;
  setFirstLoginDue: (due: boolean) => void;
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
  firstLoginDue: false,
  startSession: ({ token, user }) => {
    session.set('token', token);
    session.set('isAgent', String(user.isAgent));
    session.set('account', user.account);
    session.set('username', user.account);
    session.set('nickname', user.nickname ?? '');
    session.set('customerId', user.id);
    session.set('toUpline', user.toUpline ?? '');
    session.setJson('memberLabel', user.memberLabel);
    markPasswordChange(user.passwordChangeRequired);
    // A new account's data must not show the previous one's.
    client.removeQueries({ queryKey: walletKeys.all });
    client.removeQueries({ queryKey: memberKeys.all });
    client.setQueryData(memberKeys.info(), user);
    set({ token, firstLoginDue: false });
  },
  setFirstLoginDue: (due) => set({ firstLoginDue: due }),
  endSession: () => {
    session.clear();
    set({ token: null, firstLoginDue: false });
    client.removeQueries({ queryKey: memberKeys.all });
    client.removeQueries({ queryKey: walletKeys.all });
  },
}));

/** cpw (docs/product.md §3): this session must change its password first, as the platform says. */
export function markPasswordChange(required: boolean) {
  if (required) session.set('cpw', 'true');
  else session.remove('cpw');
}
