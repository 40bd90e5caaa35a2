import type { DisplayFace, FeatureSwitch, Language, RegisterFieldName } from '@site/contract';
import { demoAccounts, type DemoAccount } from './demo-accounts.js';
import type { PayeeAccounts } from './payment-channels.js';

/** The demo merchant every fresh platform starts with (DESIGN.md: code DEMO). */
export const DEMO = 'DEMO';

export const demoMerchant: {
  code: string;
  brandName: string;
  currencyCode: string;
  currencySymbol: string;
  themeColor: string;
  displayFace: DisplayFace;
  copyrightYear: number;
  /** IANA zone of the merchant's days (domains/system/time-zone.ts). */
  timeZone: string;
  registerEnabled: boolean;
  gtagId: string | null;
  imageCdns: string[];
  launchGameCdns: string[];
  domainList: string[];
  navSorting: string[];
  esportsVassalages: string[];
  allowedCountries: string[];
  defaultLanguage: Language;
} = {
  code: DEMO,
  brandName: 'Nusantara Play',
  currencyCode: 'IDR',
  currencySymbol: 'P',
  themeColor: '#6142bf',
  displayFace: 'LILITA_ONE',
  copyrightYear: 2025,
  // The home market's clock: Western Indonesia, no daylight saving.
  timeZone: 'Asia/Jakarta',
  registerEnabled: true,
  gtagId: null,
  imageCdns: ['/media'],
  launchGameCdns: ['/game'],
  // A local demo has no public domain, so e-mailed links point at the local site (PUBLIC_URL or
  // localhost); an operator lists their domains here.
  domainList: [],
  // Deliberately not alphabetical: the web must follow the server's order.
  navSorting: ['LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT'],
  esportsVassalages: ['TF', 'IA'],
  allowedCountries: ['ID'],
  defaultLanguage: 'ID',
};

/** Settings tree groups and the switches under them, with the demo's choices. */
export const settingGroups = ['REGISTER', 'LOGIN', 'SECURITY', 'REBATE'] as const;
export const featureSwitches: Record<
  FeatureSwitch,
  { group: (typeof settingGroups)[number]; on: boolean }
> = {
  USERNAMEREG3: { group: 'REGISTER', on: true },
  MOBILENUMREG3: { group: 'REGISTER', on: true },
  MOBILENUMPASSREG3: { group: 'REGISTER', on: false },
  REGMOBVERF3: { group: 'REGISTER', on: true },
  DIRECTREG3: { group: 'REGISTER', on: true },
  FREEPLAY3: { group: 'LOGIN', on: true },
  MOBILEVERCODELOGIN3: { group: 'LOGIN', on: true },
  SLIDERCAPTCHA3: { group: 'LOGIN', on: false },
  PWDEXPFORCECHANGE3: { group: 'SECURITY', on: true },
  CHNGPASSVERIF3: { group: 'SECURITY', on: true },
  PAYMENTPASS3: { group: 'SECURITY', on: true },
  MANPLAYREB3: { group: 'REBATE', on: false },
};

interface FieldRule {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: string;
  minLength: number;
  maxLength: number;
}
const pattern = {
  digits: ['^[0-9]+$', 'digits'],
  alnum: ['^[A-Za-z0-9]+$', 'alnum'],
  letterStart: ['^[A-Za-z][A-Za-z0-9]*$', 'letter_start'],
  email: ['^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'email'],
  noSpace: ['^\\S+$', 'no_space'],
  lettersSpaces: ['^[A-Za-z ]+$', 'letters_spaces'],
  date: ['^\\d{4}-\\d{2}-\\d{2}$', 'date_ymd'],
  any: ['*', 'any'],
} as const;
const rule = (
  [acceptedPattern, patternId]: readonly [string, string],
  minLength: number,
  maxLength: number,
  enabled = true,
  required = false,
): FieldRule => ({ enabled, required, acceptedPattern, patternId, minLength, maxLength });

/** Registration field rules (docs/product.md §5); every field of the contract has one. */
export const registerRules: Record<RegisterFieldName, FieldRule> = {
  username: rule(pattern.letterStart, 6, 12, true, true),
  password: rule(pattern.alnum, 6, 20, true, true),
  confirmPassword: rule(pattern.alnum, 6, 20, true, true),
  payeeName: rule(pattern.lettersSpaces, 2, 50),
  email: rule(pattern.email, 6, 100),
  qqNum: rule(pattern.digits, 5, 12, false),
  mobileNum: rule(pattern.digits, 8, 13),
  recommenderId: rule(pattern.alnum, 4, 20, false),
  captcha: rule(pattern.digits, 4, 4, false),
  verificationCode: rule(pattern.digits, 6, 6),
  affiliateCode: rule(pattern.alnum, 4, 20),
  paymentPassword: rule(pattern.digits, 6, 6),
  line: rule(pattern.noSpace, 3, 30, false),
  whatsapp: rule(pattern.digits, 8, 15),
  facebook: rule(pattern.noSpace, 3, 50, false),
  wechat: rule(pattern.noSpace, 3, 30, false),
  idNumber: rule(pattern.digits, 16, 16, false),
  referralCode: rule(pattern.alnum, 4, 20),
  nickname: rule(pattern.any, 2, 20, false),
  birthday: rule(pattern.date, 10, 10, false),
  address: rule(pattern.any, 5, 200, false),
  nationality: rule(pattern.lettersSpaces, 2, 50, false),
  occupation: rule(pattern.any, 2, 50, false),
  sourceOfIncome: rule(pattern.any, 2, 50, false),
  telegram: rule(pattern.noSpace, 3, 32),
  zalo: rule(pattern.digits, 8, 15, false),
};

/** The files go in DATA_DIR/downloads; until then the download path answers 404. */
export const appResources = [
  { resourceType: 'IOS', fileName: 'ios.ipa', labelNameCn: '苹果下载' },
  { resourceType: 'IOS_LITE', fileName: 'ios-lite.ipa', labelNameCn: '苹果轻量版' },
  { resourceType: 'ANDROID', fileName: 'android.apk', labelNameCn: '安卓下载' },
].map((r, sortOrder) => {
  const url = `/download/app/${r.fileName}`;
  return { ...r, url, qrCodeUrl: url, sortOrder };
});

/** The same label in both languages (brand names and an address need no translation). */
const sameLabel = (label: string) => ({ ID: { label }, EN: { label } });

/** Where a merchant's members reach it outside the site. */
export interface ContactChannels {
  telegram: string;
  whatsapp: string;
  facebook: string;
  email: string;
}

/** A merchant's contact resources (docs/product.md §4): Telegram, WhatsApp, Facebook and e-mail. */
export const contactResourcesFor = (c: ContactChannels) =>
  [
    {
      resourceType: 'TELEGRAM',
      translations: sameLabel('Telegram'),
      url: c.telegram,
      qrCodeUrl: c.telegram,
    },
    {
      resourceType: 'WHATSAPP',
      translations: sameLabel('WhatsApp'),
      url: c.whatsapp,
      qrCodeUrl: c.whatsapp,
    },
    {
      resourceType: 'FACEBOOK',
      translations: sameLabel('Facebook'),
      url: c.facebook,
      qrCodeUrl: null,
    },
    {
      resourceType: 'EMAIL',
      translations: sameLabel(c.email),
      url: `mailto:${c.email}`,
      qrCodeUrl: null,
    },
  ].map((r, sortOrder) => ({ ...r, sortOrder }));

/**
 * Everything that makes one merchant's site its own: the merchant row (brand, theme colour,
 * currency, default language), how members reach it, where they pay, its demo accounts. The
 * rest (settings, rules, vendors, catalogue, help) the seed gives every merchant alike.
 */
export interface MerchantSeed {
  merchant: typeof demoMerchant;
  contacts: ContactChannels;
  payee: PayeeAccounts;
  accounts: DemoAccount[];
}

/** The demo merchant as every fresh platform has it; its tests expect exactly this. */
export const demoSeed: MerchantSeed = {
  merchant: demoMerchant,
  contacts: {
    telegram: 'https://t.me/NusantaraPlayDemo',
    whatsapp: 'https://wa.me/6281200000000',
    facebook: 'https://www.facebook.com/NusantaraPlayDemo',
    email: 'support@nusantaraplay.example',
  },
  payee: {
    idPrefix: 'demo',
    bankHolder: 'PT Nusantara Play Demo',
    walletHolder: 'Nusantara Play Demo',
    accountNos: {
      bca: '8410223301',
      mandiri: '1370018842205',
      dana: '081299887766',
      ovo: '081377665544',
      usdt: 'TNpDemoWa11etAddre55NusantaraP1ay',
    },
  },
  accounts: demoAccounts,
};

/**
 * Type '3' is the live chat the web opens in a popup (docs/product.md §4); VIP service for rank 5+.
 */
export const customerServices = [
  {
    type: '3',
    translations: { ID: { label: 'Live Chat' }, EN: { label: 'Live Chat' } },
    url: '/cs/chat',
  },
  {
    type: '5',
    translations: { ID: { label: 'Layanan VIP' }, EN: { label: 'VIP Service' } },
    url: '/cs/chat?desk=vip',
  },
].map((r, sortOrder) => ({ ...r, sortOrder }));

export const countries = [
  ['ID', '+62', 'Indonesia'],
  ['PH', '+63', 'Philippines'],
  ['VN', '+84', 'Vietnam'],
  ['TH', '+66', 'Thailand'],
  ['MY', '+60', 'Malaysia'],
  ['SG', '+65', 'Singapore'],
  ['KH', '+855', 'Cambodia'],
  ['MM', '+95', 'Myanmar'],
  ['LA', '+856', 'Laos'],
  ['BN', '+673', 'Brunei'],
].map(([code, dialingCode, name], sortOrder) => ({
  code: code!,
  dialingCode: dialingCode!,
  name: name!,
  sortOrder,
}));

export const paymentLogos = [
  ['BANK', 'Bank Transfer'],
  ['QRIS', 'QRIS'],
  ['EWALLET', 'E-Wallet'],
  ['VA', 'Virtual Account'],
  ['PULSA', 'Pulsa'],
  ['USDT', 'USDT'],
];
export const licenseLogos = [
  ['AGC', 'Archipelago Gaming Commission'],
  ['ADULT', '18+ Only'],
  ['RG', 'Responsible Gaming'],
  ['FAIR', 'Provably Fair'],
];
