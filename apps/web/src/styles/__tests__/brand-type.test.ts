import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DISPLAY_FACES, type DisplayFace } from '@site/contract';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** Each face a merchant's theme may choose: its stylesheet, family and file. */
const FACES: Record<DisplayFace, { css: string; family: string; file: string }> = {
  LILITA_ONE: {
    css: '@fontsource/lilita-one/latin-400.css',
    family: 'Lilita One',
    file: 'lilita-one-latin-400-normal.woff2',
  },
  BEBAS_NEUE: {
    css: '@fontsource/bebas-neue/latin-400.css',
    family: 'Bebas Neue',
    file: 'bebas-neue-latin-400-normal.woff2',
  },
  FREDOKA: {
    css: '@fontsource/fredoka/latin-600.css',
    family: 'Fredoka',
    file: 'fredoka-latin-600-normal.woff2',
  },
};

describe('the brand’s display type', () => {
  it('is the --font-display variable on headings, Lilita One unless the theme sets another', () => {
    const styles = read('../index.css');
    expect(styles).toMatch(/--font-display: 'Lilita One', var\(--font\);/);
    expect(styles).toMatch(/h2 \{\s+font-family: var\(--font-display\);/);
  });

  it.each(DISPLAY_FACES)(
    '%s is self-hosted, Latin only, swapped in, and preloadable with the page',
    (name) => {
      const { css, family, file } = FACES[name];
      expect(read('../index.css')).toContain(`@import '${css}';`);
      // The face itself: the Latin subset as woff2, shown in the system font until it arrives.
      const face = readFileSync(createRequire(import.meta.url).resolve(css), 'utf8');
      expect(face).toContain(`font-family: '${family}'`);
      expect(face).toContain('font-display: swap');
      expect(face).toContain(`files/${file}) format('woff2')`);
      // The same file is preloaded from index.html, named by its face: the platform keeps the
      // merchant's alone (Vite gives the preload and the stylesheet the same hashed name).
      expect(read('../../../index.html')).toMatch(
        new RegExp(
          `rel="preload"\\s+href="[^"]*/files/${file}"\\s+as="font"\\s+type="font/woff2"\\s+crossorigin\\s+data-face="${name}"`,
        ),
      );
    },
  );
});
