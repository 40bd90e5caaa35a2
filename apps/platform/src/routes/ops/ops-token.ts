import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whoever holds the operator token (OPS_TOKEN): one operator, with no name of its own. */
export interface Operator {
  readonly via: 'ops-token';
}

const operator: Operator = { via: 'ops-token' };

/** The requests whose operator token the hook has checked. */
const checked = new WeakSet<FastifyRequest>();

/** onRequest hook: the Authorization header must be the operator token (constant time). */
export function requireOpsToken(opsToken: string) {
  const expected = digest(opsToken);
  return async (request: FastifyRequest) => {
    const given = request.headers.authorization;
    // Comparing digests keeps the time independent of where (or how long) the strings differ.
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      throw new AppError('ops.unauthorized');
    }
    checked.add(request);
  };
}

/**
 * The operator of a request that came through requireOpsToken, or ops.unauthorized: an
 * operator call registered where the hook does not run is refused, not left open.
 */
export function operatorOf(request: FastifyRequest): Operator {
  if (!checked.has(request)) throw new AppError('ops.unauthorized');
  return operator;
}
