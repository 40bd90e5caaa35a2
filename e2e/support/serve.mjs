// Starts the product for the journeys on a fresh, empty DATA_DIR (e2e/data, emptied on every run;
// E2E_DATA_DIR to put it elsewhere) and stops it when Playwright stops this wrapper.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = process.env.E2E_DATA_DIR ?? fileURLToPath(new URL('../data', import.meta.url));
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const child = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
