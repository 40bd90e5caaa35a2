import { useCallback, useRef } from 'react';
import { walletKeys } from '../api/member';
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
 * key, so pressing again retries the same request and the platform moves money once; a
 * success or a clear refusal draws a new key for the next intent.
 */
export function useIdempotentSubmit() {
  const key = useRef<string | null>(null);
  return useCallback(async <T>(send: (idempotencyKey: string) => Promise<T>): Promise<T> => {
    key.current ??= newIdempotencyKey();
    try {
      const result = await send(key.current);
      key.current = null;
      return result;
    } catch (error) {
      if (surelyRefused(error)) key.current = null;
      // The key answered another body: an earlier attempt may have moved money, so show it.
      if (error instanceof ApiError && error.code === 'idempotency.key.reused') {
        void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      }
      throw error;
    }
  }, []);
}
