export * from './merchants.js';
export * from './games.js';
export * from './content.js';
export * from './system.js';
export * from './translations.js';
export * from './accounts.js';
export * from './ledger.js';
export * from './payments.js';
