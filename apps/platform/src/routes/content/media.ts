import { gameCategorySchema, type Language } from '@site/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { languageOf, languageOrder } from '../../http/request-language.js';
import { noticeText } from '../../domains/content/announcements.js';
import { initialsOf, renderIcon, renderTile, type Tile } from './svg.js';
import { bannerEmoji, renderBanner } from './art/banner.js';
import { keepEmoji } from './art/emoji.js';
import { renderCategoryArt, renderGameArt } from './art/game-art.js';
import { markEmoji, renderLogoMark, renderVendorMark } from './art/marks.js';
import { etagOf, PictureCache, type Picture } from './art/picture-cache.js';
import { themeEmoji } from './art/themes.js';

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
keepEmoji([...themeEmoji(), ...markEmoji, ...bannerEmoji]);

function sendSvg(request: FastifyRequest, reply: FastifyReply, tile: Tile | string | Picture) {
  const { svg, etag } =
    typeof tile === 'string'
      ? { svg: tile, etag: etagOf(tile) }
      : 'etag' in tile
        ? tile
        : (() => {
            const drawn = renderTile(tile);
            return { svg: drawn, etag: etagOf(drawn) };
          })();
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

  // `?lang=EN` (the notice's imageUrl carries it) picks the title's language.
  app.get<{ Params: FileParams; Querystring: { lang?: string } }>(
    '/media/banner/:file',
    async (request, reply) => {
      const notice = found(await app.announcements.find(nameOf(request.params.file)));
      const merchant = found(await app.merchants.find(notice.merchantCode));
      const wanted = languageOf(request.query.lang) ?? merchant.defaultLanguage;
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
    },
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

  app.get<{ Params: FileParams }>('/media/brand/:file', async (request, reply) => {
    const merchant = found(await app.merchants.find(nameOf(request.params.file)));
    return sendSvg(request, reply, {
      key: `brand/${merchant.code}/${merchant.themeColor}`,
      width: 320,
      height: 80,
      mark: merchant.brandName,
      colour: merchant.themeColor,
    });
  });

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
