import { z } from 'zod';
import { defineCall } from './call.js';
import { pageInfoSchema } from './pagination.js';

/**
 * Announcement types (SPEC §3): B banner, PL player notice, PU popup, PR promotion,
 * H headline (the scrolling line on the home page).
 */
export const announcementTypeSchema = z.enum(['B', 'PL', 'PU', 'PR', 'H']);
export type AnnouncementType = z.infer<typeof announcementTypeSchema>;
export const NOTICE_PAGE_SIZE = 9;

export const noticeSchema = z.object({
  id: z.string(),
  type: announcementTypeSchema,
  title: z.string(),
  /** HTML from the operator: always sanitised before it is rendered. */
  content: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  publishedAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const announcementsQuerySchema = z.object({
  /** Comma-separated announcement types; defaults to all. */
  types: z
    .string()
    .max(40)
    .optional()
    .transform((v, ctx) => {
      const list = (v ?? 'B,PL,PU,PR,H')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const parsed = z.array(announcementTypeSchema).safeParse(list);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'types must be among B, PL, PU, PR, H' });
        return z.NEVER;
      }
      return parsed.data;
    }),
  platform: z.string().max(5).optional(),
  execution: z.string().max(5).optional(),
  /** Paging applies to the player notices (PL). */
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(NOTICE_PAGE_SIZE),
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
  content: z.string().trim().min(1, 'feedback.empty').max(FEEDBACK_MAX_CHARS, 'feedback.too_long'),
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
