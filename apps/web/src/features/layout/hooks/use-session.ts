import { session } from '../../../lib/storage';

/**
 * Logged in means a token in session storage (SPEC §4). Read on each render: login and
 * logout (next issue) navigate or reload, which renders the shell again.
 */
export function useIsLoggedIn(): boolean {
  return session.get('token') !== null;
}
