import { describe, expect, it } from 'vitest';
import { addDays, dayIn, wallTimeIn, zoneLabel } from '../merchant-time';

describe("the merchant's clock", () => {
  it("turns Jakarta's day at 17:00 UTC", () => {
    expect(dayIn(new Date('2026-11-26T16:59:59Z'), 'Asia/Jakarta')).toBe('2026-11-26');
    expect(dayIn(new Date('2026-11-26T17:00:00Z'), 'Asia/Jakarta')).toBe('2026-11-27');
    expect(wallTimeIn(Date.parse('2026-11-26T17:00:00Z'), 'Asia/Jakarta')).toBe(
      '2026-11-27 00:00:00',
    );
    expect(zoneLabel('Asia/Jakarta')).toBe('GMT+7');
  });

  it('follows a daylight-saving change in New York', () => {
    // Clocks go forward at 02:00 on 2026-03-08: midnight of the 9th is 04:00 UTC, not 05:00.
    expect(dayIn(new Date('2026-03-09T03:59:59Z'), 'America/New_York')).toBe('2026-03-08');
    expect(dayIn(new Date('2026-03-09T04:00:00Z'), 'America/New_York')).toBe('2026-03-09');
    expect(zoneLabel('America/New_York', Date.parse('2026-01-15T12:00:00Z'))).toBe('GMT-5');
    expect(zoneLabel('America/New_York', Date.parse('2026-07-15T12:00:00Z'))).toBe('GMT-4');
  });

  it('counts days across months, and falls back on a zone it does not know', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayIn(new Date('2026-11-26T17:00:00Z'), 'Mars/Olympus')).toBe('2026-11-27');
  });
});
