/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const platform = process.env.PLATFORM_URL ?? 'http://127.0.0.1:8080';
// Everything the platform answers besides the site itself.
const apiPrefixes = ['/wps', '/lgw', '/ops', '/__dev', '/media', '/cs', '/download', '/house/'];

/**
 * Writes .br and .gz beside every text asset so the platform serves them precompressed.
 * From the written files: in generateBundle the chunks still hold Vite's __VITE_PRELOAD__
 * markers, which Vite replaces later, so compressing there shipped broken code.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    // Not for the server bundle, which nobody downloads.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const data = readFileSync(join(dir, fileName));
        if (data.length < 1024) continue;
        writeFileSync(join(dir, `${fileName}.gz`), gzipSync(data, { level: 9 }));
        writeFileSync(
          join(dir, `${fileName}.br`),
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * React Router's package exports only its development build, whose warnings (and their text)
 * stay in a production bundle; its production build differs only in having them off.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * Two builds: the browser's (dist, served by the platform) and, with --ssr, the server entry
 * the platform renders the first screens with (dist-server, outside what is served: no public/
 * copy, no precompressed files). The browser's manifest tells the platform which chunks and
 * styles a rendered lazy module needs.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), precompress()],
  resolve:
    command === 'build'
      ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] }
      : {},
  publicDir: isSsrBuild ? false : 'public',
  // Everything bundled into the server entry (the contract is TypeScript source), built for
  // production: React's packages pick their development build at run time unless NODE_ENV says
  // otherwise, which would make every render several times slower.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    proxy: Object.fromEntries(
      apiPrefixes.map((p) => [p, { target: platform, changeOrigin: false }]),
    ),
  },
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist-server',
        emptyOutDir: true,
        sourcemap: false,
        reportCompressedSize: false,
        rolldownOptions: {
          output: {
            // One file: the platform loads a new build's entry under a new URL, and lazy chunks
            // importing the entry by its plain name would load a second copy of React beside it.
            codeSplitting: { groups: [{ name: 'server', test: /./ }] },
          },
        },
      }
    : {
        target: 'es2022',
        // Every browser the es2022 target reaches preloads modules itself but Safari before 17,
        // which then fetches a lazy chunk's imports when it loads: slower there, never broken.
        // The polyfill would be in everyone's first JavaScript.
        modulePreload: { polyfill: false },
        sourcemap: false,
        reportCompressedSize: false,
        manifest: true,
        rolldownOptions: {
          // A server-rendered page's one script, which starts the app once the page has painted
          // (src/start-after-paint.ts; the platform's page names it from the manifest).
          input: { index: 'index.html', start: 'src/start-after-paint.ts' },
          output: {
            codeSplitting: {
              groups: [
                {
                  // React's DOM runtime on its own: the browser compiles each chunk in a task of
                  // its own, and the one entry holding everything made a single long one.
                  name: 'react',
                  test: /node_modules\/(react|react-dom|scheduler)\//,
                },
                {
                  // What every page loads (the API client, stores, storage, the query cache and
                  // the wire's plain values): one chunk, which gzips smaller than a handful of
                  // slivers. The amount reader and the form errors serve the money and account
                  // forms only; the contract's schemas (and zod) come with the first call.
                  name: 'boot',
                  test: /src\/(lib\/(?!amount|form-errors)|stores\/)|node_modules\/@tanstack\/|packages\/contract\/src\/(call|errors|headers|api-error|values)\.ts/,
                },
              ],
            },
          },
        },
      },
  test: {
    // A file per core: Vitest's default leaves one core to its main process, which mostly
    // waits (on two cores that ran the files one at a time: 513 s, 306 s with two).
    maxWorkers: availableParallelism(),
    // A journey through several screens (typing, lazy screens) on a loaded machine; a test
    // that hangs still ends.
    testTimeout: 15_000,
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
  },
}));
