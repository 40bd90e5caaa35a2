/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const platform = process.env.PLATFORM_URL ?? 'http://127.0.0.1:8080';
const apiPrefixes = ['/wps', '/lgw', '/ops', '/__dev', '/media'];

/** Writes .br and .gz beside every text asset so the platform serves them precompressed. */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const data = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (data.length < 1024) continue;
        const gz = gzipSync(data, { level: 9 });
        const br = brotliCompressSync(data, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        });
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.gz`, source: gz });
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.br`, source: br });
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
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
  },
});
