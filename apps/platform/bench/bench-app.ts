// What the settlement benches share: the platform on a scratch database, and funded members.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { ClearingAccount, requestHashOf } from '../src/domains/ledger/ledger.js';
import { ensureRsaKey } from '../src/domains/system/keyring.js';
import { seed } from '../src/seed/index.js';

/**
 * The platform, ready, on an in-memory PGlite migrated and seeded (DATABASE_URL: a PostgreSQL
 * database it may fill), its timers as `drivers` set them. `close` also removes its scratch dir.
 */
export async function openBenchApp(
  name: string,
  drivers: Omit<AppOptions, 'config' | 'database' | 'opsToken'>,
) {
  const scratch = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const config = loadConfig({ WEB_DIST: scratch, DATA_DIR: scratch, LOG_LEVEL: 'warn' });
  const database = process.env.DATABASE_URL
    ? await openDatabase({ databaseUrl: process.env.DATABASE_URL })
    : await openDatabase({ pglite: new PGlite() });
  await database.migrate(async (db) => {
    await seed(db);
    await ensureRsaKey(db);
  });
  const app = await buildApp({
    config,
    database,
    opsToken: `bench-${name}`,
    logger: false,
    ...drivers,
  });
  await app.ready();
  return {
    app,
    driver: database.driver,
    async close() {
      await app.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** `count` new DEMO members, each given `funds` (minor units) by a BONUS; their ids. */
export async function fundedMembers(
  app: FastifyInstance,
  prefix: string,
  count: number,
  funds: bigint,
) {
  const tag = Date.now().toString(36);
  const members: string[] = [];
  for (let i = 0; i < count; i++) {
    const member = await app.accounts.create({
      merchantCode: 'DEMO',
      username: `${prefix}${tag}${i}`.slice(0, 32),
      type: 1,
      password: 'bench-password-1',
      registerIp: '127.0.0.1',
    });
    const main = await app.ledger.memberAccount(member.id, 'MAIN');
    const bonus = await app.ledger.clearingAccount('DEMO', ClearingAccount.bonus, {
      spreadBy: member.id,
    });
    await app.ledger.post({
      merchantCode: 'DEMO',
      kind: 'BONUS',
      idempotencyKey: `bench:fund:${member.id}`,
      requestHash: requestHashOf({ funds }),
      postings: [
        { accountId: bonus, amount: -funds },
        { accountId: main, amount: funds },
      ],
    });
    members.push(member.id);
  }
  return members;
}
