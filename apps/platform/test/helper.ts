import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { failureSchema, type Call } from '@site/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import * as z from 'zod';
import { buildApp, type AppOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { merchants } from '../src/db/schema/index.js';
import type { GeoIp } from '../src/domains/system/geo-ip.js';
import type { PaymentsOptions } from '../src/domains/options.js';
import { outboxMessaging } from '../src/domains/system/messaging.js';
import { databaseUrl } from './global-setup.js';

export const OPS_TOKEN = 'test-operator-token-0123456789';

let dump: Promise<Blob> | undefined;

/** A private copy of the migrated, seeded template database. */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('template');
  if (template.driver === 'pglite') {
    dump ??= readFile(template.dumpFile).then((bytes) => new Blob([bytes]));
    return openDatabase({ pglite: new PGlite({ loadDataDir: await dump }) });
  }
  const name = `platform_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.templateName}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(template.serverUrl, name) });
  return {
    ...database,
    async close() {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Two connections to one private database copy, as two platform processes would have: two
 * pools on PostgreSQL; on PGlite (one process only) the same database twice. Each closes on
 * its own; the copy goes when both have.
 */
export async function openSharedTestDatabase(): Promise<[Database, Database]> {
  const template = inject('template');
  if (template.driver === 'pglite') {
    const database = await openTestDatabase();
    let open = 2;
    const handle = (): Database => ({
      ...database,
      close: async () => {
        if (--open === 0) await database.close();
      },
    });
    return [handle(), handle()];
  }
  const name = `platform_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.templateName}`);
  const url = databaseUrl(template.serverUrl, name);
  const [first, second] = [
    await openDatabase({ databaseUrl: url }),
    await openDatabase({ databaseUrl: url }),
  ];
  let open = 2;
  const handle = (database: Database): Database => ({
    ...database,
    async close() {
      await database.close();
      if (--open > 0) return;
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  });
  return [handle(first), handle(second)];
}

export interface TestAppOptions {
  env?: Record<string, string>;
  geoIp?: GeoIp;
  /** Test-only routes, added before the app is ready. */
  routes?: (app: FastifyInstance) => void;
  /**
   * Keep the platform's own SMS and e-mail drivers. Otherwise, unless DEV_OUTBOX is set, a test
   * gateway delivers into the outbox table, where tests read codes and links.
   */
  localMessaging?: boolean;
  /** A payment driver (gateway) of the test's own. */
  payments?: PaymentsOptions;
  /** The house games' sweeper period (0: off) and page folder. */
  house?: AppOptions['house'];
  /** A database of the test's own (openSharedTestDatabase); a private copy by default. */
  database?: Database;
  /** The lottery's jobs and clock; its jobs' timers are off unless a test turns them on. */
  lottery?: AppOptions['lottery'];
  /** The agents' jobs; off unless a test turns them on (tests tick them by hand). */
  agents?: AppOptions['agents'];
}

/** The real app on a private database copy; WEB_DIST defaults to an empty temp folder. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<{
  app: FastifyInstance;
  config: Config;
  database: Database;
}> {
  // In a folder of its own: the server entry is looked up beside WEB_DIST (../dist-server),
  // which must not be whatever another run left in the temp folder.
  const webDist = join(await mkdtemp(join(tmpdir(), 'platform-web-')), 'dist');
  await mkdir(webDist);
  const dataDir = await mkdtemp(join(tmpdir(), 'platform-data-'));
  const config = loadConfig({ WEB_DIST: webDist, DATA_DIR: dataDir, ...options.env });
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    config,
    database,
    opsToken: OPS_TOKEN,
    logger: false,
    ...(options.geoIp ? { geoIp: options.geoIp } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.house ? { house: options.house } : {}),
    lottery: options.lottery ?? { scheduleEveryMs: 0, drawEveryMs: 0 },
    agents: options.agents ?? { scheduled: false },
    ...(options.localMessaging || config.devOutbox ? {} : outboxMessaging(database.db)),
  });
  options.routes?.(app);
  await app.ready();
  return { app, config, database };
}

/** The `value` of a success envelope, checked against the call's response schema. */
export function valueOf<R extends z.core.$ZodType>(
  call: Call<z.core.$ZodType, z.core.$ZodType, z.core.$ZodType, R>,
  response: LightMyRequestResponse,
): z.core.output<R> {
  const body = response.json<{ success?: unknown; value?: unknown }>();
  if (response.statusCode !== 200 || body.success !== true) {
    throw new Error(`expected success, got ${response.statusCode} ${response.body}`);
  }
  return z.parse(call.response, body.value);
}

/** The failure envelope of a response; asserts it leaks no stack. */
export function failureOf(response: LightMyRequestResponse) {
  const body = response.body;
  if (/\bat .+:\d+:\d+/.test(body) || body.includes('node_modules')) {
    throw new Error(`response leaks internals: ${body}`);
  }
  return z.parse(failureSchema, response.json());
}

/**
 * Changes the DEMO merchant's row (or another's) as an operator's change would: with its site
 * version bumped, so every call sees it at once (calls read the merchant from a cache).
 */
export async function setMerchant(
  app: FastifyInstance,
  change: Partial<typeof merchants.$inferInsert>,
  code = 'DEMO',
) {
  await app.db.update(merchants).set(change).where(eq(merchants.code, code));
  await app.readVersions.bump(app.db, code, 'site');
}
