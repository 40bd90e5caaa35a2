import * as z from 'zod/mini';

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

export const languageSchema = z.enum(['ID', 'EN']);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'ID';
export const SUPPORTED_LANGUAGES: readonly Language[] = ['ID', 'EN'];

export const DEVICE_WEB = 'web';
/** The platform code of the web site in relay calls (SPEC §9). */
export const PLATFORM_CODE = 'W';
