import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** onRequest hook: the Authorization header must be the operator token (constant time). */
export function requireOpsToken(opsToken: string) {
  const expected = digest(opsToken);
  return async (request: FastifyRequest) => {
    const given = request.headers.authorization;
    // Comparing digests keeps the time independent of where (or how long) the strings differ.
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      throw new AppError('ops.unauthorized');
    }
  };
}
