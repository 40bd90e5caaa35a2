import type * as z from 'zod/v4/core';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may make a call: a member's session (docs/product.md §6), an agent's session (a member whose
 * type
 * is an agent's; member.not.agent otherwise), or the operator's token (OPS_TOKEN, `/ops/...`).
 */
export type CallAuth = 'member' | 'agent' | 'operator';

/**
 * One call of the wire: its method, path, the schemas of what goes in and what comes
 * back (the `value` of a success envelope). The platform registers routes from these
 * and the web client calls through them, so the wire is typed once. `auth` and
 * `idempotent` keep their literal types (see defineCall), so the platform's handler of a
 * call gets its principal and key typed, not as maybe-null.
 */
export interface Call<
  Q extends z.$ZodType = z.$ZodType,
  B extends z.$ZodType = z.$ZodType,
  P extends z.$ZodType = z.$ZodType,
  R extends z.$ZodType = z.$ZodType,
  A extends CallAuth | undefined = CallAuth | undefined,
  I extends boolean | undefined = boolean | undefined,
> {
  method: HttpMethod;
  /** Fastify-style path; `:name` segments are filled from `params`. */
  path: string;
  query?: Q;
  body?: B;
  params?: P;
  response: R;
  /** Body travels encrypted (docs/product.md §7 "E"). */
  encrypted?: boolean;
  /** Who may make it; anyone when left out. */
  auth?: A;
  /** Body is sent as an HTML form post (application/x-www-form-urlencoded). */
  form?: boolean;
  /**
   * Moves money: the request carries an `Idempotency-Key` header (IDEMPOTENCY_KEY_PATTERN);
   * a retry with the same key answers the first result, the key with another body is refused.
   */
  idempotent?: I;
}

/** What an Idempotency-Key looks like: 8 to 100 letters, digits, '-', '_' or ':' (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_:-]{8,100}$/;

/** A call of the wire, its `auth` and `idempotent` kept as the literals written (or absent). */
export const defineCall = <
  Q extends z.$ZodType = z.$ZodUndefined,
  B extends z.$ZodType = z.$ZodUndefined,
  P extends z.$ZodType = z.$ZodUndefined,
  R extends z.$ZodType = z.$ZodType,
  A extends CallAuth | undefined = undefined,
  I extends boolean | undefined = undefined,
>(
  call: Call<Q, B, P, R, A, I>,
) => call;

export type CallQuery<C> =
  C extends Call<infer Q, z.$ZodType, z.$ZodType, z.$ZodType> ? z.input<Q> : never;
export type CallBody<C> =
  C extends Call<z.$ZodType, infer B, z.$ZodType, z.$ZodType> ? z.input<B> : never;
export type CallParams<C> =
  C extends Call<z.$ZodType, z.$ZodType, infer P, z.$ZodType> ? z.input<P> : never;
export type CallResult<C> =
  C extends Call<z.$ZodType, z.$ZodType, z.$ZodType, infer R> ? z.output<R> : never;

/** Fill `:name` segments of a path. */
export function fillPath(
  path: string,
  params: Record<string, string | number> | undefined,
): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
