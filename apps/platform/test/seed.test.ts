import { randomBytes } from 'node:crypto';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.js';
import * as schema from '../src/db/schema/index.js';
import { createReadVersions } from '../src/domains/system/read-versions.js';
import { createSettingsRepository } from '../src/domains/system/settings.js';
import { maxStakeFor } from '@site/games/engines/index.js';
import { buildCatalogue } from '../src/seed/catalogue.js';
import { paymentChannelsFor } from '../src/seed/payment-channels.js';
import { demoPasswordHashes } from '../src/seed/demo-password-hashes.js';
import { SEED_FINGERPRINT } from '../src/seed/fingerprint.js';
import { merchantSeeds, seed, seededCatalogue } from '../src/seed/index.js';
import { passwords } from '../src/domains/accounts/passwords.js';
import { databaseUrl } from './global-setup.js';
import { openTestDatabase } from './helper.js';

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

async function countRows(database: Database) {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[getTableName(table)] = row!.n;
  }
  return counts;
}

describe('seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('builds the same catalogue every time, with unique game names per vendor', () => {
    const games = buildCatalogue();
    expect(games.length).toBeGreaterThanOrEqual(5000);
    expect(buildCatalogue()).toEqual(games);
    const keys = new Set(games.map((g) => `${g.vassalage}/${g.gameName}`));
    expect(keys.size).toBe(games.length);
  });

  it("gives every game stakes that fit the merchants' money: no minimum above what members can pay in", () => {
    const channels = merchantSeeds.flatMap((m) => paymentChannelsFor(m.merchant.code, m.payee));
    expect(channels.length).toBeGreaterThan(0);
    const smallestMax = channels.reduce(
      (low, c) => (c.maxAmount < low ? c.maxAmount : low),
      channels[0]!.maxAmount,
    );
    const smallestMin = channels.reduce(
      (low, c) => (c.minAmount < low ? c.minAmount : low),
      channels[0]!.minAmount,
    );
    const largestMax = channels.reduce((high, c) => (c.maxAmount > high ? c.maxAmount : high), 0n);
    const misfits = buildCatalogue().filter((game) => {
      const min = BigInt(game.minBetMinor);
      const max = maxStakeFor(min);
      return !(
        min > 0n &&
        max > min &&
        // Any channel's largest deposit covers a hundred bets of any game, and no bet is larger
        // than the largest deposit.
        min * 100n <= smallestMax &&
        max <= largestMax &&
        // The smallest deposit buys a bet of any slot, fishing game or room.
        (!['RNG', 'FISH', 'PVP'].includes(game.gameType) || min <= smallestMin)
      );
    });
    expect(misfits.map((g) => `${g.gameId} ${g.minBetMinor}`)).toEqual([]);
  });

  it("stores each demo account's password as its precomputed hash, which verifies", async () => {
    const accounts = merchantSeeds.flatMap((m) => m.accounts);
    expect(accounts.length).toBeGreaterThan(0);
    for (const account of accounts) {
      const hash = demoPasswordHashes[account.password];
      expect(hash, account.username).toBeDefined();
      expect(await passwords.verify(hash!, account.password)).toBe(true);
      expect(await passwords.verify(hash!, `${account.password}x`)).toBe(false);
      const [row] = await database.db
        .select({ hash: schema.members.passwordHash })
        .from(schema.members)
        .where(sql`${schema.members.id} = ${account.id}`);
      expect(row?.hash).toBe(hash);
    }
  });

  it('changes nothing when run again, not even what an operator changed', async () => {
    const settings = createSettingsRepository(database.db, createReadVersions(database.db));
    await settings.setSwitch('DEMO', 'FREEPLAY3', false);
    const before = await countRows(database);
    expect(before.games).toBeGreaterThanOrEqual(5000);
    // Both drivers answer { rows }.
    const texts = async () =>
      (
        (await database.db.execute(
          sql`select 'a' || id as key, translations::text, xmin::text from announcements
          union all select 'h' || code, translations::text, xmin::text from help_items
          union all select 'w' || code, translations::text, xmin::text from whitelabel_pages
          order by 1`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    const textsBefore = await texts();
    await database.migrate(seed);
    expect(await countRows(database)).toEqual(before);
    // Not even rewritten with the same text (xmin changes when a row is updated).
    expect(await texts()).toEqual(textsBefore);
    const freePlay = (await settings.nodes('DEMO')).find((n) => n.modId === 'FREEPLAY3');
    expect(freePlay?.enabled).toBe(false);
  });
});

describe.runIf(inject('template').driver === 'postgres')(
  'several processes starting at once',
  () => {
    it('migrate and seed exactly once on one PostgreSQL', async () => {
      const template = inject('template');
      if (template.driver !== 'postgres') return;
      const name = `platform_fresh_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: template.serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      try {
        const url = databaseUrl(template.serverUrl, name);
        const processes = await Promise.all(
          [1, 2, 3].map(() => openDatabase({ databaseUrl: url })),
        );
        const work = await Promise.all(
          processes.map((p) => p.migrate(seed, { fingerprint: SEED_FINGERPRINT })),
        );
        // One seeds under the lock; the others, waiting for it, find the fingerprint stored.
        expect(work.filter((w) => w.prepared)).toHaveLength(1);
        const counts = await countRows(processes[0]!);
        expect(counts.games).toBe(seededCatalogue().length);
        expect(counts.merchants).toBe(merchantSeeds.length);
        await Promise.all(processes.map((p) => p.close()));
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });
  },
);
