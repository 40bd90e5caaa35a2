import { DAY_MS, HOUR_MS } from '@site/contract';
/**
 * The agent centre's date presets (notes §1: today, yesterday, 7 and 30 days) as ranges of the
 * merchant's days: the platform keeps a team's figures per day in UTC+7, so the presets count
 * those days rather than the visitor's own.
 */
export const DAY_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type DayPreset = (typeof DAY_PRESETS)[number];

const OFFSET_MS = 7 * HOUR_MS;
const dayAt = (ms: number) => new Date(ms + OFFSET_MS).toISOString().slice(0, 10);

const SPAN: Record<DayPreset, readonly [start: number, end: number]> = {
  today: [0, 0],
  yesterday: [-1, -1],
  last7: [-6, 0],
  last30: [-29, 0],
};

export function rangeOf(preset: DayPreset, now: Date = new Date()) {
  const [start, end] = SPAN[preset];
  return {
    startDate: dayAt(now.getTime() + start * DAY_MS),
    endDate: dayAt(now.getTime() + end * DAY_MS),
  };
}
