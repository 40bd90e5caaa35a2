import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.js';
import { lockDataDir } from './data-dir-lock.js';

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
  | { dataDir: string }
  /** An already open PGlite (tests load a migrated template into memory). */
  | { pglite: PGlite };

export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if ('databaseUrl' in source) return openPostgres(source.databaseUrl);
  if ('pglite' in source) return openPglite(source.pglite);
  const dir = join(source.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dir);
  try {
    return await openPglite(new PGlite(dir), unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPglite(client: PGlite, unlock = () => {}): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite(client);
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
