import type { Throttle } from './throttle.js';

/**
 * Runs `run` every `everyMs`, unref'd so it never keeps the process alive; a run still going
 * when the next is due is not stacked (a slow database). Answers the stop function, which
 * waits for a run in flight so the database is not closed under it.
 */
export function startPeriodicJob(
  run: () => Promise<unknown>,
  everyMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let current: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (current) return;
    current = run()
      .then(undefined, onError)
      .finally(() => {
        current = undefined;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}

/**
 * Runs `run` at most once per `periodMs` over every platform process on the database (DESIGN:
 * a scheduled job takes a lease; the throttle's row for `name` is the lease). Answers what
 * `run` answered, or undefined when another process had this period.
 */
export async function oncePerPeriod<T>(
  throttle: Throttle,
  name: string,
  periodMs: number,
  run: () => Promise<T>,
): Promise<T | undefined> {
  // 0.9: this process's own next run, a period later, finds the lease free again.
  const lease = await throttle.hit(name, 1, (periodMs * 0.9) / 1000);
  return lease.allowed ? run() : undefined;
}
