import * as z from 'zod/mini';
import { defineCall } from './call.js';
import { announcementTypeSchema } from './content.js';
import { gameIdSchema } from './games.js';
import { languageSchema } from './language.js';
import { dialingCodeSchema, mobileNumSchema, passwordSchema } from './member.js';
import { movementAmountSchema } from './money.js';
import { displayFaceSchema, featureSwitchSchema } from './system.js';

/**
 * The operator API (`/ops/...`, `Authorization: <OPS_TOKEN>`), used by `npm run ops`.
 * Every change answers with what it changed, so the command line can print it.
 */
export const opsChangeSchema = z.object({ changed: z.string() });

const text = (min: number, max: number) =>
  z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

/** The operator's view of one merchant: what the site shows and what was changed lately. */
export const opsStatusSchema = z.object({
  merchantCode: z.string(),
  brandName: z.string(),
  maintenance: z.object({
    on: z.boolean(),
    until: z.nullable(z.string()),
    notice: z.nullable(z.string()),
  }),
  regionRestriction: z.object({ on: z.boolean(), allowedCountries: z.array(z.string()) }),
  /** The theme's display face for headings. */
  displayFace: displayFaceSchema,
  switches: z.array(z.object({ modId: z.string(), group: z.string(), enabled: z.boolean() })),
  /** Announcements per type (B, PL, PU, PR, H). */
  notices: z.record(z.string(), z.int()),
  recentChanges: z.array(z.object({ action: z.string(), changed: z.string(), at: z.string() })),
});
export type OpsStatus = z.infer<typeof opsStatusSchema>;

/** A login name an operator gives an account: letters, digits and underscores. */
export const opsUsernameSchema = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_]{3,32}$/));

/** How each scheduled job stands: its last run, this process's next look, its failing runs. */
export const opsJobsSchema = z.object({
  jobs: z.array(
    z.object({
      job: z.string(),
      periodMs: z.int(),
      scheduled: z.boolean(),
      lastRun: z.nullable(
        z.object({
          subject: z.string(),
          period: z.string(),
          doneAt: z.string(),
          result: z.unknown(),
        }),
      ),
      nextRunAt: z.nullable(z.string()),
      failures: z.array(
        z.object({
          subject: z.string(),
          period: z.string(),
          attempts: z.int(),
          lastError: z.string(),
          /** null: its tries are spent, an operator has to look. */
          retryAt: z.nullable(z.string()),
        }),
      ),
    }),
  ),
});
export type OpsJobs = z.infer<typeof opsJobsSchema>;

export const opsCalls = {
  status: defineCall({
    method: 'GET',
    path: '/ops/status',
    auth: 'operator',
    response: opsStatusSchema,
  }),
  jobs: defineCall({
    method: 'GET',
    path: '/ops/jobs',
    auth: 'operator',
    response: opsJobsSchema,
  }),
  maintenance: defineCall({
    method: 'POST',
    path: '/ops/maintenance',
    auth: 'operator',
    body: z.object({
      on: z.boolean(),
      until: z.optional(z.iso.datetime({ offset: true })),
      notice: z.optional(text(0, 500)),
    }),
    response: opsChangeSchema,
  }),
  regionRestriction: defineCall({
    method: 'POST',
    path: '/ops/region-restriction',
    auth: 'operator',
    body: z.object({
      on: z.boolean(),
      /** ISO 3166 alpha-2 codes allowed in while the restriction is on. */
      allowedCountries: z.optional(
        z.array(z.string().check(z.regex(/^[A-Z]{2}$/))).check(z.maxLength(250)),
      ),
    }),
    response: opsChangeSchema,
  }),
  displayFace: defineCall({
    method: 'POST',
    path: '/ops/display-face',
    auth: 'operator',
    body: z.object({ face: displayFaceSchema }),
    response: opsChangeSchema,
  }),
  featureSwitch: defineCall({
    method: 'POST',
    path: '/ops/switches/:modId',
    auth: 'operator',
    params: z.object({ modId: featureSwitchSchema }),
    body: z.object({ on: z.boolean() }),
    response: opsChangeSchema,
  }),
  addNotice: defineCall({
    method: 'POST',
    path: '/ops/notices',
    auth: 'operator',
    body: z.object({
      type: announcementTypeSchema,
      /** The language of title and content; defaults to the merchant's default language. */
      language: z.optional(languageSchema),
      title: text(1, 200),
      content: text(1, 20_000),
      // Only web links: a javascript: or data: URL must never reach an <a href>.
      linkUrl: z.optional(z.url({ protocol: /^https?$/ }).check(z.maxLength(500))),
    }),
    response: z.extend(opsChangeSchema, { id: z.string() }),
  }),
  /**
   * Puts one of the merchant's game vendors under maintenance or opens it again. The catalogue
   * is shared: every merchant offering the vendor sees it. No launches, transfers in or out.
   */
  vendorMaintenance: defineCall({
    method: 'POST',
    path: '/ops/vendors/:vassalage/maintenance',
    auth: 'operator',
    params: z.object({ vassalage: text(1, 40) }),
    body: z.object({ on: z.boolean() }),
    response: opsChangeSchema,
  }),
  /** Puts one of the merchant's games alone under maintenance (no launches) or opens it again. */
  gameMaintenance: defineCall({
    method: 'POST',
    path: '/ops/games/:gameId/maintenance',
    auth: 'operator',
    params: z.object({ gameId: gameIdSchema }),
    body: z.object({ on: z.boolean() }),
    response: opsChangeSchema,
  }),
  /**
   * Creates a member (or an agent with an invitation code). Without a password the platform
   * generates a random one and answers it once as `password`, for the operator to hand over;
   * the account must then change it at its first password login.
   */
  createMember: defineCall({
    method: 'POST',
    path: '/ops/members',
    auth: 'operator',
    body: z.object({
      username: opsUsernameSchema,
      agent: z.optional(z.boolean()),
      password: z.optional(passwordSchema),
      /** Both or neither: the account's bound mobile number. */
      countryDialingCode: z.optional(dialingCodeSchema),
      mobileNum: z.optional(mobileNumSchema),
    }),
    response: z.extend(opsChangeSchema, {
      id: z.string(),
      /** The generated password, only when none was given; it is shown this once. */
      password: z.optional(z.string()),
    }),
  }),
  /** Disables an account (its sessions end, it cannot log in) or enables it again. */
  memberStatus: defineCall({
    method: 'POST',
    path: '/ops/members/:username/status',
    auth: 'operator',
    params: z.object({ username: opsUsernameSchema }),
    body: z.object({ disabled: z.boolean() }),
    response: opsChangeSchema,
  }),
  /**
   * Credits (positive amount) or debits (negative) a member's MAIN wallet against the
   * merchant's ADJUSTMENT account, never below zero. A retry with the same idempotency key
   * answers the first result and moves nothing; the key with another body is refused (409).
   */
  adjustBalance: defineCall({
    method: 'POST',
    path: '/ops/members/:username/adjustments',
    auth: 'operator',
    params: z.object({ username: opsUsernameSchema }),
    body: z.object({
      amount: movementAmountSchema,
      reason: text(3, 200),
      idempotencyKey: text(8, 100),
    }),
    response: z.extend(opsChangeSchema, {
      transactionId: z.string(),
      /** The MAIN wallet's balance after the adjustment. */
      balance: z.number(),
    }),
  }),
};

/** Messages a local driver "sent", kept only with DEV_OUTBOX=1 (DESIGN.md, Platform). */
export const outboxItemSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email', 'captcha']),
  to: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export const devCalls = {
  outbox: defineCall({
    method: 'GET',
    path: '/__dev/outbox',
    response: z.object({ list: z.array(outboxItemSchema) }),
  }),
};
