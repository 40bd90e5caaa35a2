// Bundles the house game page into dist/: what the platform serves at /house/play/.
//   node build.mjs                  once
//   node build.mjs --watch          rebuilds on change (npm run dev)
//   node build.mjs --outdir DIR     into DIR (tests)
// The workspace packages (@site/contract, @site/games) are TypeScript, so they are inlined.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build, context } from 'esbuild';

const here = (path) => new URL(path, import.meta.url).pathname;
const { values: args } = parseArgs({
  options: {
    watch: { type: 'boolean', default: false },
    outdir: { type: 'string' },
  },
});

/**
 * One script and one stylesheet named by their content hash (cached for a year), and
 * index.html naming them (never cached). Stale hashed files are removed.
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
        const template = readFileSync(here('./src/index.html'), 'utf8');
        writeFileSync(
          join(outdir, 'index.html'),
          template.replace('{{script}}', script).replace('{{style}}', style),
        );
      });
    },
  };
  return {
    entryPoints: { house: here('./src/main.ts') },
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

const outdir = resolve(args.outdir ?? here('./dist'));
const started = Date.now();
if (args.watch) {
  const ctx = await context(housePageOptions(outdir));
  await ctx.watch();
  console.log(`house page: watching, writing ${outdir}`);
} else {
  await build(housePageOptions(outdir));
  console.log(`house page: ${outdir} built in ${Date.now() - started} ms`);
}
