import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { languageOf, languageOrder, requestLanguage } from '../../http/request-language.js';

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const appTypes: Record<string, string> = {
  '.apk': 'application/vnd.android.package-archive',
  '.ipa': 'application/octet-stream',
};

/**
 * What the site links to outside the API: the live-chat page the web opens in a popup, and
 * app downloads (files an operator puts in DATA_DIR/downloads).
 */
export default async function supportRoutes(app: FastifyInstance, opts: { dataDir: string }) {
  app.get('/cs/chat', async (request, reply) => {
    const merchant = await app.merchants.fromRequest(request);
    // A popup opened by the web carries no Language header; ?lang=EN picks the labels' language.
    const query = request.query as { lang?: unknown };
    const language = languageOf(query.lang) ?? requestLanguage(request);
    const channels = await app.siteContent.contactResources(
      merchant.code,
      languageOrder(language, merchant.defaultLanguage),
    );
    const links = channels
      .map(
        (c) => `<li><a href="${escapeHtml(c.url)}" rel="noopener">${escapeHtml(c.label)}</a></li>`,
      )
      .join('');
    const brand = escapeHtml(merchant.brandName);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${brand} - Live Chat</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#222}header{background:${escapeHtml(merchant.themeColor)};color:#fff;padding:16px}main{padding:16px}</style></head>
<body><header><strong>${brand}</strong> Live Chat</header>
<main><p>Our support team answers around the clock. While the chat desk connects, you can also reach us here:</p><ul>${links}</ul></main></body></html>`,
      );
  });

  app.get<{ Params: { file: string } }>('/download/app/:file', async (request, reply) => {
    const resource = await app.siteContent.appFile(request.params.file);
    if (!resource) throw new AppError('resource.not.found');
    const path = join(opts.dataDir, 'downloads', resource.fileName);
    const file = await stat(path).catch(() => undefined);
    if (!file?.isFile()) {
      throw new AppError('resource.not.found', {
        detail: `The ${resource.resourceType} app is not published yet.`,
      });
    }
    const extension = resource.fileName.slice(resource.fileName.lastIndexOf('.'));
    return reply
      .type(appTypes[extension] ?? 'application/octet-stream')
      .header('Content-Length', file.size)
      .header('Content-Disposition', `attachment; filename="${resource.fileName}"`)
      .send(createReadStream(path));
  });
}
