import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The fairness and RTP checks draw millions of rounds: the time they had in the platform suite.
    testTimeout: 20_000,
    // A file per core (Vitest's default leaves one to its main process, which only waits).
    maxWorkers: availableParallelism(),
  },
});
