import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from '../src/jobs/periodic-job.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a periodic job (house sweeper, withdrawal auto-receive)', () => {
  it('runs every period, never two runs at once, and stops after the run in flight', async () => {
    let runs = 0;
    let finish: () => void = () => {};
    const stop = startPeriodicJob(
      () => {
        runs++;
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      1_000,
      () => {},
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    // A slow run: the periods it outlasts start nothing.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);

    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
  });

  it('hands a failed run to onError and keeps going', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const stop = startPeriodicJob(
      async () => {
        runs++;
        throw new Error(`run ${runs}`);
      },
      100,
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(250);
    expect(runs).toBe(2);
    expect(errors.map((e) => (e as Error).message)).toEqual(['run 1', 'run 2']);
    await stop();
  });
});
