import { gameCategorySchema } from '@site/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { languageOf } from '../../http/request-language.js';
import type { BrandForm } from '../../domains/art/brand.js';
import { etagOf, type Picture } from '../../domains/art/picture-cache.js';
import { createPictures } from '../../domains/art/pictures.js';

// Pictures change only when a name changes; the ETag catches that after the cache expires.
const CACHE_CONTROL = 'public, max-age=604800';

/** "JKP-0001.svg" → "JKP-0001"; anything else is not a picture of ours. */
function nameOf(file: string): string {
  const match = /^([A-Za-z0-9_-]{1,80})\.svg$/.exec(file);
  if (!match) throw new AppError('resource.not.found');
  return match[1]!;
}

function sendSvg(request: FastifyRequest, reply: FastifyReply, picture: string | Picture) {
  const { svg, etag } =
    typeof picture === 'string' ? { svg: picture, etag: etagOf(picture) } : picture;
  reply.header('Cache-Control', CACHE_CONTROL).header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('image/svg+xml').send(svg);
}

type FileParams = { file: string };
const found = <T>(row: T | undefined): T => {
  if (!row) throw new AppError('resource.not.found');
  return row;
};

/** Generated pictures (domains/art) for games, vendors, banners, logos and brands. */
export default async function mediaRoutes(app: FastifyInstance) {
  const pictures = createPictures();

  app.get<{ Params: FileParams }>('/media/game/:file', async (request, reply) => {
    const game = found(await app.games.find(nameOf(request.params.file)));
    const { gameId, gameName, gameType: category } = game;
    return sendSvg(request, reply, pictures.game({ gameId, gameName, category }));
  });

  // The home page's category cards: "RNG.svg".
  app.get<{ Params: FileParams }>('/media/category/:file', async (request, reply) => {
    const category = gameCategorySchema.safeParse(nameOf(request.params.file));
    if (!category.success) throw new AppError('resource.not.found');
    return sendSvg(request, reply, pictures.category(category.data));
  });

  app.get<{ Params: FileParams }>('/media/vendor/:file', async (request, reply) => {
    const vendor = found(await app.games.vendor(nameOf(request.params.file)));
    return sendSvg(request, reply, pictures.vendor(vendor));
  });

  /** A banner in a language: the asked one, else the merchant's. */
  async function sendBanner(
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    asked: string | undefined,
  ) {
    const notice = found(await app.announcements.find(nameOf(file)));
    const merchant = found(await app.merchants.find(notice.merchantCode));
    const wanted = languageOf(asked) ?? merchant.defaultLanguage;
    return sendSvg(request, reply, pictures.banner(notice, wanted, merchant.defaultLanguage));
  }

  // `/media/banner/EN/DEMO-B-01.svg`, as the notice's imageUrl names it (the language in the
  // path); `/media/banner/DEMO-B-01.svg?lang=EN` as addresses handed out before.
  app.get<{ Params: FileParams & { lang: string } }>(
    '/media/banner/:lang/:file',
    async (request, reply) => {
      if (!languageOf(request.params.lang)) throw new AppError('resource.not.found');
      return sendBanner(request, reply, request.params.file, request.params.lang);
    },
  );
  app.get<{ Params: FileParams; Querystring: { lang?: string } }>(
    '/media/banner/:file',
    async (request, reply) => sendBanner(request, reply, request.params.file, request.query.lang),
  );

  app.get<{ Params: FileParams & { kind: string } }>(
    '/media/logo/:kind/:file',
    async (request, reply) => {
      const code = nameOf(request.params.file);
      const { kind } = request.params;
      const logo = found(await app.siteContent.logo(kind, code));
      return sendSvg(request, reply, pictures.logo(kind, code, logo.name));
    },
  );

  // The merchant's mark: `/media/brand/DEMO.svg` the full one, `/media/brand/compact/DEMO.svg`
  // the phone's.
  const brandMark =
    (form: BrandForm) =>
    async (request: FastifyRequest<{ Params: FileParams }>, reply: FastifyReply) => {
      const merchant = found(await app.merchants.find(nameOf(request.params.file)));
      return sendSvg(request, reply, pictures.brand(merchant.code, merchant, form));
    };
  app.get<{ Params: FileParams }>('/media/brand/:file', brandMark('full'));
  app.get<{ Params: FileParams }>('/media/brand/compact/:file', brandMark('compact'));

  // The browser tab's icon of the merchant's pages (brand-page.ts links it).
  app.get<{ Params: FileParams }>('/media/icon/:file', async (request, reply) => {
    const merchant = found(await app.merchants.find(nameOf(request.params.file)));
    return sendSvg(request, reply, pictures.icon(merchant));
  });
}
