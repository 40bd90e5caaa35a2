import { featureSwitchSchema, registerFieldNameSchema, systemCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, failureOf, valueOf } from './helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('system status', () => {
  it('answers the demo brand, contacts and a normal status for a local visitor', async () => {
    const status = valueOf(systemCalls.status, await get('/wps/system/status?url=localhost'));
    expect(status.status).toBe(0);
    expect(status.info.whitelabel).toMatchObject({
      merchantCode: 'DEMO',
      brandName: 'Nusantara Play',
      currencySymbol: 'P',
      themeColor: '#6142bf',
      copyrightYear: 2025,
      timeZone: 'Asia/Jakarta',
      logoUrl: '/media/brand/DEMO.svg',
      compactLogoUrl: '/media/brand/compact/DEMO.svg',
    });
    expect(status.info.customerService.find((c) => c.type === '3')?.url).toBe('/cs/chat');
    expect(status.info.resources.map((r) => r.resourceType)).toEqual([
      'TELEGRAM',
      'WHATSAPP',
      'FACEBOOK',
      'EMAIL',
    ]);
    expect(status.info.analytics.gtagId).toBeNull();
    expect(status.info.register.enabled).toBe(true);
    expect(status.maintenance).toEqual({ maintenanceEnd: null, notice: null });
    expect(status.regionRestriction).toBe(false);
    expect(status.location).toEqual({ ip: '127.0.0.1', country: 'ZZ' });
  });

  it('refuses an unknown merchant and a too long url', async () => {
    const unknown = await get('/wps/system/status', { Merchant: 'NOPE' });
    expect(unknown.statusCode).toBe(400);
    expect(failureOf(unknown).errorCode).toBe('merchant.unknown');

    const long = await get(`/wps/system/status?url=${'x'.repeat(501)}`);
    expect(long.statusCode).toBe(400);
    const failure = failureOf(long);
    expect(failure.errorCode).toBe('request.invalid');
    expect(Object.keys(failure.fields ?? {})).toEqual(['query.url']);
  });

  it('speaks the Language header, Indonesian by default', async () => {
    const id = failureOf(await get('/wps/system/status', { Merchant: 'NOPE' }));
    const en = failureOf(await get('/wps/system/status', { Merchant: 'NOPE', Language: 'EN' }));
    expect(id.message).toBe('Merchant tidak dikenal.');
    expect(en.message).toBe('Unknown merchant.');
  });
});

describe('site configuration', () => {
  it('answers the seven footer pages with HTML and the three logo sets', async () => {
    const menu = valueOf(systemCalls.whitelabel, await get('/wps/system/whitelabel'));
    expect(menu.menus.map((m) => m.code)).toEqual([
      'ABOUT',
      'CONTACT',
      'TERMS',
      'RESPONSIBLE',
      'PRIVACY',
      'AFFILIATES',
      'REFUND',
    ]);
    for (const page of menu.menus) expect(page.content).toMatch(/^<h2>/);
    expect(menu.providerLogos.map((l) => l.code)).toContain('DS88');
    expect(menu.paymentLogos.length).toBeGreaterThan(3);
    expect(menu.licenseLogos[0]?.imageUrl).toBe('/media/logo/license/AGC.svg');
  });

  it('answers a settings tree holding every feature switch under its group', async () => {
    const { modules } = valueOf(systemCalls.settings, await get('/wps/system/setting'));
    expect(modules.map((m) => m.modId)).toEqual(['REGISTER', 'LOGIN', 'SECURITY', 'REBATE']);
    const leaves = new Map(
      modules.flatMap((m) => m.childrenNodes.map((c) => [c.modId, c.enabled] as const)),
    );
    expect([...leaves.keys()].sort()).toEqual([...featureSwitchSchema.options].sort());
    expect(leaves.get('FREEPLAY3')).toBe(true);
    expect(leaves.get('MANPLAYREB3')).toBe(false);
  });

  it('answers a rule for every registration field, with working patterns', async () => {
    const { fields } = valueOf(
      systemCalls.registerSettings,
      await get('/wps/system/setting/register'),
    );
    expect(fields.map((f) => f.name).sort()).toEqual([...registerFieldNameSchema.options].sort());
    const username = fields.find((f) => f.name === 'username')!;
    expect(username).toMatchObject({ enabled: true, required: true, minLength: 6, maxLength: 12 });
    expect(new RegExp(username.acceptedPattern).test('ana123')).toBe(true);
    expect(new RegExp(username.acceptedPattern).test('1ana')).toBe(false);
    expect(fields.find((f) => f.name === 'nickname')?.acceptedPattern).toBe('*');
  });

  it('answers app downloads on platform paths and the domains', async () => {
    const route = valueOf(systemCalls.domainRoute, await get('/wps/system/domainRoute'));
    expect(route.resources.map((r) => r.resourceType)).toEqual(['IOS', 'IOS_LITE', 'ANDROID']);
    for (const r of route.resources) expect(r.url).toMatch(/^\/download\/app\//);
    // The demo has no public domain of its own (seed/demo-merchant.ts).
    expect(route.domainList).toEqual([]);
  });

  it('guesses the merchant home country for an unknown visitor, with dialing codes', async () => {
    const value = valueOf(systemCalls.countryCode, await get('/wps/system/countryCode'));
    expect(value).toMatchObject({ countryCode: 'ID', countryDialingCode: '+62' });
    const codes = Object.fromEntries(
      value.countries.map((c) => [c.countryCode, c.countryDialingCode]),
    );
    expect(codes).toMatchObject({
      ID: '+62',
      PH: '+63',
      VN: '+84',
      TH: '+66',
      MY: '+60',
      SG: '+65',
      KH: '+855',
    });
  });

  it('answers the same stored RSA public key every time', async () => {
    const first = valueOf(systemCalls.rsaKey, await get('/wps/session/key/rsa'));
    const second = valueOf(systemCalls.rsaKey, await get('/wps/session/key/rsa'));
    expect(second).toEqual(first);
    // SPKI DER of a 2048-bit key is 294 bytes.
    expect(Buffer.from(first.publicKey, 'base64').length).toBeGreaterThanOrEqual(294);
  });
});
