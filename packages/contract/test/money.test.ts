import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  fromMinorUnits,
  hasTwoDecimalsAtMost,
  MAX_AMOUNT,
  movementAmountSchema,
  opsCalls,
  toMinorUnits,
} from '../src/index.js';

describe('money on the wire', () => {
  it('turns amounts with at most two decimals into minor units and back, exactly', () => {
    const cases: [number, bigint][] = [
      [0, 0n],
      [150, 15_000n],
      [25.5, 2_550n],
      [-10, -1_000n],
      [0.29, 29n],
      [0.07, 7n],
      [100.05, 10_005n],
      [115.25, 11_525n],
      [-0.01, -1n],
      [MAX_AMOUNT, 100_000_000_000n],
      [90_071_992_547_409.91, 9_007_199_254_740_991n],
    ];
    for (const [amount, minor] of cases) {
      expect(toMinorUnits(amount), String(amount)).toBe(minor);
      expect(fromMinorUnits(minor), String(minor)).toBe(amount);
    }
    // Every cent of a range survives the round trip.
    for (let cents = -100_000; cents <= 100_000; cents += 7) {
      const amount = fromMinorUnits(BigInt(cents));
      expect(toMinorUnits(amount)).toBe(BigInt(cents));
      expect(amount).toBe(Number((cents / 100).toFixed(2)));
    }
  });

  it('refuses more than two decimals and numbers that are not amounts', () => {
    for (const amount of [0.001, 25.505, 1 / 3, 0.1 + 0.2, NaN, Infinity, -Infinity, 1e300]) {
      expect(hasTwoDecimalsAtMost(amount), String(amount)).toBe(false);
      expect(() => toMinorUnits(amount), String(amount)).toThrow(RangeError);
    }
    expect(() => fromMinorUnits(2n ** 60n)).toThrow(RangeError);
  });

  it('validates a money-moving amount: two decimals, not zero, bounded', () => {
    for (const ok of [150, 25.5, -10, 0.01, -MAX_AMOUNT]) {
      expect(z.safeParse(movementAmountSchema, ok).success, String(ok)).toBe(true);
    }
    const message = (amount: unknown) =>
      z.safeParse(movementAmountSchema, amount).error?.issues[0]?.message;
    expect(message(0)).toMatch(/not zero/);
    expect(message(1.234)).toMatch(/at most two decimals/);
    expect(message(MAX_AMOUNT + 1)).toMatch(/at most 1,000,000,000/);
    expect(message('10')).toBeDefined();
  });

  it('describes the operator adjustment', () => {
    const body = opsCalls.adjustBalance.body!;
    const valid = { amount: -10.25, reason: 'Goodwill', idempotencyKey: 'key-0001' };
    expect(z.safeParse(body, valid).success).toBe(true);
    for (const bad of [
      { ...valid, amount: 0 },
      { ...valid, amount: 1.001 },
      { ...valid, reason: 'ab' },
      { ...valid, reason: 'x'.repeat(201) },
      { ...valid, idempotencyKey: 'short' },
      { ...valid, idempotencyKey: 'k'.repeat(101) },
    ]) {
      expect(z.safeParse(body, bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
