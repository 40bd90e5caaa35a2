import {
  contentCalls,
  gameCalls,
  isSwitchOn,
  opsCalls,
  systemCalls,
  type Call,
} from '@site/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, settingNodes } from '../src/db/schema/index.js';
import { VERSION_CHECK_MS } from '../src/domains/system/read-versions.js';
import {
  jsonHeadersOf,
  securityHeadersOf,
  securityOptions,
} from '../src/plugins/external/security-headers.js';
import { buildTestApp, openSharedTestDatabase, OPS_TOKEN, valueOf } from './helper.js';

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const ops = (app: FastifyInstance, call: Call, url: string, payload: object) =>
  app.inject({ method: call.method, url, payload, headers: { Authorization: OPS_TOKEN } });

const freePlayOn = async (app: FastifyInstance) =>
  isSwitchOn(valueOf(systemCalls.settings, await get(app, systemCalls.settings.path)), 'FREEPLAY3');

/** Polls until `check` holds; answers how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return performance.now() - started;
}

describe('the public reads cache', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
  });
  afterAll(() => app?.close());

  it('answers with an ETag, 304 to If-None-Match, and another ETag per language', async () => {
    for (const call of [
      systemCalls.status,
      systemCalls.settings,
      systemCalls.whitelabel,
      gameCalls.vendors,
      contentCalls.helpCenter,
    ]) {
      const first = await get(app, call.path);
      expect(first.statusCode, call.path).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag, call.path).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect(first.headers.vary).toContain('Language');

      const again = await get(app, call.path, { 'If-None-Match': etag });
      expect(again.statusCode, call.path).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      // A list of validators, and the strong form of the same one, match too.
      const listed = await get(app, call.path, { 'If-None-Match': `"x", ${etag.slice(2)}` });
      expect(listed.statusCode).toBe(304);
      const other = await get(app, call.path, { 'If-None-Match': 'W/"something-else"' });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);
    }
    // Translated answers differ by language, and so do their validators.
    const id = await get(app, systemCalls.whitelabel.path, { Language: 'ID' });
    const en = await get(app, systemCalls.whitelabel.path, { Language: 'EN' });
    expect(en.body).not.toBe(id.body);
    expect(en.headers.etag).not.toBe(id.headers.etag);
    const stale = await get(app, systemCalls.whitelabel.path, {
      Language: 'EN',
      'If-None-Match': String(id.headers.etag),
    });
    expect(stale.statusCode).toBe(200);
  });

  it("keeps the API's security headers on cached answers and on 304s", async () => {
    const first = await get(app, systemCalls.settings.path);
    const notModified = await get(app, systemCalls.settings.path, {
      'If-None-Match': String(first.headers.etag),
    });
    const headers = jsonHeadersOf(securityHeadersOf(securityOptions(false)));
    for (const [name, value] of Object.entries(headers)) {
      expect(first.headers[name.toLowerCase()], name).toBe(value);
      expect(notModified.headers[name.toLowerCase()], name).toBe(value);
    }
  });

  it('serves a kept answer until its version moves, then reads again', async () => {
    expect(await freePlayOn(app)).toBe(true);
    // Written behind the cache's back (no version bumped): the kept answer stands.
    const where = and(eq(settingNodes.merchantCode, 'DEMO'), eq(settingNodes.modId, 'FREEPLAY3'));
    await app.db.update(settingNodes).set({ enabled: false }).where(where);
    expect(await freePlayOn(app)).toBe(true);
    // Its version bumped, as every operator write does: read again at once in this process.
    await app.readVersions.bump(app.db, 'DEMO', 'site');
    expect(await freePlayOn(app)).toBe(false);
    await app.settings.setSwitch('DEMO', 'FREEPLAY3', true);
    expect(await freePlayOn(app)).toBe(true);
  });

  it("shows an operator's changes at once: maintenance, switches, notices, vendors, games", async () => {
    const before = valueOf(systemCalls.status, await get(app, systemCalls.status.path));
    expect(before.status).toBe(0);
    const on = await ops(app, opsCalls.maintenance, '/ops/maintenance', {
      on: true,
      notice: 'Back soon',
    });
    expect(on.statusCode).toBe(200);
    const during = valueOf(systemCalls.status, await get(app, systemCalls.status.path));
    expect(during.status).toBe(1);
    expect(during.maintenance.notice).toBe('Back soon');
    // The guarded reads are closed with it, from the cached merchant too.
    const menus = await get(app, gameCalls.gameMenus.path);
    expect(menus.json()).toMatchObject({ success: false, errorCode: 'system.maintenance' });
    await ops(app, opsCalls.maintenance, '/ops/maintenance', { on: false });
    expect(valueOf(systemCalls.status, await get(app, systemCalls.status.path)).status).toBe(0);

    await ops(app, opsCalls.featureSwitch, '/ops/switches/FREEPLAY3', { on: false });
    expect(await freePlayOn(app)).toBe(false);
    await ops(app, opsCalls.featureSwitch, '/ops/switches/FREEPLAY3', { on: true });
    expect(await freePlayOn(app)).toBe(true);

    const notices = async () =>
      valueOf(
        contentCalls.announcements,
        await get(app, `${contentCalls.announcements.path}?types=H`),
      ).headline.map((n) => n.title);
    expect(await notices()).not.toContain('Cache test headline');
    await ops(app, opsCalls.addNotice, '/ops/notices', {
      type: 'H',
      title: 'Cache test headline',
      content: 'Seen at once.',
    });
    expect(await notices()).toContain('Cache test headline');

    const vendor = async () =>
      valueOf(gameCalls.vendors, await get(app, gameCalls.vendors.path))
        .categories.flatMap((c) => c.cards)
        .find((card) => card.vassalage === 'DOM')?.maintenance;
    const game = async () =>
      valueOf(gameCalls.gameList, await get(app, `${gameCalls.gameList.path}?vassalage=KRT`))
        .games[0]!;
    expect(await vendor()).toBe(0);
    const first = await game();
    expect(first.maintenance).toBe(0);
    await ops(app, opsCalls.vendorMaintenance, '/ops/vendors/DOM/maintenance', { on: true });
    await ops(app, opsCalls.gameMaintenance, `/ops/games/${first.gameId}/maintenance`, {
      on: true,
    });
    expect(await vendor()).toBe(1);
    expect((await game()).maintenance).toBe(1);
    await ops(app, opsCalls.vendorMaintenance, '/ops/vendors/DOM/maintenance', { on: false });
    await ops(app, opsCalls.gameMaintenance, `/ops/games/${first.gameId}/maintenance`, {
      on: false,
    });
    expect(await vendor()).toBe(0);
    expect((await game()).maintenance).toBe(0);
  });

  it('shows a notice due later once it is due', async () => {
    const due = new Date(Date.now() + 1_500);
    const [row] = await app.db.select().from(announcements).limit(1);
    await app.db.insert(announcements).values({
      ...row!,
      id: 'DEMO-H-due-later',
      merchantCode: 'DEMO',
      type: 'H',
      translations: { ID: { title: 'Due later', content: 'Later.' } },
      publishedAt: due,
    });
    await app.readVersions.bump(app.db, 'DEMO', 'site');
    const titles = async () =>
      valueOf(
        contentCalls.announcements,
        await get(app, `${contentCalls.announcements.path}?types=H`),
      ).headline.map((n) => n.title);
    expect(await titles()).not.toContain('Due later');
    await within(4_000, async () => (await titles()).includes('Due later'));
    expect(Date.now()).toBeGreaterThanOrEqual(due.getTime());
  });
});

describe('the public reads cache across processes', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    const [first, second] = await openSharedTestDatabase();
    ({ app: a } = await buildTestApp({ database: first }));
    ({ app: b } = await buildTestApp({ database: second }));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("sees another process's change within about a second", async () => {
    // Both have read (and kept) the settings and the vendors.
    expect(await freePlayOn(a)).toBe(true);
    expect(await freePlayOn(b)).toBe(true);
    const domOf = async (app: FastifyInstance) =>
      valueOf(gameCalls.vendors, await get(app, gameCalls.vendors.path))
        .categories.flatMap((c) => c.cards)
        .find((card) => card.vassalage === 'DOM')?.maintenance;
    expect(await domOf(b)).toBe(0);
    const firstGame = async (app: FastifyInstance) =>
      valueOf(gameCalls.gameList, await get(app, `${gameCalls.gameList.path}?vassalage=KRT`))
        .games[0]!;
    const game = await firstGame(b);
    expect(game.maintenance).toBe(0);

    const switched = await ops(a, opsCalls.featureSwitch, '/ops/switches/FREEPLAY3', { on: false });
    expect(switched.statusCode).toBe(200);
    await ops(a, opsCalls.vendorMaintenance, '/ops/vendors/DOM/maintenance', { on: true });
    const gamePath = `/ops/games/${game.gameId}/maintenance`;
    await ops(a, opsCalls.gameMaintenance, gamePath, { on: true });
    expect(await freePlayOn(a)).toBe(false);

    // A second on, the very next read of the other process has it, however quiet it was.
    await new Promise((r) => setTimeout(r, VERSION_CHECK_MS));
    expect(await freePlayOn(b)).toBe(false);
    await within(VERSION_CHECK_MS + 1_000, async () => (await domOf(b)) === 1);
    // The catalogue index is rebuilt from the new catalogue version.
    await within(VERSION_CHECK_MS + 1_000, async () => (await firstGame(b)).maintenance === 1);

    await ops(b, opsCalls.featureSwitch, '/ops/switches/FREEPLAY3', { on: true });
    await ops(b, opsCalls.vendorMaintenance, '/ops/vendors/DOM/maintenance', { on: false });
    await ops(b, opsCalls.gameMaintenance, gamePath, { on: false });
    await within(VERSION_CHECK_MS + 1_000, async () => await freePlayOn(a));
    await within(VERSION_CHECK_MS + 1_000, async () => (await domOf(a)) === 0);
    await within(VERSION_CHECK_MS + 1_000, async () => (await firstGame(a)).maintenance === 0);
  });
});
