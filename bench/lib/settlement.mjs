// Settling bets on the jobs seat, in a process of its own: figures of the ledger's batch path.
import { spawn } from 'node:child_process';
import { root, track } from './processes.mjs';
import { line } from './report.mjs';

/**
 * Settling bets on the jobs seat, in its own process (apps/platform/bench/settle-bets.ts on an
 * in-memory PGlite): BENCH_SETTLE_BETS winning bets paid from job runs of 500, each run one
 * transaction with a ledger key per bet.
 */
export async function settlement() {
  const bets = Number(process.env.BENCH_SETTLE_BETS ?? 10_000);
  const output = await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/platform/bench/settle-bets.ts', '--bets', String(bets)],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    track(child);
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`settle-bets exited with ${code}`)),
    );
  });
  const figures = JSON.parse(output.trim().split('\n').at(-1));
  line(
    `settle ${figures.bets.toLocaleString('en')} bets (${figures.runs} job runs)`,
    `${figures.seconds} s, ${figures.betsPerSecond} bets/s, ${figures.rowsPerSecond} rows/s (${figures.driver})`,
  );
}
