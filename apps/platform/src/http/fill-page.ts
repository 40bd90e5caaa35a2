import type { RenderedPage } from './page-render.js';

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The placeholder the built index.html paints inside #root before any script runs (and the
 * whitespace around it: #root must hold exactly what React rendered). */
const OUTLET = /\s*<!--app-->[\s\S]*?<!--\/app-->\s*/;

/**
 * A branded page with a server render in it: the page's title, the head tags of the modules it
 * rendered, its HTML in place of the placeholder and its state for hydration. A template
 * without the placeholder markers is sent as it is (the browser renders it).
 */
export function fillPage(page: string, rendered: RenderedPage): string {
  if (!OUTLET.test(page)) return page;
  // Replacer functions: rendered text may hold `$`, which a replacement string would interpret.
  let filled = page.replace(OUTLET, () => rendered.html);
  if (rendered.title !== undefined) {
    const title = escapeHtml(rendered.title);
    filled = filled.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  }
  return filled
    .replace('</head>', () => `${rendered.head}</head>`)
    .replace('</body>', () => `${rendered.state}</body>`);
}
