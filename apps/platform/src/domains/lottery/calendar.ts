import { DAY_MS, HOUR_MS } from '@site/contract';
import { dayNumber, dayOf, dayOfNumber, startOfDay } from '../system/time-zone.js';

/**
 * When a game draws, and what its issues are called. Pure: no database, no clock.
 *
 * A lottery day is the merchant's (its time zone, merchants.time_zone). A game draws first
 * `firstDrawSeconds` after the day's midnight, then every `intervalSeconds` while still within
 * the day (24:00 included): a 1-minute game at 00:01 ... 24:00, 1,440 draws; a daily game at its
 * time of day, once. A day a daylight-saving change makes 23 or 25 hours long has as many
 * fewer or more draws. Its issues run back to back: each opens at the previous draw and closes
 * `lockSeconds` before its own. An issue is named after its day and its place in it, as the
 * original: 20261125-0843 (four digits when a day has 1,000 draws or more, else three).
 */

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

const drawsIn = (game: GameCalendar, seconds: number) =>
  Math.floor((seconds - game.firstDrawSeconds) / game.intervalSeconds) + 1;

/** Draws of a day of 24 hours: what names count their digits by. */
export const drawsPerDay = (game: GameCalendar) => drawsIn(game, 86_400);

/** The instant a lottery day starts (its midnight in the zone). */
const midnightOf = (day: number, zone: string) => +startOfDay(dayOfNumber(day), zone);

/** Draws of one lottery day in the zone: a day of 23 or 25 hours has fewer or more. */
export const drawsOn = (game: GameCalendar, day: number, zone: string) =>
  drawsIn(game, (midnightOf(day + 1, zone) - midnightOf(day, zone)) / 1000);

/** The lottery day (days since the epoch, of the zone's calendar) a moment falls in. */
export const lotteryDayOf = (at: Date | number, zone: string) => dayNumber(dayOf(at, zone));

/** yyyymmdd of a lottery day. */
export const dayName = (day: number) => dayOfNumber(day).replaceAll('-', '');

/** The instant today's lottery day started in the zone. */
export const lotteryDayStart = (at: Date | number, zone: string) =>
  new Date(midnightOf(lotteryDayOf(at, zone), zone));

const numeroOf = (game: GameCalendar, day: number, index: number) =>
  `${dayName(day)}-${String(index).padStart(Math.max(3, String(drawsPerDay(game)).length), '0')}`;

/**
 * The issues whose draws fall in (from, until], in order, each opening at the draw before it
 * (which may be before `from`).
 */
export function slotsBetween(
  game: GameCalendar,
  from: Date,
  until: Date,
  zone: string,
): IssueSlot[] {
  const slots: IssueSlot[] = [];
  let previous: number | undefined;
  // From the day before: the first slot's opening is the draw before it.
  for (let day = lotteryDayOf(from, zone) - 1; day <= lotteryDayOf(until, zone); day++) {
    const midnight = midnightOf(day, zone);
    const draws = drawsOn(game, day, zone);
    for (let index = 1; index <= draws; index++) {
      const at = midnight + (game.firstDrawSeconds + (index - 1) * game.intervalSeconds) * 1000;
      if (previous !== undefined && at > +from && at <= +until) {
        slots.push({
          numero: numeroOf(game, day, index),
          day: dayName(day),
          index,
          opensAt: new Date(previous),
          locksAt: new Date(at - game.lockSeconds * 1000),
          drawsAt: new Date(at),
        });
      }
      previous = at;
    }
  }
  return slots;
}

/** How far ahead issues are kept: an hour for fast games, two days for daily ones. */
export const aheadMs = (game: GameCalendar) =>
  game.intervalSeconds >= 86_400 ? 2 * DAY_MS : HOUR_MS;
