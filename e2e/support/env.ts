/** Where the journeys find the platform they started (playwright.config.ts, webServer). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const baseURL = `http://127.0.0.1:${E2E_PORT}`;
// The platform wants an operator token of at least 16 characters (apps/platform/src/config.ts).
export const OPS_TOKEN = process.env.E2E_OPS_TOKEN ?? 'e2e-ops-token-for-journeys';
/** The seeded demo merchant (DESIGN.md, Merchants). */
export const MERCHANT = 'DEMO';
