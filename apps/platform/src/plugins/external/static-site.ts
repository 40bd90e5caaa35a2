import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error.js';
import { isApiPath } from '../../http/api-paths.js';

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body><h1>The web app is not built</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it when needed) and reload.</p>
</body></html>`;

/**
 * Serves the built web app (WEB_DIST): pre-compressed files, hashed assets cached for a year,
 * index.html never cached, and index.html for every other page the browser asks for
 * (history-mode routing). Unknown API paths answer the 404 envelope instead.
 */
export default fp(
  async (app: FastifyInstance, opts: { webDist: string }) => {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        const file = path.replaceAll('\\', '/');
        if (file.includes('/assets/')) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (file.endsWith('.html')) {
          res.setHeader('Cache-Control', 'no-cache');
        } else {
          res.setHeader('Cache-Control', 'public, max-age=3600');
        }
      },
    });

    const sendIndex = (reply: FastifyReply) => {
      if (!existsSync(join(opts.webDist, 'index.html'))) {
        return reply.status(503).type('text/html; charset=utf-8').send(notBuiltPage);
      }
      return reply.sendFile('index.html');
    };

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const accept = request.headers.accept ?? '';
      const path = request.url.split('?')[0] ?? '';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(path) &&
        // A missing script or image must not come back as HTML.
        !/\.(?!html$)[a-z0-9]+$/i.test(path) &&
        (accept.includes('text/html') || accept.includes('*/*'));
      if (wantsPage) return sendIndex(reply);
      throw new AppError('resource.not.found');
    });
  },
  { name: 'static-site' },
);
