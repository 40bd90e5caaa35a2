import { HOUR_MS } from '@site/contract';
import { resolve } from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.js';

// Empty variables count as unset, so `PORT= npm start` means the default.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const flag = z.preprocess(
  (v) => (v === '' || v === undefined ? false : v),
  z.union([
    z.boolean(),
    z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true'),
  ]),
);
/**
 * How many proxies in front add an X-Forwarded-For entry: only that many entries from the
 * right are believed, so a client cannot pick its own address by sending the header itself.
 */
const proxyHops = z.preprocess(
  (v) => (v === '' || v === undefined || v === 'false' ? 0 : v === 'true' ? 1 : v),
  z.coerce.number().int().min(0).max(10),
);

const envSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65_535)),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  OPS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  DEV_OUTBOX: flag,
  WEB_DIST: optional(z.string()),
  MERCHANT: optional(z.string().regex(/^[A-Z0-9_]{2,20}$/, 'must be a merchant code')),
  /** The earlier name of MERCHANT, still read when MERCHANT is unset. */
  DEFAULT_MERCHANT: optional(z.string().regex(/^[A-Z0-9_]{2,20}$/, 'must be a merchant code')),
  TRUST_PROXY: proxyHops,
  COUNTRY_HEADER: optional(z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a header name')),
  SESSION_IDLE_MINUTES: optional(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60),
  ),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/$/, ''))),
  HSTS: optional(flag),
  HTTP_IDLE_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(600_000)),
  HTTP_REQUEST_TIMEOUT_MS: optional(z.coerce.number().int().min(1_000).max(HOUR_MS)),
  MAX_CONNECTIONS_PER_CLIENT: optional(z.coerce.number().int().min(0).max(100_000)),
  PGLITE_SHARED_BUFFERS_MB: optional(z.coerce.number().int().min(1).max(4096)),
});

export interface Config {
  port: number;
  host: string;
  /** Absolute; the embedded database and the generated ops token live here. */
  dataDir: string;
  databaseUrl: string | undefined;
  opsToken: string | undefined;
  devOutbox: boolean;
  webDist: string;
  /**
   * The merchant (MERCHANT) whose site the platform serves: its brand fills the pages, and calls
   * without a `Merchant` header are its. Calls naming another merchant still get that one.
   */
  defaultMerchant: string;
  /** Proxy hops in front whose X-Forwarded-For entries are believed; 0 believes none. */
  trustProxy: number;
  /**
   * The header in which the proxy in front states the visitor's country (e.g. CF-IPCountry).
   * Only that proxy may set it: a visitor could otherwise pick their own country.
   */
  countryHeader: string | undefined;
  logLevel: string;
  /** A session unused this long ends. */
  sessionIdleMinutes: number;
  /** Where e-mailed links point (PUBLIC_URL; `configured` false: the local default). */
  publicUrl: { url: string; configured: boolean };
  /** What the HTTP layer lets a client do before it is cut off (http/edges.ts). */
  http: HttpLimits;
  /** The embedded database's memory (db/database.ts); unused with DATABASE_URL. */
  pglite: PgliteMemory;
}

/** What the embedded database may hold in memory (PGLITE_SHARED_BUFFERS_MB). */
export interface PgliteMemory {
  /**
   * PostgreSQL's page cache inside PGlite's WebAssembly heap. PGlite touches all of it at start
   * (each MB is a MB of RSS; PostgreSQL's default is 128 MB); pages beyond it are read from the
   * data directory's files, which the OS caches.
   */
  sharedBuffersMb: number;
}

// The demo's tables and indexes fit in a few MB; 16 MB keeps them cached with room to grow.
export const DEFAULT_PGLITE_MEMORY: PgliteMemory = { sharedBuffersMb: 16 };

export interface HttpLimits {
  /**
   * A connection that sends and receives nothing this long is closed (a stalled body). It
   * also bounds a handler's silence, so it stays above the longest gateway wait.
   */
  idleTimeoutMs: number;
  /** A request must have arrived whole (headers and body) within this. */
  requestTimeoutMs: number;
  /** Open connections one peer address may hold; 0: no cap (behind a proxy, every client is the proxy). */
  maxConnectionsPerClient: number;
  /** Strict-Transport-Security on every answer: when the site is served over HTTPS. */
  hsts: boolean;
}

function parseEnv(env: NodeJS.ProcessEnv) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`invalid environment: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** The platform's configuration; the only place that reads the environment. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(env);
  return {
    port: e.PORT ?? 8080,
    host: e.HOST ?? '127.0.0.1',
    dataDir: resolve(e.DATA_DIR ?? './data'),
    databaseUrl: e.DATABASE_URL,
    opsToken: e.OPS_TOKEN,
    devOutbox: e.DEV_OUTBOX,
    webDist: resolve(e.WEB_DIST ?? resolve(repoRoot, 'apps/web/dist')),
    defaultMerchant: e.MERCHANT ?? e.DEFAULT_MERCHANT ?? 'DEMO',
    trustProxy: e.TRUST_PROXY,
    countryHeader: e.COUNTRY_HEADER?.toLowerCase(),
    logLevel: e.LOG_LEVEL ?? 'info',
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES ?? 30,
    publicUrl: e.PUBLIC_URL
      ? { url: e.PUBLIC_URL, configured: true }
      : { url: `http://localhost:${e.PORT ?? 8080}`, configured: false },
    http: {
      // Above the longest a handler may wait on a gateway (a deposit's driver: 30 s).
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS ?? 40_000,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS ?? 60_000,
      maxConnectionsPerClient: e.MAX_CONNECTIONS_PER_CLIENT ?? (e.TRUST_PROXY > 0 ? 0 : 64),
      hsts: e.HSTS ?? e.PUBLIC_URL?.startsWith('https://') ?? false,
    },
    pglite: {
      sharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB ?? DEFAULT_PGLITE_MEMORY.sharedBuffersMb,
    },
  };
}

/**
 * Fastify's trust test for `hops` proxies: the socket peer (hop 0) and the entries the other
 * proxies appended are trusted, the next entry to the left is the visitor. Fastify ignores a
 * bare number (it cannot vouch for the peer), so the platform must only be reachable through
 * the proxy when TRUST_PROXY is set.
 */
export function trustedHops(hops: number) {
  return hops > 0 ? (_address: string, hop: number) => hop < hops : false;
}

export interface CliConfig {
  opsUrl: string;
  opsToken: string | undefined;
  dataDir: string;
}

/** What the ops command line needs: where the platform is and how to authenticate. */
export function loadCliConfig(env: NodeJS.ProcessEnv = process.env): CliConfig {
  const e = parseEnv(env);
  const url = z.url().safeParse(env.OPS_URL || 'http://localhost:8080');
  if (!url.success) throw new Error(`invalid environment: OPS_URL must be a URL`);
  return {
    opsUrl: url.data.replace(/\/$/, ''),
    opsToken: e.OPS_TOKEN,
    dataDir: resolve(e.DATA_DIR ?? './data'),
  };
}
