// Starts the product for the journeys on a fresh, empty DATA_DIR: a new temporary directory per
// run (E2E_DATA_DIR to choose one, which is emptied first), removed again when Playwright stops
// this wrapper. Separate directories let two runs on different E2E_PORTs live side by side.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const chosen = process.env.E2E_DATA_DIR;
const dataDir = chosen ?? mkdtempSync(join(tmpdir(), 'site-e2e-'));
if (chosen) {
  rmSync(chosen, { recursive: true, force: true });
  mkdirSync(chosen, { recursive: true });
}
console.log(`e2e: DATA_DIR ${dataDir}`);

const child = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  if (!chosen) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
