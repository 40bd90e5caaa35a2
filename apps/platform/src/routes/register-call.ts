import {
  Header,
  IDEMPOTENCY_KEY_PATTERN,
  memberCalls,
  ok,
  sessionCalls,
  type Call,
  type CallAuth,
  type Language,
} from '@site/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { Member, Merchant } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { requestMerchant } from './request-merchant.js';
import { refuseBadText } from '../http/edges.js';
import { fieldsOf } from '../http/error-handler.js';
import type { Auth } from '../domains/accounts/sessions.js';
import { requireAgent, type Agent } from '../domains/agents/team.js';
import { languageOrder, requestLanguage, type LanguageOrder } from '../http/request-language.js';
import { operatorOf, type Operator } from './ops/ops-token.js';

type Schema = z.core.$ZodType;

/** What every call's handler gets. */
interface BaseContext<Q extends Schema, B extends Schema, P extends Schema> {
  query: z.core.output<Q>;
  body: z.core.output<B>;
  params: z.core.output<P>;
  merchant: Merchant;
  /** The `Language` header's language when supported, else the default (ID). */
  language: Language;
  /** Languages to serve operator text in: the `Language` header's, then the merchant's. */
  languages: LanguageOrder;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Who makes the call, by the call's `auth`: registerCall has refused the request before the
 * handler runs when there is none, so the handler's principal is never null.
 */
type PrincipalOf<A extends CallAuth | undefined> = [A] extends ['member']
  ? {
      member: Member;
      /** The member's session (its token's hash, whether its password must change). */
      session: Auth;
    }
  : [A] extends ['agent']
    ? { agent: Agent; session: Auth }
    : [A] extends ['operator']
      ? { operator: Operator }
      : unknown;

/** The request's Idempotency-Key, on an `idempotent` call (refused without one). */
type IdempotencyOf<I extends boolean | undefined> = [I] extends [true]
  ? { idempotencyKey: string }
  : unknown;

/** A handler's context, typed by its call's `auth` and `idempotent`. */
export type CallContext<
  Q extends Schema,
  B extends Schema,
  P extends Schema,
  A extends CallAuth | undefined = undefined,
  I extends boolean | undefined = undefined,
> = BaseContext<Q, B, P> & PrincipalOf<A> & IdempotencyOf<I>;

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
 * An agent call's member must be an agent; an operator call must have come through the ops
 * routes' token check. The handler's context is typed by the call (CallContext) and its
 * return type is the call's response type, so the wire is typed once.
 */
export function registerCall<
  Q extends Schema,
  B extends Schema,
  P extends Schema,
  R extends Schema,
  A extends CallAuth | undefined = undefined,
  I extends boolean | undefined = undefined,
>(
  app: FastifyInstance,
  call: Call<Q, B, P, R, A, I>,
  handler: (context: CallContext<Q, B, P, A, I>) => Promise<z.core.input<R>>,
) {
  const bySession = call.auth === 'member' || call.auth === 'agent';
  app.route({
    method: call.method,
    url: call.path,
    handler: async (request, reply) => {
      const merchant = await requestMerchant(app, request, call.path);
      const session = bySession
        ? await app.sessions.authenticate(request.headers.authorization, merchant.code)
        : null;
      if (bySession && !session) throw new AppError('login.not.session');
      if (session?.passwordChangeRequired && !allowedBeforePasswordChange.includes(call as Call)) {
        throw new AppError('member.password.change.required');
      }
      const operator = call.auth === 'operator' ? operatorOf(request) : null;
      const idempotencyKey = call.idempotent ? idempotencyKeyOf(request) : null;
      const params = parse(call.params, request.params, 'params');
      const query = parse(call.query, request.query, 'query');
      const rawBody = call.encrypted ? await app.keyring.decrypt(request) : request.body;
      const language = requestLanguage(request);
      // Plain parts passed textGuard already; a decrypted body is seen here first.
      if (call.encrypted) refuseBadText({ body: rawBody }, language);
      const body = parse(call.body, rawBody, 'body');
      const languages = languageOrder(language, merchant.defaultLanguage);
      // After the input is read, where the agent centre's domains have always asked it.
      if (call.auth === 'agent' && session) requireAgent(session.member);
      const principal = !session
        ? operator
          ? { operator }
          : {}
        : call.auth === 'agent'
          ? { agent: session.member, session }
          : { member: session.member, session };
      const context = {
        query,
        body,
        params,
        merchant,
        language,
        languages,
        request,
        reply,
        ...principal,
        ...(idempotencyKey === null ? {} : { idempotencyKey }),
      };
      // The checks above are what the context's type says of the call's auth and idempotent.
      const value = await handler(context as CallContext<Q, B, P, A, I>);
      return reply.send(ok(value));
    },
  });
}
