import type { LotteryFamily } from '@site/contract';
import type { games, merchantLotteryGames } from '../db/schema/index.js';
import { lotteryGroupSeed, lotteryGroupSeeds } from './catalogue.js';

/**
 * The house lottery's seeds: the families the menus lacked (PC28, 3D, the hash lottery), and
 * the draw calendar each merchant runs every menu game on (domains/lottery/calendar.ts).
 */
export const moreLotteryGroupSeeds = [
  {
    code: 'PCB',
    labelName: { EN: 'PC28', ID: 'PC28' },
    games: [
      { EN: 'PC28 1-Minute', ID: 'PC28 1 Menit' },
      { EN: 'PC28 3-Minute', ID: 'PC28 3 Menit' },
      { EN: 'PC28 5-Minute', ID: 'PC28 5 Menit' },
    ],
  },
  {
    code: 'LF',
    labelName: { EN: '3D Lotto', ID: 'Lotre 3D' },
    games: [
      { EN: '3D Daily', ID: '3D Harian' },
      { EN: 'House 3D 5-Minute', ID: '3D Bandar 5 Menit' },
    ],
  },
  {
    code: 'CHAIN',
    labelName: { EN: 'Hash Lottery', ID: 'Lotre Hash' },
    games: [
      { EN: 'Hash 1-Minute', ID: 'Hash 1 Menit' },
      { EN: 'Hash 3-Minute', ID: 'Hash 3 Menit' },
      { EN: 'Hash 5-Minute', ID: 'Hash 5 Menit' },
    ],
  },
].map((g, i) => lotteryGroupSeed(g, lotteryGroupSeeds.length + i));

type Calendar = Pick<
  typeof merchantLotteryGames.$inferInsert,
  'intervalSeconds' | 'firstDrawSeconds' | 'lockSeconds'
>;

/** Bets close 10 s before a 1-minute draw, 30 s before 3 minutes, 45 s before 5 (notes §5). */
const LOCK_SECONDS: Record<number, number> = { 1: 10, 3: 30, 5: 45, 10: 60 };
const everyMinutes = (minutes: number): Calendar => ({
  intervalSeconds: minutes * 60,
  firstDrawSeconds: minutes * 60,
  lockSeconds: LOCK_SECONDS[minutes]!,
});
/** Once a day at hh:mm Jakarta time, closing 5 minutes before. */
const dailyAt = (hours: number, minutes: number): Calendar => ({
  intervalSeconds: 86_400,
  firstDrawSeconds: hours * 3_600 + minutes * 60,
  lockSeconds: 300,
});

/** Every menu game's family and calendar (SSC4 is the menu's 10-minute game). */
export const lotteryCalendarSeeds: Record<string, Calendar & { family: LotteryFamily }> = {
  SSC1: { family: 'SSC', ...everyMinutes(1) },
  SSC2: { family: 'SSC', ...everyMinutes(3) },
  SSC3: { family: 'SSC', ...everyMinutes(5) },
  SSC4: { family: 'SSC', ...everyMinutes(10) },
  PK101: { family: 'PK10', ...everyMinutes(1) },
  PK102: { family: 'PK10', ...everyMinutes(3) },
  PK103: { family: 'PK10', ...everyMinutes(5) },
  '11X51': { family: '11X5', ...everyMinutes(1) },
  '11X52': { family: '11X5', ...everyMinutes(3) },
  '11X53': { family: '11X5', ...everyMinutes(5) },
  K31: { family: 'K3', ...everyMinutes(1) },
  K32: { family: 'K3', ...everyMinutes(3) },
  K33: { family: 'K3', ...everyMinutes(5) },
  // Mark Six Classic draws daily at 21:30 Hong Kong time; Express every 5 minutes.
  LHC1: { family: 'LHC', ...dailyAt(20, 30) },
  LHC2: { family: 'LHC', ...everyMinutes(5) },
  PCB1: { family: 'PCB', ...everyMinutes(1) },
  PCB2: { family: 'PCB', ...everyMinutes(3) },
  PCB3: { family: 'PCB', ...everyMinutes(5) },
  // 福彩3D draws daily at 21:15 Beijing time.
  LF1: { family: 'LF', ...dailyAt(20, 15) },
  LF2: { family: 'LF', ...everyMinutes(5) },
  CHAIN1: { family: 'CHAIN', ...everyMinutes(1) },
  CHAIN2: { family: 'CHAIN', ...everyMinutes(3) },
  CHAIN3: { family: 'CHAIN', ...everyMinutes(5) },
};

/** A merchant's lottery games: every menu game, on sale. */
export const merchantLotteryGamesFor = (merchantCode: string) =>
  Object.entries(lotteryCalendarSeeds).map(([gameCode, calendar]) => ({
    merchantCode,
    gameCode,
    ...calendar,
  }));

/**
 * Catalogue rows of the new families' games, numbered after the catalogue's lottery rows
 * (`first`), so that the lobby, the header and the popular list show them.
 */
export function moreLotteryCatalogue(first: number): (typeof games.$inferInsert)[] {
  return moreLotteryGroupSeeds
    .flatMap((g) => g.games)
    .map((g, i) => {
      const gameId = `NLT-${String(first + i).padStart(4, '0')}`;
      return {
        gameId,
        vassalage: 'NLT',
        gameName: g.gameName,
        gameType: 'LOTT',
        nodeId: 'NLT',
        nodeName: 'Nusantara Lotto',
        roomId: null,
        accountTypeName: g.accountTypeName,
        showIcon: `/media/game/${gameId}.svg`,
        supportPlay: true,
        isGame: 'GAME',
        code: g.gameCode,
        defaultPlayType: g.defaultPlayType,
        isHot: g.gameCode === 'CHAIN1',
        tableType: null,
        minBetMinor: 1_000_00,
        prizeMode: 'Lott',
        popularity: 9_000 - i * 100,
        sortOrder: first + i,
      };
    });
}
