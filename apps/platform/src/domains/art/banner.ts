import { createHash } from 'node:crypto';
import { emoji } from './emoji.js';
import { patternOf } from './game-art.js';
import type { Pattern } from './themes.js';
import { drawType, splitTitle, type Paint } from './type.js';
import { escapeXml } from './xml.js';

const WIDTH = 1200;
const HEIGHT = 400;

interface BannerTheme {
  /** Words of a title (ID or EN) that pick this theme. */
  words: RegExp;
  emoji: string;
  accents: [string, string];
  colours: readonly [string, string];
  pattern: Pattern;
}

// First match wins: the more particular offers before the general "bonus".
const bannerThemes: BannerTheme[] = [
  {
    words: /turnamen|tournament|race|leaderboard|peringkat/i,
    emoji: 'trophy',
    accents: ['1st-place-medal', 'sparkles'],
    colours: ['#f4b73c', '#4a1d06'],
    pattern: 'rays',
  },
  {
    words: /e-?sports?/i,
    emoji: 'video-game',
    accents: ['joystick', 'high-voltage'],
    colours: ['#6d4ad8', '#120a33'],
    pattern: 'diamonds',
  },
  {
    words: /olahraga|sports?\b|football|sepak/i,
    emoji: 'soccer-ball',
    accents: ['trophy', 'sparkles'],
    colours: ['#1f9d5a', '#05261a'],
    pattern: 'rays',
  },
  {
    words: /cashback|rebate|rabat/i,
    emoji: 'money-with-wings',
    accents: ['dollar-banknote', 'sparkles'],
    colours: ['#2fbf8f', '#06302a'],
    pattern: 'rays',
  },
  {
    words: /teman|friend|refer|ajak|undang/i,
    emoji: 'handshake',
    accents: ['red-envelope', 'sparkles'],
    colours: ['#ff7eb6', '#4a0f36'],
    pattern: 'dots',
  },
  {
    words: /lotre|lottery|lotto|togel/i,
    emoji: 'admission-tickets',
    accents: ['pool-8-ball', 'sparkles'],
    colours: ['#2aa7d8', '#071f45'],
    pattern: 'stars',
  },
  {
    words: /deposit|qris|reload|isi ulang/i,
    emoji: 'money-bag',
    accents: ['dollar-banknote', 'sparkles'],
    colours: ['#f08a24', '#4a1404'],
    pattern: 'rays',
  },
  {
    words: /vip|royal|eksklusif|exclusive/i,
    emoji: 'crown',
    accents: ['gem-stone', 'sparkles'],
    colours: ['#9b5de5', '#21083d'],
    pattern: 'rays',
  },
  {
    words: /live|kasino|casino/i,
    emoji: 'joker',
    accents: ['spade-suit', 'heart-suit'],
    colours: ['#e0443a', '#3d0610'],
    pattern: 'diamonds',
  },
  {
    words: /slot|jackpot|spin/i,
    emoji: 'slot-machine',
    accents: ['cherries', 'sparkles'],
    colours: ['#9b5de5', '#21083d'],
    pattern: 'rays',
  },
];
const giftTheme: BannerTheme = {
  words: /bonus|hadiah|gift/i,
  emoji: 'wrapped-gift',
  accents: ['money-bag', 'sparkles'],
  colours: ['#c2309b', '#2a0838'],
  pattern: 'rays',
};

/** Emoji the banners draw. */
export const bannerEmoji = [...bannerThemes, giftTheme].flatMap((t) => [t.emoji, ...t.accents]);

export const bannerThemeOf = (title: string) =>
  bannerThemes.find((theme) => theme.words.test(title)) ?? giftTheme;

export interface Banner {
  id: string;
  title: string;
  /** The promotion's first line of text, plain: drawn small under the title when it fits. */
  subtitle?: string | undefined;
  /** The call to action on the pill, in the banner's language. */
  action: string;
}

/** How wide the text on the left may run before it is drawn smaller. */
const TEXT_ROOM = 640;
/** Baseline to baseline, in sizes of the type. */
const LEADING = 1.05;

/** The banner's left-hand text: lines set from `x`, one under another from the baseline `top`. */
const leftLines = (
  texts: string[],
  { x, top, size }: { x: number; top: number; size: number },
  paint: Paint,
) =>
  drawType(
    texts.map((text, i) => ({
      text,
      x,
      y: top + i * size * LEADING,
      size,
      maxWidth: TEXT_ROOM,
      align: 'start' as const,
    })),
    paint,
  );

/**
 * A carousel banner (1200×400): the promotion's art on the right over a themed backdrop, its
 * title and a call-to-action pill on the left, all text drawn as outlines.
 */
export function renderBanner({ id, title, subtitle, action }: Banner): string {
  const theme = bannerThemeOf(title);
  const hash = createHash('sha256').update(id).digest();
  const [light, dark] = theme.colours;
  const lines = splitTitle(title, 78, TEXT_ROOM);
  const size = lines.length > 1 ? 66 : 78;
  const top = lines.length > 1 ? 130 : 170;
  const heading = leftLines(
    lines,
    { x: 64, top, size },
    { fill: 'url(#g)', stroke: '#2a0a00', strokeWidth: 3 },
  );
  const below = top + (lines.length - 1) * size * LEADING;
  const sub =
    subtitle && subtitle.length <= 90
      ? leftLines(
          [subtitle],
          { x: 66, top: below + 48, size: 26 },
          { fill: '#fff', stroke: '#00000055', strokeWidth: 1 },
        )
      : '';
  const pillY = below + (sub ? 78 : 52);
  const pillText = drawType(
    [{ text: action, x: 64 + 130, y: pillY + 42, size: 30, maxWidth: 220, align: 'middle' }],
    { fill: '#3b1600' },
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(title)}">`,
    '<defs>',
    `<radialGradient id="b" cx=".75" cy=".45" r=".8"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient>`,
    '<radialGradient id="l"><stop offset="0" stop-color="#fff" stop-opacity=".6"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    '<linearGradient id="s"><stop offset="0" stop-opacity=".6"/><stop offset=".6" stop-opacity="0"/></linearGradient>',
    '<linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#fff7cf"/><stop offset=".5" stop-color="#ffd24a"/><stop offset="1" stop-color="#f29a0f"/></linearGradient>',
    '</defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#b)"/>`,
    patternOf(theme.pattern, hash, 900, 200, 1000),
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#s)"/>`,
    // The art: a glow, the main picture and two smaller ones around it.
    '<circle cx="920" cy="200" r="210" fill="url(#l)"/>',
    `<circle cx="920" cy="200" r="150" fill="#fff" fill-opacity=".08" stroke="#fff" stroke-opacity=".25" stroke-width="3"/>`,
    emoji(theme.accents[0], 730, 36, 120),
    emoji(theme.accents[1], 1040, 250, 100),
    emoji(theme.emoji, 790, 70, 260),
    heading,
    sub,
    `<rect x="64" y="${pillY}" width="260" height="62" rx="31" fill="url(#g)" stroke="#fff" stroke-opacity=".8" stroke-width="2"/>`,
    pillText,
    '</svg>',
  ].join('');
}
