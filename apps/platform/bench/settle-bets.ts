// Settling bets on the jobs seat: opens BETS house-style rounds (debits, not timed), then pays
// them from job runs of CHUNK bets each, every run one transaction in which each bet's credit
// posts under its own ledger key (seamlessWallet.credit with the run's executor). Prints one
// JSON line: { bets, runs, seconds, betsPerSecond, rowsPerSecond }.
//   tsx apps/platform/bench/settle-bets.ts [--bets 10000] [--chunk 500]
// On an in-memory PGlite, migrated and seeded; DATABASE_URL (a database it may fill) for PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { ClearingAccount, requestHashOf } from '../src/domains/ledger/ledger.js';
import { ensureRsaKey } from '../src/domains/system/keyring.js';
import { seed } from '../src/seed/index.js';

const { values } = parseArgs({
  options: {
    bets: { type: 'string', default: '10000' },
    chunk: { type: 'string', default: '500' },
  },
});
const BETS = Number(values.bets);
const CHUNK = Number(values.chunk);
const MEMBERS = 100;
const STAKE = 100n;

const scratch = mkdtempSync(join(tmpdir(), 'bench-settle-'));
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
  opsToken: 'bench-settle',
  logger: false,
  house: { sweepEveryMs: 0, purgeEveryMs: 0 },
});
await app.ready();

try {
  const tag = Date.now().toString(36);
  const members: string[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const member = await app.accounts.create({
      merchantCode: 'DEMO',
      username: `settle${tag}${i}`.slice(0, 32),
      type: 1,
      password: 'bench-password-1',
      registerIp: '127.0.0.1',
    });
    const main = await app.ledger.memberAccount(member.id, 'MAIN');
    const bonus = await app.ledger.clearingAccount('DEMO', ClearingAccount.bonus, {
      spreadBy: member.id,
    });
    const funds = STAKE * BigInt(Math.ceil(BETS / MEMBERS));
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
  const bets = Array.from({ length: BETS }, (_, i) => ({
    merchantCode: 'DEMO',
    memberId: members[i % MEMBERS]!,
    vassalage: 'NSO',
    roundKey: `bench-${tag}-${i}`,
    gameId: 'NSO-0001',
    wallet: 'MAIN',
    reference: 'Bench settlement',
  }));
  const placing = performance.now();
  for (const bet of bets) await app.seamlessWallet.debit({ ...bet, stake: STAKE });
  const placed = (performance.now() - placing) / 1000;

  // Every bet wins (the costliest settlement: a ledger transaction, two postings, the round).
  app.jobs.define({
    name: 'bench.settle',
    periodMs: 3_600_000,
    scheduled: false,
    subjects: async () => Array.from({ length: Math.ceil(BETS / CHUNK) }, (_, i) => String(i)),
    async run(tx, run) {
      const from = Number(run.subject) * CHUNK;
      for (const bet of bets.slice(from, from + CHUNK)) {
        await app.seamlessWallet.credit(bet, STAKE * 2n, tx);
      }
      return { settled: Math.min(CHUNK, BETS - from) };
    },
  });
  const settling = performance.now();
  const runs = await app.jobs.tick('bench.settle');
  const seconds = (performance.now() - settling) / 1000;
  const settled = runs.reduce(
    (sum, run) =>
      sum + (run.outcome === 'done' ? Number((run.result as { settled: number }).settled) : 0),
    0,
  );
  if (settled !== BETS) throw new Error(`settled ${settled} of ${BETS} bets`);
  // Rows written per bet: the ledger transaction, its two postings, the round's update.
  console.log(
    JSON.stringify({
      driver: database.driver,
      bets: BETS,
      runs: runs.length,
      placeSeconds: Number(placed.toFixed(2)),
      seconds: Number(seconds.toFixed(2)),
      betsPerSecond: Math.round(BETS / seconds),
      rowsPerSecond: Math.round((BETS * 4) / seconds),
    }),
  );
} finally {
  await app.close();
  rmSync(scratch, { recursive: true, force: true });
}
