import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/** Every answer of the platform is one of these two shapes (DESIGN.md, The wire). */
export const failureSchema = z.object({
  success: z.literal(false),
  errorCode: z.string().check(z.minLength(1)),
  message: z.string(),
  /** Field-level problems of a 400, keyed by field path ("body.content"). */
  fields: z.optional(z.record(z.string(), z.string())),
  /** When a throttle or lock ends (ISO time), for 429s. */
  retryAt: z.optional(z.string()),
  /** A failed login whose next try must carry an image captcha (docs/product.md §4). */
  captchaRequired: z.optional(z.boolean()),
});
export type Failure = z.infer<typeof failureSchema>;

export const successSchema = <T extends $ZodType>(value: T) =>
  z.object({ success: z.literal(true), value });

export const envelopeSchema = <T extends $ZodType>(value: T) =>
  z.union([successSchema(value), failureSchema]);

export type Success<T> = { success: true; value: T };
export type Envelope<T> = Success<T> | Failure;

export const ok = <T>(value: T): Success<T> => ({ success: true, value });
