import { brotliDecompressSync } from 'node:zlib';
import { gameCalls, systemCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeoIp } from '../src/domains/system/geo-ip.js';
import { buildTestApp, valueOf } from './helper.js';

describe('the status answer kept per visitor', () => {
  let app: FastifyInstance;
  const asked: string[] = [];
  const geoIp: GeoIp = {
    countryOf: async (ip) => {
      asked.push(ip);
      return ip === '203.0.113.7' ? 'ID' : null;
    },
  };
  beforeAll(async () => {
    ({ app } = await buildTestApp({ geoIp }));
  });
  afterAll(() => app?.close());

  const status = (remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: systemCalls.status.path, remoteAddress, headers });

  it('asks the GeoIP driver once per address, and answers each visitor their own location', async () => {
    const first = await status('203.0.113.7');
    const again = await status('203.0.113.7');
    const other = await status('198.51.100.2');
    expect(asked.filter((ip) => ip === '203.0.113.7')).toHaveLength(1);
    expect(asked.filter((ip) => ip === '198.51.100.2')).toHaveLength(1);

    expect(valueOf(systemCalls.status, first).location).toEqual({
      ip: '203.0.113.7',
      country: 'ID',
    });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(valueOf(systemCalls.status, other).location).toEqual({
      ip: '198.51.100.2',
      country: 'ZZ',
    });
    expect(other.headers.etag).not.toBe(first.headers.etag);
    // The other visitor's validator is not this one's.
    const crossed = await status('203.0.113.7', { 'If-None-Match': String(other.headers.etag) });
    expect(crossed.statusCode).toBe(200);
    const held = await status('203.0.113.7', { 'If-None-Match': String(first.headers.etag) });
    expect(held.statusCode).toBe(304);
  });

  it('still checks a query when one is sent, and answers an empty one from the cache', async () => {
    const long = await app.inject({
      method: 'GET',
      url: `${systemCalls.status.path}?url=${'x'.repeat(501)}`,
      remoteAddress: '203.0.113.7',
    });
    expect(long.statusCode).toBe(400);
    const plain = await status('203.0.113.7');
    const withUrl = await app.inject({
      method: 'GET',
      url: `${systemCalls.status.path}?url=localhost`,
      remoteAddress: '203.0.113.7',
    });
    expect(withUrl.statusCode).toBe(200);
    expect(withUrl.body).toBe(plain.body);
  });
});

describe('a kept public read, compressed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });
  afterAll(() => app?.close());

  it('goes out whole when it comes from the cache, as when it was filled', async () => {
    const hot = () =>
      app.inject({
        method: 'GET',
        url: `${gameCalls.hotGames.path}?merchantCode=DEMO&isPlatform=2&platform=web`,
        headers: { 'accept-encoding': 'br', Merchant: 'DEMO', Language: 'ID' },
      });
    const filled = await hot();
    const kept = await hot();
    for (const answer of [filled, kept]) {
      expect(answer.headers['content-encoding']).toBe('br');
      const body = JSON.parse(brotliDecompressSync(answer.rawPayload).toString()) as {
        success: boolean;
      };
      expect(body.success).toBe(true);
    }
    expect(kept.rawPayload.length).toBe(filled.rawPayload.length);
  });
});
