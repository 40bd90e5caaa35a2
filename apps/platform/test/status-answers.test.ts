import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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

  it('goes out compressed as the client accepts, the same JSON under the same ETag', async () => {
    const plain = await status('203.0.113.7');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The kept answer varies by Accept-Encoding whichever coding this client got.
    expect(plain.headers.vary).toBe('Merchant, Language, accept-encoding');
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [accept, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        // The first from the answer just made, the second from the compressed bytes kept.
        const coded = await status('203.0.113.7', { 'Accept-Encoding': accept });
        expect(coded.statusCode).toBe(200);
        expect(coded.headers['content-encoding']).toBe(coding);
        expect(coded.headers.vary).toBe(plain.headers.vary);
        expect(coded.headers.etag).toBe(plain.headers.etag);
        expect(coded.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(Number(coded.headers['content-length'])).toBe(coded.rawPayload.length);
        expect(coded.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        expect(decoders[coding](coded.rawPayload).toString()).toBe(plain.body);
      }
    }
    const held = await status('203.0.113.7', {
      'Accept-Encoding': 'br',
      'If-None-Match': String(plain.headers.etag),
    });
    expect(held.statusCode).toBe(304);
    expect(held.rawPayload.length).toBe(0);
    expect(held.headers['content-encoding']).toBeUndefined();
    expect(held.headers.vary).toBe(plain.headers.vary);
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
