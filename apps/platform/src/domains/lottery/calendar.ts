import { DAY_MS, HOUR_MS } from '@site/contract';
/**
 * When a game draws, and what its issues are called. Pure: no database, no clock.
 *
 * A lottery day is Jakarta's (UTC+7, no daylight saving; the site's home market). A game draws
 * first `firstDrawSeconds` after the day's midnight, then every `intervalSeconds` while still
 * within the day (24:00 included): a 1-minute game at 00:01 ... 24:00, 1,440 draws; a daily game
 * at its time of day, once. Its issues run back to back: each opens at the previous draw and
 * closes `lockSeconds` before its own. An issue is named after its day and its place in it,
 * as the original: 20261125-0843 (four digits when the day has 1,000 draws or more, else three).
 */
export const LOTTERY_UTC_OFFSET_MS = 7 * HOUR_MS;

export interface GameCalendar {
  intervalSeconds: number;
  firstDrawSeconds: number;
  lockSeconds: number;
}

export interface IssueSlot {
  numero: string;
  /** yyyymmdd of the issue's lottery day. */
  day: string;
  /** Its place in the day, from 1. */
  index: number;
  opensAt: Date;
  locksAt: Date;
  drawsAt: Date;
}

export const drawsPerDay = (game: GameCalendar) =>
  Math.floor((86_400 - game.firstDrawSeconds) / game.intervalSeconds) + 1;

/** The lottery day (days since the epoch, local) a moment falls in. */
export const lotteryDayOf = (at: Date | number) =>
  Math.floor((+at + LOTTERY_UTC_OFFSET_MS) / DAY_MS);

/** yyyymmdd of a lottery day. */
export const dayName = (day: number) =>
  new Date(day * DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');

const numeroOf = (game: GameCalendar, day: number, index: number) =>
  `${dayName(day)}-${String(index).padStart(Math.max(3, String(drawsPerDay(game)).length), '0')}`;

/**
 * The issues whose draws fall in (from, until], in order, each opening at the draw before it
 * (which may be before `from`).
 */
export function slotsBetween(game: GameCalendar, from: Date, until: Date): IssueSlot[] {
  const slots: IssueSlot[] = [];
  const perDay = drawsPerDay(game);
  let previous: number | undefined;
  // From the day before: the first slot's opening is the draw before it.
  for (let day = lotteryDayOf(from) - 1; day <= lotteryDayOf(until); day++) {
    const midnight = day * DAY_MS - LOTTERY_UTC_OFFSET_MS;
    for (let index = 1; index <= perDay; index++) {
      const draws = midnight + (game.firstDrawSeconds + (index - 1) * game.intervalSeconds) * 1000;
      if (previous !== undefined && draws > +from && draws <= +until) {
        slots.push({
          numero: numeroOf(game, day, index),
          day: dayName(day),
          index,
          opensAt: new Date(previous),
          locksAt: new Date(draws - game.lockSeconds * 1000),
          drawsAt: new Date(draws),
        });
      }
      previous = draws;
    }
  }
  return slots;
}

/** How far ahead issues are kept: an hour for fast games, two days for daily ones. */
export const aheadMs = (game: GameCalendar) =>
  game.intervalSeconds >= 86_400 ? 2 * DAY_MS : HOUR_MS;
