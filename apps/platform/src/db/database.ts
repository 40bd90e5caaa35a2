import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DEFAULT_PGLITE_MEMORY, type PgliteMemory } from '../config.js';
import { migrationsFolder } from '../paths.js';
import { lockDataDir } from './data-dir-lock.js';
import { asPglite, pgliteThread, type ThreadClient } from './pglite-thread.js';

/** The query builder both drivers share; a transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  readonly driver: 'pglite' | 'postgres';
  readonly db: Db;
  /**
   * Applies the migrations, then `prepare` (the seed), holding an advisory lock so several
   * processes starting at once on one PostgreSQL migrate and seed exactly once.
   */
  migrate(prepare?: (db: Db) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

// Any constant works; it only has to be the same in every process of the platform.
const MIGRATION_LOCK = 724_115_001;

export type DatabaseSource =
  | { databaseUrl: string }
  | { dataDir: string; memory?: PgliteMemory }
  /** An already open PGlite (tests load a migrated template into memory). */
  | { pglite: PGlite };

export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if ('databaseUrl' in source) return openPostgres(source.databaseUrl);
  if ('pglite' in source) return openPglite(source.pglite);
  const dir = join(source.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dir);
  try {
    if (!existsSync(join(dir, 'PG_VERSION'))) await initdbApart(dir);
    const { sharedBuffersMb } = source.memory ?? DEFAULT_PGLITE_MEMORY;
    const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`];
    // On a thread of its own: the database's work and the HTTP server's run side by side.
    return await openPglite(pgliteThread({ dataDir: dir, startParams }), unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * Creates the database cluster of a new data directory in a process of its own. PGlite runs
 * initdb in a second PostgreSQL instance beside the first; in this process it would leave
 * about 190 MB of RSS behind (the freed instance's memory stays with the allocator).
 */
async function initdbApart(dir: string) {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `const { PGlite } = require(${JSON.stringify(pglite)});
const db = new PGlite(${JSON.stringify(dir)});
db.waitReady.then(() => db.close()).then(
  () => process.exit(0),
  (error) => { console.error(error); process.exit(1); },
);`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'inherit'] });
  const [code, signal] = (await once(child, 'exit')) as [number | null, string | null];
  if (code !== 0) throw new Error(`initdb of ${dir} failed (${signal ?? `exit ${code}`})`);
}

async function openPglite(client: PGlite | ThreadClient, unlock = () => {}): Promise<Database> {
  try {
    await client.waitReady;
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  const db = drizzlePglite(client instanceof PGlite ? client : asPglite(client));
  return {
    driver: 'pglite',
    db,
    // Embedded: the data directory's lock makes this process the only one on it.
    async migrate(prepare) {
      await migratePglite(db, { migrationsFolder });
      await prepare?.(db);
    },
    async close() {
      await client.close();
      unlock();
    },
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection that dies (PostgreSQL restarted) is dropped and replaced by the pool;
  // queries in flight fail on their own. Unhandled, the event would end the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool);
  return {
    driver: 'postgres',
    db,
    async migrate(prepare) {
      // A session-level advisory lock belongs to one connection: do all the work on it.
      const client = await pool.connect();
      try {
        const locked = drizzlePg(client);
        await locked.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
        try {
          await migratePg(locked, { migrationsFolder });
          await prepare?.(locked);
        } finally {
          await locked.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
