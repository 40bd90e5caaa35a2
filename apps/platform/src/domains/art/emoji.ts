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

/** The JSON object that starts at `from` (a "{"), as text: strings may hold braces. */
function objectAt(text: string, from: number): string | undefined {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(from, i + 1);
  }
  return undefined;
}

/** One icon's body, read out of the set's text without parsing the other 3,000 icons. */
function bodyIn(text: string, icons: number, name: string): string | undefined {
  const key = text.indexOf(`"${name}":`, icons);
  if (key < 0) return undefined;
  const open = text.indexOf('{', key);
  const object = objectAt(text, open);
  return object ? (JSON.parse(object) as { body?: string }).body : undefined;
}

/**
 * The set file is 9 MB: read once, keep the few bodies the pictures use. Parsing it whole made a
 * heap of 3,000 icons the platform's memory kept long after; reading the text out does not.
 */
function bodies(): Map<string, string> {
  if (!kept) {
    const text = readFileSync(createRequire(import.meta.url).resolve(ICONS_FILE), 'utf8');
    const icons = text.indexOf('"icons":');
    let set: IconSet | undefined;
    kept = new Map();
    for (const name of wanted) {
      let body = bodyIn(text, icons, name);
      if (body === undefined) {
        // An alias, or a file laid out otherwise: the whole set after all.
        set ??= JSON.parse(text) as IconSet;
        body = (set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''])?.body;
      }
      // Hundredths of the 32-unit grid are finer than any size drawn here.
      if (body) kept.set(name, body.replace(/(\.\d\d)\d+/g, '$1'));
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
