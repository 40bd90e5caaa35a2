// The processes a bench run starts (platforms, the bare Fastify server), their memory, and
// stopping them all with their temporary directories. Everything listens on 127.0.0.1.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { platformEnv } from '../../scripts/platform-env.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const SITE_HEADERS = { Merchant: 'DEMO', Device: 'web', Language: 'ID' };
export const OPS_TOKEN = `bench-ops-token-${process.pid}`;

const children = [];
const tempDirs = [];

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the platform exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { headers: SITE_HEADERS, signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * The built platform (apps/platform/dist/server.js, what `npm start` runs) with a fresh
 * temporary DATA_DIR, so it migrates and seeds as on a first start (or on `dataDir`, see
 * restartPlatform); `env` adds to its environment (DATABASE_URL for PostgreSQL). Resolves when
 * its status call answers, with the seconds from spawn to that answer.
 */
export async function startPlatform(env = {}, dataDir = undefined) {
  const port = await freePort();
  if (!dataDir) {
    dataDir = mkdtempSync(join(tmpdir(), 'site-bench-'));
    tempDirs.push(dataDir);
  }
  const spawnedAt = performance.now();
  const entry = process.env.BENCH_PLATFORM_ENTRY ?? join(root, 'apps/platform/dist/server.js');
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...platformEnv(),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OPS_TOKEN,
      DEV_OUTBOX: '',
      LOG_LEVEL: process.env.BENCH_PLATFORM_LOG ? 'info' : 'warn',
      ...env,
    },
    // BENCH_PLATFORM_LOG=<file>: the platform's request log (one line per request, with its
    // responseTime), to tell time spent in the platform from time queued before it.
    stdio: [
      'ignore',
      process.env.BENCH_PLATFORM_LOG ? openSync(process.env.BENCH_PLATFORM_LOG, 'a') : 'ignore',
      'inherit',
    ],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  // Generous: a first start on a busy shared machine has taken over 3 minutes.
  await waitFor(`${base}/wps/system/status`, 300_000, child);
  const seconds = (performance.now() - spawnedAt) / 1000;
  return { base, pid: child.pid, child, env, dataDir, seconds, cpuSeconds: cpuSeconds(child.pid) };
}

/**
 * Stops a platform (SIGTERM, as an operator would) and starts it again on its DATA_DIR and
 * environment: a warm start, on a database already migrated and seeded. Answers the new one.
 */
export async function restartPlatform(platform) {
  await stopProcess(platform.child);
  return startPlatform(platform.env, platform.dataDir);
}

/** The bare Fastify route (bare-server.mjs): the ceiling the API figures are set beside. */
export async function startBare() {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('../bare-server.mjs', import.meta.url))],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return `http://127.0.0.1:${port}`;
}

/**
 * CPU time a process has used so far, user and system, in seconds (Linux /proc, at 100 ticks a
 * second); undefined where there is none. Less bent by a busy machine than the time it took.
 */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** Resident memory of a process in MB (Linux /proc); undefined where there is none. */
export function rssMb(pid, field = 'VmRSS') {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(status.match(new RegExp(`^${field}:\\s+(\\d+)`, 'm'))?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * RSS once it has settled: sampled every 500 ms until four samples in a row lie within 2 MB
 * (the collector and the allocator have given back what they will), at most `maxMs`.
 */
export async function settledRssMb(pid, maxMs = 20_000) {
  const samples = [];
  const deadline = Date.now() + maxMs;
  for (;;) {
    const now = rssMb(pid);
    if (now === undefined) return undefined;
    samples.push(now);
    const last = samples.slice(-4);
    if (last.length === 4 && Math.max(...last) - Math.min(...last) <= 2) return now;
    if (Date.now() > deadline) return now;
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The bench's own children, and their temporary directories. */
export function track(child) {
  children.push(child);
}

export async function stopAll() {
  await Promise.all(children.map(stopProcess));
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
