import { MemberType } from '@site/contract';
import type { MerchantSeed } from './demo-merchant.js';

/**
 * A second brand on the same platform, so that nothing of the demo brand is taken for granted:
 * its own name, theme colour, currency and symbol, default language (English), contacts, payee
 * accounts and demo accounts. Started with `MERCHANT=LUNA npm start` (README, Configuration).
 */
export const LUNA = 'LUNA';

export const lunaSeed: MerchantSeed = {
  merchant: {
    code: LUNA,
    brandName: 'Luna Royale',
    currencyCode: 'USD',
    currencySymbol: '$',
    themeColor: '#0b7a75',
    // Another face than the demo's, so a merchant's choice shows (brand-page.ts).
    displayFace: 'BEBAS_NEUE',
    copyrightYear: 2025,
    // Its market is the Philippines as well as Indonesia (allowedCountries): Manila's clock,
    // an hour ahead of the demo's, so nothing takes Jakarta's days for every merchant's.
    timeZone: 'Asia/Manila',
    registerEnabled: true,
    gtagId: null,
    imageCdns: ['/media'],
    launchGameCdns: ['/game'],
    domainList: [],
    navSorting: ['RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'LOTT', 'ELOTT'],
    esportsVassalages: ['TF', 'IA'],
    allowedCountries: ['ID', 'PH'],
    defaultLanguage: 'EN',
  },
  contacts: {
    telegram: 'https://t.me/LunaRoyaleDemo',
    whatsapp: 'https://wa.me/6281300000000',
    facebook: 'https://www.facebook.com/LunaRoyaleDemo',
    email: 'help@lunaroyale.example',
  },
  payee: {
    idPrefix: 'luna',
    bankHolder: 'Luna Royale Ltd',
    walletHolder: 'Luna Royale',
    accountNos: {
      bca: '8410557702',
      mandiri: '1370022190418',
      dana: '081311224455',
      ovo: '081355443322',
      usdt: 'TLunaRoya1eDemoWa11etAddre55x0001',
    },
  },
  accounts: [
    {
      id: '00000000-0000-4000-8000-00000000b001',
      username: 'lunaagent',
      password: 'agent1234',
      type: MemberType.agent,
      affiliateCode: 'LUNAAGENT',
      nickname: 'Luna Agent',
      countryDialingCode: null,
      mobileNum: null,
    },
    {
      id: '00000000-0000-4000-8000-00000000b002',
      username: 'lunaplayer',
      password: 'player1234',
      type: MemberType.member,
      affiliateCode: null,
      nickname: 'Luna Player',
      countryDialingCode: '+62',
      mobileNum: '81300000001',
    },
  ],
};
