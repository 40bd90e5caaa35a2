import { WEAK_DEFAULT_PASSWORD } from '@site/contract';
import type { SessionStart } from '../../../stores/session';

/**
 * Whether a fresh login must change its password before anything else (SPEC §4): the weak
 * default password, or an expired one when PWDEXPFORCECHANGE3 is on; never for SMS logins.
 */
export function mustChangePassword(
  loginType: SessionStart,
  typedPassword: string | null,
  passwordExpired: boolean,
  expiryForcesChange: boolean,
): boolean {
  if (loginType === 'sms') return false;
  return typedPassword === WEAK_DEFAULT_PASSWORD || (passwordExpired && expiryForcesChange);
}
