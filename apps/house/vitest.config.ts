import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The page's own tests name jsdom at their top (`@vitest-environment jsdom`); the proof
    // checks run on Node, which has Web Crypto as the browser does.
    include: ['test/**/*.test.ts'],
    // The time these tests had in the platform suite.
    testTimeout: 20_000,
  },
});
