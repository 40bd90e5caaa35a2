import type { GameCategory, LiveTableType } from '@site/contract';
import { liveTableTypeSchema, toMinorUnits } from '@site/contract';
import type { games } from '../db/schema/index.js';
import { createRandom, type Random } from './prng.js';

/** A least bet in the integer minor units the games table keeps. */
const minorOf = (amount: number) => Number(toMinorUnits(amount));

type GameRow = typeof games.$inferInsert;
type VendorCategory = Exclude<GameCategory, 'ESPORTS'>;

interface VendorSeed {
  vassalage: string;
  displayName: string;
  category: VendorCategory;
  isHot: boolean;
  /** How many games the vendor brings to the catalogue. */
  games: number;
  /** SEAMLESS bets from MAIN; TRANSFER (the default) has its own wallet. */
  walletMode?: 'SEAMLESS' | 'TRANSFER';
}

/** The house vendor: its games are the platform's own, played on the seamless wallet. */
export const HOUSE_VENDOR = 'NSO';
/** The house games and the engine each runs on. */
export const houseGameSeeds = [
  { gameId: 'NSO-0001', gameName: 'Garuda Gold Reels', engine: 'SLOT' },
  { gameId: 'NSO-0002', gameName: 'Royal Roulette', engine: 'ROULETTE' },
  { gameId: 'NSO-0003', gameName: 'Volcano Dice', engine: 'DICE' },
] as const;

// Fictional vendors; TF and IA are the esports books of the demo merchant.
export const vendorSeeds: VendorSeed[] = [
  { vassalage: 'DS88', displayName: 'DS88 Sabong', category: 'LIVE', isHot: true, games: 12 },
  { vassalage: 'GDL', displayName: 'Golden Dragon Live', category: 'LIVE', isHot: true, games: 60 },
  {
    vassalage: 'ALV',
    displayName: 'Aurora Live Casino',
    category: 'LIVE',
    isHot: false,
    games: 60,
  },
  { vassalage: 'MLV', displayName: 'Monsoon Live', category: 'LIVE', isHot: false, games: 45 },
  { vassalage: 'NSB', displayName: 'Nusa Sportsbook', category: 'SPORTS', isHot: true, games: 1 },
  { vassalage: 'KCS', displayName: 'Krakatoa Sports', category: 'SPORTS', isHot: false, games: 1 },
  { vassalage: 'TF', displayName: 'Tempest Esports', category: 'SPORTS', isHot: true, games: 1 },
  { vassalage: 'IA', displayName: 'Inferno Arena', category: 'SPORTS', isHot: false, games: 1 },
  {
    vassalage: HOUSE_VENDOR,
    displayName: 'Nusa Originals',
    category: 'RNG',
    isHot: true,
    games: 0,
    walletMode: 'SEAMLESS',
  },
  { vassalage: 'JKP', displayName: 'Jackpot Garden', category: 'RNG', isHot: true, games: 640 },
  { vassalage: 'RBS', displayName: 'Rainbow Spin', category: 'RNG', isHot: true, games: 620 },
  { vassalage: 'LTS', displayName: 'Lotus Slots', category: 'RNG', isHot: false, games: 610 },
  { vassalage: 'TGR', displayName: 'Tiger Reels', category: 'RNG', isHot: false, games: 600 },
  { vassalage: 'BRN', displayName: 'Borneo Gaming', category: 'RNG', isHot: false, games: 600 },
  { vassalage: 'KMD', displayName: 'Komodo Games', category: 'RNG', isHot: false, games: 590 },
  { vassalage: 'MRP', displayName: 'Merapi Studio', category: 'RNG', isHot: false, games: 580 },
  { vassalage: 'BLI', displayName: 'Bali Reels', category: 'RNG', isHot: false, games: 560 },
  { vassalage: 'DSH', displayName: 'Deep Sea Hunt', category: 'FISH', isHot: true, games: 40 },
  { vassalage: 'CRL', displayName: 'Coral Catch', category: 'FISH', isHot: false, games: 36 },
  { vassalage: 'KRT', displayName: 'Kartu Club', category: 'PVP', isHot: true, games: 32 },
  { vassalage: 'DOM', displayName: 'Domino Hall', category: 'PVP', isHot: false, games: 28 },
  { vassalage: 'NLT', displayName: 'Nusantara Lotto', category: 'LOTT', isHot: true, games: 0 },
  { vassalage: 'ELX', displayName: 'E-Lotto Express', category: 'ELOTT', isHot: false, games: 0 },
];

const adjectives = [
  'Golden',
  'Lucky',
  'Mystic',
  'Royal',
  'Wild',
  'Blazing',
  'Jade',
  'Crimson',
  'Emerald',
  'Silver',
  'Thunder',
  'Sacred',
  'Ancient',
  'Frozen',
  'Cosmic',
  'Sunny',
  'Midnight',
  'Radiant',
  'Hidden',
  'Roaring',
  'Dancing',
  'Stormy',
  'Secret',
  'Sweet',
  'Fiery',
  'Brave',
  'Noble',
  'Shining',
  'Tropical',
  'Eternal',
  'Magic',
  'Mighty',
  'Velvet',
  'Diamond',
  'Ruby',
  'Sapphire',
  'Neon',
  'Rapid',
  'Jolly',
  'Grand',
];
const nouns = [
  'Dragon',
  'Tiger',
  'Phoenix',
  'Lotus',
  'Temple',
  'Fortune',
  'Treasure',
  'Koi',
  'Garuda',
  'Volcano',
  'Island',
  'Jungle',
  'Empire',
  'Pearl',
  'Monkey',
  'Elephant',
  'Orchid',
  'Komodo',
  'Reef',
  'Monsoon',
  'Kingdom',
  'Sultan',
  'Warrior',
  'Galaxy',
  'Candy',
  'Fruit',
  'Bonanza',
  'Rhino',
  'Panda',
  'Eagle',
  'Crown',
  'Lantern',
  'Mermaid',
  'Samurai',
  'Pharaoh',
  'Viking',
  'Rooster',
  'Buffalo',
  'Ninja',
  'Wizard',
];
const suffixes = ['', '', '', 'Deluxe', 'Megaways', 'Riches', 'Rush', 'Quest', 'Link', 'Blitz'];
const liveTables: Record<LiveTableType, string> = {
  BAC: 'Baccarat',
  SIC: 'Sic Bo',
  ROU: 'Roulette',
  DAT: 'Dragon Tiger',
  BJ: 'Blackjack',
  HE: "Casino Hold'em",
  MT: 'Money Wheel',
  TCP: 'Three Card Poker',
  WZPJ: 'Bull Bull',
  SD: 'Se Die',
  FT: 'Fan Tan',
  NN: 'Niu Niu',
  YSX: 'Fish Prawn Crab',
  ZJH: 'Golden Flower',
  MJ: 'Mahjong Tiles',
};
const pvpGames = ['Poker', 'Domino QQ', 'Capsa Susun', 'Ceme', 'Blackjack Duel', 'Bandar66'];

/** Lottery groups and games for the lottery menus; NLT and ELX sell them. Names in EN and ID. */
export const lotteryGroupSeeds = [
  {
    code: 'SSC',
    labelName: { EN: 'SSC', ID: 'SSC' },
    games: [
      { EN: 'Jakarta 1-Minute', ID: 'Jakarta 1 Menit' },
      { EN: 'Bandung 3-Minute', ID: 'Bandung 3 Menit' },
      { EN: 'Surabaya 5-Minute', ID: 'Surabaya 5 Menit' },
      { EN: 'Medan 10-Minute', ID: 'Medan 10 Menit' },
    ],
  },
  {
    code: 'PK10',
    labelName: { EN: 'PK10 Racing', ID: 'Balap PK10' },
    games: [
      { EN: 'Speed Racing 1-Minute', ID: 'Balap Kilat 1 Menit' },
      { EN: 'Royal Racing 3-Minute', ID: 'Balap Royal 3 Menit' },
      { EN: 'Lucky Racing 5-Minute', ID: 'Balap Hoki 5 Menit' },
    ],
  },
  {
    code: '11X5',
    labelName: { EN: '11 Pick 5', ID: '11 Pilih 5' },
    games: [
      { EN: 'Java 11x5', ID: 'Jawa 11x5' },
      { EN: 'Sumatra 11x5', ID: 'Sumatra 11x5' },
      { EN: 'Bali 11x5', ID: 'Bali 11x5' },
    ],
  },
  {
    code: 'K3',
    labelName: { EN: 'Fast 3', ID: 'Cepat 3' },
    games: [
      { EN: 'Dice K3 1-Minute', ID: 'Dadu K3 1 Menit' },
      { EN: 'Dice K3 3-Minute', ID: 'Dadu K3 3 Menit' },
      { EN: 'Dice K3 5-Minute', ID: 'Dadu K3 5 Menit' },
    ],
  },
  {
    code: 'LHC',
    labelName: { EN: 'Mark Six', ID: 'Mark Six' },
    games: [
      { EN: 'Mark Six Classic', ID: 'Mark Six Klasik' },
      { EN: 'Mark Six Express', ID: 'Mark Six Ekspres' },
    ],
  },
].map((g, groupOrder) => lotteryGroupSeed(g, groupOrder));

/** A name in each interface language. */
export interface SeededName {
  EN: string;
  ID: string;
}

/**
 * A lottery group's rows: its games coded `<group><n>`; the English name is the stored
 * name (the catalogue's, and where a language is missing), every language in `translations`.
 */
export function lotteryGroupSeed(
  g: { code: string; labelName: SeededName; games: SeededName[] },
  sortOrder: number,
) {
  const labels = (name: SeededName) => ({ EN: { label: name.EN }, ID: { label: name.ID } });
  return {
    code: g.code,
    labelName: g.labelName.EN,
    translations: labels(g.labelName),
    sortOrder,
    games: g.games.map((name, i) => ({
      gameCode: `${g.code}${i + 1}`,
      gameName: name.EN,
      translations: labels(name),
      accountTypeName: 'LOTT',
      defaultPlayType: `${g.code}_STANDARD`,
      sortOrder: i,
    })),
  };
}

const elottGames = [
  'Keno Express',
  'Lucky 28',
  'Quick Pick 3',
  'Bingo Blast',
  'Wheel of Numbers',
  'Turbo Keno',
];

const pad = (n: number) => String(n).padStart(4, '0');

function slotName(random: Random, taken: Set<string>): string {
  for (;;) {
    const name = [random.pick(adjectives), random.pick(nouns), random.pick(suffixes)]
      .filter(Boolean)
      .join(' ');
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

/** The demo game catalogue: deterministic (seeded PRNG), more than 5,000 games. */
export function buildCatalogue(): GameRow[] {
  const random = createRandom(20_250_601);
  const rows: GameRow[] = [];
  const tableTypes = liveTableTypeSchema.options;
  for (const vendor of vendorSeeds) {
    const taken = new Set<string>();
    const base = {
      vassalage: vendor.vassalage,
      gameType: vendor.category,
      nodeId: vendor.vassalage,
      nodeName: vendor.displayName,
      accountTypeName: vendor.vassalage,
      supportPlay: true,
      code: null,
      defaultPlayType: null,
      roomId: null,
      tableType: null,
      prizeMode: null,
    };
    // Minimum bets suit the money members pay in (payment-channels.ts: 20.00 to 100,000.00 a
    // deposit): slots from 0.20, rooms from 1.00, live tables 5.00 to 100.00, so the smallest
    // deposit buys a slot or room bet and any channel's largest covers a hundred table bets.
    for (let i = 1; i <= vendor.games; i++) {
      const gameId = `${vendor.vassalage}-${pad(i)}`;
      const common = {
        ...base,
        gameId,
        showIcon: `/media/game/${gameId}.svg`,
        isGame: 'GAME',
        isHot: random.chance(0.05),
        popularity: random.int(0, 10_000),
        sortOrder: i,
      };
      switch (vendor.category) {
        case 'LIVE': {
          const tableType = vendor.vassalage === 'DS88' ? null : random.pick(tableTypes);
          const gameName = tableType
            ? `${liveTables[tableType]} ${String.fromCharCode(64 + Math.ceil(i / 4))}${i}`
            : `Sabong Arena ${i}`;
          rows.push({
            ...common,
            gameName,
            tableType,
            minBetMinor: minorOf(random.pick([5, 10, 25, 50, 100])),
          });
          break;
        }
        case 'SPORTS':
          rows.push({
            ...common,
            gameName: vendor.displayName,
            isHot: true,
            minBetMinor: minorOf(10),
          });
          break;
        case 'PVP': {
          const lobby = i === 1;
          rows.push({
            ...common,
            gameName: lobby ? `${vendor.displayName} Lobby` : `${random.pick(pvpGames)} Room ${i}`,
            isGame: lobby ? 'VASSALAGE' : 'GAME',
            roomId: lobby ? null : `R${pad(i)}`,
            minBetMinor: minorOf(random.pick([1, 2, 5])),
          });
          break;
        }
        default:
          rows.push({
            ...common,
            gameName: slotName(random, taken),
            supportPlay: random.chance(0.9),
            minBetMinor: random.pick([20, 40, 50, 100, 200]),
          });
      }
    }
  }
  rows.push(...lotteryCatalogue(random), ...houseCatalogue());
  return rows;
}

/** The house games: first in their vendor's lobby, hot, from 1.00 a round. */
function houseCatalogue(): GameRow[] {
  return houseGameSeeds.map((g, i) => ({
    gameId: g.gameId,
    vassalage: HOUSE_VENDOR,
    gameName: g.gameName,
    gameType: 'RNG',
    nodeId: HOUSE_VENDOR,
    nodeName: 'Nusa Originals',
    roomId: null,
    accountTypeName: HOUSE_VENDOR,
    showIcon: `/media/game/${g.gameId}.svg`,
    supportPlay: true,
    isGame: 'GAME',
    code: null,
    defaultPlayType: null,
    isHot: true,
    tableType: null,
    minBetMinor: 1_00,
    prizeMode: null,
    popularity: 20_000 - i,
    sortOrder: i + 1,
  }));
}

/** Lottery games appear in the catalogue too, pointing at their lottery menu entry. */
function lotteryCatalogue(random: Random): GameRow[] {
  const lott = lotteryGroupSeeds.flatMap((g) => g.games);
  const rows: GameRow[] = lott.map((g, i) => ({
    gameId: `NLT-${pad(i + 1)}`,
    vassalage: 'NLT',
    gameName: g.gameName,
    gameType: 'LOTT',
    nodeId: 'NLT',
    nodeName: 'Nusantara Lotto',
    roomId: null,
    accountTypeName: g.accountTypeName,
    showIcon: `/media/game/NLT-${pad(i + 1)}.svg`,
    supportPlay: true,
    isGame: 'GAME',
    code: g.gameCode,
    defaultPlayType: g.defaultPlayType,
    isHot: i % 5 === 0,
    tableType: null,
    minBetMinor: 1_00,
    prizeMode: i % 4 === 3 ? 'ZY' : 'Lott',
    popularity: random.int(0, 10_000),
    sortOrder: i + 1,
  }));
  const regional = [
    { gameName: 'SEA Lottery', accountTypeName: 'TCG_SEA', prizeMode: 'SEA' },
    { gameName: 'Vietnam Lottery', accountTypeName: 'TCG_LOTTO_VN', prizeMode: 'Lott' },
  ];
  regional.forEach((g, i) => {
    const n = lott.length + i + 1;
    rows.push({
      ...rows[0]!,
      gameId: `NLT-${pad(n)}`,
      gameName: g.gameName,
      accountTypeName: g.accountTypeName,
      showIcon: `/media/game/NLT-${pad(n)}.svg`,
      code: null,
      defaultPlayType: null,
      isHot: false,
      prizeMode: g.prizeMode,
      popularity: random.int(0, 10_000),
      sortOrder: n,
    });
  });
  elottGames.forEach((gameName, i) => {
    const gameId = `ELX-${pad(i + 1)}`;
    rows.push({
      gameId,
      vassalage: 'ELX',
      gameName,
      gameType: 'ELOTT',
      nodeId: 'ELX',
      nodeName: 'E-Lotto Express',
      roomId: null,
      accountTypeName: 'ELOTT',
      showIcon: `/media/game/${gameId}.svg`,
      supportPlay: true,
      isGame: 'GAME',
      code: `ELX${i + 1}`,
      defaultPlayType: 'ELOTT_STANDARD',
      isHot: i === 0,
      tableType: null,
      minBetMinor: 5_00,
      prizeMode: 'Elott',
      popularity: random.int(0, 10_000),
      sortOrder: i + 1,
    });
  });
  return rows;
}
