import {
  memberCalls,
  systemCalls,
  walletCalls,
  type Balance,
  type FeatureSwitch,
  type LoginSuccess,
  type MemberInfo,
} from '@site/contract';
import { useSessionStore } from '../stores/session';
import { useUiStore } from '../stores/ui';
import type { mockApi } from './mock-api';

/** Contract-valid account answers for tests of login, session and member screens. */
export function memberInfo(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 'm-1',
    account: 'budi88',
    nickname: 'Budi',
    type: 1,
    isAgent: false,
    toUpline: null,
    clubLabel: { labelName: 'Gold', rankLevel: 3 },
    memberLabel: [],
    mobileNum: '+62 812****789',
    email: null,
    hasPaymentPassword: false,
    createdAt: '2025-01-02T03:04:05.000Z',
    ...overrides,
  };
}

export function loginSuccess(
  overrides: Partial<Omit<LoginSuccess, 'user'>> & { user?: Partial<MemberInfo> } = {},
): LoginSuccess {
  const { user, ...rest } = overrides;
  return {
    status: 'OK',
    token: 'token-abc',
    firstTimeLogin: false,
    passwordExpired: false,
    ...rest,
    user: memberInfo(user),
  };
}

export const balance = (overrides: Partial<Balance> = {}): Balance => ({
  sumBalance: 1234567.5,
  currencyCode: 'IDR',
  currencySymbol: 'Rp',
  ...overrides,
});

/** The settings tree with exactly these feature switches on. */
export const settingsWith = (...switches: FeatureSwitch[]) => ({
  modules: switches.map((modId) => ({ modId, enabled: true, childrenNodes: [] })),
});

/** Mocks the settings with the given switches on. */
export function mockSwitches(api: ReturnType<typeof mockApi>, ...switches: FeatureSwitch[]) {
  return api.on(systemCalls.settings, () => settingsWith(...switches));
}

/** A logged-in member: a stored token, and the platform answering member info and balance. */
export function mockLoggedIn(
  api: ReturnType<typeof mockApi>,
  member: Partial<MemberInfo> = {},
  wallet: Partial<Balance> = {},
) {
  sessionStorage.setItem('token', 'token-abc');
  useSessionStore.setState({ token: 'token-abc' });
  api.on(memberCalls.info, () => memberInfo(member)).on(walletCalls.balance, () => balance(wallet));
  return api;
}

/** Session and UI stores back to a fresh visit (module state outlives a test). */
export function resetAccountState() {
  useSessionStore.setState({ token: null });
  useUiStore.setState({
    sideMenuOpen: false,
    balanceHidden: false,
    authModal: null,
    authNotice: null,
    forcedPasswordChange: null,
    trialDialogOpen: false,
    memberCentrePage: null,
    agentCentreOpen: false,
    logoutConfirmOpen: false,
  });
}
