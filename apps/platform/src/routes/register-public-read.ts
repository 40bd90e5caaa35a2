import { Header, type Call } from '@site/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import type { Merchant } from '../db/schema/index.js';
import type { CachedAnswer } from '../domains/system/public-reads.js';
import type { ReadArea } from '../domains/system/read-versions.js';
import { codedBody, codingFor } from '../http/answer-coding.js';
import { languageOrder, requestLanguage, type LanguageOrder } from '../http/request-language.js';
import { parse } from './register-call.js';
import { requestMerchant, requestMerchantNow } from './request-merchant.js';

type Schema = z.core.$ZodType;

export interface PublicReadContext<Q extends Schema, P extends Schema> {
  query: z.core.output<Q>;
  params: z.core.output<P>;
  merchant: Merchant;
  /** Languages to serve operator text in: the `Language` header's, then the merchant's. */
  languages: LanguageOrder;
  /** The answer goes stale by itself at this time (e.g. a notice published later). */
  staleAt(at: Date): void;
}

const varyBy = `${Header.merchant}, ${Header.language}`;
/** A kept answer goes out in the client's coding (the plugin's Vary, made once). */
const varyByCoding = `${varyBy}, accept-encoding`;
const jsonType = 'application/json; charset=utf-8';

/**
 * Sends a kept answer with its ETag, or 304 when the client holds it already. These reads
 * are GETs, so a browser revalidates them itself (no-cache: every use asks, the 304 is cheap)
 * and its fetch() hands the web app the stored answer as a 200: the API client never sees a
 * 304. `private`: the answers differ by the Merchant and Language headers and the status one
 * carries the visitor's address, so no shared cache keeps them.
 *
 * The answer is compressed here, once per coding, and kept compressed beside its JSON: its
 * routes are left out of @fastify/compress (`keptAnswerRoute`), which would compress it anew
 * on every request.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  if (heldAlready(request, reply, answer, varyByCoding)) return reply.code(304).send();
  reply.header('content-type', jsonType);
  const coding = codingFor(request.headers['accept-encoding']);
  const coded = coding && codedBody(answer, coding);
  if (!coded) return reply.send(answer.body);
  return reply.header('content-encoding', coding).send(coded);
}

/** The options of a route answered by `sendAnswer`: no compression plugin (nor a body). */
export const keptAnswerRoute = { compress: false, decompress: false } as const;

/**
 * `sendAnswer` for an answer made for this request alone (a page of a search): compressed by
 * the plugin, which streams a large one off the event loop, as nothing would reuse it.
 */
export function sendFreshAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
) {
  if (heldAlready(request, reply, answer, varyBy)) return reply.code(304).send();
  return reply.header('content-type', jsonType).send(answer.body);
}

/** Sets an answer's revalidation headers; true when the client holds it already (a 304). */
function heldAlready(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  vary: string,
): boolean {
  reply
    .header('etag', answer.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', vary);
  return matches(request.headers['if-none-match'], answer.etag);
}

/** If-None-Match's weak comparison (RFC 9110 §13.1.2): W/ is ignored on both sides. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Registers a public read of the contract (no session, no body): its answer comes from the
 * merchant's cache, filled by `handler` while the versions of `areas` hold, and is answered
 * with an ETag. The cache key is the call, its parsed query and params and the languages.
 */
export function registerPublicRead<Q extends Schema, P extends Schema, R extends Schema>(
  app: FastifyInstance,
  call: Call<Q, z.core.$ZodUndefined, P, R>,
  areas: readonly ReadArea[],
  handler: (context: PublicReadContext<Q, P>) => Promise<z.core.input<R>>,
) {
  if (call.method !== 'GET' || call.auth || call.body) {
    throw new Error(`${call.path} is not a public read`);
  }
  /** The cached answer for the merchant, in this tick when it is kept, else once filled. */
  const answer = (request: FastifyRequest, reply: FastifyReply, merchant: Merchant) => {
    const params = parse(call.params, request.params, 'params');
    const query = parse(call.query, request.query, 'query');
    const languages = languageOrder(requestLanguage(request), merchant.defaultLanguage);
    const key = `${call.path} ${languages.join(',')} ${JSON.stringify(query)} ${JSON.stringify(params)}`;
    const kept = app.publicReads.answerNow(merchant.code, areas, key);
    // The reply itself, not undefined: a sync handler that sends and returns undefined had its
    // compressed answers go out empty (content-length 0).
    if (kept) return sendAnswer(request, reply, kept);
    return app.publicReads
      .answer(merchant.code, areas, key, async () => {
        let expiresAt: number | undefined;
        const staleAt = (at: Date) => {
          expiresAt = Math.min(expiresAt ?? Infinity, at.getTime());
        };
        const value = await handler({ query, params, merchant, languages, staleAt });
        return { value, expiresAt };
      })
      .then((filled) => sendAnswer(request, reply, filled));
  };
  app.route({
    method: call.method,
    url: call.path,
    ...keptAnswerRoute,
    // Not async: a cached answer goes out without awaiting anything.
    handler: (request, reply) => {
      const merchant = requestMerchantNow(app, request, call.path);
      if (merchant) return answer(request, reply, merchant);
      return requestMerchant(app, request, call.path).then((found) =>
        answer(request, reply, found),
      );
    },
  });
}
