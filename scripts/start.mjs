// npm start: build the web app (and its server entry), the house game page and the platform, each
// only when its sources are newer than its build, then run the platform with this environment.
// SIGINT and SIGTERM (Ctrl-C, or `kill` of this process or of npm) stop it gracefully; this
// process ends as the platform did.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { platformEnv } from './platform-env.mjs';
import { exitAs, isUpToDate, runChild } from './start-steps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => join(root, ...parts);

/** Runs a build step; a step that fails (or is stopped) ends npm start the same way. */
async function run(label, command, args) {
  console.log(`> ${label}`);
  const result = await runChild(command, args, { cwd: root, env: process.env });
  if (result.code !== 0) {
    console.error(`start: ${label} failed (exit ${result.code ?? result.signal})`);
    exitAs(result);
  }
}

const contract = at('packages/contract/src');
const games = at('packages/games/src');
// The server entry (apps/web/dist-server) comes with the same build; one missing, both are redone.
const web = {
  outputs: [at('apps/web/dist/index.html'), at('apps/web/dist-server/entry-server.js')],
  sources: ['src', 'index.html', 'public'].map((path) => at('apps/web', path)).concat(contract),
};
if (isUpToDate(web.outputs, web.sources)) {
  console.log('> web app is up to date (apps/web/dist)');
} else {
  await run('npm run build -w @site/web', 'npm', ['run', 'build', '-w', '@site/web']);
}
const house = {
  outputs: [at('apps/house/dist/index.html')],
  sources: ['src', 'build.mjs', 'package.json']
    .map((path) => at('apps/house', path))
    .concat(contract, games),
};
if (isUpToDate(house.outputs, house.sources)) {
  console.log('> house page is up to date (apps/house/dist)');
} else {
  await run('build the house page', process.execPath, [at('apps/house/build.mjs')]);
}
const platform = {
  outputs: [at('apps/platform/dist/server.js')],
  sources: ['src', 'build.mjs', 'package.json']
    .map((path) => at('apps/platform', path))
    .concat(contract, games),
};
if (isUpToDate(platform.outputs, platform.sources)) {
  console.log('> platform is up to date (apps/platform/dist)');
} else {
  await run('build the platform', process.execPath, [at('apps/platform/build.mjs')]);
}

exitAs(
  await runChild(process.execPath, ['--enable-source-maps', at('apps/platform/dist/server.js')], {
    cwd: process.cwd(),
    env: platformEnv(),
  }),
);
