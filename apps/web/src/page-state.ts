import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@site/contract';

/**
 * What a server-rendered page hands the browser, in <script id="ssr" type="application/json">:
 * the language it was rendered in and the strings it used, the first screen's answers, and the
 * lazy modules it rendered. The browser hydrates from exactly this, so its first render matches.
 */
export interface PageState {
  language: Language;
  queries: DehydratedState;
  /** Namespace -> strings, in `language`. */
  strings: Record<string, object>;
  /** Keys of lazyModule()s rendered. */
  modules: string[];
  /** The render's instant (epoch ms): what the clock reads until hydrated (lib/render-now.ts). */
  now: number;
}

/**
 * JSON safe inside a <script> element: no `<` (so no `</script>` or `<!--` can end or bend
 * it, whatever an operator typed into a banner title), and no line separators.
 */
export function escapeState(state: PageState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's state, or null when the page was not rendered on the server (or it is unreadable). */
export function readPageState(): PageState | null {
  const text = document.getElementById('ssr')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}
