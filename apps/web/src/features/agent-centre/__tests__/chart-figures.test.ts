import { describe, expect, it } from 'vitest';
import { legendValue, type ChartTotals } from '../utils/chart-figures';

const totals: ChartTotals = {
  validBet: 1_234_567.5,
  deposit: 1500,
  profit: -200,
  newMembers: 3,
  activeMembers: 5_000,
};

describe("the team chart's legend", () => {
  it('gives every label the range total, formatted, while no day is pointed at', () => {
    expect(legendValue('validBet', null, null, totals, 'P')).toBe('P 1,234,567.50');
    expect(legendValue('deposit', null, null, totals, '$')).toBe('$ 1,500.00');
    expect(legendValue('profit', null, null, totals, 'P')).toBe('-P 200.00');
    expect(legendValue('newMembers', null, null, totals, 'P')).toBe('3');
    expect(legendValue('activeMembers', null, null, totals, 'P')).toBe('5,000');
  });

  it("gives the pointed day's figure, and nothing for a day without one", () => {
    expect(legendValue('validBet', 400, 0, totals, 'P')).toBe('P 400.00');
    expect(legendValue('activeMembers', 1_200, 1, totals, 'P')).toBe('1,200');
    expect(legendValue('deposit', null, 2, totals, 'P')).toBe('');
  });
});
