import { randomUUID } from 'node:crypto';
import type { AnnouncementType, Language, Notice } from '@site/contract';
import { announcementTypeSchema, pageInfo } from '@site/contract';
import { and, count, desc, eq, gt, lte, min, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { announcements } from '../../db/schema/index.js';
import { pickTranslation, type LanguageOrder } from '../../http/request-language.js';
import type { ReadVersions } from '../system/read-versions.js';

type Row = typeof announcements.$inferSelect;

/** A notice's title and content in the first language of `order` it has (see pickTranslation). */
export function noticeText(row: Pick<Row, 'translations'>, order: LanguageOrder) {
  const picked = pickTranslation(row.translations, order);
  return picked
    ? { language: picked.language, ...picked.text }
    : { language: order[0], title: '', content: '' };
}

/**
 * The banner picture in the language of the text beside it, the language in its path: a shared
 * cache that keys pictures by path alone (many CDNs do so for .svg) would otherwise hand one
 * language's picture to the other's pages. Another address keeps `?lang=`.
 */
const pictureIn = (url: string, language: Language) =>
  /^\/media\/banner\/[^/]+$/.test(url)
    ? url.replace('/media/banner/', `/media/banner/${language}/`)
    : `${url}?lang=${language}`;

const toNotice = (r: Row, order: LanguageOrder): Notice => {
  const { language, title, content } = noticeText(r, order);
  return {
    id: r.id,
    type: announcementTypeSchema.parse(r.type),
    title,
    content,
    imageUrl: r.imageUrl && language ? pictureIn(r.imageUrl, language) : r.imageUrl,
    linkUrl: r.linkUrl,
    publishedAt: r.publishedAt.toISOString(),
  };
};

/**
 * Notices the operator addresses to its agents only (agentAnnouncement): kept with the other
 * announcements, under a type the public list does not accept, so only the agent call reads them.
 */
export const AGENT_NOTICE_TYPE = 'AG';

/** Banners and promotions carry a generated picture; the other types are text only. */
const withPicture: AnnouncementType[] = ['B', 'PR'];

export function createAnnouncementsRepository(db: Db, versions: ReadVersions) {
  const published = (merchantCode: string, type: AnnouncementType) =>
    and(
      eq(announcements.merchantCode, merchantCode),
      eq(announcements.type, type),
      lte(announcements.publishedAt, sql`now()`),
    );

  return {
    /** Every published announcement of a type, newest first. */
    async all(
      merchantCode: string,
      type: AnnouncementType,
      order: LanguageOrder,
    ): Promise<Notice[]> {
      const rows = await db
        .select()
        .from(announcements)
        .where(published(merchantCode, type))
        .orderBy(desc(announcements.publishedAt), desc(announcements.id));
      return rows.map((r) => toNotice(r, order));
    },

    /** A page of one type, newest first. */
    async page(
      merchantCode: string,
      type: AnnouncementType,
      order: LanguageOrder,
      pageNo: number,
      pageSize: number,
    ) {
      const [total] = await db
        .select({ n: count() })
        .from(announcements)
        .where(published(merchantCode, type));
      const rows = await db
        .select()
        .from(announcements)
        .where(published(merchantCode, type))
        .orderBy(desc(announcements.publishedAt), desc(announcements.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      return {
        list: rows.map((r) => toNotice(r, order)),
        page: pageInfo(pageNo, pageSize, total?.n ?? 0),
      };
    },

    /** A page of the notices to agents, newest first (the caller checks that it is an agent). */
    async agentNotices(
      merchantCode: string,
      order: LanguageOrder,
      pageNo: number,
      pageSize: number,
    ) {
      const where = and(
        eq(announcements.merchantCode, merchantCode),
        eq(announcements.type, AGENT_NOTICE_TYPE),
        lte(announcements.publishedAt, sql`now()`),
      );
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(announcements).where(where),
        db
          .select()
          .from(announcements)
          .where(where)
          .orderBy(desc(announcements.publishedAt), desc(announcements.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
      ]);
      return {
        ...pageInfo(pageNo, pageSize, total?.n ?? 0),
        list: rows.map((r) => {
          const { title, content } = noticeText(r, order);
          return { id: r.id, title, content, publishedAt: r.publishedAt.toISOString() };
        }),
      };
    },

    /** When the merchant's next notice is due, if one is published ahead of now. */
    async nextDue(merchantCode: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: min(announcements.publishedAt) })
        .from(announcements)
        .where(
          and(
            eq(announcements.merchantCode, merchantCode),
            gt(announcements.publishedAt, sql`now()`),
          ),
        );
      return row?.at ?? undefined;
    },

    async find(id: string) {
      const [row] = await db.select().from(announcements).where(eq(announcements.id, id)).limit(1);
      return row;
    },

    async add(
      merchantCode: string,
      notice: {
        type: AnnouncementType;
        /** The language of title and content. */
        language: Language;
        title: string;
        content: string;
        linkUrl?: string | undefined;
      },
      tx: Db = db,
    ): Promise<Notice> {
      const id = `${merchantCode}-${notice.type}-${randomUUID()}`;
      const [row] = await tx
        .insert(announcements)
        .values({
          id,
          merchantCode,
          type: notice.type,
          translations: { [notice.language]: { title: notice.title, content: notice.content } },
          linkUrl: notice.linkUrl ?? null,
          imageUrl: withPicture.includes(notice.type) ? `/media/banner/${id}.svg` : null,
          publishedAt: new Date(),
        })
        .returning();
      await versions.bump(tx, merchantCode, 'site');
      return toNotice(row!, [notice.language]);
    },

    async countsByType(merchantCode: string) {
      return db
        .select({ type: announcements.type, n: count() })
        .from(announcements)
        .where(eq(announcements.merchantCode, merchantCode))
        .groupBy(announcements.type);
    },
  };
}
export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    announcements: AnnouncementsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('announcements', createAnnouncementsRepository(app.db, app.readVersions));
  },
  { name: 'announcements', dependencies: ['db', 'read-versions'] },
);
