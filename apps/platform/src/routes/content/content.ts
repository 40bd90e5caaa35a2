import { contentCalls, type AnnouncementType, type Notice } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../register-call.js';
import { registerPublicRead } from '../register-public-read.js';

/** Announcements, help centre and feedback. */
export default async function contentRoutes(app: FastifyInstance) {
  registerPublicRead(app, contentCalls.announcements, ['site'], async (context) => {
    const { merchant, languages, query } = context;
    // A notice due later (published_at ahead) is shown once it is due: the answer goes then.
    const due = await app.announcements.nextDue(merchant.code);
    if (due) context.staleAt(due);
    const wanted = new Set<AnnouncementType>(query.types);
    const all = (type: AnnouncementType): Promise<Notice[]> =>
      wanted.has(type)
        ? app.announcements.all(merchant.code, type, languages)
        : Promise.resolve([]);
    // Only player notices are paged (docs/product.md §2: 9 per page).
    const player = wanted.has('PL')
      ? await app.announcements.page(merchant.code, 'PL', languages, query.pageNo, query.pageSize)
      : {
          list: [],
          page: { pageNum: query.pageNo, pageSize: query.pageSize, totalPages: 0, totalCount: 0 },
        };
    return {
      player: player.list,
      playerPage: player.page,
      banners: await all('B'),
      popup: await all('PU'),
      promotion: await all('PR'),
      headline: await all('H'),
    };
  });

  registerPublicRead(app, contentCalls.helpCenter, ['site'], async ({ merchant, languages }) => ({
    list: await app.helpCenter.items(merchant.code, languages),
  }));

  registerCall(app, contentCalls.feedback, ({ merchant, request, body }) =>
    app.helpCenter.submitFeedback(merchant.code, request.ip, body.content),
  );
}
