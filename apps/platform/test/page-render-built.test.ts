import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths.js';
import { buildTestApp } from './helper.js';

/**
 * The web app's real server entry, built from its sources, against this platform and its
 * seeded demo merchant: what a visitor's browser gets before any script runs. If server
 * rendering broke (the entry throws, renders the placeholder, loses its data), these fail.
 */
let app: FastifyInstance;
beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'platform-ssr-built-'));
  const webDist = join(root, 'dist');
  await mkdir(join(webDist, '.vite'), { recursive: true });
  await writeFile(
    join(webDist, 'index.html'),
    await readFile(join(repoRoot, 'apps/web/index.html'), 'utf8'),
  );
  await writeFile(join(webDist, '.vite', 'manifest.json'), '{}');
  const web = join(repoRoot, 'apps/web');
  const vite = join(
    dirname(createRequire(join(web, 'package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  );
  await promisify(execFile)(
    process.execPath,
    [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', join(root, 'dist-server')],
    { cwd: web, env: { ...process.env, NODE_ENV: 'production' } },
  );
  ({ app } = await buildTestApp({ env: { WEB_DIST: webDist } }));
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const page = (url: string) => app.inject({ url, headers: { Accept: 'text/html' } });
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="ssr"'));

describe('the built server entry', () => {
  it('sends /index with the shell and the home content in #root, and its state', async () => {
    const response = await page('/index');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Beranda · Nusantara Play</title>');
    const root = rootOf(html);
    expect(root).not.toContain('system-checking');
    // The shell: the header with its login and sign-up buttons, the footer.
    expect(root).toMatch(/<header[^>]*>/);
    expect(root).toMatch(/<button[^>]*>Masuk<\/button>/);
    expect(root).toMatch(/<footer[^>]*>/);
    // The home's content from the seeded merchant: its banners (the first one asked for first)
    // and the game categories.
    expect(root).toContain('aria-label="Banner promosi"');
    expect(root).toMatch(/<img[^>]*fetchPriority="high"/i);
    expect(root).toContain('Kategori permainan');
    expect(root).not.toContain('Memuat…');
    // What the browser hydrates from: the language, the answers, the strings.
    const state = JSON.parse(
      /<script id="ssr" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!,
    ) as {
      language: string;
      queries: { queries: { queryKey: unknown[] }[] };
      strings: Record<string, object>;
    };
    expect(state.language).toBe('ID');
    expect(state.queries.queries.map((q) => q.queryKey)).toContainEqual(['system', 'status']);
    expect(Object.keys(state.strings)).toEqual(
      expect.arrayContaining(['common', 'home', 'layout']),
    );
  });

  it('sends a category page with its lobby, and an unknown address as a 404 page', async () => {
    const live = await page('/live');
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain('<title>Kasino Langsung · Nusantara Play</title>');
    expect(rootOf(live.body)).toMatch(/<input[^>]*type="search"/);
    for (const url of ['/xyz', '/slots']) {
      const missing = await page(url);
      expect(missing.statusCode, url).toBe(404);
      expect(rootOf(missing.body), url).toContain('not-found-title');
    }
  });
});
