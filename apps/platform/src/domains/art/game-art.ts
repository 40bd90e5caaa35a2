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

/** How the art is laid out: the main picture alone, in a medallion, paired, or on a burst. */
export const LAYOUTS = ['stage', 'medallion', 'pair', 'burst'] as const;
/** The border: a gold edge, a double line inset, or gold corners. */
export const FRAMES = ['gold', 'double', 'corners'] as const;
const PATTERNS: readonly Pattern[] = ['rays', 'waves', 'dots', 'stars', 'diamonds'];
/**
 * Backdrops, centre glow and outer edge, a game's by its number (a provider's icon's by its
 * name). Six: with four layouts, any 12 games in a row differ in the two together.
 */
export const PALETTES: readonly (readonly [string, string])[] = [
  ['#e0443a', '#5a0c12'],
  ['#2aa7d8', '#07274f'],
  ['#f4b73c', '#6b3a06'],
  ['#2fbf8f', '#083b33'],
  ['#9b5de5', '#2b0b4a'],
  ['#ff7eb6', '#5b1240'],
];
/** Small pictures beside the main one when the theme's own is not drawn. */
export const EMBLEMS = ['sparkles', 'star', 'gem-stone', 'fire', 'high-voltage', 'coin', 'crown'];

/** The choices one game's picture is drawn with. */
export interface Variant {
  layout: (typeof LAYOUTS)[number];
  frame: (typeof FRAMES)[number];
  pattern: Pattern;
  colours: readonly [string, string];
  /** The theme's own colour, for what stands behind the picture. */
  themeColour: string;
  emoji: string;
  accent: string | undefined;
}

/**
 * A game's choices from its id's number: games next to each other in a vendor's list (its ids
 * count up) differ in every choice, and any 12 in a row in layout and backdrop together; the
 * vendor's prefix shifts the count, so the first games of two vendors differ too. The name's
 * theme keeps the picture, and its colour the medallion or burst behind it.
 */
export function variantOf({ gameId, gameName, category }: GameArt): Variant {
  const look = lookOf(gameName, category);
  const prefix = createHash('sha256').update(gameId.replace(/\d+$/, '')).digest();
  const number = /(\d+)$/.exec(gameId)?.[1];
  const n =
    (number ? Number(number) : createHash('sha256').update(gameId).digest().readUInt16BE(0)) +
    prefix.readUInt16BE(0);
  const emblem = n % 7;
  return {
    layout: LAYOUTS[n % LAYOUTS.length]!,
    frame: FRAMES[n % FRAMES.length]!,
    pattern: PATTERNS[(PATTERNS.indexOf(look.pattern) + n) % PATTERNS.length]!,
    colours: PALETTES[n % PALETTES.length]!,
    themeColour: look.colours[0],
    emoji: look.emoji,
    accent: emblem === 0 ? look.accent : EMBLEMS.filter((e) => e !== look.emoji)[emblem - 1],
  };
}

/** The main picture and its small companion, laid out above the title (which starts at `top`). */
function artOf({ layout, emoji: main, accent, themeColour }: Variant, top: number, left: boolean) {
  const cy = top + 66;
  switch (layout) {
    case 'stage':
      return (
        `<circle cx="120" cy="${cy}" r="80" fill="url(#l)"/>` +
        (accent ? emoji(accent, left ? 12 : 170, top + 4, 58) : '') +
        emoji(main, 53, top, 134)
      );
    case 'medallion':
      return (
        `<circle cx="120" cy="${cy}" r="66" fill="${themeColour}" stroke="url(#g)" stroke-width="5"/>` +
        `<circle cx="120" cy="${cy}" r="56" fill="url(#l)"/>` +
        emoji(main, 66, cy - 54, 108) +
        (accent ? emoji(accent, left ? 26 : 166, top - 2, 48) : '')
      );
    case 'pair':
      return (
        `<circle cx="${left ? 150 : 90}" cy="${cy}" r="86" fill="url(#l)"/>` +
        emoji(main, left ? 74 : 20, top + 4, 128) +
        (accent ? emoji(accent, left ? 14 : 150, top + 62, 76) : '')
      );
    case 'burst': {
      // A twelve-point burst behind the picture, tipped by the side the small one is on.
      let d = '';
      for (let i = 0; i < 24; i++) {
        const a = (i / 24) * Math.PI * 2 + (left ? 0.1 : -0.1);
        const r = i % 2 ? 58 : 80;
        d += `${i ? 'L' : 'M'}${(120 + Math.cos(a) * r).toFixed(0)} ${(cy + Math.sin(a) * r).toFixed(0)}`;
      }
      return (
        `<path d="${d}z" fill="${themeColour}" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>` +
        `<g transform="rotate(${left ? -8 : 8} 120 ${cy})">${emoji(main, 60, cy - 60, 120)}</g>` +
        (accent ? emoji(accent, left ? 10 : 176, top + 84, 52) : '')
      );
    }
  }
}

/** The border drawn over everything. */
function frameOf(frame: Variant['frame']) {
  switch (frame) {
    case 'gold':
      return `<rect x="3" y="3" width="234" height="234" rx="16" fill="none" stroke="url(#g)" stroke-width="4"/>`;
    case 'double':
      return (
        `<rect x="2" y="2" width="236" height="236" rx="14" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>` +
        `<rect x="9" y="9" width="222" height="222" rx="9" fill="none" stroke="url(#g)" stroke-width="2.5"/>`
      );
    case 'corners':
      return (
        `<rect x="2" y="2" width="236" height="236" rx="12" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="3"/>` +
        `<path d="M6 40V6h34M200 6h34v34M234 200v34h-34M40 234H6v-34" fill="none" stroke="url(#g)" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`
      );
  }
}

/**
 * A game's picture (240×240): the theme's art over a backdrop in a frame, the title below in
 * display type drawn as outlines; layout, backdrop, small picture and frame vary by game
 * (variantOf).
 */
export function renderGameArt(game: GameArt): string {
  const { gameId, gameName } = game;
  const variant = variantOf(game);
  const hash = createHash('sha256').update(gameId).digest();
  const left = hash[1]! % 2 === 0;
  const [light, dark] = variant.colours;
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
    `<radialGradient id="b" cx="${left ? '.4' : '.6'}" cy=".4" r=".75"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient>`,
    '<radialGradient id="l"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    '<linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-opacity="0"/><stop offset=".45" stop-opacity=".55"/><stop offset="1" stop-opacity=".8"/></linearGradient>',
    '<linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#fff7cf"/><stop offset=".5" stop-color="#ffd24a"/><stop offset="1" stop-color="#f29a0f"/></linearGradient>',
    '</defs>',
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#b)"/>`,
    patternOf(variant.pattern, hash, 120, 90, 240),
    artOf(variant, artTop, left),
    `<rect y="150" width="${SIZE}" height="90" fill="url(#s)"/>`,
    title,
    frameOf(variant.frame),
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
