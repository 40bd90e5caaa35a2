import { REPORT_MAX_DAYS, DAY_MS } from '@site/contract';
import type { DayRange } from '../api/reports';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const timeOf = (day: string) => {
  if (!DAY.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) || !new Date(time).toISOString().startsWith(day) ? null : time;
};

export type RangeProblem =
  | { field: 'startDate' | 'endDate'; key: 'team.range.required' | 'team.range.invalid' }
  | { field: 'endDate'; key: 'team.range.reversed' }
  | { field: 'endDate'; key: 'team.range.too_long'; max: number };

/**
 * A range the agent typed, checked as the platform checks a report's: two days that exist,
 * the start not after the end, at most REPORT_MAX_DAYS days (both ends counted).
 */
export function checkRange(range: DayRange): RangeProblem | null {
  for (const field of ['startDate', 'endDate'] as const) {
    if (!range[field]) return { field, key: 'team.range.required' };
    if (timeOf(range[field]) === null) return { field, key: 'team.range.invalid' };
  }
  const days = (timeOf(range.endDate)! - timeOf(range.startDate)!) / DAY_MS + 1;
  if (days < 1) return { field: 'endDate', key: 'team.range.reversed' };
  if (days > REPORT_MAX_DAYS) {
    return { field: 'endDate', key: 'team.range.too_long', max: REPORT_MAX_DAYS };
  }
  return null;
}
