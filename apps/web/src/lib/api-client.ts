import * as z from 'zod/mini';
import {
  encryptCall,
  envelopeSchema,
  fillPath,
  Header,
  DEVICE_WEB,
  systemCalls,
  type Call,
  type CallBody,
  type CallParams,
  type CallQuery,
  type CallResult,
  type RsaKey,
} from '@site/contract';
import { env } from '../config/env';
import { currentLanguage } from '../i18n';
import { session } from './storage';

/**
 * A failed call, with the platform's errorCode (or one of the client's own:
 * network.error, network.timeout, response.invalid). Screens show it through
 * `useErrorMessage`, which translates the code.
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 0,
    readonly fields?: Record<string, string>,
    readonly retryAt?: string,
    /** A failed login whose next try must carry an image captcha. */
    readonly captchaRequired = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallInput<C extends Call> {
  query?: CallQuery<C>;
  body?: CallBody<C>;
  params?: CallParams<C>;
  signal?: AbortSignal;
  /** Extra headers. */
  headers?: Record<string, string>;
  /** Required on `idempotent` calls (money): see useIdempotentSubmit. */
  idempotencyKey?: string;
}

type Listener = (error: ApiError) => void;
const listeners = new Map<string, Set<Listener>>();

/**
 * Called whenever any call fails with this errorCode, for failures the whole app answers
 * the same way (a dead session, a password that must change first). Returns the unsubscribe.
 */
export function onErrorCode(code: string, listener: Listener) {
  const forCode = listeners.get(code) ?? new Set<Listener>();
  listeners.set(code, forCode);
  forCode.add(listener);
  return () => {
    forCode.delete(listener);
  };
}

let rsaKey: Promise<RsaKey> | null = null;
function getRsaKey(): Promise<RsaKey> {
  rsaKey ??= call(systemCalls.rsaKey).catch((error: unknown) => {
    rsaKey = null;
    throw error;
  });
  return rsaKey;
}

function toQueryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function send(c: Call, input: CallInput<Call>): Promise<Response> {
  const headers: Record<string, string> = {
    [Header.merchant]: env.merchantCode,
    [Header.device]: DEVICE_WEB,
    [Header.language]: currentLanguage(),
    Accept: 'application/json',
    ...input.headers,
  };
  const token = session.get('token');
  if (token) headers[Header.authorization] = token;
  if (c.idempotent) {
    // A money call without a key could move money twice on a retry: a bug, not a user error.
    if (!input.idempotencyKey) throw new Error(`${c.path} moves money: pass an idempotencyKey`);
    headers[Header.idempotencyKey] = input.idempotencyKey;
  }

  let body: BodyInit | undefined;
  if (input.body !== undefined) {
    if (c.encrypted) {
      const sealed = await encryptCall(await getRsaKey(), input.body);
      Object.assign(headers, sealed.headers, { 'Content-Type': 'application/json' });
      body = JSON.stringify(sealed.body);
    } else if (c.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = toQueryString(input.body).slice(1);
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input.body);
    }
  }

  const timeout = AbortSignal.timeout(env.requestTimeoutMs);
  const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
  const url =
    fillPath(c.path, input.params as Record<string, string> | undefined) +
    toQueryString(input.query);
  try {
    return await fetch(url, {
      method: c.method,
      headers,
      body,
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (input.signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiError('network.timeout', 'request timed out');
    throw new ApiError('network.error', error instanceof Error ? error.message : 'network error');
  }
}

/**
 * Calls the platform through a contract call: adds the headers, encrypts E calls,
 * checks the answer against the contract and unwraps the envelope.
 */
export async function call<C extends Call>(c: C, input: CallInput<C> = {}): Promise<CallResult<C>> {
  const response = await send(c, input as CallInput<Call>);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError('network.error', `unreadable answer (${response.status})`, response.status);
  }
  const parsed = envelopeSchema(c.response).safeParse(json);
  if (!parsed.success) {
    throw new ApiError('response.invalid', z.prettifyError(parsed.error), response.status);
  }
  const envelope = parsed.data;
  if (envelope.success) return envelope.value as CallResult<C>;

  const error = new ApiError(
    envelope.errorCode,
    envelope.message,
    response.status,
    envelope.fields,
    envelope.retryAt,
    envelope.captchaRequired,
  );
  listeners.get(error.code)?.forEach((listener) => listener(error));
  // A rotated key: fetch the new one on the next encrypted call.
  if (error.code === 'request.decryption.failed') rsaKey = null;
  throw error;
}
