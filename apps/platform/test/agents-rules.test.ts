import { describe, expect, it } from 'vitest';
import type { StoredTier } from '../src/db/schema/index.js';
import { tierReached, withinUpline } from '../src/domains/agents/contract-terms.js';
import { decide, dividendPeriodsEnding, previousPeriod } from '../src/domains/agents/payouts.js';

const tier = (minBet: number, activeMembers: number, rate: number, netLoss = 0): StoredTier => ({
  minBet: String(minBet * 100),
  netLoss: String(netLoss * 100),
  activeMembers,
  rateType: 'P',
  rate: Math.round(rate * 1_000_000),
});
const figures = (validBet: number, activeMembers: number, netLoss = 0) => ({
  teamMembers: 10,
  activeMembers,
  validBet: BigInt(validBet * 100),
  netLoss: BigInt(netLoss * 100),
});
const tiers = [tier(1000, 2, 0.01), tier(5000, 3, 0.015), tier(20000, 10, 0.02)];

describe('tier choice and amounts (notes §1 worked examples)', () => {
  it('takes the highest tier whose every threshold is met', () => {
    expect(tierReached(tiers, figures(999.99, 5))).toBe(0);
    expect(tierReached(tiers, figures(1000, 2))).toBe(1);
    // Enough bet for tier 3, not enough members: tier 2.
    expect(tierReached(tiers, figures(25000, 3))).toBe(2);
    expect(tierReached(tiers, figures(25000, 10))).toBe(3);
  });

  it('daily salary: rate x team valid bet, the team having won or lost', () => {
    expect(decide({ type: 'DAILY', tiers, lossRatePpm: null }, figures(5500, 3, -800))).toEqual({
      tier: 2,
      ratePpm: 15_000,
      amount: 8_250n,
    });
    expect(decide({ type: 'HOURLY', tiers, lossRatePpm: null }, figures(100, 1))).toEqual({
      tier: 0,
      ratePpm: 0,
      amount: 0n,
    });
  });

  it('dividend: rate x net loss, nothing on a winning team', () => {
    const dividend = [tier(1000, 2, 0.3, 500), tier(10000, 5, 0.35, 2000)];
    expect(
      decide({ type: 'DIVIDEND', tiers: dividend, lossRatePpm: null }, figures(3500, 2, 2500)),
    ).toEqual({
      tier: 1,
      ratePpm: 300_000,
      amount: 75_000n,
    });
    expect(
      decide({ type: 'DIVIDEND', tiers: dividend, lossRatePpm: null }, figures(12000, 6, 3000)),
    ).toMatchObject({
      tier: 2,
      amount: 105_000n,
    });
    expect(
      decide({ type: 'DIVIDEND', tiers: dividend, lossRatePpm: null }, figures(12000, 6, -300))
        .amount,
    ).toBe(0n);
  });

  it('a fixed-amount tier pays its amount', () => {
    const fixed: StoredTier[] = [
      { minBet: '10000', netLoss: '0', activeMembers: 1, rateType: 'F', rate: 5_000 },
    ];
    expect(decide({ type: 'DAILY', tiers: fixed, lossRatePpm: null }, figures(100, 1)).amount).toBe(
      5_000n,
    );
  });

  it('an offer pays at most the upline at the same thresholds', () => {
    const own = { tiers, lossRatePpm: null, profitRatePpm: null, minBet: null };
    const offer = (t: StoredTier[]) => ({
      tiers: t,
      lossRatePpm: null,
      profitRatePpm: null,
      minBet: null,
    });
    expect(withinUpline(offer([tier(1000, 2, 0.01), tier(5000, 3, 0.012)]), own)).toBe(true);
    expect(withinUpline(offer([tier(5000, 2, 0.011)]), own)).toBe(false);
    // Below every threshold of the upline's: the upline earns nothing there, so neither may it pay.
    expect(withinUpline(offer([tier(500, 2, 0.001)]), own)).toBe(false);
    const realtime = { tiers: [], lossRatePpm: 5_000, profitRatePpm: 2_000, minBet: 1_000n };
    expect(withinUpline({ ...realtime, lossRatePpm: 4_000 }, realtime)).toBe(true);
    expect(withinUpline({ ...realtime, minBet: 500n }, realtime)).toBe(false);
  });
});

describe('periods', () => {
  it("pays the period before the moment a job looks (the merchant's days)", () => {
    const at = new Date('2026-11-26T01:02:03Z'); // 08:02 in Jakarta
    expect(previousPeriod.DAILY(at, 'Asia/Jakarta')).toEqual({
      key: '2026-11-25',
      start: new Date('2026-11-24T17:00:00Z'),
      end: new Date('2026-11-25T17:00:00Z'),
    });
    expect(previousPeriod.HOURLY(at).key).toBe('2026-11-26T00:00:00.000Z');
    expect(previousPeriod.REALTIME(at)).toMatchObject({
      start: new Date('2026-11-26T00:55:00Z'),
      end: new Date('2026-11-26T01:00:00Z'),
    });
  });

  it('closes dividend periods on their last days', () => {
    expect(Object.keys(dividendPeriodsEnding('2026-11-25', 'Asia/Jakarta'))).toEqual(['DAILY']);
    // A Sunday that is the 15th.
    expect(dividendPeriodsEnding('2026-11-15', 'Asia/Jakarta')).toMatchObject({
      WEEKLY: { key: 'W:2026-11-09' },
      SEMIMONTHLY: { key: 'S:2026-11-01' },
    });
    expect(dividendPeriodsEnding('2026-11-30', 'Asia/Jakarta')).toMatchObject({
      SEMIMONTHLY: { key: 'S:2026-11-16' },
      MONTHLY: { key: 'M:2026-11-01', start: new Date('2026-10-31T17:00:00Z') },
    });
  });

  it("counts another merchant's periods on its own clock", () => {
    // 16:30 UTC: still the 25th in Jakarta, already the 26th in Manila (UTC+8).
    const at = new Date('2026-11-25T16:30:00Z');
    expect(previousPeriod.DAILY(at, 'Asia/Jakarta').key).toBe('2026-11-24');
    expect(previousPeriod.DAILY(at, 'Asia/Manila')).toEqual({
      key: '2026-11-25',
      start: new Date('2026-11-24T16:00:00Z'),
      end: new Date('2026-11-25T16:00:00Z'),
    });
    // A month across New York's change back: 30 days and an hour.
    const month = dividendPeriodsEnding('2026-11-30', 'America/New_York').MONTHLY!;
    expect(month.start).toEqual(new Date('2026-11-01T04:00:00Z'));
    expect(month.end).toEqual(new Date('2026-12-01T05:00:00Z'));
  });
});
