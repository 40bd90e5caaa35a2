import { describe, expect, it } from 'vitest';
import { chaseAmountMinor, planMultiples } from '../utils/chase-plan';

const settings = { startMultiple: 1, every: 1, factor: 2, maxMultiple: 999 };

describe('the chase plan', () => {
  it('keeps one multiple on the same plan', () => {
    expect(planMultiples(4, { ...settings, kind: 'same', startMultiple: 3 })).toEqual([3, 3, 3, 3]);
  });

  it('doubles every k issues and never passes the game’s maximum', () => {
    expect(planMultiples(6, { ...settings, kind: 'doubling' })).toEqual([1, 2, 4, 8, 16, 32]);
    expect(planMultiples(6, { ...settings, kind: 'doubling', every: 3, startMultiple: 5 })).toEqual(
      [5, 5, 5, 10, 10, 10],
    );
    expect(
      planMultiples(12, { ...settings, kind: 'doubling', maxMultiple: 100 }).slice(-3),
    ).toEqual([100, 100, 100]);
  });

  it('stakes the slip once per issue times its multiple', () => {
    expect(chaseAmountMinor(400n, [1, 2, 4])).toBe(2_800n);
  });
});
