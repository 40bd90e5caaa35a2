import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type opentype from 'opentype.js';

// An <img> SVG cannot load web fonts, so titles are drawn as the typeface's outlines.
// Lilita One (SIL OFL 1.1), the Latin subset that @fontsource ships.
const FONT_FILE = '@fontsource/lilita-one/files/lilita-one-latin-400-normal.woff';

let font: opentype.Font | undefined;
const display = () => {
  if (!font) {
    const require = createRequire(import.meta.url);
    // Loaded with the first title drawn, not as the platform starts: it is a good part of a
    // start's imports, and no first answer needs it.
    const { parse } = require('opentype.js') as typeof opentype;
    const file = readFileSync(require.resolve(FONT_FILE));
    font = parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
  }
  return font;
};

// Outlines are written in half pixels as whole numbers and drawn at scale(.5): a title costs
// about a third less than with decimals, and half a pixel is finer than the eye sees here.
const UNITS = 2;

/** Joins whole numbers the short way: a minus sign needs no space before it. */
const join = (values: number[]) =>
  values.reduce((out, v, i) => (i === 0 || v < 0 ? `${out}${v}` : `${out} ${v}`), '');

/** Outline commands as compact relative path data in half pixels. */
function pathData(commands: opentype.PathCommand[]): string {
  const r = (n: number) => Math.round(n * UNITS);
  let x = 0;
  let y = 0;
  let out = '';
  for (const c of commands) {
    if (c.type === 'Z') {
      out += 'z';
      continue;
    }
    const ex = r(c.x);
    const ey = r(c.y);
    if (c.type === 'M') out += `${out ? 'm' : 'M'}${join(out ? [ex - x, ey - y] : [ex, ey])}`;
    else if (c.type === 'L') {
      if (ex === x && ey === y) continue; // shorter than half a pixel: nothing to draw
      if (ey === y) out += `h${ex - x}`;
      else if (ex === x) out += `v${ey - y}`;
      else out += `l${join([ex - x, ey - y])}`;
    } else if (c.type === 'Q') out += `q${join([r(c.x1) - x, r(c.y1) - y, ex - x, ey - y])}`;
    else out += `c${join([r(c.x1) - x, r(c.y1) - y, r(c.x2) - x, r(c.y2) - y, ex - x, ey - y])}`;
    x = ex;
    y = ey;
  }
  return out;
}

export interface Line {
  text: string;
  /** Where the line's centre (or start) sits, and its baseline. */
  x: number;
  y: number;
  /** The largest size to draw at; smaller when the line is wider than maxWidth. */
  size: number;
  maxWidth: number;
  align?: 'middle' | 'start';
}

/** Width of a line of display type at a size, for laying out around it. */
export const widthOf = (text: string, size: number) => display().getAdvanceWidth(text, size);

/** The size every line can be drawn at and still fit its width. */
const fittedSize = (lines: Line[]) =>
  Math.min(
    ...lines.map(({ text, size, maxWidth }) =>
      Math.min(size, (size * maxWidth) / Math.max(1, widthOf(text, size))),
    ),
  );

/** A line of display type at a size: opentype.js's outline commands. */
function outline({ text, x, y, align = 'middle' }: Line, fitted: number) {
  const width = widthOf(text, fitted);
  const left = align === 'middle' ? x - width / 2 : x;
  return display().getPath(text, left, y, fitted, { kerning: true }).commands;
}

/** How a <path> of type is painted: its fill, and its stroke with the width in pixels. */
export interface Paint {
  fill: string;
  stroke?: string;
  strokeWidth?: number;
}

/** Lines of display type as one <path>, all at the size the widest allows. */
export function drawType(lines: Line[], paint: Paint) {
  const size = fittedSize(lines);
  const d = pathData(lines.flatMap((line) => outline(line, size)));
  const stroke = paint.stroke
    ? ` stroke="${paint.stroke}" stroke-width="${(paint.strokeWidth ?? 1) * UNITS}" stroke-linejoin="round" paint-order="stroke"`
    : '';
  return `<path transform="scale(${1 / UNITS})" d="${d}" fill="${paint.fill}"${stroke}/>`;
}

/**
 * Splits a title into at most two lines of about equal length when it is too long for one at
 * `size` in `maxWidth`.
 */
export function splitTitle(text: string, size: number, maxWidth: number): string[] {
  const words = text.split(' ');
  if (words.length < 2 || widthOf(text, size) <= maxWidth) return [text];
  let best = [text];
  let bestWidth = Infinity;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const widest = Math.max(...lines.map((l) => widthOf(l, size)));
    if (widest < bestWidth) {
      best = lines;
      bestWidth = widest;
    }
  }
  return best;
}
