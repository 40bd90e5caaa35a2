import type { HelpItem } from '@site/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { feedback, helpItems } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { pickTranslation, type LanguageOrder } from '../../http/request-language.js';

/** Feedback per visitor address: at most this many in a window (DB-held, so shared). */
export const FEEDBACK_LIMIT = { count: 5, windowSeconds: 60 };

export function createHelpCenter(app: FastifyInstance, db: Db) {
  return {
    async items(merchantCode: string, order: LanguageOrder): Promise<HelpItem[]> {
      const rows = await db
        .select()
        .from(helpItems)
        .where(eq(helpItems.merchantCode, merchantCode))
        .orderBy(asc(helpItems.sortOrder));
      return rows.map((r) => ({
        id: `${r.merchantCode}-${r.code}`,
        code: r.code,
        ...(pickTranslation(r.translations, order)?.text ?? { title: r.code, content: '' }),
      }));
    },

    /** Stores a visitor's feedback; throttled per address. */
    async submitFeedback(merchantCode: string, ip: string, content: string) {
      const attempt = await app.throttle.hit(
        `feedback:${ip}`,
        FEEDBACK_LIMIT.count,
        FEEDBACK_LIMIT.windowSeconds,
      );
      if (!attempt.allowed) throw new AppError('request.throttled', { retryAt: attempt.retryAt });
      const [row] = await db
        .insert(feedback)
        .values({ merchantCode, ip, content })
        .returning({ id: feedback.id });
      return { id: row!.id };
    },
  };
}
export type HelpCenter = ReturnType<typeof createHelpCenter>;

declare module 'fastify' {
  interface FastifyInstance {
    helpCenter: HelpCenter;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('helpCenter', createHelpCenter(app, app.db));
  },
  { name: 'help-center', dependencies: ['db', 'throttle'] },
);
