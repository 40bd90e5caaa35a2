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
