import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths.js';
import { buildTestApp, failureOf } from './helper.js';

let app: FastifyInstance;
let houseDist: string;
beforeAll(async () => {
  // The page as apps/house's build.mjs writes it, into a folder of this test's own.
  houseDist = await mkdtemp(join(tmpdir(), 'house-page-'));
  execFileSync(process.execPath, [join(repoRoot, 'apps/house/build.mjs'), '--outdir', houseDist]);
  ({ app } = await buildTestApp({ house: { houseDist, sweepEveryMs: 0 } }));
}, 60_000);
afterAll(() => app?.close());

describe('the house game page', () => {
  it('serves index.html uncached, framed only by the site itself', async () => {
    const response = await app.inject({
      url: '/house/play/?t=abc&lang=EN',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.body).toContain('<div id="app"></div>');
    expect(response.body).toMatch(/src="\.\/assets\/house-[A-Z0-9]+\.js"/);
  });

  it('serves its hashed script and style for a year', async () => {
    const index = await readFile(join(houseDist, 'index.html'), 'utf8');
    for (const asset of index.match(/assets\/house-[A-Z0-9]+\.(js|css)/g) ?? []) {
      const response = await app.inject({ url: `/house/play/${asset}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-type']).toMatch(
        asset.endsWith('.js') ? /javascript/ : /text\/css/,
      );
    }
  });

  it('keeps the launch query when the address lacks its slash', async () => {
    const response = await app.inject({ url: '/house/play?t=abc&lang=ID' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/house/play/?t=abc&lang=ID');
  });

  it('answers a missing file or house path with the 404 envelope, not the web app', async () => {
    for (const url of ['/house/play/assets/house-MISSING.js', '/house/nothing-here']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(failureOf(response).errorCode).toBe('resource.not.found');
    }
  });
});

describe('the house game page, not built', () => {
  it('says how to build it', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'house-empty-'));
    const { app: bare } = await buildTestApp({ house: { houseDist: empty, sweepEveryMs: 0 } });
    try {
      const response = await bare.inject({ url: '/house/play/', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
