/**
 * Date presets of the record pages (docs/product.md §9), counted in whole days from the visitor's
 * own
 * midnight and sent as instants: `from` inclusive, `to` exclusive (contract periodQuerySchema).
 * Days are built with the local Date constructor, so a day across a DST change is still one day.
 */
export const PERIOD_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface Period {
  from: string;
  to: string;
}

/** Local midnight `offset` days from `now`'s day (0 = today's midnight, 1 = tomorrow's). */
const midnight = (now: Date, offset: number) =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);

/** Each preset's first day and the day after its last, counted from today (0). */
const DAYS: Record<PeriodPreset, readonly [start: number, end: number]> = {
  today: [0, 1],
  yesterday: [-1, 0],
  last7: [-6, 1],
  last30: [-29, 1],
};

/** The instants of a preset as seen from `now`; "last 7 days" counts today as one of them. */
export function periodOf(preset: PeriodPreset, now: Date = new Date()): Period {
  const [start, end] = DAYS[preset];
  return {
    from: midnight(now, start).toISOString(),
    to: midnight(now, end).toISOString(),
  };
}
