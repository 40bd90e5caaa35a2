/**
 * Error codes the platform answers with, and the HTTP status each travels with.
 * The web app translates `errors.<code>` and falls back to the server's message
 * for codes it does not know, so later issues may add codes freely.
 */
export const ErrorCode = {
  invalidRequest: 'request.invalid',
  encryptionRequired: 'request.encryption.required',
  decryptionFailed: 'request.decryption.failed',
  notFound: 'resource.not.found',
  conflict: 'request.conflict',
  throttled: 'request.throttled',
  notSession: 'login.not.session',
  forbidden: 'access.forbidden',
  maintenance: 'system.maintenance',
  regionRestricted: 'system.region.restricted',
  unknownMerchant: 'merchant.unknown',
  opsUnauthorized: 'ops.unauthorized',
  internal: 'system.error',
} as const;
export type KnownErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorStatus: Record<KnownErrorCode, number> = {
  'request.invalid': 400,
  'request.encryption.required': 400,
  'request.decryption.failed': 400,
  'resource.not.found': 404,
  'request.conflict': 409,
  'request.throttled': 429,
  'login.not.session': 401,
  'access.forbidden': 403,
  'system.maintenance': 503,
  'system.region.restricted': 403,
  'merchant.unknown': 400,
  'ops.unauthorized': 401,
  'system.error': 500,
};
