/*
 * No schema in this module: the web's first JavaScript reads it, and zod arrives only with
 * the first call (apps/web/src/lib/api-client.ts).
 */

/** Request headers the web app sends on every call (DESIGN.md, The wire). */
export const Header = {
  merchant: 'Merchant',
  device: 'Device',
  language: 'Language',
  /** The raw session token, no "Bearer". */
  authorization: 'Authorization',
  idempotencyKey: 'Idempotency-Key',
  encryption: 'Encryption',
  rsa: 'X-RSA',
  keyId: 'X-Key-Id',
} as const;

/** The interface languages (docs/product.md §3: lang); languageSchema (language.ts) is the wire's check. */
export const SUPPORTED_LANGUAGES = ['ID', 'EN'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ID';
/** A language the site speaks, checked without a schema (the web's first script has no zod). */
export const isLanguage = (value: unknown): value is Language =>
  (SUPPORTED_LANGUAGES as readonly unknown[]).includes(value);

export const DEVICE_WEB = 'web';
/** The platform code of the web site in relay calls (docs/product.md §9). */
export const PLATFORM_CODE = 'W';
