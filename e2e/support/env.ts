/** Where the journeys find the platform they started (playwright.config.ts, webServer). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const baseURL = `http://127.0.0.1:${E2E_PORT}`;
export const OPS_TOKEN = 'e2e-ops-token';
/** The seeded demo merchant (DESIGN.md, Merchants). */
export const MERCHANT = 'DEMO';
