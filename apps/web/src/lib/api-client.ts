import { ApiError } from '@site/contract/api-error.js';
import { DEVICE_WEB, Header } from '@site/contract/headers.js';
import type { ApiClient, Call, CallInput, CallResult } from '@site/contract';
import { env } from '../config/env';
import { currentLanguage } from '../i18n';
import { serverScope } from './server-scope';
import { session } from './storage';

/**
 * A failed call, with the platform's errorCode (or one of the client's own:
 * network.error, network.timeout, response.invalid). Screens show it through
 * `useErrorMessage`, which translates the code.
 */
export { ApiError };
export type { CallInput };

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

let client: Promise<ApiClient> | undefined;

/**
 * The contract's client, loaded with the first call: it checks answers with zod, which a
 * server-rendered first screen (its answers in the page) does not need before it is used.
 */
function apiClient(): Promise<ApiClient> {
  client ??= import('@site/contract/client.js').then(({ createApiClient }) =>
    createApiClient({
      headers: () => ({
        [Header.merchant]: env.merchantCode,
        [Header.device]: DEVICE_WEB,
        [Header.language]: currentLanguage(),
        [Header.authorization]: session.get('token') || undefined,
      }),
      timeoutMs: env.requestTimeoutMs,
      init: { credentials: 'same-origin' },
      // On the server, the platform answers the render's calls itself, per request.
      fetch: () => serverScope()?.fetch,
      onFailure: (error) => listeners.get(error.code)?.forEach((listener) => listener(error)),
    }),
  );
  return client;
}

/**
 * Calls the platform through a contract call (the contract's client): adds the headers,
 * encrypts E calls, checks the answer against the contract and unwraps the envelope.
 */
export async function call<C extends Call>(c: C, input: CallInput<C> = {}): Promise<CallResult<C>> {
  return (await apiClient()).call(c, input);
}
