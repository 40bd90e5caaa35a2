import type { SlotSymbol } from '@site/games/engines/slot.js';

/**
 * The slot's symbols drawn as SVG (hand-drawn here, no image files): one hidden sprite of
 * <symbol>s in the page, each cell a <use> of it, so a long spinning strip stays light.
 * Gradients live in the sprite's defs; the sprite is sized 0, not display:none, because
 * browsers do not paint gradients from an undisplayed SVG.
 */

const SVG = 'http://www.w3.org/2000/svg';

/** A card letter: bevelled, outlined, with its suit under it. */
const letter = (text: string, fill: string, suit: string) => `
  <text x="50" y="66" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif"
    font-weight="900" font-size="62" fill="url(#${fill})" stroke="#1a0f05" stroke-width="3"
    paint-order="stroke">${text}</text>
  <path d="${suit}" transform="translate(41 72) scale(0.9)" fill="url(#${fill})" stroke="#1a0f05" stroke-width="1.5"/>`;

const HEART = 'M10 18 C-4 8 2 -2 10 4 C18 -2 24 8 10 18 Z';
const SPADE =
  'M10 0 C18 8 24 12 18 16 C15 18 12 16 11 15 L13 20 H7 L9 15 C8 16 5 18 2 16 C-4 12 2 8 10 0 Z';
const DIAMOND = 'M10 0 L18 10 L10 20 L2 10 Z';
const CLUB =
  'M10 0 A5 5 0 0 1 13.5 8.5 A5 5 0 1 1 12 15 L13 20 H7 L8 15 A5 5 0 1 1 6.5 8.5 A5 5 0 0 1 10 0 Z';

const DEFS = `
  <filter id="slot-motion-blur" x="0" y="-5%" width="100%" height="110%">
    <feGaussianBlur stdDeviation="0 6"/>
  </filter>
  <linearGradient id="g-gold" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#fff3b0"/><stop offset=".45" stop-color="#ffc533"/>
    <stop offset=".55" stop-color="#e09400"/><stop offset="1" stop-color="#ffde6b"/>
  </linearGradient>
  <linearGradient id="g-ruby" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ffb3b3"/><stop offset=".5" stop-color="#e8202a"/><stop offset="1" stop-color="#8e0a12"/>
  </linearGradient>
  <linearGradient id="g-sapphire" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#b8e2ff"/><stop offset=".5" stop-color="#2a7de1"/><stop offset="1" stop-color="#123f8f"/>
  </linearGradient>
  <linearGradient id="g-amethyst" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f0c8ff"/><stop offset=".5" stop-color="#a23ad8"/><stop offset="1" stop-color="#571a80"/>
  </linearGradient>
  <linearGradient id="g-emerald" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#c4ffd6"/><stop offset=".5" stop-color="#1db954"/><stop offset="1" stop-color="#0b6b2e"/>
  </linearGradient>
  <linearGradient id="g-steel" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#8a97a8"/><stop offset=".5" stop-color="#f4f8ff"/><stop offset="1" stop-color="#8a97a8"/>
  </linearGradient>
  <radialGradient id="g-lotus" cx=".5" cy=".9" r=".9">
    <stop offset="0" stop-color="#fff0f6"/><stop offset=".5" stop-color="#ff8cc6"/><stop offset="1" stop-color="#c2185b"/>
  </radialGradient>
  <radialGradient id="g-burst" cx=".5" cy=".5" r=".5">
    <stop offset="0" stop-color="#fff7c2"/><stop offset=".6" stop-color="#ff9d00"/><stop offset="1" stop-color="#b3261e" stop-opacity="0"/>
  </radialGradient>`;

/** Each symbol's drawing in a 100 × 100 box. */
const ART: Record<SlotSymbol, string> = {
  WILD: `
    <circle cx="50" cy="48" r="46" fill="url(#g-burst)"/>
    <path d="M50 6 L58 36 L90 22 L66 46 L94 62 L62 62 L68 94 L50 70 L32 94 L38 62 L6 62 L34 46 L10 22 L42 36 Z"
      fill="url(#g-gold)" stroke="#7a3b00" stroke-width="2.5" stroke-linejoin="round"/>
    <rect x="12" y="58" width="76" height="24" rx="6" fill="#7b1fa2" stroke="#ffd54f" stroke-width="3"/>
    <text x="50" y="77" text-anchor="middle" font-family="Impact, 'Arial Black', sans-serif" font-weight="900"
      font-size="20" fill="#fff" letter-spacing="2">WILD</text>`,
  CROWN: `
    <path d="M14 72 L10 30 L30 48 L50 18 L70 48 L90 30 L86 72 Z" fill="url(#g-gold)" stroke="#7a4a00"
      stroke-width="3" stroke-linejoin="round"/>
    <rect x="13" y="70" width="74" height="14" rx="4" fill="url(#g-gold)" stroke="#7a4a00" stroke-width="3"/>
    <circle cx="10" cy="30" r="5" fill="#ffde6b" stroke="#7a4a00" stroke-width="2"/>
    <circle cx="50" cy="17" r="6" fill="#ffde6b" stroke="#7a4a00" stroke-width="2"/>
    <circle cx="90" cy="30" r="5" fill="#ffde6b" stroke="#7a4a00" stroke-width="2"/>
    <circle cx="50" cy="77" r="5" fill="url(#g-ruby)" stroke="#5a0008" stroke-width="1.5"/>
    <circle cx="30" cy="77" r="4" fill="url(#g-sapphire)" stroke="#0b2a66" stroke-width="1.5"/>
    <circle cx="70" cy="77" r="4" fill="url(#g-emerald)" stroke="#0b4a20" stroke-width="1.5"/>
    <path d="M50 40 L56 52 L50 64 L44 52 Z" fill="url(#g-ruby)" stroke="#5a0008" stroke-width="1.5"/>`,
  KERIS: `
    <g transform="rotate(35 50 50)">
      <path d="M50 4 C56 12 44 18 52 26 C60 34 44 40 52 48 C58 54 50 60 54 64 L46 64 C48 58 42 54 46 48
        C38 40 54 34 46 26 C38 18 50 12 50 4 Z" fill="url(#g-steel)" stroke="#33404f" stroke-width="2"
        stroke-linejoin="round"/>
      <path d="M36 62 C42 66 58 66 64 62 L62 70 C56 72 44 72 38 70 Z" fill="url(#g-gold)" stroke="#7a4a00" stroke-width="2"/>
      <path d="M45 70 L55 70 L57 90 C57 96 43 96 43 90 Z" fill="#8d4e1f" stroke="#3b1d06" stroke-width="2"/>
      <path d="M45 78 H55 M45 85 H56" stroke="#ffc533" stroke-width="2"/>
      <circle cx="50" cy="66" r="3" fill="url(#g-ruby)"/>
    </g>`,
  LOTUS: `
    <ellipse cx="50" cy="84" rx="36" ry="7" fill="#1b7a4a" stroke="#0b3f24" stroke-width="2"/>
    <path d="M50 80 C20 78 10 58 12 46 C26 50 38 62 50 80 Z" fill="url(#g-lotus)" stroke="#880e4f" stroke-width="2"/>
    <path d="M50 80 C80 78 90 58 88 46 C74 50 62 62 50 80 Z" fill="url(#g-lotus)" stroke="#880e4f" stroke-width="2"/>
    <path d="M50 80 C28 70 24 44 30 28 C42 38 50 56 50 80 Z" fill="url(#g-lotus)" stroke="#880e4f" stroke-width="2"/>
    <path d="M50 80 C72 70 76 44 70 28 C58 38 50 56 50 80 Z" fill="url(#g-lotus)" stroke="#880e4f" stroke-width="2"/>
    <path d="M50 80 C38 64 38 30 50 12 C62 30 62 64 50 80 Z" fill="url(#g-lotus)" stroke="#880e4f" stroke-width="2"/>
    <circle cx="50" cy="70" r="5" fill="#ffd54f" stroke="#a86b00" stroke-width="1.5"/>`,
  A: letter('A', 'g-ruby', HEART),
  K: letter('K', 'g-sapphire', SPADE),
  Q: letter('Q', 'g-amethyst', DIAMOND),
  J: letter('J', 'g-emerald', CLUB),
};

const symbolId = (symbol: SlotSymbol) => `slot-${symbol.toLowerCase()}`;

/** The sprite every symbol's <use> points at; added to the page once. */
export function slotSprite(): SVGSVGElement {
  const sprite = document.createElementNS(SVG, 'svg');
  sprite.setAttribute('class', 'sprite');
  sprite.setAttribute('aria-hidden', 'true');
  sprite.setAttribute('width', '0');
  sprite.setAttribute('height', '0');
  sprite.innerHTML =
    `<defs>${DEFS}</defs>` +
    Object.entries(ART)
      .map(
        ([symbol, art]) =>
          `<symbol id="${symbolId(symbol as SlotSymbol)}" viewBox="0 0 100 100">${art}</symbol>`,
      )
      .join('');
  return sprite;
}

/** A symbol's picture: decorative, its cell carries the name. */
export function symbolArt(symbol: SlotSymbol): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'art');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const use = document.createElementNS(SVG, 'use');
  use.setAttribute('href', `#${symbolId(symbol)}`);
  svg.append(use);
  return svg;
}
