import { useCallback, useRef } from 'react';
import { walletKeys } from '../api/keys';
import { ApiError } from '../lib/api-client';
import { queryClient } from '../lib/query-client';

/** 128 random bits as hex: a fresh Idempotency-Key (works outside secure contexts too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether the platform surely moved nothing: a well-formed refusal (4xx envelope). Anything
 * else — no answer, a timeout, a 5xx, an HTML error page from a proxy, an answer that broke
 * the contract — may follow a committed movement, so the next press must replay the same key.
 */
const surelyRefused = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  !['network.error', 'network.timeout', 'response.invalid'].includes(error.code);

/**
 * One Idempotency-Key per intent to move money. A submit whose outcome is unknown keeps its
 * key, and from then on so does every refusal (a later 4xx proves only that the later attempt
 * moved nothing; the first may have), so pressing again replays the same request and the
 * platform moves money once. A success, or the platform saying the key answered other
 * details, ends the intent; only a clear refusal of a first attempt draws a new key at once.
 */
export function useIdempotentSubmit() {
  const intent = useRef<{ key: string; outcomeUnknown: boolean } | null>(null);
  return useCallback(async <T>(send: (idempotencyKey: string) => Promise<T>): Promise<T> => {
    intent.current ??= { key: newIdempotencyKey(), outcomeUnknown: false };
    const current = intent.current;
    try {
      const result = await send(current.key);
      intent.current = null;
      return result;
    } catch (error) {
      const reused = error instanceof ApiError && error.code === 'idempotency.key.reused';
      if (reused || (surelyRefused(error) && !current.outcomeUnknown)) {
        intent.current = null;
      } else if (!surelyRefused(error)) {
        current.outcomeUnknown = true;
      }
      // Money may have moved (an unknown outcome, or a key that answered other details):
      // show the balance and records as they are before the member tries again.
      if (reused || current.outcomeUnknown) {
        void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      }
      throw error;
    }
  }, []);
}
