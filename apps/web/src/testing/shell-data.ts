import {
  agentCalls,
  contentCalls,
  gameCalls,
  lotteryCalls,
  playCalls,
  systemCalls,
  type CallResult,
  type Consolidated,
  type Game,
  type GameCategory,
  type SystemStatusValue,
  type VendorCard,
} from '@site/contract';
import { settingsWith } from './account-data';
import type { mockApi } from './mock-api';

/** Small, contract-valid answers for the site shell's calls. */
export function statusValue(overrides: Partial<SystemStatusValue> = {}): SystemStatusValue {
  return {
    status: 0,
    info: {
      whitelabel: {
        merchantCode: 'DEMO',
        brandName: 'Nusantara Play',
        logoUrl: '/media/logo.svg',
        compactLogoUrl: '/media/logo-compact.svg',
        currencyCode: 'IDR',
        currencySymbol: 'P',
        themeColor: '#6142bf',
        copyrightYear: 2025,
        timeZone: 'Asia/Jakarta',
      },
      register: { enabled: true },
      resources: [
        {
          resourceType: 'TELEGRAM',
          label: 'Telegram',
          url: 'https://t.me/demo',
          qrCodeUrl: 'https://t.me/demo',
        },
        { resourceType: 'EMAIL', label: 'E-mail', url: 'mailto:cs@demo.test', qrCodeUrl: null },
      ],
      customerService: [{ type: '3', label: 'Live chat', url: 'https://chat.demo.test/' }],
      analytics: { gtagId: null },
      imageCDNs: [],
      launchGameCDNs: [],
    },
    maintenance: { maintenanceEnd: null, notice: null },
    regionRestriction: false,
    location: { ip: '203.0.113.7', country: 'ID' },
    ...overrides,
  };
}

/** A member with no contract offered or asked to end, and none of the agent pages' flags. */
export const noOffers: Consolidated = {
  divtypereq: {},
  divstatus: {},
  dailysalreqtype: {},
  contracthoursalreq: {},
  realtimesalreqtype: {},
  divtypeinfo: false,
  dailysalinfotype: false,
  contracthoursalinfo: false,
  realtimesalinfotype: false,
  downlineHigherRate: 'N',
};

/**
 * The calls every page makes in the background, answered as a normal site and a member with
 * no offers would, unless the test answers them itself: the system gate checks the status on
 * every page (and every minute), and the contract popup reads the consolidated value on every
 * logged-in page. A test about them answers them; any other call a test forgets still fails
 * it (mock-api.ts).
 */
export function answerBackgroundCalls(api: ReturnType<typeof mockApi>) {
  return api
    .byDefault(systemCalls.status, () => statusValue())
    .byDefault(agentCalls.consolidated, () => noOffers);
}

export const vendor = (vassalage: string, displayName = vassalage): VendorCard => ({
  vassalage,
  displayName,
  smallIcon: `/media/vendors/${vassalage}.svg`,
  isHot: 0,
  maintenance: 0,
});

export function game(vassalage: string, gameType: GameCategory, n: number): Game {
  return {
    gameId: `${vassalage}-${n}`,
    roomId: null,
    nodeId: '1',
    nodeName: vassalage,
    gameName: `${vassalage} Game ${n}`,
    vassalage,
    accountTypeName: vassalage,
    showIcon: `/media/games/${vassalage}-${n}.svg`,
    supportPlay: true,
    gameType,
    isGame: 'GAME',
    code: null,
    defaultPlayType: null,
    isHot: 0,
    tableType: null,
    minBet: 1,
    maintenance: 0,
  };
}

/** A catalogue of `total` games per vendor, paged like the platform. */
export function gameListAnswer(url: URL, total = 50): CallResult<typeof gameCalls.gameList> {
  const vassalage = url.searchParams.get('vassalage') ?? 'PG';
  const gameType = (url.searchParams.get('gameType') ?? 'RNG') as GameCategory;
  const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 24);
  const first = (pageNo - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - first));
  return {
    games: Array.from({ length: count }, (_, i) => game(vassalage, gameType, first + i + 1)),
    pageNum: pageNo,
    pageSize,
    totalCount: total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/** Server order SPORTS, LIVE, RNG, FISH, PVP; FISH has no vendors; DS88 is a live vendor. */
export const navSorting: CallResult<typeof gameCalls.gameMenus>['navSorting'] = [
  { gameCategory: 'SPORTS', vendors: ['SBO'] },
  { gameCategory: 'LIVE', vendors: ['EVO', 'DS88'] },
  { gameCategory: 'RNG', vendors: ['PG', 'JILI'] },
  { gameCategory: 'FISH', vendors: [] },
  { gameCategory: 'PVP', vendors: ['KY'] },
];

export const vendorCategories: CallResult<typeof gameCalls.vendors>['categories'] = [
  { title: 'RNG', cards: [vendor('PG', 'PG Soft'), vendor('JILI', 'Jili')] },
  { title: 'LIVE', cards: [vendor('EVO', 'Evolution'), vendor('DS88', 'DS88 Sabong')] },
  { title: 'SPORTS', cards: [vendor('SBO', 'SBOBET')] },
  { title: 'PVP', cards: [vendor('KY', 'Kaiyuan')] },
  { title: 'FISH', cards: [] },
];

/** Answers every call the shell makes, with a normal site unless `status` says otherwise. */
export function mockShell(api: ReturnType<typeof mockApi>, status = statusValue()) {
  return (
    api
      .on(systemCalls.status, () => status)
      .on(systemCalls.countryCode, () => ({
        countryCode: 'ID',
        countryDialingCode: '62',
        countries: [{ countryCode: 'ID', countryDialingCode: '62', name: 'Indonesia' }],
      }))
      .on(systemCalls.whitelabel, () => ({
        menus: [],
        providerLogos: [{ code: 'PG', name: 'PG Soft', imageUrl: '/media/providers/pg.svg' }],
        paymentLogos: [{ code: 'BCA', name: 'BCA', imageUrl: '/media/payments/bca.svg' }],
        licenseLogos: [{ code: 'PAGCOR', name: 'PAGCOR', imageUrl: '/media/licenses/pagcor.svg' }],
      }))
      // The merchant's switches, all off unless the test turns some on (mockSwitches).
      .byDefault(systemCalls.settings, () => settingsWith([]))
      .on(systemCalls.domainRoute, () => ({
        domainList: [],
        resources: [
          {
            resourceType: 'ANDROID' as const,
            url: 'https://demo.test/app.apk',
            qrCodeUrl: 'https://demo.test/app.apk',
            labelNameCn: 'Android',
          },
        ],
      }))
      .on(gameCalls.gameMenus, () => ({ navSorting, lotteryMenus: [] }))
      .on(gameCalls.vendors, () => ({ categories: vendorCategories }))
      .on(gameCalls.gameList, (url) => gameListAnswer(url))
      .on(contentCalls.helpCenter, () => ({
        list: [
          { id: '1', code: 'deposit', title: 'Cara deposit', content: '<p>Pilih bank Anda.</p>' },
          { id: '2', code: 'withdraw', title: 'Cara penarikan', content: '<p>Isi jumlahnya.</p>' },
        ],
      }))
      // Home's own calls, empty: shell tests look at the frame, not at the page inside it.
      .on(contentCalls.announcements, () => ({
        player: [],
        playerPage: { pageNum: 1, pageSize: 9, totalPages: 0, totalCount: 0 },
        banners: [],
        popup: [],
        promotion: [],
        headline: [],
      }))
      .on(gameCalls.hotGames, () => ({ list: [] }))
      .on(playCalls.recent, () => ({ list: [] }))
      .on(lotteryCalls.games, () => ({ serverTime: Date.now(), groups: [] }))
  );
}
