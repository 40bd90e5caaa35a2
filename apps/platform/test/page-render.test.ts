import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPage } from '../src/http/fill-page.js';
import { repoRoot } from '../src/paths.js';
import { buildTestApp } from './helper.js';

// The web's own index.html, as the build copies it.
const template = await readFile(join(repoRoot, 'apps/web/index.html'), 'utf8');

/**
 * A stand-in for the web's server entry (apps/web/dist-server/entry-server.js): it asks the
 * platform for the merchant's status through the fetch it is given, fails on /boom, leaves
 * /browser to the browser and says 404 for /missing.
 */
const serverEntry = `
export async function render({ url, fetch, merchant, language, host }) {
  if (url.startsWith('/boom')) throw new Error('render failed');
  if (url.startsWith('/browser')) return null;
  const answer = await fetch('/wps/system/status?url=' + encodeURIComponent(host), {
    headers: { Merchant: merchant.code },
  });
  const { value } = await answer.json();
  return {
    status: url === '/missing' ? 404 : 200,
    title: 'Home · ' + value.info.whitelabel.brandName + ' <&>',
    head: '<link rel="modulepreload" crossorigin href="/assets/route-1.js">',
    html: '<main>rendered ' + url + ' in ' + language + ' for ' + merchant.code + '</main>',
    state: '<script id="ssr" type="application/json">{"language":"' + language + '"}</script>',
  };
}
`;

let app: FastifyInstance;
beforeAll(async () => {
  // WEB_DIST is <root>/dist; the server entry sits beside it, as the web build writes it.
  const root = await mkdtemp(join(tmpdir(), 'platform-ssr-'));
  const webDist = join(root, 'dist');
  await mkdir(join(webDist, 'assets'), { recursive: true });
  await mkdir(join(root, 'dist-server'));
  await writeFile(join(webDist, 'index.html'), template);
  await writeFile(join(root, 'dist-server', 'entry-server.js'), serverEntry);
  await mkdir(join(webDist, '.vite'));
  await writeFile(join(webDist, '.vite', 'manifest.json'), '{}');
  ({ app } = await buildTestApp({ env: { WEB_DIST: webDist } }));
});
afterAll(async () => {
  await app?.close();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { Accept: 'text/html', ...headers } });

describe('server-rendered pages', () => {
  it('carry the render in #root, its title, head and state, never cached', async () => {
    const response = await page('/index');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    // Rendered with the merchant's data, which the platform answered itself.
    expect(html).toContain('<title>Home · Nusantara Play &#60;&#38;&#62;</title>');
    expect(html).toContain('<div id="root"><main>rendered /index in ID for DEMO</main></div>');
    expect(html).not.toContain('system-checking');
    expect(html).toContain('href="/assets/route-1.js"></head>');
    expect(html).toContain('{"language":"ID"}</script></body>');
    // Still the merchant's branded page.
    expect(html).toContain('<meta name="merchant" content="DEMO"');
  });

  it("render in the visitor's chosen language (the lang cookie), else the merchant's", async () => {
    expect((await page('/index', { Cookie: 'a=1; lang=EN' })).body).toContain('in EN for DEMO');
    expect((await page('/index', { Cookie: 'lang=XX' })).body).toContain('in ID for DEMO');
  });

  it('answer 404 for an address the site has no page for', async () => {
    const response = await page('/missing');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('rendered /missing');
  });

  it('fall back to the plain branded page (200) when the render fails, or is the browser’s', async () => {
    for (const url of ['/boom', '/browser']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<title>Nusantara Play</title>');
      expect(response.body, url).toContain('<span data-brand>Nusantara Play</span>');
      expect(response.body, url).not.toContain('<script id="ssr"');
    }
  });

  it('never serve the build manifest as a file of the site', async () => {
    const response = await app.inject({ url: '/.vite/manifest.json' });
    expect(response.statusCode).toBe(404);
  });
});

describe('filling a page', () => {
  it('sends a template without the markers as it is', () => {
    const plain = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
    expect(
      fillPage(plain, { status: 200, title: 't', head: '<link>', html: '<p>', state: '<script>' }),
    ).toBe(plain);
  });

  it('takes `$` in rendered text literally', () => {
    const filled = fillPage(template, {
      status: 200,
      title: 'Win $1',
      head: '',
      html: '<p>$& $1</p>',
      state: '',
    });
    expect(filled).toContain('<div id="root"><p>$& $1</p></div>');
    expect(filled).toContain('<title>Win $1</title>');
  });

  it("puts the render's scripts in place of the template's module script and modulepreloads", () => {
    const built = template.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/boot-1.js">\n</head>',
    );
    const scripts =
      '<script type="module" crossorigin src="/assets/start-1.js" data-app="/assets/index-1.js"></script>';
    const filled = fillPage(built, {
      status: 200,
      head: '<style>.a{}</style>',
      html: '<p>rendered</p>',
      state: '',
      scripts,
    });
    expect(filled).not.toContain('src="/assets/index-1.js"');
    expect(filled).not.toContain('modulepreload');
    expect(filled).toContain(`<style>.a{}</style>${scripts}</head>`);
    // Without scripts of its own the page keeps the template's.
    const kept = fillPage(built, { status: 200, head: '', html: '<p>', state: '' });
    expect(kept).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(kept).toContain('href="/assets/boot-1.js"');
  });
});
