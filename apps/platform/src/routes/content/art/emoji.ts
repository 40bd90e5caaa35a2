import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Fluent Emoji Flat (Microsoft, MIT): each icon an SVG body on a 32×32 grid.
const ICONS_FILE = '@iconify-json/fluent-emoji-flat/icons.json';
const GRID = 32;

interface IconSet {
  icons: Record<string, { body: string }>;
  aliases?: Record<string, { parent: string }>;
}

let kept: Map<string, string> | undefined;
let wanted = new Set<string>();

/** Names an icon a picture may draw; only these stay in memory once the set is read. */
export function keepEmoji(names: Iterable<string>) {
  wanted = new Set([...wanted, ...names]);
  kept = undefined;
}

/** The set file is 9 MB: read once, keep the few bodies the pictures use, let the rest go. */
function bodies(): Map<string, string> {
  if (!kept) {
    const path = createRequire(import.meta.url).resolve(ICONS_FILE);
    const set = JSON.parse(readFileSync(path, 'utf8')) as IconSet;
    kept = new Map();
    for (const name of wanted) {
      const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
      // Hundredths of the 32-unit grid are finer than any size drawn here.
      if (icon) kept.set(name, icon.body.replace(/(\.\d\d)\d+/g, '$1'));
    }
  }
  return kept;
}

/** The icon drawn in a size×size square at (x, y); nothing when the set has no such icon. */
export function emoji(name: string, x: number, y: number, size: number): string {
  const body = bodies().get(name);
  if (!body) return '';
  const scale = +(size / GRID).toFixed(3);
  return `<g transform="translate(${+x.toFixed(1)} ${+y.toFixed(1)}) scale(${scale})">${body}</g>`;
}
