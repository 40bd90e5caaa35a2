import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount } from '../format';

describe('formatCount', () => {
  it("groups thousands in the site's one style (docs/product.md §5: commas), as amounts are", () => {
    expect(formatCount(5123, 'ID')).toBe('5,123');
    expect(formatCount(1234567, 'ID')).toBe('1,234,567');
    expect(formatCount(5123, 'EN')).toBe('5,123');
    expect(formatCount(1234567, 'EN')).toBe('1,234,567');
    expect(formatCount(0, 'ID')).toBe('0');
  });

  it('uses the language the interface speaks when none is given (Indonesian by default)', () => {
    expect(formatCount(5000)).toBe('5,000');
    expect(formatAmount(5000)).toBe('P 5,000.00');
  });
});
