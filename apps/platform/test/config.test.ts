import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCliConfig, loadConfig } from '../src/config.js';
import { repoRoot } from '../src/paths.js';

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
      trustProxy: false,
      logLevel: 'info',
      sessionIdleMinutes: 30,
    });
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
      trustProxy: true,
      defaultMerchant: 'ACME',
    });
  });

  it('refuses a bad environment, naming the variables', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ OPS_TOKEN: 'short' })).toThrow(/OPS_TOKEN/);
    expect(() => loadConfig({ DEV_OUTBOX: 'yes' })).toThrow(/DEV_OUTBOX/);
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
