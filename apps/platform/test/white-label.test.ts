import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentCalls, opsCalls, sessionCalls, systemCalls } from '@site/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../src/db/schema/index.js';
import { brandPage } from '../src/http/brand-page.js';
import { repoRoot } from '../src/paths.js';
import { encryptedInject } from './accounts-helper.js';
import { buildTestApp, OPS_TOKEN, valueOf } from './helper.js';

// The web's own index.html, as the build copies it (it carries no brand of its own).
const template = await readFile(join(repoRoot, 'apps/web/index.html'), 'utf8');

let demo: FastifyInstance;
let luna: FastifyInstance;
beforeAll(async () => {
  const withPage = async (env: Record<string, string>) => {
    const built = await buildTestApp({ env });
    await writeFile(join(built.config.webDist, 'index.html'), template);
    await mkdir(join(built.config.webDist, 'assets'));
    return built.app;
  };
  demo = await withPage({});
  // One platform per brand, as `MERCHANT=LUNA npm start` runs it.
  luna = await withPage({ MERCHANT: 'LUNA' });
});
afterAll(async () => {
  await demo?.close();
  await luna?.close();
});

const status = async (app: FastifyInstance, headers: Record<string, string> = {}) =>
  valueOf(systemCalls.status, await app.inject({ url: systemCalls.status.path, headers })).info
    .whitelabel;
/** The faces a page preloads (index.html names each preload's face with data-face). */
const preloadedFaces = (html: string) =>
  [...html.matchAll(/<link\b[^>]*rel="preload"[^>]*data-face="([A-Z_]+)"/g)].map((m) => m[1]);
const page = (app: FastifyInstance, url: string) =>
  app.inject({ url, headers: { Accept: 'text/html' } });

describe('two merchants, each with its own brand', () => {
  it('are both seeded with their own brand settings', async () => {
    const rows = await demo.db.select().from(merchants).orderBy(merchants.code);
    expect(
      rows.map(
        ({
          code,
          brandName,
          currencyCode,
          currencySymbol,
          themeColor,
          defaultLanguage,
          timeZone,
        }) => ({
          code,
          brandName,
          currencyCode,
          currencySymbol,
          themeColor,
          defaultLanguage,
          timeZone,
        }),
      ),
    ).toEqual([
      {
        code: 'DEMO',
        brandName: 'Nusantara Play',
        currencyCode: 'IDR',
        currencySymbol: 'P',
        themeColor: '#6142bf',
        defaultLanguage: 'ID',
        timeZone: 'Asia/Jakarta',
      },
      {
        code: 'LUNA',
        brandName: 'Luna Royale',
        currencyCode: 'USD',
        currencySymbol: '$',
        themeColor: '#0b7a75',
        defaultLanguage: 'EN',
        timeZone: 'Asia/Manila',
      },
    ]);
  });

  it("answers a call with `Merchant: LUNA` with LUNA's settings, and without it the site's own", async () => {
    expect(await status(demo, { Merchant: 'LUNA' })).toEqual({
      merchantCode: 'LUNA',
      brandName: 'Luna Royale',
      logoUrl: '/media/brand/LUNA.svg',
      compactLogoUrl: '/media/brand/compact/LUNA.svg',
      currencyCode: 'USD',
      currencySymbol: '$',
      themeColor: '#0b7a75',
      copyrightYear: 2025,
      timeZone: 'Asia/Manila',
    });
    expect((await status(demo)).brandName).toBe('Nusantara Play');
    expect((await status(luna)).brandName).toBe('Luna Royale');
    expect((await status(luna, { Merchant: 'DEMO' })).brandName).toBe('Nusantara Play');
  });

  it("gives LUNA its own footer pages, notices and contacts, nothing of the demo brand's", async () => {
    const headers = { Merchant: 'LUNA', Language: 'EN' };
    const menu = valueOf(
      systemCalls.whitelabel,
      await demo.inject({ url: systemCalls.whitelabel.path, headers }),
    );
    const notices = valueOf(
      contentCalls.announcements,
      await demo.inject({ url: contentCalls.announcements.path, headers }),
    );
    const text = JSON.stringify([menu, notices, await status(demo, headers)]);
    expect(text).toContain('About Luna Royale');
    expect(text).toContain('help@lunaroyale.example');
    expect(notices.promotion[0]?.content).toContain('up to $ 1,000,000.00.');
    // The brand, its address and its currency; the shared catalogue's vendors (e.g. Nusantara
    // Lotto) are no part of the demo brand.
    expect(text).not.toMatch(/nusantara ?play/i);
    expect(text).not.toMatch(/\bP \d/);
  });

  it('lets each merchant’s demo player log in at its own merchant only', async () => {
    const login = (merchant: string, username: string) =>
      encryptedInject(
        demo,
        sessionCalls.login,
        { type: 'username', username, password: 'player1234' },
        { ip: '10.9.0.1', headers: { Merchant: merchant, Language: 'EN' } },
      );
    const ok = valueOf(sessionCalls.login, await login('LUNA', 'lunaplayer'));
    expect(ok.status).toBe('OK');
    expect((await login('DEMO', 'lunaplayer')).statusCode).not.toBe(200);
  });
});

describe("the site's page", () => {
  it("carries the site merchant's brand, colour, language and icon, and nothing of the other", async () => {
    for (const url of ['/', '/index.html', '/index', '/promotions?x=1']) {
      const response = await page(luna, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      const html = response.body;
      expect(html, url).toContain('<title>Luna Royale</title>');
      expect(html, url).toContain(
        `<html lang="en" style="--brand:#0b7a75;--font-display:'Bebas Neue', var(--font)"`,
      );
      // Its display face alone is fetched with the page: not the faces of other themes.
      expect(preloadedFaces(html), url).toEqual(['BEBAS_NEUE']);
      expect(html, url).toContain('<meta name="theme-color" content="#0b7a75"');
      expect(html, url).toMatch(
        /<meta charset="UTF-8" \/><meta name="merchant" content="LUNA" data-language="EN"/,
      );
      expect(html, url).toContain('href="/media/icon/LUNA.svg"');
      expect(html, url).toContain('<span data-brand>Luna Royale</span>');
      // Rendered by the browser here (no server entry built): its placeholder shows the logo.
      expect(html, url).toContain('<img data-brand-logo src="/media/brand/LUNA.svg" ');
      expect(html, url).not.toMatch(/nusantara|#6142bf/i);
    }
    const demoPage = (await page(demo, '/index')).body;
    expect(demoPage).toContain('<title>Nusantara Play</title>');
    expect(demoPage).toContain(
      `<html lang="id" style="--brand:#6142bf;--font-display:'Lilita One', var(--font)"`,
    );
    expect(preloadedFaces(demoPage)).toEqual(['LILITA_ONE']);
    expect(demoPage).toContain('<meta name="merchant" content="DEMO" data-language="ID"');
    expect(demoPage).not.toMatch(/luna/i);
  });

  it('draws each merchant’s icon and logo in its colour', async () => {
    const icon = await demo.inject('/media/icon/LUNA.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toContain('fill="#0b7a75"');
    expect(icon.body).toContain('>LR<');
    expect((await demo.inject('/media/icon/DEMO.svg')).body).toContain('fill="#6142bf"');
    expect((await demo.inject('/media/icon/NOPE.svg')).statusCode).toBe(404);
    const logo = (await demo.inject('/media/brand/LUNA.svg')).body;
    expect(logo).toContain('stop-color="#0b7a75"');
    expect(logo).toContain('Luna Royale');
  });

  it('escapes a brand name and ignores a theme colour that is no #rrggbb', () => {
    const html = brandPage(template, {
      code: 'X1',
      brandName: '<b>Fish & $1 "Chips"</b>',
      themeColor: 'red;}body{display:none',
      displayFace: 'LILITA_ONE',
      defaultLanguage: 'EN',
    });
    expect(html).toContain('<title>&#60;b&#62;Fish &#38; $1 &#34;Chips&#34;&#60;/b&#62;</title>');
    expect(html).toContain(`<html lang="en" style="--font-display:'Lilita One', var(--font)">`);
    expect(html).not.toContain('display:none');
  });
});

describe('the merchant row', () => {
  it('is what the page reads: a changed brand shows on the next page', async () => {
    await luna.db
      .update(merchants)
      .set({ brandName: 'Luna Deluxe' })
      .where(eq(merchants.code, 'LUNA'));
    expect((await page(luna, '/index')).body).toContain('<title>Luna Deluxe</title>');
  });

  it("carries the display face an operator chose, and only that face's preload", async () => {
    const change = await luna.inject({
      method: 'POST',
      url: opsCalls.displayFace.path,
      payload: { face: 'FREDOKA' },
      headers: { Authorization: OPS_TOKEN },
    });
    expect(change.statusCode).toBe(200);
    const html = (await page(luna, '/index')).body;
    expect(html).toContain(`--font-display:'Fredoka', var(--font)"`);
    expect(preloadedFaces(html)).toEqual(['FREDOKA']);
    expect(html).toMatch(/href="[^"]*fredoka-latin-600-normal\.woff2"/);
    expect(html).not.toMatch(/lilita-one-latin|bebas-neue-latin/);
  });
});
