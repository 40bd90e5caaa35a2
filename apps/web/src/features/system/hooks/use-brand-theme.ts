import { useEffect } from 'react';
import type { Whitelabel } from '@site/contract';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * The merchant's theme on the page: its colour as the --brand custom property (the stylesheet
 * derives the stronger and softer shades from it) and as the browser's theme-color, and its icon
 * in the tab. The platform writes the same into the page it serves, so this matters when the
 * settings change, and where no platform fills the page (the dev server).
 */
export function useBrandTheme(whitelabel: Whitelabel | undefined) {
  const colour = whitelabel?.themeColor;
  const code = whitelabel?.merchantCode;
  useEffect(() => {
    if (!colour || !HEX_COLOUR.test(colour)) return;
    document.documentElement.style.setProperty('--brand', colour);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colour);
  }, [colour]);
  useEffect(() => {
    if (!code) return;
    let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = document.createElement('link');
      icon.rel = 'icon';
      icon.type = 'image/svg+xml';
      document.head.append(icon);
    }
    icon.href = `/media/icon/${encodeURIComponent(code)}.svg`;
  }, [code]);
}
