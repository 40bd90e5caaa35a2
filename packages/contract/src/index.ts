/**
 * The wire, typed once. Schemas are written with zod/mini: it tree-shakes, which keeps
 * the web's first JavaScript small (classic zod alone was ~28 KB gzipped); the platform
 * parses with the very same schemas.
 */
export * from './call.js';
export * from './envelope.js';
export * from './errors.js';
export * from './headers.js';
export * from './language.js';
export * from './values.js';
export * from './text.js';
export * from './pagination.js';
export * from './crypto.js';
export * from './client.js';
export * from './system.js';
export * from './games.js';
export * from './play.js';
export * from './content.js';
export * from './ops.js';
export * from './member.js';
export * from './session.js';
export * from './verification.js';
export * from './wallet.js';
export * from './play-money.js';
export * from './transfers.js';
export * from './money.js';
export * from './numbers.js';
export * from './mulberry32.js';
export * from './time.js';
export * from './amount.js';
export * from './payments.js';
export * from './records.js';
export * from './ops-money.js';
export * from './house.js';
export * from './lottery/index.js';
export * from './web-hashes.js';
export * from './agents.js';
