import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The files whose meaning depends on the database engine: concurrency and row locks, two
 * processes on one database, transactions and idempotency under load, migrations and the
 * migration lock, and reports written in SQL. `npm run test:postgres` (PLATFORM_TESTS=postgres,
 * with TEST_DATABASE_URL) runs only these on PostgreSQL; everything else says the same on
 * either engine and runs on PGlite in `npm test`. A file that starts to depend on the engine
 * belongs here.
 */
export const POSTGRES_FILES = [
  // Concurrency, locks and transactions on a pool of connections.
  'money-concurrency.test.ts',
  'ledger.test.ts',
  'wallet-transfer.test.ts',
  'seamless-wallet.test.ts',
  'ops-adjust.test.ts',
  'verification-codes.test.ts',
  'register.test.ts',
  'deposits.test.ts',
  'withdrawals.test.ts',
  'house-api.test.ts',
  'lottery-orders.test.ts',
  // Two platform processes on one database (openSharedTestDatabase).
  'transfers-two-instances.test.ts',
  'jobs.test.ts',
  'lottery.test.ts',
  'public-reads.test.ts',
  'agents-contracts.test.ts',
  'agents-rebates.test.ts',
  // Migrations, the seed and the migration lock.
  'seed.test.ts',
  'warm-start.test.ts',
  // Reports in SQL: the team's closure table and its rollups.
  'agents-team.test.ts',
  'agents-periods.test.ts',
].map((file) => `test/${file}`);

const suite = process.env.PLATFORM_TESTS;
if (suite !== undefined && suite !== 'postgres') {
  throw new Error(`PLATFORM_TESTS=${suite}: only "postgres" (or unset, the whole suite)`);
}
if (suite === 'postgres') {
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error('PLATFORM_TESTS=postgres runs on PostgreSQL: set TEST_DATABASE_URL');
  }
  // A renamed or removed file would otherwise drop out of the PostgreSQL pass unnoticed.
  const missing = POSTGRES_FILES.filter((file) => !existsSync(new URL(file, import.meta.url)));
  if (missing.length) throw new Error(`POSTGRES_FILES names no such file: ${missing.join(', ')}`);
}

export default defineConfig({
  test: {
    include: suite === 'postgres' ? POSTGRES_FILES : ['test/**/*.test.ts'],
    // Migrates and seeds one template database; each test file gets a copy of it.
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // A file per core: Vitest's default leaves one core to its main process, which waits on
    // the files here (on two cores that ran them one at a time: 826 s, 502 s with two).
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
