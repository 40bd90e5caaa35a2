import { z } from 'zod';
import { defineCall } from './call.js';
import { announcementTypeSchema } from './content.js';
import { featureSwitchSchema } from './system.js';

/**
 * The operator API (`/ops/...`, `Authorization: <OPS_TOKEN>`), used by `npm run ops`.
 * Every change answers with what it changed, so the command line can print it.
 */
export const opsChangeSchema = z.object({ changed: z.string() });

const isoTime = z.iso.datetime({ offset: true });

export const opsCalls = {
  maintenance: defineCall({
    method: 'POST',
    path: '/ops/maintenance',
    body: z.object({
      on: z.boolean(),
      until: isoTime.optional(),
      notice: z.string().trim().max(500).optional(),
    }),
    response: opsChangeSchema,
  }),
  regionRestriction: defineCall({
    method: 'POST',
    path: '/ops/region-restriction',
    body: z.object({
      on: z.boolean(),
      /** ISO 3166 alpha-2 codes allowed in while the restriction is on. */
      allowedCountries: z
        .array(z.string().regex(/^[A-Z]{2}$/))
        .max(250)
        .optional(),
    }),
    response: opsChangeSchema,
  }),
  featureSwitch: defineCall({
    method: 'POST',
    path: '/ops/switches/:modId',
    params: z.object({ modId: featureSwitchSchema }),
    body: z.object({ on: z.boolean() }),
    response: opsChangeSchema,
  }),
  addNotice: defineCall({
    method: 'POST',
    path: '/ops/notices',
    body: z.object({
      type: announcementTypeSchema,
      title: z.string().trim().min(1).max(200),
      content: z.string().trim().min(1).max(20_000),
      linkUrl: z.string().url().max(500).optional(),
    }),
    response: opsChangeSchema.extend({ id: z.string() }),
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
