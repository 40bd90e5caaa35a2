import {
  decryptCall,
  generateRsaKeyPair,
  importRsaPrivateKey,
  systemCalls,
  type FeatureSwitch,
  type LoginSuccess,
  type MemberInfo,
  type RegisterFieldName,
  type RegisterFieldRule,
} from '@site/contract';
import type { mockApi } from '../../../testing/mock-api';

type Api = ReturnType<typeof mockApi>;

const rule = (
  name: RegisterFieldName,
  [acceptedPattern, patternId]: [string, string],
  minLength: number,
  maxLength: number,
  enabled = true,
  required = false,
): RegisterFieldRule => ({
  name,
  enabled,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});
const alnum: [string, string] = ['^[A-Za-z0-9]+$', 'alnum'];
const digits: [string, string] = ['^[0-9]+$', 'digits'];

/** The demo merchant's rules for the fields these tests look at (seed/demo-merchant.ts). */
export const rules: RegisterFieldRule[] = [
  rule('username', ['^[A-Za-z][A-Za-z0-9]*$', 'letter_start'], 6, 12, true, true),
  rule('password', alnum, 6, 20, true, true),
  rule('confirmPassword', alnum, 6, 20, true, true),
  rule('payeeName', ['^[A-Za-z ]+$', 'letters_spaces'], 2, 50),
  rule('email', ['^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'email'], 6, 100, true, true),
  rule('qqNum', digits, 5, 12, false),
  rule('mobileNum', digits, 8, 13),
  rule('verificationCode', digits, 6, 6),
  rule('affiliateCode', alnum, 4, 20),
  rule('referralCode', alnum, 4, 20),
  rule('idNumber', digits, 16, 16, false),
];

/** A settings tree with these switches on (every other one off). */
export function settingsWith(on: FeatureSwitch[]) {
  const node = (modId: string) => ({
    modId,
    enabled: on.includes(modId as FeatureSwitch),
    childrenNodes: [],
  });
  return {
    modules: [
      {
        modId: 'REGISTER',
        enabled: true,
        childrenNodes: [
          'USERNAMEREG3',
          'MOBILENUMREG3',
          'MOBILENUMPASSREG3',
          'REGMOBVERF3',
          'DIRECTREG3',
        ].map(node),
      },
      { modId: 'LOGIN', enabled: true, childrenNodes: ['SLIDERCAPTCHA3'].map(node) },
      { modId: 'SECURITY', enabled: true, childrenNodes: ['CHNGPASSVERIF3'].map(node) },
    ],
  };
}

export const member = (account: string): MemberInfo => ({
  id: 'm-1',
  account,
  nickname: null,
  type: 1,
  isAgent: false,
  toUpline: null,
  clubLabel: null,
  memberLabel: [],
  mobileNum: null,
  email: null,
  hasPaymentPassword: false,
  createdAt: '2025-01-01T00:00:00.000Z',
});

export const loginSuccess = (account: string): LoginSuccess => ({
  status: 'OK',
  token: `token-of-${account}`,
  firstTimeLogin: true,
  passwordExpired: false,
  user: member(account),
});

export const countries = {
  countryCode: 'ID',
  countryDialingCode: '+62',
  countries: [
    { countryCode: 'ID', countryDialingCode: '+62', name: 'Indonesia' },
    { countryCode: 'PH', countryDialingCode: '+63', name: 'Philippines' },
  ],
};

// One key pair per test file: the API client keeps the first public key it is given.
const pair = generateRsaKeyPair();

/** Serves an RSA key and reads what an encrypted call sent. */
export async function encryption() {
  const { publicKey, privateKey } = await pair;
  const key = await importRsaPrivateKey(privateKey);
  return {
    serve: (api: Api) => api.on(systemCalls.rsaKey, () => ({ keyId: 'k1', publicKey })),
    read: (init: RequestInit | undefined): Promise<Record<string, unknown>> => {
      const headers = new Headers(init?.headers);
      return decryptCall(
        key,
        headers.get('X-RSA') ?? '',
        JSON.parse(String(init?.body)),
      ) as Promise<Record<string, unknown>>;
    },
  };
}

/** The register setup calls: rules, switches and countries. */
export function serveSetup(api: Api, on: FeatureSwitch[], fieldRules = rules) {
  return api
    .on(systemCalls.registerSettings, () => ({ fields: fieldRules }))
    .on(systemCalls.settings, () => settingsWith(on))
    .on(systemCalls.countryCode, () => countries);
}
