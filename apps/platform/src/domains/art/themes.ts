import type { GameCategory } from '@site/contract';

/** The backdrop's motif behind the art. */
export type Pattern = 'rays' | 'waves' | 'dots' | 'stars' | 'diamonds';

export interface Theme {
  /** Names the theme in tests and logs. */
  name: string;
  /** The main picture: a Fluent Emoji Flat icon name. */
  emoji: string;
  /** A smaller second picture beside the main one. */
  accent?: string;
  /** Backdrop colours: centre glow, outer edge. */
  colours: readonly [string, string];
  pattern: Pattern;
}

const t = (
  name: string,
  emoji: string,
  colours: readonly [string, string],
  pattern: Pattern,
  accent?: string,
): Theme => ({ name, emoji, colours, pattern, ...(accent ? { accent } : {}) });

const RED: [string, string] = ['#e0443a', '#5a0c12'];
const GOLD: [string, string] = ['#f4b73c', '#6b3a06'];
const JADE: [string, string] = ['#2fbf8f', '#083b33'];
const SEA: [string, string] = ['#2aa7d8', '#07274f'];
const NIGHT: [string, string] = ['#6d4ad8', '#140b3a'];
const PINK: [string, string] = ['#ff7eb6', '#5b1240'];
const FOREST: [string, string] = ['#6cc04a', '#123a12'];
const EMBER: [string, string] = ['#ff8a2a', '#5c1404'];
const FELT: [string, string] = ['#1f9d5a', '#06301b'];
const ROYAL: [string, string] = ['#9b5de5', '#2b0b4a'];
const ICE: [string, string] = ['#9fe3ff', '#16416e'];

/**
 * Themes by keyword of a game's name. Phrases of two words are looked up before single words,
 * and the last keyword of a name wins ("Golden Dragon Riches" is a dragon: English puts the
 * thing last and its qualities before it).
 */
const keywordThemes: Record<string, Theme> = {
  'dragon tiger': t('dragon-tiger', 'dragon-face', RED, 'rays', 'tiger-face'),
  'fish prawn crab': t('fish-prawn-crab', 'crab', SEA, 'waves', 'tropical-fish'),
  'golden flower': t('golden-flower', 'sunflower', GOLD, 'rays', 'spade-suit'),
  'money wheel': t('wheel', 'wheel', GOLD, 'rays'),
  'mark six': t('balls', 'pool-8-ball', NIGHT, 'dots', 'input-numbers'),
  dragon: t('dragon', 'dragon', RED, 'rays', 'fire'),
  tiger: t('tiger', 'tiger-face', EMBER, 'rays'),
  phoenix: t('phoenix', 'fire', EMBER, 'rays', 'eagle'),
  lotus: t('lotus', 'lotus', PINK, 'waves'),
  temple: t('temple', 'hindu-temple', GOLD, 'rays', 'sparkles'),
  fortune: t('fortune', 'money-bag', GOLD, 'rays', 'gem-stone'),
  treasure: t('treasure', 'gem-stone', GOLD, 'stars', 'money-bag'),
  bonanza: t('bonanza', 'money-bag', GOLD, 'stars', 'dollar-banknote'),
  koi: t('koi', 'tropical-fish', SEA, 'waves', 'lotus'),
  rainbow: t('rainbow', 'rainbow', SEA, 'rays', 'sparkles'),
  jackpot: t('fortune', 'money-bag', GOLD, 'rays', 'gem-stone'),
  garuda: t('garuda', 'eagle', GOLD, 'rays', 'sparkles'),
  eagle: t('eagle', 'eagle', SEA, 'rays'),
  volcano: t('volcano', 'volcano', EMBER, 'rays', 'fire'),
  merapi: t('volcano', 'volcano', EMBER, 'rays', 'fire'),
  island: t('island', 'desert-island', SEA, 'waves', 'sun'),
  bali: t('island', 'desert-island', SEA, 'waves', 'sun'),
  jungle: t('jungle', 'palm-tree', FOREST, 'dots', 'monkey-face'),
  empire: t('crown', 'crown', ROYAL, 'rays', 'gem-stone'),
  kingdom: t('crown', 'crown', ROYAL, 'rays', 'gem-stone'),
  crown: t('crown', 'crown', ROYAL, 'rays', 'gem-stone'),
  sultan: t('crown', 'crown', ROYAL, 'rays', 'gem-stone'),
  pharaoh: t('pharaoh', 'crown', GOLD, 'diamonds', 'camel'),
  pearl: t('pearl', 'spiral-shell', SEA, 'waves', 'sparkles'),
  monkey: t('monkey', 'monkey', FOREST, 'dots', 'banana'),
  elephant: t('elephant', 'elephant', JADE, 'rays'),
  orchid: t('orchid', 'hibiscus', PINK, 'dots'),
  komodo: t('komodo', 'lizard', FOREST, 'diamonds'),
  reef: t('reef', 'coral', SEA, 'waves', 'tropical-fish'),
  coral: t('reef', 'coral', SEA, 'waves', 'tropical-fish'),
  monsoon: t('monsoon', 'cloud-with-rain', SEA, 'waves', 'umbrella-with-rain-drops'),
  warrior: t('warrior', 'crossed-swords', RED, 'diamonds', 'shield'),
  samurai: t('samurai', 'crossed-swords', RED, 'rays', 'japanese-castle'),
  viking: t('viking', 'shield', ICE, 'diamonds', 'crossed-swords'),
  ninja: t('ninja', 'ninja', NIGHT, 'stars'),
  galaxy: t('galaxy', 'ringed-planet', NIGHT, 'stars', 'shooting-star'),
  candy: t('candy', 'lollipop', PINK, 'dots', 'candy'),
  sweet: t('sweet', 'lollipop', PINK, 'dots', 'candy'),
  fruit: t('fruit', 'cherries', PINK, 'dots', 'watermelon'),
  rhino: t('rhino', 'rhinoceros', JADE, 'rays'),
  panda: t('panda', 'panda', FOREST, 'dots'),
  lantern: t('lantern', 'red-paper-lantern', RED, 'stars'),
  mermaid: t('mermaid', 'spiral-shell', SEA, 'waves', 'tropical-fish'),
  rooster: t('rooster', 'rooster', EMBER, 'rays'),
  sabong: t('rooster', 'rooster', EMBER, 'rays'),
  buffalo: t('buffalo', 'water-buffalo', EMBER, 'rays'),
  wizard: t('wizard', 'crystal-ball', NIGHT, 'stars', 'magic-wand'),
  magic: t('magic', 'crystal-ball', NIGHT, 'stars', 'magic-wand'),
  mystic: t('magic', 'crystal-ball', NIGHT, 'stars'),
  gold: t('gold', 'money-bag', GOLD, 'rays', 'sparkles'),
  golden: t('gold', 'money-bag', GOLD, 'rays', 'sparkles'),
  diamond: t('gem', 'gem-stone', ICE, 'diamonds'),
  ruby: t('gem', 'gem-stone', RED, 'diamonds'),
  sapphire: t('gem', 'gem-stone', SEA, 'diamonds'),
  emerald: t('gem', 'gem-stone', JADE, 'diamonds'),
  jade: t('gem', 'gem-stone', JADE, 'diamonds'),
  lucky: t('lucky', 'four-leaf-clover', JADE, 'stars'),
  frozen: t('frozen', 'snowflake', ICE, 'stars'),
  thunder: t('thunder', 'high-voltage', NIGHT, 'rays'),
  stormy: t('thunder', 'high-voltage', NIGHT, 'rays'),
  cosmic: t('cosmic', 'ringed-planet', NIGHT, 'stars'),
  midnight: t('midnight', 'crescent-moon', NIGHT, 'stars'),
  sunny: t('sunny', 'sun', GOLD, 'rays'),
  tropical: t('tropical', 'palm-tree', SEA, 'waves', 'sun'),
  blazing: t('blazing', 'fire', EMBER, 'rays'),
  fiery: t('blazing', 'fire', EMBER, 'rays'),
  // Tables, rooms, books and draws.
  baccarat: t('cards', 'joker', FELT, 'diamonds', 'heart-suit'),
  blackjack: t('blackjack', 'spade-suit', FELT, 'diamonds', 'heart-suit'),
  poker: t('poker', 'joker', FELT, 'diamonds', 'diamond-suit'),
  "hold'em": t('poker', 'joker', FELT, 'diamonds', 'diamond-suit'),
  capsa: t('cards', 'club-suit', FELT, 'diamonds', 'heart-suit'),
  ceme: t('dice', 'game-die', FELT, 'dots', 'money-bag'),
  domino: t('domino', 'mahjong-red-dragon', FELT, 'dots', 'game-die'),
  bandar66: t('dice', 'game-die', FELT, 'dots', 'money-bag'),
  mahjong: t('mahjong', 'mahjong-red-dragon', JADE, 'diamonds'),
  roulette: t('wheel', 'wheel', RED, 'rays'),
  wheel: t('wheel', 'wheel', GOLD, 'rays'),
  dice: t('dice', 'game-die', RED, 'dots', 'game-die'),
  'sic bo': t('dice', 'game-die', RED, 'dots', 'game-die'),
  'se die': t('coins', 'red-envelope', GOLD, 'dots', 'dollar-banknote'),
  'fan tan': t('coins', 'red-envelope', JADE, 'dots', 'dollar-banknote'),
  'bull bull': t('bull', 'ox', EMBER, 'rays', 'spade-suit'),
  'niu niu': t('bull', 'ox', EMBER, 'rays', 'spade-suit'),
  sports: t('sports', 'soccer-ball', FELT, 'rays', 'trophy'),
  sportsbook: t('sports', 'soccer-ball', FELT, 'rays', 'trophy'),
  esports: t('esports', 'video-game', NIGHT, 'diamonds', 'joystick'),
  inferno: t('esports', 'video-game', EMBER, 'diamonds', 'fire'),
  racing: t('racing', 'racing-car', RED, 'rays', 'chequered-flag'),
  keno: t('balls', 'input-numbers', NIGHT, 'dots', 'pool-8-ball'),
  bingo: t('balls', 'pool-8-ball', NIGHT, 'dots', 'input-numbers'),
  '11x5': t('balls', 'input-numbers', SEA, 'dots', 'ticket'),
  lottery: t('lottery', 'admission-tickets', GOLD, 'stars'),
  lotto: t('lottery', 'admission-tickets', GOLD, 'stars'),
  '28': t('lucky', 'four-leaf-clover', JADE, 'stars', 'input-numbers'),
  'pick 3': t('balls', 'input-numbers', SEA, 'dots', 'ticket'),
};

/** Themes of words that say what a thing is like: they colour a picture more than draw it. */
const qualities = new Set([
  'gold',
  'gem',
  'lucky',
  'frozen',
  'thunder',
  'midnight',
  'sunny',
  'blazing',
  'magic',
  'sweet',
  'cosmic',
  'tropical',
]);

/**
 * What a game shows when its name has no keyword: one per category. The home page shows all of
 * them side by side as its category cards, so no two share a picture.
 */
export const categoryThemes: Record<GameCategory, Theme> = {
  RNG: t('slots', 'slot-machine', ROYAL, 'rays', 'cherries'),
  FISH: t('fish', 'tropical-fish', SEA, 'waves', 'blowfish'),
  LIVE: t('live', 'joker', FELT, 'diamonds', 'spade-suit'),
  // Player against player: a hand of cards and crossed swords, not the live casino's joker (side
  // by side on the home page, the two looked the same).
  PVP: t('cards', 'flower-playing-cards', RED, 'diamonds', 'crossed-swords'),
  SPORTS: t('sports', 'soccer-ball', FELT, 'rays', 'trophy'),
  ESPORTS: t('esports', 'video-game', NIGHT, 'diamonds', 'joystick'),
  // A clover beside the tickets: the 8 ball is the e-lottery's own picture.
  LOTT: t('lottery', 'admission-tickets', GOLD, 'stars', 'four-leaf-clover'),
  ELOTT: t('e-lottery', 'pool-8-ball', NIGHT, 'stars', 'input-numbers'),
};

const words = (name: string) =>
  name
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);

/** The themes of a name's keywords, last first (two- and three-word phrases before words). */
export function keywordThemesOf(name: string): Theme[] {
  const list = words(name);
  const found: Theme[] = [];
  for (let i = list.length - 1; i >= 0; i--) {
    const length = [3, 2, 1].find(
      (n) => i + 1 - n >= 0 && keywordThemes[list.slice(i + 1 - n, i + 1).join(' ')],
    );
    if (!length) continue;
    const theme = keywordThemes[list.slice(i + 1 - length, i + 1).join(' ')]!;
    if (!found.some((f) => f.name === theme.name)) found.push(theme);
    i -= length - 1; // a phrase's words are not read again on their own
  }
  return found;
}

/** What a game's picture shows. */
export interface Look {
  theme: string;
  emoji: string;
  accent: string | undefined;
  colours: readonly [string, string];
  pattern: Pattern;
}

/**
 * The game's look: its name's last keyword draws the picture, a keyword before it ("Frozen",
 * "Jade") its colours and the small second picture; a name without one gets its category's.
 * Same name and category, same look.
 */
export function lookOf(name: string, category: string): Look {
  const found = keywordThemesOf(name);
  // A thing ("Garuda") draws the picture before a quality ("Gold"), wherever it stands.
  const main = found.find((theme) => !qualities.has(theme.name)) ?? found[0];
  const modifier = found.find((theme) => theme !== main);
  const theme = main ?? categoryThemes[category as GameCategory] ?? categoryThemes.RNG;
  const accent = modifier && modifier.emoji !== theme.emoji ? modifier.emoji : theme.accent;
  return {
    theme: theme.name,
    emoji: theme.emoji,
    accent,
    colours: modifier?.colours ?? theme.colours,
    pattern: theme.pattern,
  };
}

/** Every emoji any theme may draw: the only ones kept in memory. */
export const themeEmoji = (): Set<string> =>
  new Set(
    [...Object.values(keywordThemes), ...Object.values(categoryThemes)].flatMap((theme) =>
      theme.accent ? [theme.emoji, theme.accent] : [theme.emoji],
    ),
  );
