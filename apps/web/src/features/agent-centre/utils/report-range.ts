import { DAY_MS } from '@site/contract';
import { rangeOf, type DayPreset } from './day-ranges';

/** The longest range the platform's reports take (checkRange in agents/reports/context.ts). */
export const MAX_REPORT_DAYS = 93;

/** A preset of the merchant's days, or dates the agent picks. */
export type RangeChoice = DayPreset | 'custom';

export interface RangeDraft {
  choice: RangeChoice;
  /** The custom range's inputs (YYYY-MM-DD, or '' when empty). */
  start: string;
  end: string;
}

/** Why a custom range is refused, per input. */
export type RangeProblem = 'required' | 'invalid' | 'reversed' | 'too_long' | 'future';
export interface RangeProblems {
  start?: RangeProblem;
  end?: RangeProblem;
}

export interface DayRange {
  startDate: string;
  endDate: string;
}

const timeOf = (day: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return Number.NaN;
  const time = Date.parse(`${day}T00:00:00Z`);
  // Date.parse rolls 2026-02-31 over to March; a day that does not exist is refused.
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day) ? time : Number.NaN;
};

/**
 * The range a draft stands for, or what is wrong with its custom dates: both given and real,
 * the start not after the end, the end not after the merchant's today, at most
 * MAX_REPORT_DAYS days (the platform refuses longer ones).
 */
export function resolveRange(
  draft: RangeDraft,
  zone: string,
  now: Date = new Date(),
): { range: DayRange } | { problems: RangeProblems } {
  if (draft.choice !== 'custom') return { range: rangeOf(draft.choice, zone, now) };
  const problems: RangeProblems = {};
  const start = timeOf(draft.start);
  const end = timeOf(draft.end);
  if (!draft.start) problems.start = 'required';
  else if (Number.isNaN(start)) problems.start = 'invalid';
  if (!draft.end) problems.end = 'required';
  else if (Number.isNaN(end)) problems.end = 'invalid';
  if (problems.start || problems.end) return { problems };
  const today = timeOf(rangeOf('today', zone, now).endDate);
  if (end > today) return { problems: { end: 'future' } };
  if (start > end) return { problems: { end: 'reversed' } };
  if ((end - start) / DAY_MS + 1 > MAX_REPORT_DAYS) return { problems: { start: 'too_long' } };
  return { range: { startDate: draft.start, endDate: draft.end } };
}
