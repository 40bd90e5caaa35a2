import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { walletKeys } from '../../api/keys';
import { ApiError } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { useIdempotentSubmit } from '../use-idempotent-submit';

/** Submits once with `outcome` and answers the key it was sent with. */
async function keysOf(outcomes: (ApiError | 'ok')[]) {
  const { result } = renderHook(() => useIdempotentSubmit());
  const keys: string[] = [];
  for (const outcome of outcomes) {
    await result
      .current(async (key) => {
        keys.push(key);
        if (outcome !== 'ok') throw outcome;
        return 'done';
      })
      .catch(() => undefined);
  }
  return keys;
}

describe('useIdempotentSubmit', () => {
  it('keeps the key while the outcome is unknown, so a retry cannot move money twice', async () => {
    const unknown = [
      new ApiError('network.error', 'offline'),
      new ApiError('network.timeout', 'slow'),
      new ApiError('network.error', 'unreadable answer (502)', 502),
      new ApiError('system.error', 'boom', 500),
      new ApiError('response.invalid', 'bad shape', 200),
    ];
    const keys = await keysOf([...unknown, 'ok']);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('draws a new key after a success or a clear refusal', async () => {
    const keys = await keysOf([
      'ok',
      new ApiError('wallet.insufficient', 'short', 400),
      new ApiError('idempotency.key.reused', 'reused', 409),
      'ok',
    ]);
    expect(new Set(keys).size).toBe(4);
  });

  it('keeps the key through later refusals once an outcome was unknown', async () => {
    // Timed out (it may have landed), then a mistyped password, then the right one: all three
    // carry one key, so the platform can answer the first withdrawal instead of a second.
    const keys = await keysOf([
      new ApiError('network.timeout', 'slow'),
      new ApiError('invalid.payment.pw', 'wrong', 400),
      new ApiError('request.conflict', 'still opening', 409),
      'ok',
      'ok',
    ]);
    expect(new Set(keys.slice(0, 4)).size).toBe(1);
    expect(keys[4]).not.toBe(keys[0]);
  });

  it('refreshes the money on screen when an outcome is unknown', async () => {
    queryClient.setQueryData(walletKeys.balance(), { sumBalance: 1 });
    await keysOf([new ApiError('network.timeout', 'slow')]);
    expect(queryClient.getQueryState(walletKeys.balance())?.isInvalidated).toBe(true);
  });

  it('refreshes the money on screen when the key answered other details', async () => {
    queryClient.setQueryData(walletKeys.balance(), { sumBalance: 1 });
    expect(queryClient.getQueryState(walletKeys.balance())?.isInvalidated).toBe(false);
    await keysOf([new ApiError('idempotency.key.reused', 'reused', 409)]);
    expect(queryClient.getQueryState(walletKeys.balance())?.isInvalidated).toBe(true);
  });
});
