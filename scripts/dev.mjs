// npm run dev: the platform under `tsx watch`, the Vite dev server (which proxies the API
// paths to the platform on 127.0.0.1:8080) and the house game page's esbuild watcher
// (apps/house/dist) side by side; stopping one stops them all.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { platformEnv } from './platform-env.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Each child leads its own process group, so stopping it also stops what it started (vite, node).
const options = { cwd: root, detached: true };
// Vite serves the page itself, without the merchant meta the platform writes into it, so the
// web learns the merchant from the build's VITE_MERCHANT_CODE: the same MERCHANT as the platform.
const webEnv = process.env.MERCHANT
  ? { ...process.env, VITE_MERCHANT_CODE: process.env.MERCHANT }
  : process.env;
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/platform/src/server.ts'], { ...options, env: platformEnv() }),
  spawn('npm', ['run', 'dev', '-w', '@site/web'], { ...options, env: webEnv }),
  spawn(process.execPath, ['apps/house/build.mjs', '--watch'], options),
].map((child) => {
  child.stdout?.pipe(process.stdout);
  child.stderr?.pipe(process.stderr);
  return child;
});
for (const child of children) {
  child.on('exit', (code) => stop(code ?? 0));
}

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null) kill(child);
  }
  setTimeout(() => process.exit(code), 500).unref();
}
function kill(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
