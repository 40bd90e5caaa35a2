import { DAY_MS, HOUR_MS } from '@site/contract';
/**
 * The agent centre's calendar: a day is the merchant's day in UTC+7 (Jakarta, as the lottery's),
 * so "yesterday's salary" and a report's day mean the same to every member of a team.
 */
export const DAY_OFFSET_MS = 7 * HOUR_MS;

/** The instant a day (YYYY-MM-DD) starts, `plus` days later. */
export const dayStart = (day: string, plus = 0) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY_OFFSET_MS + plus * DAY_MS);

/** The day an instant falls in. */
export const dayOf = (at: Date) =>
  new Date(at.getTime() + DAY_OFFSET_MS).toISOString().slice(0, 10);

/** The day `plus` days after `day`. */
export const addDays = (day: string, plus: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + plus * DAY_MS).toISOString().slice(0, 10);

/** Every day from `from` to `to`, both included (at most `max`). */
export function daysBetween(from: string, to: string, max = 400): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < max; day = addDays(day, 1)) days.push(day);
  return days;
}

/** SQL: the day (date) of a timestamptz column. */
export const sqlDayOf = (column: string) =>
  `((${column} at time zone 'UTC') + interval '7 hours')::date`;
