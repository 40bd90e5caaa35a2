/**
 * A chase plan (追号): the issues to bet on, each with a multiple that scales every line of
 * the slip. "Same" keeps the start multiple; "doubling" multiplies it by `factor` every
 * `every` issues (the martingale the original offered), never past the game's maximum.
 */
export type ChaseKind = 'same' | 'doubling';

export interface ChaseSettings {
  kind: ChaseKind;
  startMultiple: number;
  /** Doubling: how many issues share a multiple before it grows. */
  every: number;
  factor: number;
  maxMultiple: number;
}

export const DEFAULT_CHASE_ISSUES = 10;

export function planMultiples(count: number, settings: ChaseSettings): number[] {
  const start = Math.max(1, Math.min(settings.startMultiple, settings.maxMultiple));
  return Array.from({ length: count }, (_, i) => {
    if (settings.kind === 'same') return start;
    const steps = Math.floor(i / Math.max(1, settings.every));
    return Math.min(settings.maxMultiple, start * Math.max(1, settings.factor) ** steps);
  });
}

/** What the whole chase stakes: the slip's amount once per issue, times the issue's multiple. */
export const chaseAmountMinor = (slipAmountMinor: bigint, multiples: readonly number[]): bigint =>
  multiples.reduce((sum, multiple) => sum + slipAmountMinor * BigInt(multiple), 0n);
