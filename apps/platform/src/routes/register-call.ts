import {
  Header,
  IDEMPOTENCY_KEY_PATTERN,
  memberCalls,
  ok,
  sessionCalls,
  type Call,
} from '@site/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { Merchant } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { requestMerchant } from './request-merchant.js';
import { refuseBadText } from '../http/edges.js';
import { fieldsOf } from '../http/error-handler.js';
import type { Auth } from '../domains/accounts/sessions.js';
import { languageOrder, requestLanguage, type LanguageOrder } from '../http/request-language.js';

type Schema = z.core.$ZodType;

export interface CallContext<Q extends Schema, B extends Schema, P extends Schema> {
  query: z.core.output<Q>;
  body: z.core.output<B>;
  params: z.core.output<P>;
  merchant: Merchant;
  /** Languages to serve operator text in: the `Language` header's, then the merchant's. */
  languages: LanguageOrder;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The session's member: always set on calls marked `auth`, else null. */
  auth: Auth | null;
  /** The request's Idempotency-Key: always set on calls marked `idempotent`, else null. */
  idempotencyKey: string | null;
}

/** The Idempotency-Key of a money call, or idempotency.key.missing. */
function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers[Header.idempotencyKey.toLowerCase()];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError('idempotency.key.missing', {
      detail: `${Header.idempotencyKey}: 8 to 100 letters, digits, '-', '_' or ':'.`,
    });
  }
  return key;
}

/** The member of an `auth` call's context. */
export function memberOf(context: { auth: Auth | null }): Auth {
  if (!context.auth) throw new AppError('login.not.session');
  return context.auth;
}

export function parse<S extends Schema>(
  schema: S | undefined,
  input: unknown,
  part: string,
): z.core.output<S> {
  if (!schema) return undefined as z.core.output<S>;
  const result = z.safeParse(schema, input ?? {});
  if (!result.success) {
    throw new AppError('request.invalid', { fields: fieldsOf(result.error, part) });
  }
  return result.data;
}

/** What a session that must change its password may still do. */
const allowedBeforePasswordChange: readonly Call[] = [
  memberCalls.info,
  memberCalls.changePassword,
  sessionCalls.logout,
];

/**
 * Registers a route from its contract call: resolves the merchant, keeps the site closed
 * during maintenance or region restriction, finds the session's member (refusing calls that
 * need one when there is none, and all but a few while its password must change), decrypts E
 * calls, validates params, query and body with the call's schemas and answers `ok(value)`.
 * The handler's return type is the call's response type, so the wire is typed once.
 */
export function registerCall<
  Q extends Schema,
  B extends Schema,
  P extends Schema,
  R extends Schema,
>(
  app: FastifyInstance,
  call: Call<Q, B, P, R>,
  handler: (context: CallContext<Q, B, P>) => Promise<z.core.input<R>>,
) {
  app.route({
    method: call.method,
    url: call.path,
    handler: async (request, reply) => {
      const merchant = await requestMerchant(app, request, call.path);
      const auth = call.auth
        ? await app.sessions.authenticate(request.headers.authorization, merchant.code)
        : null;
      if (call.auth && !auth) throw new AppError('login.not.session');
      if (auth?.passwordChangeRequired && !allowedBeforePasswordChange.includes(call as Call)) {
        throw new AppError('member.password.change.required');
      }
      const idempotencyKey = call.idempotent ? idempotencyKeyOf(request) : null;
      const params = parse(call.params, request.params, 'params');
      const query = parse(call.query, request.query, 'query');
      const rawBody = call.encrypted ? await app.keyring.decrypt(request) : request.body;
      const language = requestLanguage(request);
      // Plain parts passed textGuard already; a decrypted body is seen here first.
      if (call.encrypted) refuseBadText({ body: rawBody }, language);
      const body = parse(call.body, rawBody, 'body');
      const languages = languageOrder(language, merchant.defaultLanguage);
      const value = await handler({
        query,
        body,
        params,
        merchant,
        languages,
        request,
        reply,
        auth,
        idempotencyKey,
      });
      return reply.send(ok(value));
    },
  });
}
