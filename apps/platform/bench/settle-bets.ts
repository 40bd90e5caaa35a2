// Settling bets on the jobs seat: opens BETS house-style rounds (debits, not timed), then pays
// them from job runs of CHUNK bets each, every run one transaction in which each bet's credit
// posts under its own ledger key (seamlessWallet.credit with the run's executor). Prints one
// JSON line: { bets, runs, seconds, betsPerSecond, rowsPerSecond }.
//   tsx apps/platform/bench/settle-bets.ts [--bets 10000] [--chunk 500]
// On an in-memory PGlite, migrated and seeded; DATABASE_URL (a database it may fill) for PostgreSQL.
import { HOUR_MS } from '@site/contract';
import { parseArgs } from 'node:util';
import { fundedMembers, openBenchApp } from './bench-app.js';

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

const { app, driver, close } = await openBenchApp('settle', {
  house: { sweepEveryMs: 0, purgeEveryMs: 0 },
});

try {
  const tag = Date.now().toString(36);
  const members = await fundedMembers(
    app,
    'settle',
    MEMBERS,
    STAKE * BigInt(Math.ceil(BETS / MEMBERS)),
  );
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
    periodMs: HOUR_MS,
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
      driver,
      bets: BETS,
      runs: runs.length,
      placeSeconds: Number(placed.toFixed(2)),
      seconds: Number(seconds.toFixed(2)),
      betsPerSecond: Math.round(BETS / seconds),
      rowsPerSecond: Math.round((BETS * 4) / seconds),
    }),
  );
} finally {
  await close();
}
