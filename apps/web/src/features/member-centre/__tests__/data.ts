import {
  decryptCall,
  generateRsaKeyPair,
  importRsaPrivateKey,
  memberCalls,
  pageInfo,
  systemCalls,
  type LoginRecord,
  type MemberInfo,
} from '@site/contract';
import { memberKeys } from '../../../api/member';
import { i18next } from '../../../i18n';
import { session } from '../../../lib/storage';
import { useSessionStore } from '../../../stores/session';
import { useUiStore } from '../../../stores/ui';
import type { mockApi } from '../../../testing/mock-api';

export const member = (overrides: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 'm-1',
  account: 'budi88',
  nickname: 'Budi',
  type: 1,
  isAgent: false,
  toUpline: null,
  clubLabel: { labelName: 'Gold', rankLevel: 3 },
  memberLabel: [],
  mobileNum: null,
  email: null,
  hasPaymentPassword: false,
  createdAt: '2026-01-02T03:04:05.000Z',
  ...overrides,
});

/** A stored token, as after login; the member info comes from the mocked call. */
export function signIn(token = 'token-1') {
  session.set('token', token);
  useSessionStore.setState({ token });
}

export function resetStores() {
  useSessionStore.setState({ token: null });
  useUiStore.setState({
    memberCentrePage: null,
    agentCentreOpen: false,
    trialDialogOpen: false,
    authModal: null,
  });
}

export const infoKey = memberKeys.info();

export const loginRecords = (count: number): LoginRecord[] =>
  Array.from({ length: count }, (_, i) => ({
    at: new Date(Date.UTC(2026, 2, 30 - (i % 28), 8, 15)).toISOString(),
    ip: `10.0.0.${i + 1}`,
    country: 'ID',
    device: i % 2 ? 'Chrome on Android' : 'Firefox on Windows',
    success: i % 3 !== 2,
    reason: i % 3 === 2 ? 'login.password.wrong' : null,
  }));

/**
 * A real RSA key for E calls and a reader of what they carried. Make one per test file:
 * the API client keeps the first key it is given.
 */
export async function testEncryption() {
  const pair = await generateRsaKeyPair();
  const privateKey = await importRsaPrivateKey(pair.privateKey);
  return {
    serve: (api: ReturnType<typeof mockApi>) =>
      api.on(systemCalls.rsaKey, () => ({ keyId: 'k1', publicKey: pair.publicKey })),
    read: (init: RequestInit | undefined) => {
      const headers = new Headers(init?.headers);
      return decryptCall(privateKey, headers.get('X-RSA') ?? '', JSON.parse(String(init?.body)));
    },
  };
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
    .on(systemCalls.countryCode, () => ({
      countryCode: 'ID',
      countryDialingCode: '+62',
      countries: [
        { countryCode: 'ID', countryDialingCode: '+62', name: 'Indonesia' },
        { countryCode: 'MY', countryDialingCode: '+60', name: 'Malaysia' },
      ],
    }));
}

/** What useErrorMessage shows for a failure: our translation of the code, else the server's words. */
export function shownError(code: string, message: string): string {
  const key = `errors:${code.replaceAll('.', '_')}`;
  return i18next.exists(key) ? i18next.t(key as 'errors:system_error') : message;
}
