import * as z from 'zod/mini';
import { defineCall } from './call.js';
import {
  anyPasswordSchema,
  dialingCodeSchema,
  humanCheckSchema,
  loginResultSchema,
  loginSuccessSchema,
  usernameSchema,
  verificationCodeSchema,
} from './member.js';

export const loginTypeSchema = z.enum(['username', 'sms']);
export type LoginType = z.infer<typeof loginTypeSchema>;

/** The login payload of docs/product.md §3: username or mobile number, password or SMS code. */
export const loginBodySchema = z.object({
  username: usernameSchema,
  password: anyPasswordSchema,
  type: loginTypeSchema,
  /** With type 'sms': the dialing code of the mobile number in `username`. */
  countryDialingCode: z.optional(dialingCodeSchema),
  ...humanCheckSchema,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** An image captcha: the answer stays on the platform, keyed by captchaId. */
export const captchaSchema = z.object({
  captchaId: z.string(),
  /** base64 of a PNG (docs/product.md §7). */
  value: z.string(),
});
export type Captcha = z.infer<typeof captchaSchema>;
/** The web may ask for a new image at most once a second (docs/product.md §9). */
export const CAPTCHA_REFRESH_MS = 1000;

/**
 * A slider captcha (SLIDERCAPTCHA3): a picture with a gap and the piece that fills it. The
 * visitor drags the piece along the track; the platform checks where it was dropped.
 */
export const sliderChallengeSchema = z.object({
  sliderId: z.string(),
  /** PNG data URLs (pixels only: nothing in them says where the gap is). */
  background: z.string(),
  piece: z.string(),
  width: z.int(),
  height: z.int(),
  pieceSize: z.int(),
  /** Vertical position of the piece, in pixels from the top. */
  pieceTop: z.int(),
});
export type SliderChallenge = z.infer<typeof sliderChallengeSchema>;

export const sessionCalls = {
  login: defineCall({
    method: 'POST',
    path: '/wps/session/login',
    encrypted: true,
    body: loginBodySchema,
    response: loginResultSchema,
  }),
  /** Confirms a new-IP login with the code sent to the bound mobile or e-mail. */
  loginVerify: defineCall({
    method: 'POST',
    path: '/wps/session/login/verify',
    encrypted: true,
    body: z.object({
      challengeId: z.string().check(z.minLength(1), z.maxLength(100)),
      code: verificationCodeSchema,
    }),
    response: loginSuccessSchema,
  }),
  /** Free-play guest login (FREEPLAY3): a trial account (type 4). */
  freeplay: defineCall({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    encrypted: true,
    body: z.object({
      os: z.string().check(z.trim(), z.maxLength(40)),
      platform: z.literal('W'),
      ...humanCheckSchema,
    }),
    response: loginSuccessSchema,
  }),
  logout: defineCall({
    method: 'DELETE',
    path: '/wps/session/logout',
    auth: 'member',
    response: z.object({ loggedOut: z.boolean() }),
  }),
  /**
   * Whether the next login must carry an image captcha (after failures from this client or on
   * this login), so the login form shows it before the first try rather than after a refusal.
   */
  loginCaptcha: defineCall({
    method: 'GET',
    path: '/wps/session/login/captcha',
    query: z.object({ username: z.optional(z.string().check(z.trim(), z.maxLength(64))) }),
    response: z.object({ captchaRequired: z.boolean() }),
  }),
  captcha: defineCall({ method: 'GET', path: '/wps/captcha', response: captchaSchema }),
  slider: defineCall({
    method: 'GET',
    path: '/wps/captcha/slider',
    response: sliderChallengeSchema,
  }),
  /** Where the piece was dropped and the drag's path; a pass answers a single-use token. */
  sliderVerify: defineCall({
    method: 'POST',
    path: '/wps/captcha/slider',
    body: z.object({
      sliderId: z.string().check(z.minLength(1), z.maxLength(100)),
      x: z.number().check(z.minimum(0), z.maximum(1000)),
      /** Milliseconds the drag took; a drop in no time is not a person. */
      durationMs: z.int().check(z.minimum(0), z.maximum(600_000)),
    }),
    response: z.object({ sliderToken: z.string() }),
  }),
};
