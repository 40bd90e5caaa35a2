import { describe, expect, it } from 'vitest';
import {
  type AmountNotation,
  checkAmountText,
  MAX_AMOUNT,
  readAmount,
  writeAmount,
} from '../src/index.js';

const value = (text: string, notation: AmountNotation) => {
  const read = readAmount(text, notation);
  return read.ok ? read.value : read.problem;
};

describe('reading a typed amount', () => {
  // The site's style (docs/product.md §5, both languages) and the other way where it reads one way
  // only.
  const ways: Record<'ID' | 'EN', [number, string[]][]> = {
    ID: [
      [100_000, ['100000', '100,000', '100,000.00', '100000.00', '100.000,00', '100000,00']],
      [1_000.5, ['1000.50', '1,000.50', '1.000,50', '1.000,5', '1000,5']],
      [0.5, ['0,5', '0,50', ',5', '0.5', '0.50']],
    ],
    EN: [
      [100_000, ['100000', '100,000', '100,000.00', '100000.00']],
      [1_000.5, ['1000.50', '1,000.50', '1,000.5', '1000.5']],
      [0.5, ['0.5', '0.50', '.5', '0,5', '0,50']],
    ],
  };
  for (const language of ['ID', 'EN'] as const) {
    for (const [amount, texts] of ways[language]) {
      it(`reads ${texts.join(' | ')} as ${amount} on the ${language} site`, () => {
        for (const text of texts) expect(value(text, language), text).toBe(amount);
      });
    }
  }

  it('gives integer minor units beside the value', () => {
    expect(readAmount('100.000,50', 'ID')).toEqual({
      ok: true,
      value: 100_000.5,
      minor: 10_000_050,
    });
    expect(readAmount('0,07', 'ID')).toEqual({ ok: true, value: 0.07, minor: 7 });
    expect(readAmount('1,234,567.89', 'EN')).toEqual({
      ok: true,
      value: 1_234_567.89,
      minor: 123_456_789,
    });
  });

  it("reads the language's own grouping of thousands as thousands", () => {
    expect(value('1,000', 'ID')).toBe(1_000);
    expect(value('100,000', 'ID')).toBe(100_000);
    expect(value('1.000.000', 'ID')).toBe(1_000_000);
    expect(value('1,000', 'EN')).toBe(1_000);
    expect(value('100,000', 'EN')).toBe(100_000);
    expect(value('1,000,000', 'EN')).toBe(1_000_000);
  });

  it('refuses, never guesses, the one text that reads two ways: the decimal separator before three digits', () => {
    expect(readAmount('1.000', 'EN')).toEqual({
      ok: false,
      problem: 'ambiguous',
      thousands: 1_000,
    });
    expect(readAmount('100.000', 'EN')).toEqual({
      ok: false,
      problem: 'ambiguous',
      thousands: 100_000,
    });
    expect(readAmount('1.500', 'EN')).toMatchObject({ problem: 'ambiguous', thousands: 1_500 });
    expect(readAmount('1.000', 'ID')).toMatchObject({ problem: 'ambiguous', thousands: 1_000 });
    expect(readAmount('25.500', 'ID')).toMatchObject({ problem: 'ambiguous', thousands: 25_500 });
  });

  it('reads a separator that only one reading fits, in either language', () => {
    // One or two digits after a separator: decimals, whichever the separator.
    expect(value('1,5', 'EN')).toBe(1.5);
    expect(value('1,5', 'ID')).toBe(1.5);
    expect(value('12,34', 'EN')).toBe(12.34);
    expect(value('1.5', 'ID')).toBe(1.5);
    // Three digits after a separator that cannot end a group of thousands: decimals.
    expect(value('0,500', 'ID')).toBe(0.5);
    expect(value('0,500', 'EN')).toBe(0.5);
    expect(value('1000,500', 'ID')).toBe(1_000.5);
    expect(value('1000,500', 'EN')).toBe(1_000.5);
    // A separator more than once: thousands.
    expect(value('1.000.000', 'EN')).toBe(1_000_000);
    expect(value('1.000.000', 'ID')).toBe(1_000_000);
    // Both separators: the last one starts the decimals.
    expect(value('1,000.50', 'ID')).toBe(1_000.5);
    expect(value('1.000,50', 'EN')).toBe(1_000.5);
  });

  it('takes a trailing decimal separator while the member is still typing', () => {
    expect(value('100.', 'ID')).toBe(100);
    expect(value('100,', 'ID')).toBe(100);
    expect(value('100.', 'EN')).toBe(100);
  });

  it('refuses what is not a number', () => {
    for (const language of ['ID', 'EN', 'plain'] as const) {
      for (const text of ['abc', '1e3', '.', ',', '1..5', '12a', '--1', '0x10', '1 000', 'P 100']) {
        expect(value(text, language), `${text} (${language})`).toBe('not_number');
      }
      expect(value('   ', language)).toBe('empty');
    }
    // Grouping that is not thousands, or separators in the wrong order.
    expect(value('1,00,000', 'EN')).toBe('not_number');
    expect(value('1.00.000', 'ID')).toBe('not_number');
    expect(value('1.000,000.50', 'EN')).toBe('not_number');
    expect(value('10000.000,50', 'ID')).toBe('not_number');
    expect(value('0.000,50', 'ID')).toBe('not_number');
  });

  it('refuses more than two decimals (trailing zeros change nothing) and negative amounts', () => {
    expect(value('0,125', 'ID')).toBe('decimals');
    expect(value('1.000,555', 'ID')).toBe('decimals');
    expect(value('10.5555', 'EN')).toBe('decimals');
    expect(value('2,5000', 'ID')).toBe(2.5);
    expect(value('-1', 'EN')).toBe('not_positive');
    expect(value('-0.001', 'plain')).toBe('not_positive');
    expect(value('+5', 'EN')).toBe(5);
  });

  it('refuses amounts beyond what a number holds exactly', () => {
    expect(value('99999999999999', 'plain')).toBe('too_large');
    expect(value('9999999999999.99', 'plain')).toBe(9_999_999_999_999.99);
  });

  it('reads the plain notation: a dot for decimals and no grouping', () => {
    expect(value('2.500', 'plain')).toBe(2.5);
    expect(value(' .5 ', 'plain')).toBe(0.5);
    expect(value('5.', 'plain')).toBe(5);
    expect(value('2,50', 'plain')).toBe('not_number');
    expect(value('1,000', 'plain')).toBe('not_number');
    expect(value('1.000.000', 'plain')).toBe('not_number');
  });
});

describe('checking a typed amount', () => {
  it('is checked in order: empty, a number, one reading, above zero, decimals, the limits', () => {
    const check = (text: string) =>
      checkAmountText(text, 'ID', { min: 50, max: 50_000, available: 20_000 });
    expect(check('')).toEqual({ ok: false, problem: 'empty' });
    expect(check('abc')).toEqual({ ok: false, problem: 'not_number' });
    expect(check('1.000')).toMatchObject({ problem: 'ambiguous' });
    expect(check('0')).toEqual({ ok: false, problem: 'not_positive' });
    expect(check('0.001')).toEqual({ ok: false, problem: 'decimals' });
    expect(check('49.99')).toEqual({ ok: false, problem: 'below_min' });
    expect(check('50,000.01')).toEqual({ ok: false, problem: 'above_max' });
    expect(check('20.000,01')).toEqual({ ok: false, problem: 'over_available' });
    expect(check('1,000')).toEqual({ ok: true, value: 1_000, minor: 100_000 });
    expect(check('100,000')).toEqual({ ok: false, problem: 'above_max' });
  });

  it('caps at MAX_AMOUNT unless told otherwise, and calls an overlong number too much', () => {
    expect(checkAmountText(String(MAX_AMOUNT), 'EN')).toMatchObject({ ok: true });
    expect(checkAmountText(`${MAX_AMOUNT}.01`, 'EN')).toMatchObject({ problem: 'above_max' });
    expect(checkAmountText('9'.repeat(20), 'EN')).toMatchObject({ problem: 'above_max' });
  });
});

describe('writing an amount', () => {
  it('writes each notation, and reads back the same amount', () => {
    const cases: [number, Record<AmountNotation, string>][] = [
      [100_000, { ID: '100,000', EN: '100,000', plain: '100000' }],
      [1_000.5, { ID: '1,000.50', EN: '1,000.50', plain: '1000.50' }],
      [0.5, { ID: '0.50', EN: '0.50', plain: '0.50' }],
      [1_234_567.89, { ID: '1,234,567.89', EN: '1,234,567.89', plain: '1234567.89' }],
      [999, { ID: '999', EN: '999', plain: '999' }],
    ];
    for (const [amount, written] of cases) {
      for (const notation of ['ID', 'EN', 'plain'] as const) {
        expect(writeAmount(amount, notation)).toBe(written[notation]);
        expect(value(written[notation], notation)).toBe(amount);
      }
    }
  });

  it('writes plain amounts that read the same on either site', () => {
    for (const amount of [100, 1_234.5, 0.07, 50_000]) {
      for (const language of ['ID', 'EN'] as const) {
        expect(value(writeAmount(amount, 'plain'), language)).toBe(amount);
      }
    }
  });
});
