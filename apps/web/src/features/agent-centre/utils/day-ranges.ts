import { addDays, dayIn } from '../../../lib/merchant-time';

/**
 * The agent centre's date presets (notes §1: today, yesterday, 7 and 30 days) as ranges of the
 * merchant's days: the platform keeps a team's figures per day in the merchant's time zone, so
 * the presets count those days rather than the visitor's own.
 */
export const DAY_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type DayPreset = (typeof DAY_PRESETS)[number];

const SPAN: Record<DayPreset, readonly [start: number, end: number]> = {
  today: [0, 0],
  yesterday: [-1, -1],
  last7: [-6, 0],
  last30: [-29, 0],
};

/** A preset's days in the merchant's zone, from the day `now` falls in there. */
export function rangeOf(preset: DayPreset, zone: string, now: Date = new Date()) {
  const [start, end] = SPAN[preset];
  const today = dayIn(now, zone);
  return { startDate: addDays(today, start), endDate: addDays(today, end) };
}
