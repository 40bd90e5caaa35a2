import { describe, expect, it } from 'vitest';
import { retryTransient, TRANSIENT_ATTEMPTS, transientFailure } from '../src/db/transient.js';

/** An error as drizzle throws it: the driver's error, with PostgreSQL's code, as its cause. */
const failed = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(code), { code }) });

describe('transient failures', () => {
  it('tells a deadlock or serialization failure from any other error', () => {
    expect(transientFailure(failed('40P01'))).toBe(true);
    expect(transientFailure(failed('40001'))).toBe(true);
    expect(transientFailure(failed('23505'))).toBe(false);
    expect(transientFailure(new Error('no code'))).toBe(false);
  });

  it('runs the transaction again after one, a bounded number of times', async () => {
    let runs = 0;
    const answer = await retryTransient(async () => {
      if (++runs < 3) throw failed('40P01');
      return 'placed';
    });
    expect(answer).toBe('placed');
    expect(runs).toBe(3);

    runs = 0;
    await expect(
      retryTransient(async () => {
        runs++;
        throw failed('40001');
      }),
    ).rejects.toThrow('Failed query');
    expect(runs).toBe(TRANSIENT_ATTEMPTS);

    runs = 0;
    await expect(
      retryTransient(async () => {
        runs++;
        throw failed('23505');
      }),
    ).rejects.toThrow('Failed query');
    expect(runs).toBe(1);
  });
});
