import type {
  Announcements,
  Game,
  GameCategory,
  GameMenus,
  Notice,
  VendorCategory,
} from '@site/contract';

/** Small, contract-valid answers for the home page's calls. */
export function notice(id: string, overrides: Partial<Notice> = {}): Notice {
  return {
    id,
    type: 'PL',
    title: `Notice ${id}`,
    content: `<p>Content of ${id}</p>`,
    imageUrl: null,
    linkUrl: null,
    publishedAt: '2025-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export function announcements(overrides: Partial<Announcements> = {}): Announcements {
  return {
    player: [],
    playerPage: { pageNum: 1, pageSize: 9, totalPages: 0, totalCount: 0 },
    banners: [],
    popup: [],
    promotion: [],
    headline: [],
    ...overrides,
  };
}

export const banner = (id: string, title: string): Notice =>
  notice(id, { type: 'B', title, imageUrl: `/media/banners/${id}.svg`, linkUrl: '/promotions' });

export const popup = (id: string, title: string, content: string): Notice =>
  notice(id, { type: 'PU', title, content });

export function game(gameName: string, vassalage: string, gameType: GameCategory = 'RNG'): Game {
  return {
    gameId: `${vassalage}-${gameName}`,
    roomId: null,
    nodeId: '1',
    nodeName: gameType,
    gameName,
    vassalage,
    accountTypeName: vassalage,
    showIcon: `/media/games/${vassalage}-${gameName}.svg`,
    supportPlay: true,
    gameType,
    isGame: 'GAME',
    code: null,
    defaultPlayType: null,
    isHot: 1,
    tableType: null,
    minBet: 1,
    maintenance: 0,
  };
}

export function menus(order: [GameCategory, string[]][]): GameMenus {
  return {
    navSorting: order.map(([gameCategory, vendors]) => ({ gameCategory, vendors })),
    lotteryMenus: [],
  };
}

export function vendorCategory(title: GameCategory, names: Record<string, string>): VendorCategory {
  return {
    title,
    cards: Object.entries(names).map(([vassalage, displayName]) => ({
      vassalage,
      displayName,
      smallIcon: `/media/vendors/${vassalage}.svg`,
      isHot: 0,
      maintenance: 0,
    })),
  };
}
