// Bundles the platform into dist/server.js. Dependencies stay in node_modules (PGlite needs
// its WebAssembly files beside it); the workspace contract is TypeScript, so it is inlined.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies)
  .filter((name) => name !== '@site/contract')
  .flatMap((name) => [name, `${name}/*`]);

const started = Date.now();
await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile: new URL('./dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log(`platform: dist/server.js built in ${Date.now() - started} ms`);
