import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns, merchants } from '../src/db/schema/index.js';
import { slotsBetween } from '../src/domains/lottery/calendar.js';
import { buildTestApp } from './helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

describe("each merchant on its own clock (the demo's Jakarta, Luna's Manila)", () => {
  it('seeds the brands with their zones', async () => {
    const rows = await app.db
      .select({ code: merchants.code, timeZone: merchants.timeZone })
      .from(merchants)
      .orderBy(merchants.code);
    expect(rows).toEqual([
      { code: 'DEMO', timeZone: 'Asia/Jakarta' },
      { code: 'LUNA', timeZone: 'Asia/Manila' },
    ]);
  });

  it("pays each brand's own yesterday: at 16:30 UTC Manila is a day ahead of Jakarta", async () => {
    // 23:30 of the 20th in Jakarta, 00:30 of the 21st in Manila: both days before are over.
    const outcomes = await app.jobs.tick('agents.rebate', new Date('2026-11-20T16:30:00Z'));
    expect(outcomes.map((o) => [o.run.subject, o.run.period]).sort()).toEqual([
      ['DEMO', '2026-11-19'],
      ['LUNA', '2026-11-20'],
    ]);
    const luna = await app.db
      .select({ period: jobRuns.period })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, 'agents.rebate'), eq(jobRuns.subject, 'LUNA')));
    // Luna's run is of its own day; none was made of Jakarta's.
    expect(luna.map((r) => r.period)).toContain('2026-11-20');
    expect(luna.map((r) => r.period)).not.toContain('2026-11-19');
  });

  it("draws a daily game at its time of the merchant's day", () => {
    const daily = { intervalSeconds: 86_400, firstDrawSeconds: 21 * 3_600, lockSeconds: 60 };
    const from = new Date('2026-11-24T00:00:00Z');
    const until = new Date('2026-11-26T00:00:00Z');
    const jakarta = slotsBetween(daily, from, until, 'Asia/Jakarta');
    const manila = slotsBetween(daily, from, until, 'Asia/Manila');
    expect(jakarta.map((s) => [s.numero, s.drawsAt.toISOString()])).toEqual([
      ['20261124-001', '2026-11-24T14:00:00.000Z'],
      ['20261125-001', '2026-11-25T14:00:00.000Z'],
    ]);
    expect(manila.map((s) => [s.numero, s.drawsAt.toISOString()])).toEqual([
      ['20261124-001', '2026-11-24T13:00:00.000Z'],
      ['20261125-001', '2026-11-25T13:00:00.000Z'],
    ]);
  });

  it('has one draw more or fewer on the days New York changes its clocks', () => {
    const hourly = { intervalSeconds: 3_600, firstDrawSeconds: 3_600, lockSeconds: 30 };
    const count = (day: string, next: string) =>
      slotsBetween(
        hourly,
        new Date(`${day}T00:00:00Z`),
        new Date(`${next}T12:00:00Z`),
        'America/New_York',
      ).filter((s) => s.day === day.replaceAll('-', '')).length;
    expect(count('2026-03-08', '2026-03-09')).toBe(23);
    expect(count('2026-11-01', '2026-11-02')).toBe(25);
  });
});
