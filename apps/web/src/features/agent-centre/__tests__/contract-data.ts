import type { Contract } from '@site/contract';

/** An accepted daily salary of the demo agent: a percentage tier and a fixed one. */
export const contractOf = (overrides: Partial<Contract> = {}): Contract => ({
  id: '11111111-1111-4111-8111-111111111111',
  type: 'DAILY',
  product: 'CONS',
  periodType: 'DAILY',
  status: 'A',
  account: 'demoagent',
  upline: null,
  tiers: [
    { minimumBet: 100, netLoss: 0, activeMember: 1, rateType: 'P', rate: 0.005 },
    { minimumBet: 1000, netLoss: 0, activeMember: 3, rateType: 'F', rate: 25 },
  ],
  profitRate: null,
  lossRate: null,
  singleBetAmount: null,
  replaces: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  decidedAt: '2026-11-20T03:00:00.000Z',
  ...overrides,
});
