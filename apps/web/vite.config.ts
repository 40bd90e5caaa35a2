/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
    apply: 'build',
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

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: Object.fromEntries(
      apiPrefixes.map((p) => [p, { target: platform, changeOrigin: false }]),
    ),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page loads (the API client, stores, storage, the query cache and
              // the wire it speaks): one chunk, which gzips smaller than a handful of slivers.
              // The amount reader and the form errors serve the money and account forms only.
              name: 'boot',
              test: /src\/(lib\/(?!amount|form-errors)|stores\/)|node_modules\/@tanstack\/|packages\/contract\/src\/(call|envelope|errors|headers|pagination|crypto|system|member|wallet)\.ts/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
  },
});
