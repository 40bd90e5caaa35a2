import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { languageOf, languageOrder } from '../../http/request-language.js';
import { noticeText } from '../../domains/content/announcements.js';
import { initialsOf, renderIcon, renderTile, type Tile } from './svg.js';

// Pictures change only when a name changes; the ETag catches that after the cache expires.
const CACHE_CONTROL = 'public, max-age=604800';

/** "JKP-0001.svg" → "JKP-0001"; anything else is not a picture of ours. */
function nameOf(file: string): string {
  const match = /^([A-Za-z0-9_-]{1,80})\.svg$/.exec(file);
  if (!match) throw new AppError('resource.not.found');
  return match[1]!;
}

function sendSvg(request: FastifyRequest, reply: FastifyReply, tile: Tile | string) {
  const svg = typeof tile === 'string' ? tile : renderTile(tile);
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
  reply.header('Cache-Control', CACHE_CONTROL).header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('image/svg+xml').send(svg);
}

type FileParams = { file: string };
const found = <T>(row: T | undefined): T => {
  if (!row) throw new AppError('resource.not.found');
  return row;
};

/** Generated pictures for games, vendors, banners, logos and brands: no external images. */
export default async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: FileParams }>('/media/game/:file', async (request, reply) => {
    const game = found(await app.games.find(nameOf(request.params.file)));
    return sendSvg(request, reply, {
      key: game.gameId,
      width: 240,
      height: 240,
      mark: initialsOf(game.gameName),
      caption: game.gameName,
    });
  });

  app.get<{ Params: FileParams }>('/media/vendor/:file', async (request, reply) => {
    const vendor = found(await app.games.vendor(nameOf(request.params.file)));
    return sendSvg(request, reply, {
      key: vendor.vassalage,
      width: 160,
      height: 80,
      mark: vendor.vassalage,
      caption: vendor.displayName,
    });
  });

  // `?lang=EN` (the notice's imageUrl carries it) picks the title's language.
  app.get<{ Params: FileParams; Querystring: { lang?: string } }>(
    '/media/banner/:file',
    async (request, reply) => {
      const notice = found(await app.announcements.find(nameOf(request.params.file)));
      const merchant = found(await app.merchants.find(notice.merchantCode));
      const wanted = languageOf(request.query.lang) ?? merchant.defaultLanguage;
      const { title } = noticeText(notice, languageOrder(wanted, merchant.defaultLanguage));
      return sendSvg(request, reply, { key: notice.id, width: 1200, height: 400, mark: title });
    },
  );

  app.get<{ Params: FileParams & { kind: string } }>(
    '/media/logo/:kind/:file',
    async (request, reply) => {
      const code = nameOf(request.params.file);
      const logo = found(await app.siteContent.logo(request.params.kind, code));
      return sendSvg(request, reply, {
        key: `${request.params.kind}/${code}`,
        width: 160,
        height: 64,
        mark: code,
        caption: logo.name,
      });
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
