import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { repoRoot } from '../../paths.js';
import { HOUSE_PLAY_PATH } from '../../domains/games/game-launch.js';
import type { HousePageOptions } from '../../domains/options.js';

export const defaultHouseDist = join(repoRoot, 'apps', 'house', 'dist');

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>House games not built</title></head>
<body><h1>The house game page is not built</h1>
<p>Run <code>npm run build -w @site/house</code> (or <code>npm run dev</code>, which watches it) and reload.</p>
</body></html>`;

/**
 * The house game page: index.html (never cached, it names the current bundle) and its
 * content-hashed script and style under assets/ (cached for a year). It runs in the web's
 * /game iframe under the platform's own origin; the CSP's frame-ancestors 'self' allows that.
 */
export default async function housePage(app: FastifyInstance, opts: HousePageOptions) {
  const root = opts.houseDist ?? defaultHouseDist;
  await app.register(fastifyStatic, {
    root,
    prefix: HOUSE_PLAY_PATH,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res, path) {
      const file = path.replaceAll('\\', '/');
      res.setHeader(
        'Cache-Control',
        file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  app.get(HOUSE_PLAY_PATH, (_request, reply) => {
    if (!existsSync(join(root, 'index.html'))) {
      return reply.status(503).type('text/html; charset=utf-8').send(notBuiltPage);
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html', root);
  });

  // The launch URL without its slash still opens the page (the query kept).
  app.get(HOUSE_PLAY_PATH.slice(0, -1), (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`${HOUSE_PLAY_PATH}${query}`, 301);
  });
}
