import type { Language } from '../headers.js';

/** A text in every language the site speaks. */
export type LottText = Readonly<Record<Language, string>>;

/** The two-sided picks a number can have. */
export const TWO_SIDED_PICKS = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;
/** Big/small and odd/even at once (PC28's combos). */
export const COMBO_PICKS = ['BIG_ODD', 'BIG_EVEN', 'SMALL_ODD', 'SMALL_EVEN'] as const;
/** PC28's extremes: a sum at either end of its range. */
export const EXTREME_PICKS = ['XBIG', 'XSMALL'] as const;
/** A comparison of two balls: the first higher (dragon), lower (tiger) or equal (tie). */
export const DRAGON_TIGER_PICKS = ['DRAGON', 'TIGER', 'TIE'] as const;
/** Mark Six's colour waves. */
export const COLOUR_PICKS = ['RED', 'BLUE', 'GREEN'] as const;
/** The twelve signs in the cycle's order (2020 was a Rat year). */
export const ZODIAC_SIGNS = [
  'RAT',
  'OX',
  'TIGER',
  'RABBIT',
  'DRAGON',
  'SNAKE',
  'HORSE',
  'GOAT',
  'MONKEY',
  'ROOSTER',
  'DOG',
  'PIG',
] as const;

export type TwoSidedPick = (typeof TWO_SIDED_PICKS)[number];
export type ComboPick = (typeof COMBO_PICKS)[number];
export type ExtremePick = (typeof EXTREME_PICKS)[number];
export type DragonTigerPick = (typeof DRAGON_TIGER_PICKS)[number];
export type ColourPick = (typeof COLOUR_PICKS)[number];
export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];

/**
 * A pick that is not a number. The same token means the same thing in every row that offers it
 * ('DRAGON' is a sign in a zodiac row and the dragon side in a dragon-tiger row: a row never
 * offers both). 'ANY' is the one-bet "all of them" pick (any triple, any straight).
 */
export type NamedPick =
  TwoSidedPick | ComboPick | ExtremePick | DragonTigerPick | ColourPick | ZodiacSign | 'ANY';

export const NAMED_PICKS: readonly NamedPick[] = [
  ...TWO_SIDED_PICKS,
  ...COMBO_PICKS,
  ...EXTREME_PICKS,
  ...DRAGON_TIGER_PICKS,
  ...COLOUR_PICKS,
  ...ZODIAC_SIGNS.filter((sign) => sign !== 'DRAGON' && sign !== 'TIGER'),
  'ANY',
];

/** One picked ball (a number) or named outcome. */
export type LottPick = number | NamedPick;

/** A board's picks: one array per row of the play, in the play's row order. */
export type LottSelection = readonly (readonly LottPick[])[];

export const isNamedPick = (token: string): token is NamedPick =>
  (NAMED_PICKS as readonly string[]).includes(token);

const PICK_LABELS: Record<NamedPick, LottText> = {
  BIG: { EN: 'Big', ID: 'Besar' },
  SMALL: { EN: 'Small', ID: 'Kecil' },
  ODD: { EN: 'Odd', ID: 'Ganjil' },
  EVEN: { EN: 'Even', ID: 'Genap' },
  BIG_ODD: { EN: 'Big odd', ID: 'Besar ganjil' },
  BIG_EVEN: { EN: 'Big even', ID: 'Besar genap' },
  SMALL_ODD: { EN: 'Small odd', ID: 'Kecil ganjil' },
  SMALL_EVEN: { EN: 'Small even', ID: 'Kecil genap' },
  XBIG: { EN: 'Extreme big', ID: 'Sangat besar' },
  XSMALL: { EN: 'Extreme small', ID: 'Sangat kecil' },
  DRAGON: { EN: 'Dragon', ID: 'Naga' },
  TIGER: { EN: 'Tiger', ID: 'Macan' },
  TIE: { EN: 'Tie', ID: 'Seri' },
  RED: { EN: 'Red', ID: 'Merah' },
  BLUE: { EN: 'Blue', ID: 'Biru' },
  GREEN: { EN: 'Green', ID: 'Hijau' },
  RAT: { EN: 'Rat', ID: 'Tikus' },
  OX: { EN: 'Ox', ID: 'Kerbau' },
  RABBIT: { EN: 'Rabbit', ID: 'Kelinci' },
  SNAKE: { EN: 'Snake', ID: 'Ular' },
  HORSE: { EN: 'Horse', ID: 'Kuda' },
  GOAT: { EN: 'Goat', ID: 'Kambing' },
  MONKEY: { EN: 'Monkey', ID: 'Monyet' },
  ROOSTER: { EN: 'Rooster', ID: 'Ayam' },
  DOG: { EN: 'Dog', ID: 'Anjing' },
  PIG: { EN: 'Pig', ID: 'Babi' },
  ANY: { EN: 'All', ID: 'Semua' },
};

/** A pick's name on a board or in a bet's description. */
export const pickLabel = (pick: LottPick, language: Language): string =>
  typeof pick === 'number' ? String(pick) : PICK_LABELS[pick][language];
