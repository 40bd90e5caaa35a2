import { gameCategorySchema, type Language } from '@site/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { languageOf, languageOrder } from '../../http/request-language.js';
import { noticeText } from '../../domains/content/announcements.js';
import { initialsOf, renderIcon } from '../../domains/art/svg.js';
import { bannerEmoji, renderBanner } from '../../domains/art/banner.js';
import { brandEmoji, renderBrandMark, type BrandForm } from '../../domains/art/brand.js';
import { keepEmoji } from '../../domains/art/emoji.js';
import { EMBLEMS, renderCategoryArt, renderGameArt } from '../../domains/art/game-art.js';
import { markEmoji, renderLogoMark, renderVendorMark } from '../../domains/art/marks.js';
import { etagOf, PictureCache, type Picture } from '../../domains/art/picture-cache.js';
import { themeEmoji } from '../../domains/art/themes.js';

// Pictures change only when a name changes; the ETag catches that after the cache expires.
const CACHE_CONTROL = 'public, max-age=604800';

/** "JKP-0001.svg" → "JKP-0001"; anything else is not a picture of ours. */
function nameOf(file: string): string {
  const match = /^([A-Za-z0-9_-]{1,80})\.svg$/.exec(file);
  if (!match) throw new AppError('resource.not.found');
  return match[1]!;
}

// About 8 KB a picture: the busiest few hundred stay drawn, a few MB at most.
const PICTURES_KEPT = 600;
keepEmoji([...themeEmoji(), ...EMBLEMS, ...markEmoji, ...bannerEmoji, ...brandEmoji]);

function sendSvg(request: FastifyRequest, reply: FastifyReply, picture: string | Picture) {
  const { svg, etag } =
    typeof picture === 'string' ? { svg: picture, etag: etagOf(picture) } : picture;
  reply.header('Cache-Control', CACHE_CONTROL).header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('image/svg+xml').send(svg);
}

/** The banner's pill: a promotion is claimed, a game page played. */
const callToAction: Record<Language, { claim: string; play: string }> = {
  ID: { claim: 'Klaim sekarang', play: 'Main sekarang' },
  EN: { claim: 'Claim now', play: 'Play now' },
};

/** A notice's HTML as its first sentence of plain text. */
const firstLine = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s/)[0];

type FileParams = { file: string };
const found = <T>(row: T | undefined): T => {
  if (!row) throw new AppError('resource.not.found');
  return row;
};

/** Generated pictures for games, vendors, banners, logos and brands: no external images. */
export default async function mediaRoutes(app: FastifyInstance) {
  // Keyed by all a picture is drawn from, so a renamed game is drawn anew.
  const pictures = new PictureCache(PICTURES_KEPT);

  app.get<{ Params: FileParams }>('/media/game/:file', async (request, reply) => {
    const game = found(await app.games.find(nameOf(request.params.file)));
    const { gameId, gameName, gameType: category } = game;
    return sendSvg(
      request,
      reply,
      pictures.get(`game/${gameId}/${category}/${gameName}`, () =>
        renderGameArt({ gameId, gameName, category }),
      ),
    );
  });

  // The home page's category cards: "RNG.svg".
  app.get<{ Params: FileParams }>('/media/category/:file', async (request, reply) => {
    const category = gameCategorySchema.safeParse(nameOf(request.params.file));
    if (!category.success) throw new AppError('resource.not.found');
    return sendSvg(
      request,
      reply,
      pictures.get(`category/${category.data}`, () =>
        renderCategoryArt(category.data, category.data),
      ),
    );
  });

  app.get<{ Params: FileParams }>('/media/vendor/:file', async (request, reply) => {
    const vendor = found(await app.games.vendor(nameOf(request.params.file)));
    return sendSvg(
      request,
      reply,
      pictures.get(`vendor/${vendor.category}/${vendor.displayName}`, () =>
        renderVendorMark(vendor),
      ),
    );
  });

  /** A banner in a language: the notice's text in it (else the merchant's), its pill's words. */
  async function sendBanner(
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    asked: string | undefined,
  ) {
    const notice = found(await app.announcements.find(nameOf(file)));
    const merchant = found(await app.merchants.find(notice.merchantCode));
    const wanted = languageOf(asked) ?? merchant.defaultLanguage;
    const { title, content, language } = noticeText(
      notice,
      languageOrder(wanted, merchant.defaultLanguage),
    );
    const action =
      callToAction[language ?? wanted][
        notice.linkUrl?.startsWith('/promotions') || !notice.linkUrl ? 'claim' : 'play'
      ];
    const subtitle = firstLine(content);
    return sendSvg(
      request,
      reply,
      pictures.get(`banner/${notice.id}/${title}/${subtitle}/${action}`, () =>
        renderBanner({ id: notice.id, title, subtitle, action }),
      ),
    );
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
      return sendSvg(
        request,
        reply,
        pictures.get(`logo/${kind}/${code}/${logo.name}`, () =>
          renderLogoMark(kind, code, logo.name),
        ),
      );
    },
  );

  // The merchant's mark: `/media/brand/DEMO.svg` the full one, `/media/brand/compact/DEMO.svg`
  // the phone's.
  const brandMark =
    (form: BrandForm) =>
    async (request: FastifyRequest<{ Params: FileParams }>, reply: FastifyReply) => {
      const merchant = found(await app.merchants.find(nameOf(request.params.file)));
      const { brandName, themeColor } = merchant;
      return sendSvg(
        request,
        reply,
        pictures.get(`brand/${form}/${merchant.code}/${themeColor}/${brandName}`, () =>
          renderBrandMark({ brandName, themeColor }, form),
        ),
      );
    };
  app.get<{ Params: FileParams }>('/media/brand/:file', brandMark('full'));
  app.get<{ Params: FileParams }>('/media/brand/compact/:file', brandMark('compact'));

  // The browser tab's icon of the merchant's pages (brand-page.ts links it).
  app.get<{ Params: FileParams }>('/media/icon/:file', async (request, reply) => {
    const merchant = found(await app.merchants.find(nameOf(request.params.file)));
    return sendSvg(
      request,
      reply,
      renderIcon(initialsOf(merchant.brandName) || merchant.code[0]!, merchant.themeColor),
    );
  });
}
