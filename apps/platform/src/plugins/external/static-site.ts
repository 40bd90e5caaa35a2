import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error.js';
import { isApiPath } from '../../http/api-paths.js';
import { brandPage } from '../../http/brand-page.js';
import { fillPage } from '../../http/fill-page.js';
import { pageRenderer, type PageRender } from '../../http/page-render.js';

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body><h1>The web app is not built</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it when needed) and reload.</p>
</body></html>`;

/**
 * Serves the built web app (WEB_DIST): pre-compressed files, hashed assets cached for a year,
 * and for every page the browser asks for (history-mode routing, `/` and `/index.html` too)
 * index.html filled with the merchant's brand, never cached. The public first screens arrive
 * rendered (http/page-render.ts); when a render fails the plain page goes out instead, and the
 * browser renders it. Unknown API paths answer the 404 envelope instead.
 */
export default fp(
  async (app: FastifyInstance, opts: { webDist: string; render?: PageRender }) => {
    const render = opts.render ?? pageRenderer(app, opts.webDist);
    await app.register(fastifyStatic, {
      root: opts.webDist,
      preCompressed: true,
      cacheControl: false,
      // Pages are never the file as built: the not-found handler below brands them.
      index: false,
      // (reply.sendFile from another root, e.g. the house page's, is not the site's page.)
      // Nor is the build's manifest (.vite/) a file of the site.
      allowedPath: (pathname, root) =>
        root !== opts.webDist ||
        (!pathname.endsWith('/') && !pathname.endsWith('.html') && !pathname.startsWith('/.vite/')),
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

    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      const html = 'text/html; charset=utf-8';
      // Read per page: a rebuild while the platform runs is served at once, and it is small.
      const template = await readFile(join(opts.webDist, 'index.html'), 'utf8').catch(
        () => undefined,
      );
      if (template === undefined) return reply.status(503).type(html).send(notBuiltPage);
      // A page request names no merchant: it is the configured one (MERCHANT).
      const merchant = await request.server.merchants.fromRequest(request);
      const page = brandPage(template, merchant);
      const rendered = await render(request, merchant).catch((error: unknown) => {
        request.log.error({ err: error }, 'server render failed: sending the page unrendered');
        return null;
      });
      return reply
        .status(rendered?.status ?? 200)
        .header('Cache-Control', 'no-cache')
        .type(html)
        .send(rendered ? fillPage(page, rendered) : page);
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
      if (wantsPage) return sendIndex(request, reply);
      throw new AppError('resource.not.found');
    });
  },
  { name: 'static-site' },
);
