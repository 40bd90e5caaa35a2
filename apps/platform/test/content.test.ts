import { contentCalls, HOUR_MS } from '@site/contract';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../src/db/schema/index.js';
import { buildTestApp, failureOf, valueOf } from './helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

const announcements = async (query = '') =>
  valueOf(
    contentCalls.announcements,
    await app.inject({ method: 'GET', url: `/wps/relay/MCSFE_getListAnnouncements${query}` }),
  );

describe('announcements', () => {
  it('pages player notices 9 at a time, newest first', async () => {
    const first = await announcements();
    expect(first.playerPage).toEqual({ pageNum: 1, pageSize: 9, totalCount: 25, totalPages: 3 });
    expect(first.player).toHaveLength(9);
    const times = first.player.map((n) => n.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const third = await announcements('?pageNo=3');
    expect(third.player).toHaveLength(7);
    expect(third.player.at(-1)?.content).toContain('onerror');
  });

  it('dates the seeded notices before the seed ran, the newest within the day', async () => {
    const all = await announcements();
    const now = Date.now();
    const times = [...all.player, ...all.banners, ...all.popup, ...all.promotion].map((n) =>
      Date.parse(n.publishedAt),
    );
    for (const time of times) expect(time).toBeLessThanOrEqual(now);
    expect(now - Math.max(...times)).toBeLessThan(24 * HOUR_MS);
    // The oldest is some weeks back, not months.
    expect(now - Math.min(...times)).toBeLessThan(30 * 24 * HOUR_MS);
  });

  it('answers banners, popups, promotions and headlines with pictures where apt', async () => {
    const all = await announcements();
    expect(all.banners).toHaveLength(4);
    expect(all.banners[0]?.imageUrl).toMatch(/^\/media\/banner\/ID\/DEMO-B-\d+\.svg$/);
    expect(all.popup).toHaveLength(2);
    expect(all.promotion).toHaveLength(4);
    expect(all.headline).toHaveLength(3);
  });

  it('answers only the requested types', async () => {
    const some = await announcements('?types=B,H');
    expect(some.banners).toHaveLength(4);
    expect(some.headline).toHaveLength(3);
    expect(some.player).toEqual([]);
    expect(some.playerPage.totalCount).toBe(0);
    expect(some.popup).toEqual([]);
    const bad = await app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getListAnnouncements?types=B,XX',
    });
    expect(bad.statusCode).toBe(400);
    expect(failureOf(bad).fields).toHaveProperty('query.types');
  });
});

describe('help centre', () => {
  it('answers the help items, terms among them', async () => {
    const { list } = valueOf(
      contentCalls.helpCenter,
      await app.inject({ method: 'GET', url: '/wps/system/helpCenter' }),
    );
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.find((h) => h.code === 'terms')?.content).toContain('<p>');
  });
});

describe('feedback', () => {
  const send = (content: unknown, ip: string) =>
    app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      payload: { content },
      remoteAddress: ip,
    });

  it('stores feedback with merchant, address and time', async () => {
    const { id } = valueOf(
      contentCalls.feedback,
      await send('  Love the new tables!  ', '10.0.0.1'),
    );
    const [row] = await app.db.select().from(feedback).orderBy(desc(feedback.createdAt)).limit(1);
    expect(row).toMatchObject({
      id,
      merchantCode: 'DEMO',
      ip: '10.0.0.1',
      content: 'Love the new tables!',
    });
    expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it('refuses empty, too long and missing content', async () => {
    for (const content of ['   ', 'x'.repeat(141), undefined, 42]) {
      const response = await send(content, '10.0.0.2');
      expect(response.statusCode).toBe(400);
      expect(failureOf(response).fields).toHaveProperty('body.content');
    }
  });

  it('throttles an address after 5 a minute, telling when to retry', async () => {
    for (let i = 0; i < 5; i++) expect((await send(`note ${i}`, '10.0.0.3')).statusCode).toBe(200);
    const throttled = await send('one too many', '10.0.0.3');
    expect(throttled.statusCode).toBe(429);
    const failure = failureOf(throttled);
    expect(failure.errorCode).toBe('request.throttled');
    const retryIn = Date.parse(failure.retryAt!) - Date.now();
    expect(retryIn).toBeGreaterThan(0);
    expect(retryIn).toBeLessThanOrEqual(60_000);
    // Another address is not affected.
    expect((await send('hello', '10.0.0.4')).statusCode).toBe(200);
  });
});
