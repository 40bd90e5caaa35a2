import type { Language } from '@site/contract';

/** What of a merchant the site's page carries before any script runs. */
export interface PageBrand {
  code: string;
  brandName: string;
  themeColor: string;
  defaultLanguage: Language;
}

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * The built index.html as this merchant's page: its name in the title and the first-paint
 * placeholder (and its logo), its colour in theme-color and as the --brand custom property on <html>, its default language
 * on <html>, its icon, and a `merchant` meta the web app reads at run time to know whose site it
 * is (and which language to open in). The build carries no brand, so one build serves any
 * merchant. A template lacking a marker simply goes without that piece.
 */
export function brandPage(template: string, brand: PageBrand): string {
  const name = escapeHtml(brand.brandName);
  const code = escapeHtml(brand.code);
  const colour = HEX_COLOUR.test(brand.themeColor) ? brand.themeColor : undefined;
  const head = [
    `<meta name="merchant" content="${code}" data-language="${brand.defaultLanguage}" />`,
    `<link rel="icon" href="/media/icon/${code}.svg" type="image/svg+xml" />`,
  ].join('');
  // Replacer functions: a brand name may hold `$`, which a replacement string would interpret.
  let page = template
    // On <html> itself: a <style> in the head would lose to the stylesheet's own default.
    .replace(
      /<html lang="[^"]*"/,
      () =>
        `<html lang="${brand.defaultLanguage.toLowerCase()}"${colour ? ` style="--brand:${colour}"` : ''}`,
    )
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
