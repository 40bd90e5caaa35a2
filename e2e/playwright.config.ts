import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { E2E_WORKERS, OPS_TOKEN, baseURL, portOf } from './support/env';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** The journeys whose assertions are times (the dialog within 300 ms of the click). */
const TIMED = /first-dialog\.spec\.ts$/;

/**
 * Journeys in Debian's Chromium against the started product (`node scripts/start.mjs`) on a fresh
 * DATA_DIR. E2E_WORKERS workers (support/env.ts), each against a platform of its own on its own
 * port and DATA_DIR (support/env.ts): the tests of one worker share operator state (maintenance,
 * region restriction), which the `ops` fixture restores after every test, and never see another
 * worker's. No retries: a flaky journey is a defect to fix, not to hide.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: './test-results',
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // The visual baselines are named after this project (visual.spec.ts-snapshots).
    { name: 'chromium', testIgnore: TIMED },
    // Journeys that time the page against a budget run last and alone: no other journey's
    // browser and platform share the machine while they measure.
    { name: 'timed', testMatch: TIMED, dependencies: ['chromium'], workers: 1 },
  ],
  // One platform per worker, all started before the first journey.
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => ({
    // The wrapper makes a new DATA_DIR and starts the platform on it, so every run starts fresh.
    command: 'node e2e/support/serve.mjs',
    cwd: repoRoot,
    url: `http://127.0.0.1:${portOf(slot)}/wps/system/status`,
    env: {
      PORT: String(portOf(slot)),
      // A chosen DATA_DIR (serve.mjs) is the first worker's; the others' sit beside it.
      ...(process.env.E2E_DATA_DIR && slot > 0
        ? { E2E_DATA_DIR: `${process.env.E2E_DATA_DIR}-${slot}` }
        : {}),
      OPS_TOKEN,
      DEV_OUTBOX: '1',
      // Journeys may stand for another visitor address (X-Forwarded-For), e.g. to fail logins
      // without asking every other journey from 127.0.0.1 for a captcha. One proxy hop: the
      // journey acts as the proxy and sends a single entry, which is then the visitor.
      TRUST_PROXY: '1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  })),
});
