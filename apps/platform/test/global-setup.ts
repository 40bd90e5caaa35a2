import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../src/db/database.js';
import { ensureRsaKey } from '../src/domains/system/keyring.js';
import { SEED_FINGERPRINT } from '../src/seed/fingerprint.js';
import { seed } from '../src/seed/index.js';

export type TemplateDatabase =
  | { driver: 'pglite'; dumpFile: string }
  | { driver: 'postgres'; serverUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    template: TemplateDatabase;
  }
}

// As server.ts does: the template holds the seed's fingerprint, as a started database would.
const prepare = async (database: Database) => {
  await database.migrate(seed, { fingerprint: SEED_FINGERPRINT });
  await ensureRsaKey(database.db);
};

export const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Migrating and seeding 5,000 games takes seconds, so it happens once: into a PGlite dump file,
 * or (TEST_DATABASE_URL set) into a PostgreSQL template database the test files copy.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const templateName = `platform_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${templateName}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, templateName) });
    await prepare(database);
    await database.close();
    project.provide('template', { driver: 'postgres', serverUrl, templateName });
    return async () => {
      await admin.query(`drop database if exists ${templateName} with (force)`);
      await admin.end();
    };
  }

  const dir = await mkdtemp(join(tmpdir(), 'platform-test-'));
  const pglite = new PGlite();
  const database = await openDatabase({ pglite });
  await prepare(database);
  const dump = await pglite.dumpDataDir('none');
  const dumpFile = join(dir, 'template.tar');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('template', { driver: 'pglite', dumpFile });
  return () => rm(dir, { recursive: true, force: true });
}
