import * as z from 'zod/mini';
import { defineCall } from './call.js';
import { NOTICE_PAGE_SIZE } from './values.js';
import { pageInfoSchema, pageNoSchema, pageSizeSchema } from './pagination.js';

/**
 * Announcement types (docs/product.md §3): B banner, PL player notice, PU popup, PR promotion,
 * H headline (the scrolling line on the home page).
 */
export const announcementTypeSchema = z.enum(['B', 'PL', 'PU', 'PR', 'H']);
export type AnnouncementType = z.infer<typeof announcementTypeSchema>;
const ALL_TYPES = 'B,PL,PU,PR,H';

export const noticeSchema = z.object({
  id: z.string(),
  type: announcementTypeSchema,
  title: z.string(),
  /** HTML from the operator: always sanitised before it is rendered. */
  content: z.string(),
  imageUrl: z.nullable(z.string()),
  linkUrl: z.nullable(z.string()),
  publishedAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const announcementsQuerySchema = z.object({
  /** Comma-separated announcement types; defaults to all. */
  types: z.pipe(
    z.optional(z.string().check(z.maxLength(40))),
    z.transform((v, ctx) => {
      const list = (v ?? ALL_TYPES)
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      const parsed = z.array(announcementTypeSchema).safeParse(list);
      if (!parsed.success) {
        ctx.issues.push({
          code: 'custom',
          message: 'types must be among B, PL, PU, PR, H',
          input: v,
        });
        return [];
      }
      return parsed.data;
    }),
  ),
  platform: z.optional(z.string().check(z.maxLength(5))),
  execution: z.optional(z.string().check(z.maxLength(5))),
  /** Paging applies to the player notices (PL). */
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(NOTICE_PAGE_SIZE),
});

export const announcementsSchema = z.object({
  player: z.array(noticeSchema),
  /** Paging of `player`. */
  playerPage: pageInfoSchema,
  banners: z.array(noticeSchema),
  popup: z.array(noticeSchema),
  promotion: z.array(noticeSchema),
  headline: z.array(noticeSchema),
});
export type Announcements = z.infer<typeof announcementsSchema>;

export const helpItemSchema = z.object({
  id: z.string(),
  /** Stable anchor, e.g. 'terms' for /help#terms. */
  code: z.string(),
  title: z.string(),
  content: z.string(),
});
export type HelpItem = z.infer<typeof helpItemSchema>;

export const FEEDBACK_MAX_CHARS = 140;
export const feedbackSchema = z.object({
  content: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'feedback.empty'),
      z.maxLength(FEEDBACK_MAX_CHARS, 'feedback.too_long'),
    ),
});

export const contentCalls = {
  announcements: defineCall({
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    query: announcementsQuerySchema,
    response: announcementsSchema,
  }),
  helpCenter: defineCall({
    method: 'GET',
    path: '/wps/system/helpCenter',
    response: z.object({ list: z.array(helpItemSchema) }),
  }),
  feedback: defineCall({
    method: 'PUT',
    path: '/wps/feedback',
    body: feedbackSchema,
    response: z.object({ id: z.string() }),
  }),
};
