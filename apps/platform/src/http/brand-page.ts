import type { DisplayFace, Language } from '@site/contract';

/** What of a merchant the site's page carries before any script runs. */
export interface PageBrand {
  code: string;
  brandName: string;
  themeColor: string;
  displayFace: DisplayFace;
  defaultLanguage: Language;
}

/** Each display face's family, as the web's stylesheet declares it (apps/web/src/styles). */
const FACE_FAMILIES: Record<DisplayFace, string> = {
  LILITA_ONE: 'Lilita One',
  BEBAS_NEUE: 'Bebas Neue',
  FREDOKA: 'Fredoka',
};

/** The build's preload of one display face: index.html names each with data-face. */
const FACE_PRELOAD = /<link\b[^>]*\bdata-face="([A-Z_]+)"[^>]*>\s*/g;

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * The built index.html as this merchant's page: its name in the title and the first-paint
 * placeholder (and its logo), its colour in theme-color and as the --brand custom property on
 * <html>, its display face as --font-display there (and the preload of that face alone), its
 * default language on <html>, its icon, and a `merchant` meta the web app reads at run time to
 * know whose site it is (and which language to open in). The build carries no brand, so one build serves any
 * merchant. A template lacking a marker simply goes without that piece.
 */
export function brandPage(template: string, brand: PageBrand): string {
  const name = escapeHtml(brand.brandName);
  const code = escapeHtml(brand.code);
  const colour = HEX_COLOUR.test(brand.themeColor) ? brand.themeColor : undefined;
  // A row edited by hand to an unknown face gets the stylesheet's own.
  const face = Object.hasOwn(FACE_FAMILIES, brand.displayFace) ? brand.displayFace : 'LILITA_ONE';
  // The face before the first paint, so headings never show another face first.
  const style = [
    colour && `--brand:${colour}`,
    `--font-display:'${FACE_FAMILIES[face]}', var(--font)`,
  ]
    .filter(Boolean)
    .join(';');
  const head = [
    `<meta name="merchant" content="${code}" data-language="${brand.defaultLanguage}" />`,
    `<link rel="icon" href="/media/icon/${code}.svg" type="image/svg+xml" />`,
  ].join('');
  // Replacer functions: a brand name may hold `$`, which a replacement string would interpret.
  let page = template
    // On <html> itself: a <style> in the head would lose to the stylesheet's own default.
    .replace(
      /<html lang="[^"]*"/,
      () => `<html lang="${brand.defaultLanguage.toLowerCase()}" style="${style}"`,
    )
    // Only the chosen face is fetched with the page: the others are never used on it.
    .replace(FACE_PRELOAD, (link, linked: string) => (linked === face ? link : ''))
    .replace(/<title>[^<]*<\/title>/, () => `<title>${name}</title>`)
    .replace(/<span data-brand>[^<]*<\/span>/, () => `<span data-brand>${name}</span>`)
    // The logo in the placeholder a page the browser renders paints first: in the HTML, it
    // loads at once, and the header's logo (its largest paint) is there when the app draws it.
    .replace('<img data-brand-logo ', () => `<img data-brand-logo src="/media/brand/${code}.svg" `)
    // After the charset, which must come first; else at the head's start.
    .replace(CHARSET.test(template) ? CHARSET : /<head>/, (at) => `${at}${head}`);
  if (colour) {
    page = page.replace(
      /<meta name="theme-color" content="[^"]*"/,
      () => `<meta name="theme-color" content="${colour}"`,
    );
  }
  return page;
}
