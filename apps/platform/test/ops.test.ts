import { contentCalls, opsCalls, systemCalls } from '@site/contract';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsAudit } from '../src/db/schema/index.js';
import { buildTestApp, failureOf, OPS_TOKEN, valueOf } from './helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

const ops = (method: 'GET' | 'POST', url: string, payload?: object, token = OPS_TOKEN) =>
  app.inject({ method, url, payload, headers: { Authorization: token } });
const lastAudit = async () =>
  (await app.db.select().from(opsAudit).orderBy(desc(opsAudit.id)).limit(1))[0];

describe('operator authentication', () => {
  it('refuses a missing or wrong token on every operator call', async () => {
    for (const [method, url] of [
      ['GET', '/ops/status'],
      ['POST', '/ops/maintenance'],
      ['POST', '/ops/region-restriction'],
      ['POST', '/ops/switches/FREEPLAY3'],
      ['POST', '/ops/notices'],
    ] as const) {
      const none = await app.inject({ method, url, payload: { on: true } });
      expect(none.statusCode).toBe(401);
      expect(failureOf(none).errorCode).toBe('ops.unauthorized');
      const wrong = await ops(method, url, { on: true }, `${OPS_TOKEN}x`);
      expect(wrong.statusCode).toBe(401);
    }
    expect(await lastAudit()).toBeUndefined();
  });
});

describe('operator changes', () => {
  it('summarises the merchant', async () => {
    const status = valueOf(opsCalls.status, await ops('GET', '/ops/status'));
    expect(status).toMatchObject({
      merchantCode: 'DEMO',
      maintenance: { on: false, until: null, notice: null },
      regionRestriction: { on: false, allowedCountries: ['ID'] },
      displayFace: 'LILITA_ONE',
      notices: { PL: 25, B: 4, PU: 2, PR: 4, H: 3 },
    });
    expect(status.switches).toHaveLength(12);
  });

  it('turns maintenance on with an end and a notice, and off again', async () => {
    const until = '2030-01-01T02:00:00.000Z';
    const on = valueOf(
      opsCalls.maintenance,
      await ops('POST', '/ops/maintenance', { on: true, until, notice: 'Upgrading the wallet' }),
    );
    expect(on.changed).toContain('maintenance on');
    expect(on.changed).toContain(until);
    expect(await lastAudit()).toMatchObject({ merchantCode: 'DEMO', action: 'maintenance' });
    const status = valueOf(systemCalls.status, await app.inject('/wps/system/status'));
    expect(status.status).toBe(1);
    expect(status.maintenance).toEqual({ maintenanceEnd: until, notice: 'Upgrading the wallet' });

    valueOf(opsCalls.maintenance, await ops('POST', '/ops/maintenance', { on: false }));
    const after = valueOf(systemCalls.status, await app.inject('/wps/system/status'));
    expect(after.status).toBe(0);
    expect(after.maintenance.maintenanceEnd).toBeNull();
  });

  it('sets the region restriction and its allowed countries', async () => {
    const change = valueOf(
      opsCalls.regionRestriction,
      await ops('POST', '/ops/region-restriction', { on: true, allowedCountries: ['ID', 'PH'] }),
    );
    expect(change.changed).toBe('region restriction on for DEMO, allowed countries: ID, PH');
    const status = valueOf(opsCalls.status, await ops('GET', '/ops/status'));
    expect(status.regionRestriction).toEqual({ on: true, allowedCountries: ['ID', 'PH'] });
    await ops('POST', '/ops/region-restriction', { on: false });
    const off = valueOf(opsCalls.status, await ops('GET', '/ops/status'));
    expect(off.regionRestriction).toEqual({ on: false, allowedCountries: ['ID', 'PH'] });
  });

  it("sets the theme's display face, and refuses a face the site does not ship", async () => {
    const change = valueOf(
      opsCalls.displayFace,
      await ops('POST', '/ops/display-face', { face: 'FREDOKA' }),
    );
    expect(change.changed).toBe('display face FREDOKA for DEMO (was LILITA_ONE)');
    expect(valueOf(opsCalls.status, await ops('GET', '/ops/status')).displayFace).toBe('FREDOKA');
    expect((await lastAudit())?.action).toBe('display-face');
    expect((await ops('POST', '/ops/display-face', { face: 'COMIC_SANS' })).statusCode).toBe(400);
    await ops('POST', '/ops/display-face', { face: 'LILITA_ONE' });
  });

  it('turns a feature switch off in the settings tree', async () => {
    const change = valueOf(
      opsCalls.featureSwitch,
      await ops('POST', '/ops/switches/FREEPLAY3', { on: false }),
    );
    expect(change.changed).toBe('switch FREEPLAY3 off for DEMO (was on)');
    const { modules } = valueOf(systemCalls.settings, await app.inject('/wps/system/setting'));
    const login = modules.find((m) => m.modId === 'LOGIN');
    expect(login?.childrenNodes.find((c) => c.modId === 'FREEPLAY3')?.enabled).toBe(false);
    expect((await lastAudit())?.action).toBe('switch');
  });

  it('publishes a notice the site answers at once', async () => {
    const added = valueOf(
      opsCalls.addNotice,
      await ops('POST', '/ops/notices', {
        type: 'PL',
        title: 'Fresh notice',
        content: '<p>Hello players</p>',
        linkUrl: 'https://nusantaraplay.example/promo',
      }),
    );
    expect(added.changed).toContain('Fresh notice');
    const list = valueOf(
      contentCalls.announcements,
      await app.inject('/wps/relay/MCSFE_getListAnnouncements?types=PL'),
    );
    expect(list.player[0]).toMatchObject({ id: added.id, title: 'Fresh notice', type: 'PL' });
    expect(list.playerPage.totalCount).toBe(26);

    const banner = valueOf(
      opsCalls.addNotice,
      await ops('POST', '/ops/notices', { type: 'B', title: 'New banner', content: '<p>x</p>' }),
    );
    const picture = await app.inject(`/media/banner/${banner.id}.svg`);
    expect(picture.statusCode).toBe(200);
  });

  it('refuses bad operator input with the fields at fault', async () => {
    const cases: [string, object, string][] = [
      ['/ops/maintenance', { on: 'yes' }, 'body.on'],
      ['/ops/maintenance', { on: true, until: 'tomorrow' }, 'body.until'],
      [
        '/ops/region-restriction',
        { on: true, allowedCountries: ['indonesia'] },
        'body.allowedCountries.0',
      ],
      ['/ops/switches/NOPE3', { on: true }, 'params.modId'],
      ['/ops/notices', { type: 'X', title: 't', content: 'c' }, 'body.type'],
      ['/ops/notices', { type: 'PL', title: '', content: 'c' }, 'body.title'],
    ];
    for (const [url, payload, field] of cases) {
      const response = await ops('POST', url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(failureOf(response).fields, url).toHaveProperty([field]);
    }
  });

  it('acts on the Merchant header and refuses an unknown merchant', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/ops/status',
      headers: { Authorization: OPS_TOKEN, Merchant: 'OTHER' },
    });
    expect(response.statusCode).toBe(400);
    expect(failureOf(response).errorCode).toBe('merchant.unknown');
  });

  it('lists the recent changes in the summary', async () => {
    const status = valueOf(opsCalls.status, await ops('GET', '/ops/status'));
    expect(status.recentChanges[0]?.changed).toContain('New banner');
    expect(status.recentChanges.map((c) => c.action)).toContain('maintenance');
  });
});
