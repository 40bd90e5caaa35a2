// npm start: build the web app (and its server entry) when its sources are newer than its build, bundle the platform
// (fast, always), then run it with this environment. Ctrl-C stops it gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { platformEnv } from './platform-env.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => join(root, ...parts);

/** Newest modification time of a file or of any file under a folder. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), 0);
}

function run(label, command, args) {
  console.log(`> ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`start: ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

const webIndex = at('apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'packages/contract/src',
];
// The server entry (apps/web/dist-server) comes with the same build; one missing, both are redone.
const built = existsSync(at('apps/web/dist-server/entry-server.js')) ? newest(webIndex) : 0;
if (!built || webSources.some((source) => newest(at(source)) > built)) {
  run('npm run build -w @site/web', 'npm', ['run', 'build', '-w', '@site/web']);
} else {
  console.log('> web app is up to date (apps/web/dist)');
}
run('build the platform', process.execPath, [at('apps/platform/build.mjs')]);

const server = spawn(
  process.execPath,
  ['--enable-source-maps', at('apps/platform/dist/server.js')],
  { cwd: process.cwd(), stdio: 'inherit', env: platformEnv() },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
