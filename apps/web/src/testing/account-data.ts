import {
  decryptCall,
  encryptedBodySchema,
  featureSwitchSchema,
  generateRsaKeyPair,
  importRsaPrivateKey,
  memberCalls,
  systemCalls,
  walletCalls,
  type Balance,
  type FeatureSwitch,
  type CallResult,
  type LoginRecord,
  type LoginSuccess,
  type MemberInfo,
  type RegisterFieldName,
  type RegisterFieldRule,
  type Settings,
} from '@site/contract';
import { useSessionStore } from '../stores/session';
import { useUiStore } from '../stores/ui';
import type { mockApi } from './mock-api';

/**
 * Contract-valid account answers for web tests (login, session, registration, member
 * centre): the one place their builders live.
 */
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
    passwordChangeRequired: false,
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

/** The group each switch sits under in the settings tree, as the platform seeds it. */
const SWITCH_GROUP: Record<FeatureSwitch, string> = {
  USERNAMEREG3: 'REGISTER',
  MOBILENUMREG3: 'REGISTER',
  MOBILENUMPASSREG3: 'REGISTER',
  REGMOBVERF3: 'REGISTER',
  DIRECTREG3: 'REGISTER',
  FREEPLAY3: 'LOGIN',
  MOBILEVERCODELOGIN3: 'LOGIN',
  SLIDERCAPTCHA3: 'LOGIN',
  PWDEXPFORCECHANGE3: 'SECURITY',
  CHNGPASSVERIF3: 'SECURITY',
  PAYMENTPASS3: 'SECURITY',
  MANPLAYREB3: 'REBATE',
};

/** The settings tree with exactly these feature switches on (every other one present, off). */
export function settingsWith(switches: readonly FeatureSwitch[]): Settings {
  const groups = [...new Set(Object.values(SWITCH_GROUP))];
  return {
    modules: groups.map((group) => ({
      modId: group,
      enabled: true,
      childrenNodes: featureSwitchSchema.options
        .filter((modId) => SWITCH_GROUP[modId] === group)
        .map((modId) => ({ modId, enabled: switches.includes(modId), childrenNodes: [] })),
    })),
  };
}

/** Mocks the settings with the given switches on. */
export function mockSwitches(api: ReturnType<typeof mockApi>, ...switches: FeatureSwitch[]) {
  return api.on(systemCalls.settings, () => settingsWith(switches));
}

type RuleChange = Partial<Omit<RegisterFieldRule, 'name'>>;
const rule = (
  name: RegisterFieldName,
  [acceptedPattern, patternId]: readonly [string, string],
  minLength: number,
  maxLength: number,
  { enabled = true, required = false } = {},
): RegisterFieldRule => ({
  name,
  enabled,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});
const alnum = ['^[A-Za-z0-9]+$', 'alnum'] as const;
const digits = ['^[0-9]+$', 'digits'] as const;
const requiredField = { required: true };

/** The demo merchant's register rules for the fields the tests look at (seed/demo-merchant.ts). */
const DEMO_RULES: RegisterFieldRule[] = [
  rule('username', ['^[A-Za-z][A-Za-z0-9]*$', 'letter_start'], 6, 12, requiredField),
  rule('password', alnum, 6, 20, requiredField),
  rule('confirmPassword', alnum, 6, 20, requiredField),
  rule('payeeName', ['^[A-Za-z ]+$', 'letters_spaces'], 2, 50),
  rule('email', ['^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'email'], 6, 100, requiredField),
  rule('qqNum', digits, 5, 12, { enabled: false }),
  rule('mobileNum', digits, 8, 13),
  rule('verificationCode', digits, 6, 6),
  rule('affiliateCode', alnum, 4, 20),
  rule('referralCode', alnum, 4, 20),
  rule('idNumber', digits, 16, 16, { enabled: false }),
];

/**
 * The answer of GET /wps/system/setting/register: the demo rules, each field changed by its
 * override; a field the demo list lacks is added (enabled, any text up to 100 characters).
 */
export function registerSettings(overrides: Partial<Record<RegisterFieldName, RuleChange>> = {}): {
  fields: RegisterFieldRule[];
} {
  const fields = DEMO_RULES.map((r) => ({ ...r, ...overrides[r.name] }));
  for (const [name, change] of Object.entries(overrides) as [RegisterFieldName, RuleChange][]) {
    if (!fields.some((r) => r.name === name))
      fields.push({ ...rule(name, ['*', 'any'], 0, 100), ...change });
  }
  return { fields };
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
  useSessionStore.setState({ token: null, firstLoginDue: false });
  useUiStore.setState({
    sideMenuOpen: false,
    balanceHidden: false,
    authModal: null,
    authNotice: null,
    forcedPasswordChange: false,
    trialDialogOpen: false,
    logoutConfirmOpen: false,
    notice: null,
    launchingGame: null,
  });
}

/** The answer of the country code call: the visitor in Indonesia, two countries to pick. */
export const countryCodes = (): CallResult<typeof systemCalls.countryCode> => ({
  countryCode: 'ID',
  countryDialingCode: '+62',
  countries: [
    { countryCode: 'ID', countryDialingCode: '+62', name: 'Indonesia' },
    { countryCode: 'MY', countryDialingCode: '+60', name: 'Malaysia' },
  ],
});

/** What the register form loads: the rules, the switches and the countries. */
export function mockRegisterSetup(
  api: ReturnType<typeof mockApi>,
  switches: readonly FeatureSwitch[],
  rules: Partial<Record<RegisterFieldName, RuleChange>> = {},
) {
  return api
    .on(systemCalls.registerSettings, () => registerSettings(rules))
    .on(systemCalls.settings, () => settingsWith(switches))
    .on(systemCalls.countryCode, countryCodes);
}

/** `count` recent logins, newest first; every third one failed. */
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
 * A real RSA key for E calls and a reader of what they carried, as the platform would read
 * it. One per test file: the API client keeps the first key it is given for the module's life.
 */
export async function testEncryption() {
  const pair = await generateRsaKeyPair();
  const key = await importRsaPrivateKey(pair.privateKey);
  return {
    serve: (api: ReturnType<typeof mockApi>) =>
      api.on(systemCalls.rsaKey, () => ({ keyId: 'k1', publicKey: pair.publicKey })),
    read: async (init: RequestInit | undefined): Promise<Record<string, unknown>> => {
      const headers = new Headers(init?.headers);
      const body = encryptedBodySchema.parse(JSON.parse(String(init?.body)));
      return (await decryptCall(key, headers.get('X-RSA') ?? '', body)) as Record<string, unknown>;
    },
  };
}
