import type { RenderedPage } from './page-render.js';

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The placeholder the built index.html paints inside #root before any script runs (and the
 * whitespace around it: #root must hold exactly what React rendered). */
const OUTLET = /\s*<!--app-->[\s\S]*?<!--\/app-->\s*/;

/** The template's own scripts: its module entry and the modulepreloads of what it imports. */
const TEMPLATE_SCRIPTS =
  /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/**
 * A branded page with a server render in it: the page's title, the head tags of the modules it
 * rendered, its HTML in place of the placeholder, its state for hydration and, when the render
 * names them, its scripts instead of the template's (the app then starts once the page has
 * painted: apps/web/src/start-after-paint.ts). A template without the placeholder markers is
 * sent as it is (the browser renders it).
 */
export function fillPage(page: string, rendered: RenderedPage): string {
  if (!OUTLET.test(page)) return page;
  // Replacer functions: rendered text may hold `$`, which a replacement string would interpret.
  // The template's scripts go before the render comes in: only the template's are matched.
  const template = rendered.scripts === undefined ? page : page.replace(TEMPLATE_SCRIPTS, '');
  let filled = template.replace(OUTLET, () => rendered.html);
  if (rendered.title !== undefined) {
    const title = escapeHtml(rendered.title);
    filled = filled.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  }
  return filled
    .replace('</head>', () => `${rendered.head}${rendered.scripts ?? ''}</head>`)
    .replace('</body>', () => `${rendered.state}</body>`);
}
