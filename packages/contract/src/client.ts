import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import {
  fillPath,
  type Call,
  type CallBody,
  type CallParams,
  type CallQuery,
  type CallResult,
  type HttpMethod,
} from './call.js';
import { encryptCall, RSA_KEY_PATH, rsaKeySchema, type RsaKey } from './crypto.js';
import { ApiError } from './api-error.js';
import { Header } from './headers.js';

export { ApiError };

/**
 * The one client of the wire (DESIGN.md, The wire), used by the web app, the ops command line,
 * the house game page and the end-to-end journeys: it adds the fixed headers, seals E calls,
 * unwraps the envelope, checks the value against the contract and turns failures into ApiError.
 * Only fetch and Web Crypto, so it runs the same in browsers and in Node.
 */

export interface ApiRequest {
  method: HttpMethod;
  /** The path (filled), below the client's base URL. */
  path: string;
  /** Added to the path; undefined, null and '' are left out, arrays joined with commas. */
  query?: unknown;
  body?: unknown;
  /** How the body travels: JSON, sealed for an E call, or as an HTML form post. */
  encoding?: 'json' | 'encrypted' | 'form';
  /** The Idempotency-Key header of a call that moves money. */
  idempotencyKey?: string;
  /** Headers of this call besides the client's own. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The value's schema: a value it refuses fails as response.invalid. */
  schema?: $ZodType;
}

/** What a contract call takes besides the call itself. */
export interface CallInput<C extends Call> {
  query?: CallQuery<C>;
  body?: CallBody<C>;
  params?: CallParams<C>;
  signal?: AbortSignal;
  /** Extra headers. */
  headers?: Record<string, string>;
  /** Required on `idempotent` calls (money). */
  idempotencyKey?: string;
}

export interface ApiClientOptions {
  /** Where the paths live, e.g. http://localhost:8080; '' (the default) for the page's own. */
  baseUrl?: string;
  /**
   * The headers of every call (Merchant, Device, Language, Authorization), read at each call
   * since the language and the session change; undefined ones are left out.
   */
  headers?: () => Record<string, string | undefined>;
  /** After this long a call fails as network.timeout; no limit by default. */
  timeoutMs?: number;
  /** Passed to every fetch. */
  init?: Pick<RequestInit, 'cache' | 'credentials'>;
  /**
   * The fetch to call, read at each call; globalThis.fetch by default. A server render
   * answers its calls in-process, per request.
   */
  fetch?: () => typeof fetch | undefined;
  /** Told of every failure the platform answered, before it is thrown. */
  onFailure?: (error: ApiError) => void;
}

/**
 * An answer as read before it is known to be an envelope. Read by hand rather than with
 * envelopeSchema: the schema's union costs the web's first JavaScript more than these checks.
 */
interface Answer {
  success?: unknown;
  value?: unknown;
  errorCode?: unknown;
  message?: unknown;
  fields?: Record<string, string>;
  retryAt?: string;
  captchaRequired?: unknown;
}

export function toQueryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';

  // The platform's encryption key, fetched once; a rotated key is fetched again.
  let rsaKey: Promise<RsaKey> | null = null;
  const getRsaKey = () => {
    rsaKey ??= request<RsaKey>({
      method: 'GET',
      path: RSA_KEY_PATH,
      schema: rsaKeySchema,
    }).catch((error: unknown) => {
      rsaKey = null;
      throw error;
    });
    return rsaKey;
  };

  async function send(r: ApiRequest): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    for (const [name, value] of Object.entries({ ...options.headers?.(), ...r.headers })) {
      if (value !== undefined) headers[name] = value;
    }
    if (r.idempotencyKey) headers[Header.idempotencyKey] = r.idempotencyKey;

    let body: string | undefined;
    if (r.body !== undefined) {
      if (r.encoding === 'encrypted') {
        const sealed = await encryptCall(await getRsaKey(), r.body);
        Object.assign(headers, sealed.headers, { 'Content-Type': 'application/json' });
        body = JSON.stringify(sealed.body);
      } else if (r.encoding === 'form') {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        body = toQueryString(r.body).slice(1);
      } else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(r.body);
      }
    }

    const timeout = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
    const signal =
      r.signal && timeout ? AbortSignal.any([r.signal, timeout]) : (r.signal ?? timeout);
    try {
      // globalThis.fetch at each call: tests replace it.
      const fetchNow = options.fetch?.() ?? fetch;
      return await fetchNow(`${baseUrl}${r.path}${toQueryString(r.query)}`, {
        ...options.init,
        method: r.method,
        headers,
        body,
        signal,
      });
    } catch (error) {
      // The caller's own abort (a query cancelled) is not a failure to report.
      if (r.signal?.aborted) throw error;
      if (timeout?.aborted) throw new ApiError('network.timeout', 'request timed out');
      throw new ApiError('network.error', error instanceof Error ? error.message : 'network error');
    }
  }

  /** One call of a path: answers the envelope's value, or throws ApiError. */
  async function request<T = unknown>(r: ApiRequest): Promise<T> {
    const response = await send(r);
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new ApiError(
        'network.error',
        `unreadable answer (${response.status})`,
        response.status,
      );
    }
    const envelope: Answer = typeof json === 'object' && json !== null ? json : {};
    if (envelope.success === false && typeof envelope.errorCode === 'string') {
      const error = new ApiError(
        envelope.errorCode,
        String(envelope.message ?? ''),
        response.status,
        envelope.fields,
        envelope.retryAt,
        envelope.captchaRequired === true,
      );
      // A rotated key: fetch the new one on the next E call. (The code as text: ErrorCode is
      // a large table the house page would otherwise carry.)
      if (error.code === 'request.decryption.failed') rsaKey = null;
      options.onFailure?.(error);
      throw error;
    }
    if (envelope.success !== true) {
      throw new ApiError('response.invalid', 'the answer is not an envelope', response.status);
    }
    if (!r.schema) return envelope.value as T;
    const value = z.safeParse(r.schema, envelope.value);
    if (!value.success) {
      const problems = value.error.issues.map((i) => `value.${i.path.join('.')}: ${i.message}`);
      throw new ApiError('response.invalid', problems.join('; '), response.status);
    }
    return value.data as T;
  }

  /** A call of the contract: its method, path, encoding and value schema. */
  function call<C extends Call>(c: C, input: CallInput<C> = {}): Promise<CallResult<C>> {
    // A money call without a key could move money twice on a retry: a bug, not a user error.
    if (c.idempotent && !input.idempotencyKey) {
      return Promise.reject(new Error(`${c.path} moves money: pass an idempotencyKey`));
    }
    return request<CallResult<C>>({
      method: c.method,
      path: fillPath(c.path, input.params as Record<string, string> | undefined),
      query: input.query,
      body: input.body,
      encoding: c.encrypted ? 'encrypted' : c.form ? 'form' : 'json',
      idempotencyKey: input.idempotencyKey,
      headers: input.headers,
      signal: input.signal,
      schema: c.response,
    });
  }

  return { call, request };
}
export type ApiClient = ReturnType<typeof createApiClient>;
