import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCompact,
  formatCount,
  formatNumber,
  formatPercent,
  formatRate,
  readAmount,
  readCount,
  readRate,
  writeAmount,
  writeRate,
  type Language,
} from '../src/index.js';

const LANGUAGES: Language[] = ['ID', 'EN'];

describe('the site writes numbers in one style per language (docs/product.md §5: comma thousands)', () => {
  for (const language of LANGUAGES) {
    describe(language, () => {
      it('writes amounts with the symbol, two decimals and grouped thousands', () => {
        expect(formatAmount(50_000, language)).toBe('P 50,000.00');
        expect(formatAmount(1_234_567.5, language, 'Rp')).toBe('Rp 1,234,567.50');
        expect(formatAmount(0.07, language, '$')).toBe('$ 0.07');
        expect(formatAmount(999, language)).toBe('P 999.00');
      });

      it('writes zero, nothing and what is not a number as 0', () => {
        expect(formatAmount(0, language)).toBe('P 0.00');
        expect(formatAmount(-0, language)).toBe('P 0.00');
        expect(formatAmount(null, language)).toBe('P 0.00');
        expect(formatAmount(undefined, language)).toBe('P 0.00');
        expect(formatAmount(Number.NaN, language)).toBe('P 0.00');
        expect(formatAmount(Infinity, language)).toBe('P 0.00');
        expect(formatCount(Number.NaN, language)).toBe('0');
      });

      it('writes negative amounts, counts and rates with a leading minus', () => {
        expect(formatAmount(-1_500.5, language, '$')).toBe('-$ 1,500.50');
        expect(formatAmount(-0.001, language)).toBe('P 0.00');
        expect(formatCount(-5_000, language)).toBe('-5,000');
        expect(formatPercent(-2.5, language)).toBe('-2.5%');
      });

      it('writes large amounts exactly', () => {
        expect(formatAmount(1_000_000_000, language)).toBe('P 1,000,000,000.00');
        expect(formatAmount(9_999_999_999_999.99, language)).toBe('P 9,999,999,999,999.99');
        expect(formatCount(123_456_789, language)).toBe('123,456,789');
      });

      it('writes counts whole and grouped', () => {
        expect(formatCount(5_000, language)).toBe('5,000');
        expect(formatCount(140, language)).toBe('140');
        expect(formatCount(0, language)).toBe('0');
        expect(formatCount(2.6, language)).toBe('3');
      });

      it('writes rates up to four decimals, no trailing zeros', () => {
        expect(formatPercent(0.5, language)).toBe('0.5%');
        expect(formatPercent(12.34567, language)).toBe('12.3457%');
        expect(formatPercent(96.09, language, { min: 2, max: 2 })).toBe('96.09%');
        expect(formatPercent(0, language)).toBe('0%');
        expect(formatRate(0.005, language)).toBe('0.5%');
        expect(formatRate(0.012345, language)).toBe('1.2345%');
        expect(formatNumber(0.1, language, { max: 2 })).toBe('0.1');
      });

      it('shortens numbers for a chart axis', () => {
        expect(formatCompact(950, language)).toBe('950');
        expect(formatCompact(0, language)).toBe('0');
      });
    });
  }

  it('shortens with each language’s words', () => {
    expect(formatCompact(1_250_000, 'EN')).toBe('1.3M');
    expect(formatCompact(1_250_000, 'ID')).toBe('1.3 jt');
    expect(formatCompact(-4_000, 'EN')).toBe('-4K');
    expect(formatCompact(4_000, 'ID')).toBe('4 rb');
  });

  it('reads back what it writes', () => {
    for (const language of LANGUAGES) {
      for (const amount of [0.07, 999, 50_000, 1_234_567.5]) {
        const text = formatAmount(amount, language).replace('P ', '');
        expect(readAmount(text, language)).toMatchObject({ ok: true, value: amount });
        expect(readAmount(writeAmount(amount, language), language)).toMatchObject({
          value: amount,
        });
      }
      for (const percent of [0, 0.5, 12.3456, 100]) {
        expect(readRate(writeRate(percent, language), language)).toEqual({
          ok: true,
          value: percent,
        });
      }
      expect(readCount(formatCount(5_000, language), language)).toEqual({ ok: true, value: 5_000 });
    }
  });
});

describe('reading a rate', () => {
  const rate = (text: string, language: Language) => {
    const read = readRate(text, language);
    return read.ok ? read.value : read.problem;
  };

  it('reads "0,5" in ID and "0.5" in EN, and either way in either language', () => {
    expect(rate('0,5', 'ID')).toBe(0.5);
    expect(rate('0.5', 'EN')).toBe(0.5);
    for (const language of LANGUAGES) {
      for (const text of ['0.5', '0,5', ' 0,50 ', '.5', ',5', '0.5%', '0,5 %', '+0.5']) {
        expect(rate(text, language), `${text} (${language})`).toBe(0.5);
      }
      // A rate is never a thousand: one separator before three digits starts the decimals.
      expect(rate('1,500', language)).toBe(1.5);
      expect(rate('1.500', language)).toBe(1.5);
      expect(rate('12,3456', language)).toBe(12.3456);
      expect(rate('0', language)).toBe(0);
      expect(rate('100', language)).toBe(100);
      expect(rate('100,0000', language)).toBe(100);
    }
  });

  it('refuses bad input, negatives, too many decimals and more than the most', () => {
    for (const language of LANGUAGES) {
      expect(rate('', language)).toBe('empty');
      expect(rate('  ', language)).toBe('empty');
      for (const text of ['abc', '0..5', '1e2', '0,5,', '.', '%', '0.5.5', '5 0']) {
        expect(rate(text, language), text).toBe('not_number');
      }
      expect(rate('-0.5', language)).toBe('negative');
      expect(rate('0,12345', language)).toBe('decimals');
      expect(rate('100.01', language)).toBe('too_large');
      expect(rate('1,000,000', language)).toBe('too_large');
      expect(rate('99999999999999', language)).toBe('too_large');
    }
    expect(readRate('2.5', 'EN', { max: 2 })).toEqual({ ok: false, problem: 'too_large' });
    expect(readRate('2.55', 'EN', { decimals: 1 })).toEqual({ ok: false, problem: 'decimals' });
  });
});

describe('reading a count', () => {
  const count = (text: string, language: Language) => {
    const read = readCount(text, language);
    return read.ok ? read.value : read.problem;
  };

  it('reads digits and grouped thousands, either way where only one reading exists', () => {
    for (const language of LANGUAGES) {
      expect(count('5000', language)).toBe(5_000);
      expect(count('5,000', language)).toBe(5_000);
      expect(count('1.000.000', language)).toBe(1_000_000);
      expect(count('0', language)).toBe(0);
      expect(count('12.00', language)).toBe(12);
    }
  });

  it('refuses bad input, negatives, fractions, two readings and too many', () => {
    for (const language of LANGUAGES) {
      expect(count('', language)).toBe('empty');
      expect(count('five', language)).toBe('not_number');
      expect(count('-3', language)).toBe('negative');
      expect(count('2.5', language)).toBe('decimals');
      expect(count('5.000', language)).toBe('ambiguous');
      expect(count('1'.repeat(20), language)).toBe('too_large');
    }
    expect(readCount('11', 'ID', { max: 10 })).toEqual({ ok: false, problem: 'too_large' });
  });
});
