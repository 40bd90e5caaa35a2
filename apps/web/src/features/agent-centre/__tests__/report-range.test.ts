import { describe, expect, it } from 'vitest';
import { resolveRange } from '../utils/report-range';

// 2026-11-26 10:00 in UTC+7.
const now = new Date('2026-11-26T03:00:00Z');
const JAKARTA = 'Asia/Jakarta';
const custom = (start: string, end: string) =>
  resolveRange({ choice: 'custom', start, end }, JAKARTA, now);

describe('report range', () => {
  it('turns a preset into the merchant days', () => {
    expect(resolveRange({ choice: 'last7', start: '', end: '' }, JAKARTA, now)).toEqual({
      range: { startDate: '2026-11-20', endDate: '2026-11-26' },
    });
  });

  it("counts the merchant's own days: a zone west of UTC is still on the day before", () => {
    // 03:00 UTC is 22:00 of the 25th in New York (EST).
    expect(resolveRange({ choice: 'today', start: '', end: '' }, 'America/New_York', now)).toEqual({
      range: { startDate: '2026-11-25', endDate: '2026-11-25' },
    });
    expect(
      resolveRange(
        { choice: 'custom', start: '2026-11-20', end: '2026-11-26' },
        'America/New_York',
        now,
      ),
    ).toEqual({ problems: { end: 'future' } });
  });

  it('takes a custom range that holds', () => {
    expect(custom('2026-11-01', '2026-11-26')).toEqual({
      range: { startDate: '2026-11-01', endDate: '2026-11-26' },
    });
  });

  it('says what is wrong with custom dates', () => {
    expect(custom('', '')).toEqual({ problems: { start: 'required', end: 'required' } });
    expect(custom('2026-02-31', '2026-03-01')).toEqual({ problems: { start: 'invalid' } });
    expect(custom('2026-11-10', '2026-11-09')).toEqual({ problems: { end: 'reversed' } });
    expect(custom('2026-11-10', '2026-11-27')).toEqual({ problems: { end: 'future' } });
    // 93 days are the most: 2026-08-26 .. 2026-11-26 is 93 days, a day earlier is 94.
    expect(custom('2026-08-26', '2026-11-26')).toHaveProperty('range');
    expect(custom('2026-08-25', '2026-11-26')).toEqual({ problems: { start: 'too_long' } });
  });
});
