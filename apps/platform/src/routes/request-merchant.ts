import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Merchant } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { isSiteGuarded } from '../http/api-paths.js';

const codeOf = (app: FastifyInstance, request: FastifyRequest) => {
  const header = request.headers.merchant;
  return typeof header === 'string' && header.trim() ? header.trim() : app.merchants.defaultCode;
};

/**
 * `requestMerchant` answered in the same tick: the merchant when it is cached and current and
 * the call is not site-guarded (the guard may have to look the visitor up). Undefined: ask
 * `requestMerchant`, which also refuses what this does not know.
 */
export function requestMerchantNow(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
): Merchant | undefined {
  if (isSiteGuarded(path)) return undefined;
  const code = codeOf(app, request);
  return code.length <= 40 ? app.publicReads.merchantNow(code) : undefined;
}

/**
 * The merchant of a call's request (its `Merchant` header, else the configured default), from
 * the per-process cache as of its site version: a change made in this process is seen at once,
 * one made in another within a second. Every call needs it, so it costs no statement per
 * request. Kept closed during maintenance or region restriction.
 */
export async function requestMerchant(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
): Promise<Merchant> {
  const code = codeOf(app, request);
  const merchant = code.length <= 40 ? await app.publicReads.merchant(code) : undefined;
  if (!merchant) throw new AppError('merchant.unknown');
  if (isSiteGuarded(path)) await app.siteStatus.guard(request, merchant);
  return merchant;
}
