import { describe, expect, it } from 'vitest';
import { formatCount } from '../format';

describe('formatCount', () => {
  it('groups thousands with commas, as the amounts do, in every language', () => {
    expect(formatCount(5123)).toBe('5,123');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
  });
});
