import { resolve } from 'node:path';
import { systemCalls } from '@site/contract';
import { describe, expect, it } from 'vitest';
import { loadCliConfig, loadConfig } from '../src/config.js';
import { DRIVER_TIMEOUT_MS } from '../src/domains/payments/deposits.js';
import { LAUNCH_DRIVER_TIMEOUT_MS } from '../src/domains/games/game-launch.js';
import { repoRoot } from '../src/paths.js';
import { buildTestApp, valueOf } from './helper.js';

describe('configuration', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      opsToken: undefined,
      devOutbox: false,
      webDist: resolve(repoRoot, 'apps/web/dist'),
      defaultMerchant: 'DEMO',
      trustProxy: 0,
      logLevel: 'info',
      sessionIdleMinutes: 30,
      publicUrl: { url: 'http://localhost:8080', configured: false },
      http: {
        idleTimeoutMs: 40_000,
        requestTimeoutMs: 60_000,
        maxConnectionsPerClient: 64,
        hsts: false,
      },
      pglite: { sharedBuffersMb: 16 },
    });
  });

  it('keeps a connection open while a handler waits on its slowest gateway', () => {
    // The idle timeout also counts a handler's silence: a deposit may wait on its driver.
    expect(loadConfig({}).http.idleTimeoutMs).toBeGreaterThan(DRIVER_TIMEOUT_MS);
    expect(loadConfig({}).http.idleTimeoutMs).toBeGreaterThan(LAUNCH_DRIVER_TIMEOUT_MS);
  });

  it('sends HSTS over HTTPS and lifts the connection cap behind a proxy, unless told otherwise', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://play.example' }).http.hsts).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://play.example', HSTS: '0' }).http.hsts).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).http.maxConnectionsPerClient).toBe(0);
    expect(
      loadConfig({ TRUST_PROXY: '1', MAX_CONNECTIONS_PER_CLIENT: '500' }).http
        .maxConnectionsPerClient,
    ).toBe(500);
    expect(() => loadConfig({ HTTP_IDLE_TIMEOUT_MS: '5' })).toThrow(/HTTP_IDLE_TIMEOUT_MS/);
  });

  it('reads the environment, empty values counting as unset', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '',
      DATABASE_URL: 'postgres://u@db:5432/site',
      DEV_OUTBOX: '1',
      TRUST_PROXY: 'true',
      DEFAULT_MERCHANT: 'ACME',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@db:5432/site',
      devOutbox: true,
      trustProxy: 1,
      defaultMerchant: 'ACME',
    });
  });

  it('serves the merchant MERCHANT names, DEFAULT_MERCHANT its earlier name', () => {
    expect(loadConfig({ MERCHANT: 'LUNA' }).defaultMerchant).toBe('LUNA');
    expect(loadConfig({ DEFAULT_MERCHANT: 'ACME' }).defaultMerchant).toBe('ACME');
    expect(loadConfig({ MERCHANT: 'LUNA', DEFAULT_MERCHANT: 'ACME' }).defaultMerchant).toBe('LUNA');
    expect(() => loadConfig({ MERCHANT: 'luna royale' })).toThrow(/MERCHANT/);
  });

  it('refuses a bad environment, naming the variables', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ OPS_TOKEN: 'short' })).toThrow(/OPS_TOKEN/);
    expect(() => loadConfig({ DEV_OUTBOX: 'yes' })).toThrow(/DEV_OUTBOX/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('reads TRUST_PROXY as a number of proxy hops', () => {
    const hops = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect([hops(''), hops('0'), hops('false'), hops('1'), hops('true'), hops('2')]).toEqual([
      0, 0, 0, 1, 1, 2,
    ]);
  });

  it('points the command line at localhost:8080 by default', () => {
    expect(loadCliConfig({})).toMatchObject({
      opsUrl: 'http://localhost:8080',
      opsToken: undefined,
    });
    expect(loadCliConfig({ OPS_URL: 'http://10.0.0.5:9000/' }).opsUrl).toBe('http://10.0.0.5:9000');
    expect(() => loadCliConfig({ OPS_URL: 'not a url' })).toThrow(/OPS_URL/);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  const visitorIp = async (trustProxy: string, forwardedFor: string) => {
    const { app } = await buildTestApp({ env: { TRUST_PROXY: trustProxy } });
    try {
      const response = await app.inject({
        url: systemCalls.status.path,
        headers: { 'X-Forwarded-For': forwardedFor },
      });
      return valueOf(systemCalls.status, response).location.ip;
    } finally {
      await app.close();
    }
  };

  it('believes only the entries the trusted hops added, so a spoofed one changes nothing', async () => {
    // The client sent "6.6.6.6"; our one proxy appended the address it saw.
    expect(await visitorIp('1', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await visitorIp('1', '203.0.113.9')).toBe('203.0.113.9');
    // Two hops: a CDN, then our proxy; the CDN's entry is the visitor.
    expect(await visitorIp('2', '6.6.6.6, 203.0.113.9, 198.51.100.1')).toBe('203.0.113.9');
    expect(await visitorIp('0', '6.6.6.6, 203.0.113.9')).toBe('127.0.0.1');
  });
});
