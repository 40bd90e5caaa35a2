import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { devCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema/index.js';
import { buildTestApp, failureOf, valueOf } from './helper.js';

const indexHtml = '<!doctype html><html><body><div id="root"></div>web-index</body></html>';

let app: FastifyInstance;
let devApp: FastifyInstance;
let dataDir: string;
beforeAll(async () => {
  const built = await buildTestApp({
    routes: (target) => {
      target.get('/wps/test/boom', async () => {
        throw new Error('connection to db-secret-host:5432 refused');
      });
    },
  });
  app = built.app;
  dataDir = built.config.dataDir;
  const web = built.config.webDist;
  await mkdir(join(web, 'assets'));
  await writeFile(join(web, 'index.html'), indexHtml);
  await writeFile(join(web, 'assets', 'app-3f2a1b.js'), 'console.log("app")');
  await writeFile(join(web, 'assets', 'app-3f2a1b.js.gz'), gzipSync('console.log("app")'));
  ({ app: devApp } = await buildTestApp({ env: { DEV_OUTBOX: '1' } }));
});
afterAll(async () => {
  await app?.close();
  await devApp?.close();
});

const page = (url: string) => app.inject({ url, headers: { Accept: 'text/html' } });

describe('the web app', () => {
  it('answers index.html, never cached, for the pages of the history router', async () => {
    for (const url of ['/', '/index', '/register.html', '/promotions?x=1', '/rng?page=PG']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('web-index');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets for a year, pre-compressed when the browser takes it', async () => {
    const response = await app.inject({
      url: '/assets/app-3f2a1b.js',
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await page('/assets/missing-123.js');
    expect(missing.statusCode).toBe(404);
  });

  it('compresses API answers for browsers that take it, and leaves small ones alone', async () => {
    const url = '/wps/relay/GCSGAME_gameList?pageSize=24';
    const response = await app.inject({ url, headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
    const small = await app.inject({
      url: '/wps/session/key/rsa',
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends security headers with a CSP for the single-page app', async () => {
    const response = await page('/index');
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Popups the site opens keep their opener; nothing else gets a handle on the site.
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const permissions = String(response.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
      expect(permissions).toContain(feature);
    }
    // The game frame hands full screen to a vendor's game: not switched off here.
    expect(permissions).not.toContain('fullscreen');
  });

  it("sends a JSON answer the API's headers: never sniffed, framed, read cross-origin or run", async () => {
    for (const url of [
      '/wps/system/status',
      '/wps/relay/GCSGAME_gameList?pageSize=1',
      '/lgw/games',
    ]) {
      const response = await app.inject({ url, headers: { Merchant: 'DEMO' } });
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      // The page's switches for documents and legacy browsers are not sent with data.
      expect(response.headers['x-dns-prefetch-control'], url).toBeUndefined();
    }
    // A refusal is a JSON answer too.
    const missing = await page('/wps/nope');
    expect(missing.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('says the web app is not built when WEB_DIST has no index.html', async () => {
    const response = await devApp.inject({ url: '/index', headers: { Accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});

describe('errors', () => {
  it('answers unknown API paths with the 404 envelope, even for browsers', async () => {
    for (const url of ['/wps/nope', '/lgw/nope', '/ops/nope', '/__dev/outbox', '/media/nope']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(failureOf(response).errorCode).toBe('resource.not.found');
    }
    const post = await app.inject({ method: 'POST', url: '/wps/nope', payload: {} });
    expect(failureOf(post).errorCode).toBe('resource.not.found');
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { 'Content-Type': 'application/json' },
      payload: '{"content": ',
    });
    expect(response.statusCode).toBe(400);
    expect(failureOf(response).errorCode).toBe('request.invalid');
  });

  it('hides the details of a failure', async () => {
    const response = await app.inject({ url: '/wps/test/boom', headers: { Language: 'EN' } });
    expect(response.statusCode).toBe(500);
    expect(failureOf(response)).toEqual({
      success: false,
      errorCode: 'system.error',
      message: 'Unknown error, please try again later.',
    });
    expect(response.body).not.toContain('secret');
  });
});

describe('generated pictures', () => {
  it('draws a game tile as SVG, cached with an ETag', async () => {
    const response = await app.inject('/media/game/JKP-0001.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.headers['cache-control']).toContain('max-age=');
    const etag = String(response.headers.etag);
    const again = await app.inject({
      url: '/media/game/JKP-0001.svg',
      headers: { 'If-None-Match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect((await app.inject('/media/game/JKP-0002.svg')).body).not.toBe(response.body);
  });

  it('draws vendors, banners, logos and the brand; unknown ones are 404 envelopes', async () => {
    for (const url of [
      '/media/vendor/DS88.svg',
      '/media/banner/DEMO-B-01.svg',
      '/media/logo/payment/QRIS.svg',
      '/media/brand/DEMO.svg',
    ]) {
      expect((await app.inject(url)).statusCode, url).toBe(200);
    }
    expect((await app.inject('/media/brand/DEMO.svg')).body).toContain('Nusantara Play');
    for (const url of ['/media/game/NOPE-1.svg', '/media/vendor/DS88.png', '/media/logo/x/y.svg']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(failureOf(response).errorCode).toBe('resource.not.found');
    }
  });
});

describe('support pages', () => {
  it('serves the live chat page with the contact channels', async () => {
    const response = await page('/cs/chat');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Nusantara Play');
    expect(response.body).toContain('mailto:support@nusantaraplay.example');
  });

  it('serves an app file once the operator puts it in DATA_DIR/downloads', async () => {
    const before = await app.inject({
      url: '/download/app/android.apk',
      headers: { Language: 'EN' },
    });
    expect(before.statusCode).toBe(404);
    expect(failureOf(before).message).toBe('The ANDROID app is not published yet.');
    await mkdir(join(dataDir, 'downloads'));
    await writeFile(join(dataDir, 'downloads', 'android.apk'), 'PK-demo');
    const after = await app.inject('/download/app/android.apk');
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-type']).toBe('application/vnd.android.package-archive');
    expect(after.body).toBe('PK-demo');
    expect((await app.inject('/download/app/other.exe')).statusCode).toBe(404);
  });
});

describe('dev outbox', () => {
  it('exists only with DEV_OUTBOX=1 and lists what local drivers sent', async () => {
    expect((await app.inject('/__dev/outbox')).statusCode).toBe(404);
    expect(valueOf(devCalls.outbox, await devApp.inject('/__dev/outbox')).list).toEqual([]);
    await devApp.db
      .insert(outbox)
      .values({ channel: 'sms', recipient: '+6281200000001', body: 'code 123456' });
    const { list } = valueOf(devCalls.outbox, await devApp.inject('/__dev/outbox'));
    expect(list).toMatchObject([{ channel: 'sms', to: '+6281200000001', body: 'code 123456' }]);
  });
});
