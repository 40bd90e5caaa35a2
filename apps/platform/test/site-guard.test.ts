import { systemCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, failureOf, OPS_TOKEN, valueOf } from './helper.js';

let app: FastifyInstance;
let proxied: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
  ({ app: proxied } = await buildTestApp({
    env: { TRUST_PROXY: '1', COUNTRY_HEADER: 'CF-IPCountry' },
  }));
});
afterAll(async () => {
  await app?.close();
  await proxied?.close();
});

const operate = (target: FastifyInstance, url: string, payload: object) =>
  target.inject({ method: 'POST', url, payload, headers: { Authorization: OPS_TOKEN } });
const statusOf = async (target: FastifyInstance, headers: Record<string, string> = {}) =>
  valueOf(systemCalls.status, await target.inject({ url: '/wps/system/status', headers }));

const blockedCalls = [
  '/wps/relay/GCSGAME_gameList',
  '/wps/relay/GCSGAME_gameVendor',
  '/lgw/games/game_menus',
  '/lgw/games/popular',
  '/wps/relay/MCSFE_getListAnnouncements',
];
const openCalls = [
  '/wps/system/status',
  '/wps/system/whitelabel',
  '/wps/system/setting',
  '/wps/system/helpCenter',
  '/wps/session/key/rsa',
];

describe('maintenance', () => {
  it('answers status 1 and closes every site call but the system ones and the key', async () => {
    await operate(app, '/ops/maintenance', { on: true, notice: 'Back soon' });
    expect((await statusOf(app)).status).toBe(1);
    for (const url of blockedCalls) {
      const response = await app.inject({ url, headers: { Language: 'EN' } });
      expect(response.statusCode, url).toBe(503);
      const failure = failureOf(response);
      expect(failure.errorCode).toBe('system.maintenance');
      expect(failure.message).toBe('We are currently performing a system maintenance.');
    }
    const feedback = await app.inject({ method: 'PUT', url: '/wps/feedback', payload: {} });
    expect(feedback.statusCode).toBe(503);
    for (const url of openCalls) expect((await app.inject(url)).statusCode, url).toBe(200);
    await operate(app, '/ops/maintenance', { on: false });
    expect((await app.inject(blockedCalls[0]!)).statusCode).toBe(200);
  });
});

describe('region restriction', () => {
  it('restricts a local visitor (unknown country) with status 2 and 403s', async () => {
    await operate(app, '/ops/region-restriction', { on: true });
    const status = await statusOf(app);
    expect(status).toMatchObject({ status: 2, regionRestriction: true });
    expect(status.location).toEqual({ ip: '127.0.0.1', country: 'ZZ' });
    for (const url of blockedCalls) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(403);
      expect(failureOf(response).errorCode).toBe('system.region.restricted');
    }
    for (const url of openCalls) expect((await app.inject(url)).statusCode, url).toBe(200);
  });

  it('ignores proxy headers unless TRUST_PROXY is on', async () => {
    const status = await statusOf(app, { 'CF-IPCountry': 'ID', 'X-Forwarded-For': '203.0.113.9' });
    expect(status.location).toEqual({ ip: '127.0.0.1', country: 'ZZ' });
    expect(status.status).toBe(2);
    await operate(app, '/ops/region-restriction', { on: false });
    expect((await statusOf(app)).status).toBe(0);
  });

  it('believes a country header only when COUNTRY_HEADER names it', async () => {
    const { app: trusting } = await buildTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const status = await statusOf(trusting, {
        'CF-IPCountry': 'ID',
        'X-Forwarded-For': '203.0.113.9',
      });
      expect(status.location).toEqual({ ip: '203.0.113.9', country: 'ZZ' });
    } finally {
      await trusting.close();
    }
  });

  it('behind a trusted proxy, lets allowed countries in and keeps others out', async () => {
    await operate(proxied, '/ops/region-restriction', { on: true, allowedCountries: ['ID'] });
    const fromIndonesia = { 'CF-IPCountry': 'ID', 'X-Forwarded-For': '203.0.113.9' };
    const allowed = await statusOf(proxied, fromIndonesia);
    expect(allowed).toMatchObject({ status: 0, location: { ip: '203.0.113.9', country: 'ID' } });
    const games = await proxied.inject({ url: blockedCalls[0]!, headers: fromIndonesia });
    expect(games.statusCode).toBe(200);

    const fromVietnam = { 'CF-IPCountry': 'VN', 'X-Forwarded-For': '198.51.100.7' };
    expect((await statusOf(proxied, fromVietnam)).status).toBe(2);
    const blocked = await proxied.inject({ url: blockedCalls[0]!, headers: fromVietnam });
    expect(blocked.statusCode).toBe(403);
  });

  it('guesses the dialing code from the proxy country', async () => {
    const value = valueOf(
      systemCalls.countryCode,
      await proxied.inject({ url: '/wps/system/countryCode', headers: { 'CF-IPCountry': 'PH' } }),
    );
    expect(value).toMatchObject({ countryCode: 'PH', countryDialingCode: '+63' });
  });
});
