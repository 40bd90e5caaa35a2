import { describe, expect, it } from 'vitest';
import type { Contract, ContractOffer } from '@site/contract';
import { aboveOwn, readPercent, toOffer, type OfferValues } from '../utils/offer-form';
import { contractOf } from './contract-data';

const own = (overrides: Partial<Contract> = {}): Contract =>
  contractOf({
    id: 'c',
    tiers: [
      { minimumBet: 100, netLoss: 0, activeMember: 1, rateType: 'P', rate: 0.005 },
      { minimumBet: 1000, netLoss: 0, activeMember: 3, rateType: 'P', rate: 0.01 },
    ],
    decidedAt: null,
    ...overrides,
  });

const offer = (tiers: ContractOffer['tiers']): ContractOffer => ({
  username: 'budi88',
  type: 'DAILY',
  product: 'CONS',
  tiers,
});
const tier = (
  minimumBet: number,
  activeMember: number,
  rate: number,
  rateType: 'P' | 'F' = 'P',
) => ({
  minimumBet,
  netLoss: 0,
  activeMember,
  rateType,
  rate,
});

describe('the offer form', () => {
  it('reads a percentage written either way, up to 100 and 4 decimals', () => {
    expect(readPercent('0,5', 'ID')).toBe(0.5);
    expect(readPercent('0.5', 'EN')).toBe(0.5);
    expect(readPercent('0,5', 'EN')).toBe(0.5);
    expect(readPercent('12.3456', 'ID')).toBe(12.3456);
    expect(readPercent('100', 'ID')).toBe(100);
    expect(readPercent('100.01', 'ID')).toBeNull();
    expect(readPercent('1.23456', 'ID')).toBeNull();
    expect(readPercent('-1', 'ID')).toBeNull();
    expect(readPercent('', 'ID')).toBeNull();
  });

  it('sends a percentage as a fraction of parts per million and amounts as the language writes them', () => {
    const values: OfferValues = {
      username: ' budi88 ',
      product: 'LIVE',
      periodType: 'WEEKLY',
      tiers: [
        { minimumBet: '1,000', netLoss: '250,50', activeMember: '2', rateType: 'P', rate: '0,125' },
      ],
      lossRate: '',
      profitRate: '',
      singleBetAmount: '',
    };
    expect(toOffer('DIVIDEND', values, 'ID', true)).toEqual({
      username: 'budi88',
      type: 'DIVIDEND',
      product: 'LIVE',
      periodType: 'WEEKLY',
      confirmHigherRate: true,
      tiers: [{ minimumBet: 1000, netLoss: 250.5, activeMember: 2, rateType: 'P', rate: 0.00125 }],
    });
  });

  it("marks each tier paying more than the agent's own tier reached at its thresholds", () => {
    expect(aboveOwn(offer([tier(100, 1, 0.005), tier(1000, 3, 0.01)]), own())).toEqual([]);
    // 2 members and P 5,000.00 still reach only the agent's tier 1 (0.5 %).
    expect(aboveOwn(offer([tier(5000, 2, 0.006)]), own())).toEqual(['tiers.0.rate']);
    // Below every tier of the agent's: nothing of the agent's pays there.
    expect(aboveOwn(offer([tier(50, 1, 0.001)]), own())).toEqual(['tiers.0.rate']);
    // A fixed amount where the agent's tier pays a percentage: not comparable, refused.
    expect(aboveOwn(offer([tier(100, 1, 1, 'F')]), own())).toEqual(['tiers.0.rate']);
  });

  it("keeps a real-time salary within the agent's rates and least stake", () => {
    const mine = own({
      type: 'REALTIME',
      tiers: [],
      lossRate: 0.005,
      profitRate: 0.002,
      singleBetAmount: 10,
    });
    const realtime = (
      lossRate: number,
      profitRate: number,
      singleBetAmount: number,
    ): ContractOffer => ({
      username: 'sari',
      type: 'REALTIME',
      product: 'CONS',
      tiers: [],
      lossRate,
      profitRate,
      singleBetAmount,
    });
    expect(aboveOwn(realtime(0.005, 0.002, 10), mine)).toEqual([]);
    expect(aboveOwn(realtime(0.006, 0.003, 5), mine)).toEqual([
      'lossRate',
      'profitRate',
      'singleBetAmount',
    ]);
  });
});
