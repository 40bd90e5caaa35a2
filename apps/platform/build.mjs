// Bundles the platform into dist/server.js (the house game page is apps/house's own build).
// Dependencies stay in node_modules (PGlite needs its WebAssembly files beside it); the
// workspace packages (@site/contract, @site/games) are TypeScript, so they are inlined.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const here = (path) => new URL(path, import.meta.url).pathname;

async function buildServer() {
  const pkg = JSON.parse(readFileSync(here('./package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies)
    .filter((name) => !name.startsWith('@site/'))
    .flatMap((name) => [name, `${name}/*`]);
  const started = Date.now();
  await build({
    // The embedded database runs on a worker thread of its own file (src/db/pglite-thread.ts).
    entryPoints: {
      server: here('./src/server.ts'),
      'pglite-worker': here('./src/db/pglite-worker.mjs'),
    },
    outdir: here('./dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  console.log(
    `platform: dist/server.js and its database worker built in ${Date.now() - started} ms`,
  );
}

await buildServer();
