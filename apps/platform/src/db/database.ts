import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { DEFAULT_PGLITE_MEMORY, type PgliteMemory } from '../config.js';
import { migrationsFolder } from '../paths.js';
import { lockDataDir } from './data-dir-lock.js';
import { asPglite, pgliteThread, type ThreadClient } from './pglite-thread.js';
import { startState } from './schema/index.js';

/** The query builder both drivers share; a transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  readonly driver: 'pglite' | 'postgres';
  readonly db: Db;
  /**
   * Brings the database up to date: applies the pending migrations, then `prepare` (the seed).
   * With `fingerprint`, `prepare` runs only when the fingerprint stored by its last completed
   * run (with the newest migration's tag) differs, and a database found up to date costs two
   * small reads: no lock, no transaction. Real work holds an advisory lock, so several
   * processes starting at once on one PostgreSQL migrate and seed exactly once, while those
   * already running are not held up.
   */
  migrate(prepare?: (db: Db) => Promise<void>, options?: MigrateOptions): Promise<StartWork>;
  /** Whether `migrate` with the same arguments would find nothing to do (two small reads). */
  isUpToDate(prepare?: (db: Db) => Promise<void>, options?: MigrateOptions): Promise<boolean>;
  close(): Promise<void>;
}

export interface MigrateOptions {
  /** What `prepare` writes (the seed's SEED_FINGERPRINT); absent, `prepare` always runs. */
  fingerprint?: string;
  /** Another folder of migrations (tests). */
  migrationsFolder?: string;
}

/** What a migrate call had to do. */
export interface StartWork {
  migrated: boolean;
  prepared: boolean;
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
    const { PGlite } = await import('@electric-sql/pglite');
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

// Each driver is imported when opened: a start loads only the one it uses.
async function openPglite(client: PGlite | ThreadClient, unlock = () => {}): Promise<Database> {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  try {
    await client.waitReady;
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  const db = drizzlePglite(asPglite(client));
  return {
    driver: 'pglite',
    db,
    // Embedded: the data directory's lock makes this process the only one on it.
    migrate: (prepare, options = {}) =>
      bringUpToDate(db, wantedState(prepare, options), (folder) =>
        migratePglite(db, { migrationsFolder: folder }),
      ),
    isUpToDate: (prepare, options = {}) => isUpToDate(db, prepare, options),
    async close() {
      await client.close();
      unlock();
    },
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection that dies (PostgreSQL restarted) is dropped and replaced by the pool;
  // queries in flight fail on their own. Unhandled, the event would end the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool);
  return {
    driver: 'postgres',
    db,
    async migrate(prepare, options = {}) {
      const wanted = wantedState(prepare, options);
      if (isCurrent(await readStartState(db), wanted)) return { migrated: false, prepared: false };
      // A session-level advisory lock belongs to one connection: do all the work on it.
      const client = await pool.connect();
      try {
        const locked = drizzlePg(client);
        await locked.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
        try {
          // Another process may have done the work while this one waited for the lock.
          return await bringUpToDate(locked, wanted, (folder) =>
            migratePg(locked, { migrationsFolder: folder }),
          );
        } finally {
          await locked.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
        }
      } finally {
        client.release();
      }
    },
    isUpToDate: (prepare, options = {}) => isUpToDate(db, prepare, options),
    close: () => pool.end(),
  };
}

/** The row of start_state the seed's fingerprint is kept in. */
const SEED_STATE = 'seed';

interface StartState {
  /** The folder time (`when`) of the newest migration applied; 0 on a new database. */
  migratedUpTo: number;
  fingerprint: string | null;
}

interface WantedState {
  migrationsFolder: string;
  /** The newest migration of the folder (drizzle applies those newer than the newest applied). */
  newest: { when: number; tag: string };
  prepare?: (db: Db) => Promise<void>;
  /** The fingerprint to find, or to store once `prepare` ran; undefined: `prepare` always runs. */
  fingerprint?: string;
}

function wantedState(
  prepare: ((db: Db) => Promise<void>) | undefined,
  options: MigrateOptions,
): WantedState {
  const folder = options.migrationsFolder ?? migrationsFolder;
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const newest = journal.entries.at(-1) ?? { when: 0, tag: '' };
  return {
    migrationsFolder: folder,
    newest,
    prepare,
    // With the newest migration's tag: a migration applied since also runs the seed again.
    fingerprint:
      options.fingerprint === undefined ? undefined : `${newest.tag} ${options.fingerprint}`,
  };
}

async function readStartState(db: Db): Promise<StartState> {
  const rows = async <T>(query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  // A new database has neither table; asked for, a missing one would fail the statement.
  const [tables] = await rows<{ ready: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null
      and to_regclass('start_state') is not null as ready`,
  );
  if (!tables?.ready) return { migratedUpTo: 0, fingerprint: null };
  const [state] = await rows<{ migrated: string | number | null; fingerprint: string | null }>(
    sql`select (select max(created_at) from drizzle.__drizzle_migrations) as migrated,
      (select fingerprint from start_state where name = ${SEED_STATE}) as fingerprint`,
  );
  return { migratedUpTo: Number(state?.migrated ?? 0), fingerprint: state?.fingerprint ?? null };
}

const isCurrent = (state: StartState, wanted: WantedState) =>
  state.migratedUpTo >= wanted.newest.when &&
  (!wanted.prepare ||
    (wanted.fingerprint !== undefined && state.fingerprint === wanted.fingerprint));

async function isUpToDate(
  db: Db,
  prepare: ((db: Db) => Promise<void>) | undefined,
  options: MigrateOptions,
) {
  return isCurrent(await readStartState(db), wantedState(prepare, options));
}

/**
 * Migrates when a migration is pending, then runs `prepare` unless its fingerprint is stored,
 * and stores it once `prepare` has completed: a start interrupted in between prepares again.
 */
async function bringUpToDate(
  db: Db,
  wanted: WantedState,
  runMigrations: (folder: string) => Promise<void>,
): Promise<StartWork> {
  const { prepare } = wanted;
  const state = await readStartState(db);
  if (isCurrent(state, wanted)) return { migrated: false, prepared: false };
  const migrated = state.migratedUpTo < wanted.newest.when;
  if (migrated) await runMigrations(wanted.migrationsFolder);
  if (!prepare || (wanted.fingerprint !== undefined && state.fingerprint === wanted.fingerprint)) {
    return { migrated, prepared: false };
  }
  await prepare(db);
  if (wanted.fingerprint !== undefined) {
    await db
      .insert(startState)
      .values({ name: SEED_STATE, fingerprint: wanted.fingerprint })
      .onConflictDoUpdate({
        target: startState.name,
        set: { fingerprint: wanted.fingerprint, doneAt: sql`now()` },
      });
  }
  return { migrated, prepared: true };
}
