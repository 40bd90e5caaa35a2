import { initialsOf } from './svg.js';
import { emoji } from './emoji.js';
import { drawType, widthOf, type Line, type Paint } from './type.js';
import { escapeXml } from './xml.js';

/** The emblem's square, and the mark's height. */
const HEIGHT = 80;
const GAP = 8;
/** The single line of the full form and the two of the compact one, before fitting. */
const FULL_SIZE = 40;
const COMPACT_SIZE = 30;
const FULL_MAX_WIDTH = 400;
const COMPACT_WIDTH = 224;

/** The crest's ornament by a word of the brand's name; a star when none says one. */
const ornaments: [RegExp, string][] = [
  [/^(luna|moon|bulan)$/i, 'crescent-moon'],
  [/^(royal|royale|king|raja|sultan)$/i, 'crown'],
];
export const brandEmoji = ['star', ...ornaments.map(([, icon]) => icon)];

const ornamentOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => ornaments.find(([words]) => words.test(word))?.[1])
    .find(Boolean) ?? 'star';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
/** The colour with each channel scaled by `factor`, at most white. */
const shade = (hex: string, factor: number) =>
  `#${[1, 3, 5]
    .map((i) =>
      Math.min(255, Math.round(parseInt(hex.slice(i, i + 2), 16) * factor))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

export interface Brand {
  brandName: string;
  themeColor: string;
}

export type BrandForm = 'full' | 'compact';

/** White type (the name's first words) and gold type (its last), both edged dark for any backdrop. */
const WHITE: Paint = { fill: '#fff', stroke: '#140c26', strokeWidth: 3 };
const GOLD: Paint = { fill: 'url(#g)', stroke: '#140c26', strokeWidth: 3 };

/**
 * The wordmark's lines, as laid out beside the emblem: the full form on one line (its last word
 * in gold), the compact one stacked, a word a line. Exported so tests find the name's outlines.
 */
export function wordmarkOf(name: string, form: BrandForm): { lines: Line[]; paint: Paint }[] {
  const words = name.trim().split(/\s+/);
  const head = words.length > 1 ? words.slice(0, -1).join(' ') : name;
  const tail = words.length > 1 ? words[words.length - 1]! : '';
  const x = HEIGHT + GAP;
  if (form === 'full') {
    const room = FULL_MAX_WIDTH - x - GAP;
    const size = Math.min(FULL_SIZE, (FULL_SIZE * room) / widthOf(name, FULL_SIZE));
    const line = (text: string, at: number): Line => ({
      text,
      x: at,
      y: HEIGHT / 2 + size * 0.36,
      size,
      maxWidth: room,
      align: 'start',
    });
    const marks = [{ lines: [line(head, x)], paint: tail ? WHITE : GOLD }];
    if (tail) marks.push({ lines: [line(tail, x + widthOf(`${head} `, size))], paint: GOLD });
    return marks;
  }
  const room = COMPACT_WIDTH - x - 4;
  const line = (text: string, y: number): Line => ({
    text,
    x,
    y,
    size: COMPACT_SIZE,
    maxWidth: room,
    align: 'start',
  });
  if (!tail) return [{ lines: [line(head, HEIGHT / 2 + COMPACT_SIZE * 0.36)], paint: GOLD }];
  // Both lines at the size the wider allows, so the stack reads as one name.
  const size = Math.min(
    COMPACT_SIZE,
    ...[head, tail].map((t) => (COMPACT_SIZE * room) / widthOf(t, COMPACT_SIZE)),
  );
  return [
    { lines: [{ ...line(head, 36), size }], paint: WHITE },
    { lines: [{ ...line(tail, 36 + size * 1.12), size }], paint: GOLD },
  ];
}

/** The width of a form: the full one as wide as its name needs. */
function widthOfForm(name: string, form: BrandForm) {
  if (form === 'compact') return COMPACT_WIDTH;
  const size = Math.min(
    FULL_SIZE,
    (FULL_SIZE * (FULL_MAX_WIDTH - HEIGHT - 2 * GAP)) / widthOf(name, FULL_SIZE),
  );
  return Math.ceil(HEIGHT + GAP + widthOf(name, size) + GAP);
}

/** The emblem: a shield in the brand's colour, a gold rim, the initials, the ornament on top. */
function emblem(brandName: string) {
  const shield = 'M40 10l30 9v22c0 19-14 31-30 37-16-6-30-18-30-37V19z';
  const initials = initialsOf(brandName) || brandName.slice(0, 1).toUpperCase();
  return [
    `<path d="${shield}" fill="url(#e)" stroke="url(#g)" stroke-width="4" stroke-linejoin="round"/>`,
    `<path d="M40 17l23 7v17c0 15-10 25-23 30z" fill="#fff" fill-opacity=".12"/>`,
    drawType([{ text: initials, x: 40, y: 58, size: 30, maxWidth: 46 }], GOLD),
    emoji(ornamentOf(brandName), 28, 0, 24),
  ].join('');
}

/**
 * A merchant's mark: its emblem and its name as a wordmark, in display type drawn as outlines.
 * The full form (one line, as wide as the name needs, at most 400×80) is the desktop header's; the
 * compact one (224×80, the name stacked a word a line) is the phone's.
 */
export function renderBrandMark(brand: Brand, form: BrandForm): string {
  const colour = HEX_COLOUR.test(brand.themeColor) ? brand.themeColor : '#6142bf';
  const width = widthOfForm(brand.brandName, form);
  const type = wordmarkOf(brand.brandName, form).map(({ lines, paint }) => drawType(lines, paint));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" role="img" aria-label="${escapeXml(brand.brandName)}">`,
    '<defs>',
    `<linearGradient id="e" x2="0" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${shade(colour, 0.45)}"/></linearGradient>`,
    '<linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#fff7cf"/><stop offset=".5" stop-color="#ffd24a"/><stop offset="1" stop-color="#f29a0f"/></linearGradient>',
    '</defs>',
    emblem(brand.brandName),
    ...type,
    '</svg>',
  ].join('');
}
