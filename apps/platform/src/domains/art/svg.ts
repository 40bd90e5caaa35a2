import { createHash } from 'node:crypto';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Up to two initials: "Golden Dragon Fortune" → "GD". */
export const initialsOf = (name: string) =>
  name
    .split(/[\s-]+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

export interface Tile {
  /** Drives the colours, so the same key always draws the same picture. */
  key: string;
  width: number;
  height: number;
  /** Big text (initials or a short word). */
  mark: string;
  /** Smaller line under the mark. */
  caption?: string | undefined;
  /** A #rrggbb the gradient runs from (a brand's theme colour) instead of the key's hues. */
  colour?: string | undefined;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
/** The colour with each channel scaled by `factor` (0.6: a darker shade of it). */
const shade = (hex: string, factor: number) =>
  `#${[1, 3, 5]
    .map((i) =>
      Math.round(parseInt(hex.slice(i, i + 2), 16) * factor)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** A small deterministic SVG: a two-colour gradient from a hash of the key, with text. */
export function renderTile({ key, width, height, mark, caption, colour }: Tile): string {
  const hash = createHash('sha256').update(key).digest();
  const hue = (hash[0]! * 360) / 256;
  const hue2 = (hue + 40 + (hash[1]! % 80)) % 360;
  const angle = hash[2]! % 2 ? 'x2="1" y2="1"' : 'x2="1" y2="0"';
  const markSize = Math.round(
    Math.min(height * (caption ? 0.38 : 0.5), (width / mark.length) * 1.3),
  );
  const captionSize = Math.round(
    Math.min(height * 0.12, (width / Math.max(caption?.length ?? 1, 8)) * 1.7),
  );
  const markY = caption ? height * 0.52 : height * 0.5;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(caption ?? mark)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" ${angle}>`,
    ...(colour && HEX_COLOUR.test(colour)
      ? [
          `<stop offset="0" stop-color="${colour}"/>`,
          `<stop offset="1" stop-color="${shade(colour, 0.6)}"/>`,
        ]
      : [
          `<stop offset="0" stop-color="hsl(${hue.toFixed(0)} 65% 45%)"/>`,
          `<stop offset="1" stop-color="hsl(${hue2.toFixed(0)} 70% 30%)"/>`,
        ]),
    `</linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<text x="50%" y="${markY.toFixed(0)}" fill="#fff" font-family="system-ui,sans-serif" font-weight="700" font-size="${markSize}" text-anchor="middle" dominant-baseline="middle">${escapeXml(mark)}</text>`,
    caption
      ? `<text x="50%" y="${(height * 0.84).toFixed(0)}" fill="#fff" fill-opacity="0.9" font-family="system-ui,sans-serif" font-size="${captionSize}" text-anchor="middle">${escapeXml(caption)}</text>`
      : '',
    `</svg>`,
  ].join('');
}

/** A site icon: the brand's initials on its theme colour (#rrggbb), rounded like an app icon. */
export function renderIcon(mark: string, colour: string): string {
  const fill = HEX_COLOUR.test(colour) ? colour : '#444444';
  const size = mark.length > 1 ? 13 : 18;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32" role="img" aria-label="${escapeXml(mark)}">`,
    `<rect width="32" height="32" rx="7" fill="${fill}"/>`,
    `<text x="50%" y="52%" fill="#fff" font-family="system-ui,sans-serif" font-weight="700" font-size="${size}" text-anchor="middle" dominant-baseline="middle">${escapeXml(mark)}</text>`,
    `</svg>`,
  ].join('');
}
