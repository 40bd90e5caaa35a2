import { HOUR_MS } from '@site/contract';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayOf,
  isTimeZone,
  offsetMs,
  sqlDayOf,
  startOfDay,
  weekOf,
} from '../src/domains/system/time-zone.js';

describe("the merchant's clock", () => {
  it("turns Jakarta's day at 17:00 UTC", () => {
    expect(dayOf(new Date('2026-11-26T16:59:59.999Z'), 'Asia/Jakarta')).toBe('2026-11-26');
    expect(dayOf(new Date('2026-11-26T17:00:00Z'), 'Asia/Jakarta')).toBe('2026-11-27');
    expect(startOfDay('2026-11-27', 'Asia/Jakarta').toISOString()).toBe('2026-11-26T17:00:00.000Z');
    expect(startOfDay('2026-11-27', 'Asia/Jakarta', 1).toISOString()).toBe(
      '2026-11-27T17:00:00.000Z',
    );
    expect(offsetMs(new Date('2026-06-01T00:00:00Z'), 'Asia/Jakarta')).toBe(7 * HOUR_MS);
  });

  it('follows a daylight-saving change: days of 23 and 25 hours in New York', () => {
    const zone = 'America/New_York';
    // Clocks go forward at 02:00 on 2026-03-08 (EST -5 to EDT -4).
    expect(startOfDay('2026-03-08', zone).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay('2026-03-09', zone).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(+startOfDay('2026-03-09', zone) - +startOfDay('2026-03-08', zone)).toBe(23 * HOUR_MS);
    expect(dayOf(new Date('2026-03-09T03:59:59Z'), zone)).toBe('2026-03-08');
    expect(dayOf(new Date('2026-03-09T04:00:00Z'), zone)).toBe('2026-03-09');
    // Back at 02:00 on 2026-11-01: a day of 25 hours.
    expect(+startOfDay('2026-11-02', zone) - +startOfDay('2026-11-01', zone)).toBe(25 * HOUR_MS);
    expect(offsetMs(new Date('2026-07-01T12:00:00Z'), zone)).toBe(-4 * HOUR_MS);
    expect(offsetMs(new Date('2026-12-01T12:00:00Z'), zone)).toBe(-5 * HOUR_MS);
  });

  it('starts a day whose midnight is skipped when the clocks jump', () => {
    // Santiago moves from -4 to -3 at midnight on 2026-09-06: the day starts at 01:00 local.
    const start = startOfDay('2026-09-06', 'America/Santiago');
    expect(start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(dayOf(start, 'America/Santiago')).toBe('2026-09-06');
    expect(dayOf(+start - 1, 'America/Santiago')).toBe('2026-09-05');
  });

  it('counts weeks from Monday and days across months', () => {
    expect(weekOf('2026-11-29')).toBe('2026-11-23');
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('lets only known zones into SQL', () => {
    expect(isTimeZone('Asia/Manila')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone("UTC'; drop table x; --")).toBe(false);
    expect(sqlDayOf('t.at', 'Asia/Jakarta')).toBe(`(t.at at time zone 'Asia/Jakarta')::date`);
    expect(() => sqlDayOf('t.at', "x'")).toThrow();
  });
});
