import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How answers are compressed: here on the fly, and once per kept public read
 * (http/answer-coding.ts). Brotli at quality 4: most of the gain of 11 for a fraction of the
 * CPU, which matters on answers computed per request.
 */
export const compression = Object.freeze({
  threshold: 1024,
  encodings: ['br', 'gzip'] as const,
  brotliQuality: 4,
  gzipLevel: 6,
});

/** Compresses API answers and generated pictures (the built site is already pre-compressed). */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      threshold: compression.threshold,
      encodings: [...compression.encodings],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: compression.brotliQuality } },
      zlibOptions: { level: compression.gzipLevel },
    });
  },
  { name: 'compression' },
);
