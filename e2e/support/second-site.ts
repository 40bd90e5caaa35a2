import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORT, OPS_TOKEN } from './env';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface Site {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * Another merchant's site beside the suite's own: the platform the suite's webServer built
 * (apps/platform/dist/server.js, what `npm start` runs) with MERCHANT set, on the next port and
 * a fresh DATA_DIR of its own. Started by the journeys that need it, so the rest of the suite
 * does not wait for a second database to be seeded.
 */
export async function startSite(merchant: string, port = E2E_PORT + 1): Promise<Site> {
  const dataDir = mkdtempSync(join(tmpdir(), `site-e2e-${merchant.toLowerCase()}-`));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', join(repoRoot, 'apps/platform/dist/server.js')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        MERCHANT: merchant,
        PORT: String(port),
        DATA_DIR: dataDir,
        OPS_TOKEN,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the ${merchant} site exited (${child.exitCode}) before it answered`);
    }
    const up = await fetch(`${baseURL}/wps/system/status`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { baseURL, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the ${merchant} site did not answer on ${baseURL} within 2 minutes`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
