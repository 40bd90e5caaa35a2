import { useCallback, useRef } from 'react';
import { ApiError } from '../lib/api-client';

/** 128 random bits as hex: a fresh Idempotency-Key (works outside secure contexts too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per intent to move money. A submit whose answer never came (network
 * error, timeout) keeps its key, so pressing again retries the same request and the platform
 * moves money once; any answer (success or refusal) draws a new key for the next intent.
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
      const answered = error instanceof ApiError && error.status > 0;
      if (answered) key.current = null;
      throw error;
    }
  }, []);
}
