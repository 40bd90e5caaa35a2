import { createHash } from 'node:crypto';
import { emoji } from './emoji.js';
import { PALETTES } from './game-art.js';
import { lookOf } from './themes.js';
import { drawType, splitTitle } from './type.js';
import { escapeXml } from './xml.js';

/** Emoji the marks draw besides the games' themes. */
export const markEmoji = [
  'bank',
  'credit-card',
  'purse',
  'mobile-phone-with-arrow',
  'crown',
  'handshake',
  'balance-scale',
  'check-mark-button',
];

interface Plate {
  width: number;
  height: number;
  label: string;
  /** Plate gradient, top to bottom, and its edge. */
  plate: readonly [string, string];
  edge: string;
  /** The emblem on the left, drawn in a height×height square at the origin. */
  emblem: string;
  name: string;
  ink: string;
}

/** A mark: an emblem on the left of a rounded plate, the name in display type beside it. */
function renderPlate({ width, height, label, plate, edge, emblem, name, ink }: Plate): string {
  const left = height + 2;
  const room = width - left - 8;
  const lines = splitTitle(name, height * 0.36, room);
  const size = lines.length > 1 ? height * 0.3 : height * 0.38;
  const lead = size * 1.02;
  const first = height / 2 + size * 0.35 - ((lines.length - 1) * lead) / 2;
  const type = drawType(
    lines.map((text, i) => ({
      text,
      x: left,
      y: first + i * lead,
      size,
      maxWidth: room,
      align: 'start' as const,
    })),
    { fill: ink },
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`,
    `<defs><linearGradient id="p" x2="0" y2="1"><stop offset="0" stop-color="${plate[0]}"/><stop offset="1" stop-color="${plate[1]}"/></linearGradient></defs>`,
    `<rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="${height * 0.22}" fill="url(#p)" stroke="${edge}" stroke-width="2"/>`,
    emblem,
    type,
    '</svg>',
  ].join('');
}

/** A round badge of the emblem's colour with an emoji on it. */
const badge = (size: number, colour: string, icon: string) => {
  const r = size * 0.36;
  const c = size / 2 + 1;
  return (
    `<circle cx="${c}" cy="${size / 2}" r="${r}" fill="${colour}" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>` +
    emoji(icon, c - r * 0.72, size / 2 - r * 0.72, r * 1.44)
  );
};

/**
 * A provider's icon (64×64): its theme's picture filling a rounded tile of its colours. It is
 * shown small (24 to 64 px) beside the provider's name, so it carries no type of its own; the
 * tile's colours come from the name's hash, so providers of one picture still differ.
 */
export function renderVendorMark(vendor: { displayName: string; category: string }): string {
  const look = lookOf(vendor.displayName, vendor.category);
  const [light, dark] =
    PALETTES[createHash('sha256').update(vendor.displayName).digest()[0]! % PALETTES.length]!;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(vendor.displayName)}">`,
    `<defs><radialGradient id="b" cy=".35" r=".8"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs>`,
    `<rect x="1" y="1" width="62" height="62" rx="14" fill="url(#b)" stroke="#fff" stroke-opacity=".55" stroke-width="2"/>`,
    emoji(look.emoji, 7, 7, 50),
    '</svg>',
  ].join('');
}

/** The squared pattern of a QR code, from a hash: it reads as QR without claiming to be one. */
function qrGlyph(x: number, y: number, size: number, seed: string): string {
  const bits = createHash('sha256').update(seed).digest();
  const cell = +(size / 9).toFixed(2);
  const square = (col: number, row: number, n: number) =>
    `M${+(x + col * cell).toFixed(1)} ${+(y + row * cell).toFixed(1)}h${+(cell * n).toFixed(1)}v${+(cell * n).toFixed(1)}h-${+(cell * n).toFixed(1)}z`;
  // The three corner eyes: a ring (the hole by even-odd filling) round a dot.
  let d = '';
  for (const [col, row] of [
    [0, 0],
    [6, 0],
    [0, 6],
  ] as const)
    d += square(col, row, 3) + square(col + 1, row + 1, 1);
  for (let row = 0; row < 9; row++)
    for (let col = 0; col < 9; col++) {
      const inEye = (row < 4 && col < 4) || (row < 4 && col > 4) || (row > 4 && col < 4);
      if (!inEye && (bits[row]! >> (col % 8)) & 1) d += square(col, row, 1);
    }
  return `<rect x="${x - 3}" y="${y - 3}" width="${size + 6}" height="${size + 6}" rx="4" fill="#fff" stroke="#d7263d" stroke-width="1.5"/><path d="${d}" fill="#1b1b1f" fill-rule="evenodd"/>`;
}

interface PaymentKind {
  colour: string;
  emblem: (size: number, code: string) => string;
}

const paymentKinds: Record<string, PaymentKind> = {
  bank: { colour: '#1d5fd1', emblem: (s) => badge(s, '#1d5fd1', 'bank') },
  qris: {
    colour: '#d7263d',
    emblem: (s, code) => qrGlyph(s * 0.22, s * 0.22, s * 0.56, code),
  },
  wallet: { colour: '#7b3fe4', emblem: (s) => badge(s, '#7b3fe4', 'purse') },
  card: { colour: '#0f8b8d', emblem: (s) => badge(s, '#0f8b8d', 'credit-card') },
  pulsa: {
    colour: '#f08a24',
    emblem: (s) => badge(s, '#f08a24', 'mobile-phone-with-arrow'),
  },
  crypto: {
    colour: '#26a17b',
    emblem: (s) =>
      `<circle cx="${s / 2 + 1}" cy="${s / 2}" r="${s * 0.36}" fill="#26a17b"/>` +
      drawType([{ text: 'T', x: s / 2 + 1, y: s * 0.66, size: s * 0.46, maxWidth: s }], {
        fill: '#fff',
      }),
  },
};

/** Which kind of payment a code and name are: their words say it; a card when nothing does. */
export function paymentKindOf(code: string, name: string): keyof typeof paymentKinds {
  const words = `${code} ${name}`.toLowerCase();
  if (/qr/.test(words)) return 'qris';
  if (/wallet|dana|ovo|gopay/.test(words)) return 'wallet';
  if (/pulsa|phone/.test(words)) return 'pulsa';
  if (/usdt|crypto|coin/.test(words)) return 'crypto';
  if (/bank|transfer/.test(words)) return 'bank';
  return 'card';
}

/** A seal: a scalloped gold ring round an emoji (licences and fairness). */
const seal = (s: number, icon: string) => {
  const cx = s / 2 + 1;
  const cy = s / 2;
  let d = '';
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    const r = i % 2 ? s * 0.36 : s * 0.42;
    d += `${i ? 'L' : 'M'}${(cx + Math.cos(a) * r).toFixed(1)} ${(cy + Math.sin(a) * r).toFixed(1)}`;
  }
  return (
    `<path d="${d}z" fill="#e9b53b" stroke="#7a4b00" stroke-width="1.5"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${s * 0.29}" fill="#fff7dd"/>` +
    emoji(icon, cx - s * 0.2, cy - s * 0.2, s * 0.4)
  );
};

/** A shield: the regulator's crest. */
const shield = (s: number, icon: string) => {
  const cx = s / 2 + 1;
  const w = s * 0.36;
  const top = s * 0.12;
  const d = `M${cx} ${top}l${w} ${s * 0.1}v${s * 0.26}c0 ${s * 0.2}-${w * 0.6} ${s * 0.34}-${w} ${s * 0.4}c-${w * 0.4}-${s * 0.06}-${w}-${s * 0.2}-${w}-${s * 0.4}v-${s * 0.26}z`;
  return (
    `<path d="${d}" fill="#1d5fd1" stroke="#e9b53b" stroke-width="2.5" stroke-linejoin="round"/>` +
    emoji(icon, cx - s * 0.19, s * 0.3, s * 0.38)
  );
};

/** 18+: a red ring round the age in display type. */
const ageMark = (s: number) => {
  const cx = s / 2 + 1;
  return (
    `<circle cx="${cx}" cy="${s / 2}" r="${s * 0.38}" fill="#fff" stroke="#d7263d" stroke-width="${s * 0.07}"/>` +
    drawType([{ text: '18+', x: cx, y: s * 0.62, size: s * 0.34, maxWidth: s * 0.56 }], {
      fill: '#1b1b1f',
    })
  );
};

/** Which licence mark a code and name are. */
function licenceEmblem(code: string, name: string, size: number): string {
  const words = `${code} ${name}`.toLowerCase();
  if (/18|adult|age/.test(words)) return ageMark(size);
  if (/responsib/.test(words)) return seal(size, 'handshake');
  if (/fair/.test(words)) return seal(size, 'balance-scale');
  if (/commission|licen|authority|gaming/.test(words)) return shield(size, 'crown');
  return seal(size, 'check-mark-button');
}

/** A footer logo (160×64): a payment method's or a licence's mark, or a provider's wordmark. */
export function renderLogoMark(kind: string, code: string, name: string): string {
  const size = 64;
  if (kind === 'payment') {
    const payment = paymentKinds[paymentKindOf(code, name)]!;
    return renderPlate({
      width: 160,
      height: size,
      label: name,
      plate: ['#ffffff', '#e9ebf2'],
      edge: payment.colour,
      emblem: payment.emblem(size, code),
      name,
      ink: '#1b1b2a',
    });
  }
  if (kind === 'license') {
    return renderPlate({
      width: 160,
      height: size,
      label: name,
      plate: ['#2a2540', '#120f22'],
      edge: '#e9b53b',
      emblem: licenceEmblem(code, name, size),
      name,
      ink: '#fff',
    });
  }
  const look = lookOf(name, '');
  return renderPlate({
    width: 160,
    height: size,
    label: name,
    plate: [look.colours[1], '#0d0a1c'],
    edge: look.colours[0],
    emblem: badge(size, look.colours[0], look.emoji),
    name,
    ink: '#fff',
  });
}
