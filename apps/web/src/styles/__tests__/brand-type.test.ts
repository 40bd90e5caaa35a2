import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const FONT_FILE = 'lilita-one-latin-400-normal.woff2';

describe('the brand’s display type', () => {
  it('is self-hosted, Latin only, swapped in, and preloaded with the page', () => {
    const styles = read('../index.css');
    expect(styles).toContain("@import '@fontsource/lilita-one/latin-400.css';");
    expect(styles).toMatch(/--font-display: 'Lilita One', var\(--font\);/);
    expect(styles).toMatch(/h2 \{\s+font-family: var\(--font-display\);/);
    // The face itself: the Latin subset as woff2, shown in the system font until it arrives.
    const face = readFileSync(
      createRequire(import.meta.url).resolve('@fontsource/lilita-one/latin-400.css'),
      'utf8',
    );
    expect(face).toContain('font-display: swap');
    expect(face).toContain(`files/${FONT_FILE}) format('woff2')`);
    // The same file is preloaded from index.html (Vite gives both the same hashed name).
    const html = read('../../../index.html');
    expect(html).toMatch(
      new RegExp(
        `rel="preload"\\s+href="[^"]*/files/${FONT_FILE}"\\s+as="font"\\s+type="font/woff2"\\s+crossorigin`,
      ),
    );
  });
});
