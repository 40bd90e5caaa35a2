import { memberCalls, pageInfo, systemCalls, type MemberInfo } from '@site/contract';
import { i18next } from '../../../i18n';
import { session } from '../../../lib/storage';
import { useSessionStore } from '../../../stores/session';
import { countryCodes, loginRecords } from '../../../testing/account-data';
import type { mockApi } from '../../../testing/mock-api';

/** A stored token, as after login; the member info comes from the mocked call. */
export function signIn(token = 'token-1') {
  session.set('token', token);
  useSessionStore.setState({ token });
}

/** Every call the member centre's first page makes, answered for `info`. */
export function memberCentreApi(api: ReturnType<typeof mockApi>, info: MemberInfo, logins = 3) {
  const records = loginRecords(logins);
  return api
    .on(memberCalls.info, () => info)
    .on(memberCalls.avatar, () => ({ avatar: null, avatarType: null }))
    .on(memberCalls.profileIcons, () => ({
      list: [
        { id: 'icon-1', url: '/icons/1.png' },
        { id: 'icon-2', url: '/icons/2.png' },
      ],
    }))
    .on(memberCalls.loginHistory, (url) => {
      const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      return {
        list: records.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        ...pageInfo(pageNo, pageSize, records.length),
      };
    })
    .on(systemCalls.countryCode, countryCodes);
}

/** What useErrorMessage shows for a failure: our translation of the code, else the server's words. */
export function shownError(code: string, message: string): string {
  const key = `errors:${code.replaceAll('.', '_')}`;
  return i18next.exists(key) ? i18next.t(key as 'errors:system_error') : message;
}
