// Bundles the platform into dist/server.js and the house game page into dist/house/.
//   node build.mjs                        both
//   node build.mjs --house [--watch]      the house page only; --watch rebuilds on change
//   node build.mjs --house --outdir DIR   the house page into DIR (tests)
// Dependencies stay in node_modules (PGlite needs its WebAssembly files beside it); the
// workspace contract is TypeScript, so it is inlined.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build, context } from 'esbuild';

const here = (path) => new URL(path, import.meta.url).pathname;
const { values: args } = parseArgs({
  options: {
    house: { type: 'boolean', default: false },
    watch: { type: 'boolean', default: false },
    outdir: { type: 'string' },
  },
});

async function buildServer() {
  const pkg = JSON.parse(readFileSync(here('./package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies)
    .filter((name) => name !== '@site/contract')
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

/**
 * The house page: one script and one stylesheet named by their content hash (cached for a
 * year), and index.html naming them (never cached). Stale hashed files are removed.
 */
function housePageOptions(outdir) {
  const assets = join(outdir, 'assets');
  const writeIndex = {
    name: 'house-index',
    setup(b) {
      b.onStart(() => {
        rmSync(assets, { recursive: true, force: true });
        mkdirSync(assets, { recursive: true });
      });
      b.onEnd((result) => {
        if (result.errors.length > 0) return;
        const outputs = Object.keys(result.metafile.outputs).map((file) => basename(file));
        const script = outputs.find((file) => file.endsWith('.js'));
        const style = outputs.find((file) => file.endsWith('.css'));
        const template = readFileSync(here('./src/domains/house/client/index.html'), 'utf8');
        writeFileSync(
          join(outdir, 'index.html'),
          template.replace('{{script}}', script).replace('{{style}}', style),
        );
      });
    },
  };
  return {
    entryPoints: { house: here('./src/domains/house/client/main.ts') },
    outdir: assets,
    entryNames: '[name]-[hash]',
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: true,
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [writeIndex],
  };
}

async function buildHousePage(outdir) {
  const started = Date.now();
  if (args.watch) {
    const ctx = await context(housePageOptions(outdir));
    await ctx.watch();
    console.log(`house page: watching, writing ${outdir}`);
    return;
  }
  await build(housePageOptions(outdir));
  console.log(`house page: ${outdir} built in ${Date.now() - started} ms`);
}

const houseDist = resolve(args.outdir ?? here('./dist/house'));
if (!args.house) await buildServer();
await buildHousePage(houseDist);
