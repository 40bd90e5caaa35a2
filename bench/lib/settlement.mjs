// Settling on the jobs seat, each in a process of its own: figures of the ledger's batch paths.
import { spawn } from 'node:child_process';
import { root, track } from './processes.mjs';
import { line } from './report.mjs';

/** Runs apps/platform/bench/<script>.ts with `args`; its last stdout line is JSON figures. */
export async function figuresOf(script, args) {
  const output = await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', `apps/platform/bench/${script}.ts`, ...args],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    track(child);
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`${script} exited with ${code}`)),
    );
  });
  return JSON.parse(output.trim().split('\n').at(-1));
}

/**
 * On an in-memory PGlite: BENCH_SETTLE_BETS winning house bets paid from job runs of 500, each
 * run one transaction with a ledger key per bet (settle-bets.ts); then a lottery issue of
 * BENCH_SETTLE_LOTTERY_ORDERS orders settled by one lottery.settle run (settle-lottery.ts).
 */
export async function settlement() {
  const bets = await figuresOf('settle-bets', ['--bets', process.env.BENCH_SETTLE_BETS ?? '10000']);
  line(
    `settle ${bets.bets.toLocaleString('en')} bets (${bets.runs} job runs)`,
    `${bets.seconds} s, ${bets.betsPerSecond} bets/s, ${bets.rowsPerSecond} rows/s (${bets.driver})`,
  );
  const lottery = await figuresOf('settle-lottery', [
    '--orders',
    process.env.BENCH_SETTLE_LOTTERY_ORDERS ?? '10000',
  ]);
  line(
    `settle a lottery issue of ${lottery.orders.toLocaleString('en')} orders`,
    `${lottery.seconds} s, ${lottery.ordersPerSecond} orders/s, ${lottery.winners} winners (${lottery.driver}; placing them took ${lottery.placeSeconds} s)`,
  );
}
