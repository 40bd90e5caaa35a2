import { fileURLToPath } from 'node:url';

// This file sits one level under apps/platform both as src/paths.ts (tsx, vitest) and inside
// the bundle dist/server.js, so the same relative URL finds the package folder from either.
export const platformRoot = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
