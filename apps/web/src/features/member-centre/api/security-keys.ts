import { memberKeys } from '../../../api/member';

/** Under memberKeys.all, so ending the session drops them with the rest of the account. */
export const securityKeys = {
  avatar: () => [...memberKeys.all, 'avatar'] as const,
  profileIcons: () => [...memberKeys.all, 'profileIcons'] as const,
  loginHistory: (pageNo: number) => [...memberKeys.all, 'loginHistory', pageNo] as const,
};
