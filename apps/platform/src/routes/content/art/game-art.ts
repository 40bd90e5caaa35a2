import { createHash } from 'node:crypto';
import { emoji } from './emoji.js';
import type { GameCategory } from '@site/contract';
import { categoryThemes, lookOf, type Pattern } from './themes.js';
import { drawType, splitTitle } from './type.js';
import { escapeXml } from './xml.js';

const SIZE = 240;

/** The backdrop's motif, faint white over the gradient; the seed (a hash) varies it per game. */
export function patternOf(
  pattern: Pattern,
  seed: Uint8Array,
  cx: number,
  cy: number,
  reach: number,
) {
  const turn = seed[0]! / 256;
  switch (pattern) {
    case 'rays': {
      // Sixteen wedges from the centre, as one path.
      const step = (Math.PI * 2) / 16;
      let d = '';
      for (let i = 0; i < 16; i += 2) {
        const a = turn * step + i * step;
        const p = (angle: number) =>
          `${(cx + Math.cos(angle) * reach).toFixed(0)} ${(cy + Math.sin(angle) * reach).toFixed(0)}`;
        d += `M${cx} ${cy}L${p(a)}L${p(a + step)}z`;
      }
      return `<path d="${d}" fill="#fff" fill-opacity=".12"/>`;
    }
    case 'waves': {
      let d = '';
      for (let row = 0; row < 6; row++) {
        const y = 20 + row * 28 + turn * 14;
        d += `M-10 ${y.toFixed(0)}q15-12 30 0t30 0 30 0 30 0 30 0 30 0 30 0 30 0 30 0`;
      }
      return `<path d="${d}" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="3"/>`;
    }
    case 'dots':
      return (
        `<pattern id="p" width="20" height="20" patternUnits="userSpaceOnUse" x="${(turn * 20).toFixed(0)}">` +
        `<circle cx="5" cy="5" r="2.5" fill="#fff" fill-opacity=".18"/><circle cx="15" cy="15" r="1.5" fill="#fff" fill-opacity=".12"/></pattern>` +
        `<rect width="100%" height="100%" fill="url(#p)"/>`
      );
    case 'diamonds':
      return (
        `<pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse" x="${(turn * 24).toFixed(0)}">` +
        `<path d="M12 2l10 10-10 10L2 12z" fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="1.5"/></pattern>` +
        `<rect width="100%" height="100%" fill="url(#p)"/>`
      );
    case 'stars': {
      // A few four-point sparkles scattered by the game's hash.
      let d = '';
      for (let i = 0; i < 9; i++) {
        const x = (seed[(i + 2) % seed.length]! / 256) * 220 + 10;
        const y = (seed[(i + 12) % seed.length]! / 256) * 150 + 8;
        const r = 3 + (i % 3) * 2;
        d += `M${x.toFixed(0)} ${(y - r).toFixed(0)}q1 ${r - 1} ${r} ${r}q${1 - r} 1-${r} ${r}q-1-${r - 1}-${r}-${r}q${r - 1}-1 ${r}-${r}z`;
      }
      return `<path d="${d}" fill="#fff" fill-opacity=".5"/>`;
    }
  }
}

export interface GameArt {
  gameId: string;
  gameName: string;
  category: string;
}

/**
 * A game's picture (240×240): the theme's art over a themed backdrop in a gold frame, the
 * title below in display type drawn as outlines.
 */
export function renderGameArt({ gameId, gameName, category }: GameArt): string {
  const look = lookOf(gameName, category);
  const hash = createHash('sha256').update(gameId).digest();
  const accentLeft = hash[1]! % 2 === 0;
  const [light, dark] = look.colours;
  const lines = splitTitle(gameName, 30, 212);
  const size = lines.length > 1 ? 26 : 31;
  const baselines = lines.length > 1 ? [196, 225] : [220];
  const title = drawType(
    lines.map((text, i) => ({ text, x: SIZE / 2, y: baselines[i]!, size, maxWidth: 214 })),
    { fill: 'url(#g)', stroke: '#3b1600', strokeWidth: 2.4 },
  );
  const artTop = lines.length > 1 ? 10 : 18;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${escapeXml(gameName)}">`,
    '<defs>',
    `<radialGradient id="b" cx=".5" cy=".4" r=".75"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient>`,
    '<radialGradient id="l"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    '<linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-opacity="0"/><stop offset=".45" stop-opacity=".55"/><stop offset="1" stop-opacity=".8"/></linearGradient>',
    '<linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#fff7cf"/><stop offset=".5" stop-color="#ffd24a"/><stop offset="1" stop-color="#f29a0f"/></linearGradient>',
    '</defs>',
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#b)"/>`,
    patternOf(look.pattern, hash, 120, 90, 240),
    `<circle cx="120" cy="${artTop + 66}" r="80" fill="url(#l)"/>`,
    look.accent ? emoji(look.accent, accentLeft ? 12 : 170, artTop + 4, 58) : '',
    emoji(look.emoji, 53, artTop, 134),
    `<rect y="150" width="${SIZE}" height="90" fill="url(#s)"/>`,
    title,
    `<rect x="3" y="3" width="234" height="234" rx="16" fill="none" stroke="url(#g)" stroke-width="4"/>`,
    '</svg>',
  ].join('');
}

/**
 * A category's art (160×160, transparent): its picture in a soft glow with its second one
 * beside it, for the home page's category cards.
 */
export function renderCategoryArt(category: GameCategory, label: string): string {
  const theme = categoryThemes[category];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${escapeXml(label)}">`,
    '<defs><radialGradient id="l"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>',
    '<circle cx="84" cy="84" r="76" fill="url(#l)"/>',
    theme.accent ? emoji(theme.accent, 4, 8, 56) : '',
    emoji(theme.emoji, 30, 30, 120),
    '</svg>',
  ].join('');
}
