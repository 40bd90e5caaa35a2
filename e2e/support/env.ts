/**
 * Where the journeys find the platform they started (playwright.config.ts, webServer). Every
 * worker has a platform of its own (its own port and DATA_DIR), so journeys that change the
 * operator's state (maintenance, region restriction, switches) never meet another worker's.
 * Two ports per worker from E2E_PORT: the platform's, then the one a journey may start a second
 * merchant's site on (second-site.ts).
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 18080);
/**
 * How many workers, each with its platform (E2E_WORKERS, 1 by default). Two on two cores ran the
 * journeys in about three quarters of the time, but two browsers and two platforms kept the load
 * above 10 and journeys with two members' browsers ran out of time: one until that is bounded.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
/** The platform's port of the worker in `slot` (Playwright's TEST_PARALLEL_INDEX). */
export const portOf = (slot: number) => E2E_BASE_PORT + 2 * slot;
// Playwright sets TEST_PARALLEL_INDEX in each worker (0 .. workers - 1) before it loads the
// config and the tests; a worker started again after a failure keeps its slot, so its platform.
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** This worker's platform. */
export const E2E_PORT = portOf(slot);
export const baseURL = `http://127.0.0.1:${E2E_PORT}`;
// The platform wants an operator token of at least 16 characters (apps/platform/src/config.ts).
export const OPS_TOKEN = process.env.E2E_OPS_TOKEN ?? 'e2e-ops-token-for-journeys';
/** The seeded demo merchant (DESIGN.md, Merchants). */
export const MERCHANT = 'DEMO';
