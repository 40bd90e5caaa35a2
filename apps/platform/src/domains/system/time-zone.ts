import { DAY_MS } from '@site/contract';

/**
 * The merchant's clock: every day, period, schedule and report of a merchant counts in its time
 * zone (merchants.time_zone, an IANA name), through this module only. A day is a calendar date,
 * YYYY-MM-DD, as the merchant's members live it; an instant is a Date. Wall times come from
 * Intl (Node's full ICU), so zones with daylight saving have days of 23 and 25 hours.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (zone: string) => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The zone's wall time at an instant. */
function wallTimeOf(at: Date | number, zone: string): WallTime {
  const fields: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(+at)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year!,
    month: fields.month!,
    day: fields.day!,
    hour: fields.hour!,
    minute: fields.minute!,
    second: fields.second!,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  // The name reaches SQL (sqlDayOf): only the characters IANA names are made of.
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return false;
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** How far the zone's wall time is ahead of UTC at an instant, in ms (Jakarta: 7 hours). */
export function offsetMs(at: Date | number, zone: string): number {
  const w = wallTimeOf(at, zone);
  const wall = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wall - Math.floor(+at / 1000) * 1000;
}

/** The day (YYYY-MM-DD) an instant falls in. */
export function dayOf(at: Date | number, zone: string): string {
  const w = wallTimeOf(at, zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** The day `plus` days after `day` (calendar arithmetic, the same in every zone). */
export const addDays = (day: string, plus: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + plus * DAY_MS).toISOString().slice(0, 10);

/**
 * The instant a day starts, `plus` days later: its first moment in the zone. A day whose
 * midnight a daylight-saving change skips starts when the clocks jump; one whose midnight
 * comes twice starts at the second, the first belonging to the day before once clocks go back.
 */
export function startOfDay(day: string, zone: string, plus = 0): Date {
  const target = plus === 0 ? day : addDays(day, plus);
  const base = Date.parse(`${target}T00:00:00Z`);
  const candidates = [offsetMs(base - DAY_MS, zone), offsetMs(base + DAY_MS, zone)]
    .map((offset) => base - offset)
    .filter((at) => dayOf(at, zone) === target)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? base - offsetMs(base, zone));
}

/** Every day from `from` to `to`, both included (at most `max`). */
export function daysBetween(from: string, to: string, max = 400): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < max; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The weekday of a day, 0 Sunday to 6 Saturday. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The Monday of the week (Monday to Sunday) a day is in. */
export const weekOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));

/** Whether a day is its month's last. */
export const isLastOfMonth = (day: string) => addDays(day, 1).slice(8, 10) === '01';

/** Days since the epoch of a day (the lottery numbers its days so). */
export const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** The day `dayNumber` numbers. */
export const dayOfNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * SQL: the day (date) of a timestamptz column in the zone. The zone is checked here, as it
 * is written into the statement (PostgreSQL takes IANA names as well).
 */
export function sqlDayOf(column: string, zone: string): string {
  if (!isTimeZone(zone)) throw new Error(`not a time zone: ${zone}`);
  return `(${column} at time zone '${zone}')::date`;
}
