import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database, Db } from '../src/db/database.js';
import { countries, startState } from '../src/db/schema/index.js';
import { migrationsFolder } from '../src/paths.js';
import { SEED_FINGERPRINT } from '../src/seed/fingerprint.js';
import { seed } from '../src/seed/index.js';
import { openTestDatabase } from './helper.js';
import { countStatements } from './statement-counter.js';

/** The seed, counting its runs. */
function countedSeed() {
  const runs = { n: 0 };
  return {
    runs,
    seed: async (db: Db) => {
      runs.n++;
      await seed(db);
    },
  };
}

const country = async (database: Database, code: string) =>
  (await database.db.select().from(countries).where(eq(countries.code, code)))[0];

describe('a start on a migrated and seeded database (the template is one, as server.ts leaves it)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('only reads two small things: no migration, no seed, no lock, no transaction', async () => {
    const counter = countStatements(database);
    const counted = countedSeed();
    try {
      const { result, statements } = await counter.during(() =>
        database.migrate(counted.seed, { fingerprint: SEED_FINGERPRINT }),
      );
      expect(result).toEqual({ migrated: false, prepared: false });
      expect(counted.runs.n).toBe(0);
      expect(statements).toHaveLength(2);
      expect(statements.join('\n')).not.toMatch(/\b(insert|update|create|begin)\b|advisory/i);
    } finally {
      counter.stop();
    }
  });

  it('says whether a start would have work to do, without doing it', async () => {
    const counted = countedSeed();
    expect(await database.isUpToDate(counted.seed, { fingerprint: SEED_FINGERPRINT })).toBe(true);
    expect(await database.isUpToDate(counted.seed, { fingerprint: 'a changed seed' })).toBe(false);
    expect(counted.runs.n).toBe(0);
  });

  it('seeds again when the seed changed (another fingerprint), outside one long transaction', async () => {
    // The seed adds back what it lacks: proof that it ran.
    await database.db.delete(countries).where(eq(countries.code, 'ID'));
    const counter = countStatements(database);
    try {
      const { result, statements } = await counter.during(() =>
        database.migrate(seed, { fingerprint: 'a changed seed' }),
      );
      expect(result).toEqual({ migrated: false, prepared: true });
      const gamesAt = statements.findIndex((s) => /insert into "games"/i.test(s));
      expect(gamesAt).toBeGreaterThan(0);
      const before = statements.slice(0, gamesAt);
      const count = (word: string) => before.filter((s) => s.trim().toLowerCase() === word).length;
      expect(count('begin')).toBe(count('commit'));
    } finally {
      counter.stop();
    }
    expect(await country(database, 'ID')).toBeDefined();
    const [stored] = await database.db.select().from(startState);
    expect(stored?.fingerprint).toMatch(/ a changed seed$/);

    // Stored: the next start with it does nothing.
    const counted = countedSeed();
    expect(await database.migrate(counted.seed, { fingerprint: 'a changed seed' })).toEqual({
      migrated: false,
      prepared: false,
    });
    expect(counted.runs.n).toBe(0);
  });

  it('applies a new migration, and seeds again after it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'platform-migrations-'));
    try {
      await cp(migrationsFolder, folder, { recursive: true });
      const journalFile = join(folder, 'meta/_journal.json');
      const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
        entries: { idx: number; when: number; tag: string }[];
      };
      const last = journal.entries.at(-1)!;
      const tag = `${String(last.idx + 1).padStart(4, '0')}_warm_start_probe`;
      journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag });
      await writeFile(journalFile, JSON.stringify(journal));
      await writeFile(
        join(folder, `${tag}.sql`),
        'CREATE TABLE "warm_start_probe" ("id" integer);',
      );

      const counted = countedSeed();
      const options = { fingerprint: SEED_FINGERPRINT, migrationsFolder: folder };
      expect(await database.migrate(counted.seed, options)).toEqual({
        migrated: true,
        prepared: true,
      });
      expect(counted.runs.n).toBe(1);
      await database.db.execute(sql`select count(*) from warm_start_probe`);
      expect(await database.migrate(counted.seed, options)).toEqual({
        migrated: false,
        prepared: false,
      });
      expect(counted.runs.n).toBe(1);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe.runIf(inject('template').driver === 'postgres')(
  'several processes on one PostgreSQL',
  () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(() => database?.close());

    it('a start on an up-to-date database does not wait for the lock another start holds', async () => {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const other = await pool.connect();
      try {
        // Another process migrating or seeding holds the lock (server.ts's MIGRATION_LOCK).
        await other.query('select pg_advisory_lock(724115001)');
        const started = Date.now();
        expect(await database.migrate(seed, { fingerprint: SEED_FINGERPRINT })).toEqual({
          migrated: false,
          prepared: false,
        });
        expect(Date.now() - started).toBeLessThan(5_000);

        // Real work (a changed seed) waits for it, then runs.
        let done = false;
        const seeding = database
          .migrate(seed, { fingerprint: 'a changed seed' })
          .finally(() => (done = true));
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(done).toBe(false);
        await other.query('select pg_advisory_unlock(724115001)');
        expect(await seeding).toEqual({ migrated: false, prepared: true });
      } finally {
        other.release();
      }
    });
  },
);
