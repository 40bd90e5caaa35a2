import { describe, expect, it } from 'vitest';
import { roundDraws } from '../src/fair/node.js';
import { enumerateSlot, returnStdDev, rtpOf } from '../src/engines/slot-math.js';
import {
  drawStops,
  payingLines,
  REEL_STRIPS,
  SLOT_LINES,
  SLOT_RETURN_SD,
  SLOT_RTP,
  SLOT_RTP_FRACTION,
  windowAt,
} from '../src/engines/slot.js';

describe('the slot’s documented return', () => {
  it('is exact: every combination of reel stops pays SLOT_RTP_FRACTION, ≈ 96.09 %', () => {
    const figures = enumerateSlot();
    const stops = REEL_STRIPS.reduce((n, strip) => n * strip.length, 1);
    expect(figures.combinations).toBe(stops);
    expect(figures.sumMultiplier).toBe(SLOT_RTP_FRACTION.paid);
    expect(figures.combinations * SLOT_LINES).toBe(SLOT_RTP_FRACTION.staked);
    expect(rtpOf(figures)).toBe(SLOT_RTP);
    expect(SLOT_RTP).toBeCloseTo(0.9609, 4);
    expect(returnStdDev(figures)).toBeCloseTo(SLOT_RETURN_SD, 3);
  });

  // The spins score with the engine's own payingLines, the enumeration with its own state
  // machine: agreeing within the bound cross-checks the two.
  it('a million spins drawn by the fair function return SLOT_RTP within 4 standard errors', () => {
    const spins = 1_000_000;
    const seeds = { serverSeed: 'c0ffee'.repeat(10) + 'feed', clientSeed: 'rtp-test' };
    let paid = 0;
    for (let nonce = 0; nonce < spins; nonce++) {
      const draws = roundDraws({ ...seeds, nonce });
      const window = windowAt(drawStops(draws));
      for (const line of payingLines(window)) paid += line.multiplier;
    }
    const observed = paid / (spins * SLOT_LINES);
    // The mean of n spins has a standard error of σ / √n (σ: one spin's return).
    const bound = (4 * SLOT_RETURN_SD) / Math.sqrt(spins);
    expect(bound).toBeLessThan(0.01);
    expect(Math.abs(observed - SLOT_RTP)).toBeLessThan(bound);
  }, 60_000);
});
