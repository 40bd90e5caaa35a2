import * as z from 'zod/mini';
import { defineCall } from './call.js';
import { dialingCodeSchema, emailSchema, mobileNumSchema } from './member.js';

/** docs/product.md §9: the SMS button counts down expiredMinutes x 60 s; 60 s when not told. */
export const DEFAULT_SMS_COUNTDOWN_SECONDS = 60;
/** The web sends at most one SMS request a second (docs/product.md §9). */
export const SMS_THROTTLE_MS = 1000;

export const codeSentSchema = z.object({
  /** How long the code lives; the button counts down this many minutes. */
  expiredMinutes: z.int(),
  /** Masked destination. */
  sentTo: z.string(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

const mobile = { mobileNo: mobileNumSchema, countryDialingCode: dialingCodeSchema };

export const verificationCalls = {
  /** An SMS code without a session: SMS login or password reset by phone. */
  smsNoLogin: defineCall({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    body: z.object({ ...mobile, purpose: z.enum(['login', 'resetPassword']) }),
    response: codeSentSchema,
  }),
  /** An SMS code for registration, by mobile number or to verify a username account's mobile. */
  smsRegister: defineCall({
    method: 'POST',
    path: '/wps/verification/sms/register',
    body: z.object({ ...mobile, regType: z.enum(['register', 'registerMobile']) }),
    response: codeSentSchema,
  }),
  /** An SMS code to bind a mobile number to the logged-in account. */
  smsBind: defineCall({
    method: 'POST',
    path: '/wps/verification/sms/bind',
    auth: 'member',
    body: z.object(mobile),
    response: codeSentSchema,
  }),
  /** An e-mail code to bind an e-mail address to the logged-in account. */
  emailBind: defineCall({
    method: 'POST',
    path: '/wps/verification/email/bind',
    auth: 'member',
    body: z.object({ email: emailSchema }),
    response: codeSentSchema,
  }),
};
