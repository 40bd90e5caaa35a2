import { z } from 'zod/mini';

/**
 * The house's lottery families (docs/product.md §3 icon set) and how each draws its result. One
 * table both
 * sides read: the platform draws by it, the web lays out its boards and result balls by it.
 */
export const LOTTERY_FAMILIES = ['SSC', 'PK10', '11X5', 'K3', 'PCB', 'LHC', 'LF', 'CHAIN'] as const;
export const lotteryFamilySchema = z.enum(LOTTERY_FAMILIES);
export type LotteryFamily = z.infer<typeof lotteryFamilySchema>;

/** A result is `balls` numbers from min..max; distinct ones are drawn without replacement. */
export interface DrawFormat {
  balls: number;
  min: number;
  max: number;
  distinct: boolean;
}

/** The family whose draw format and plays a family borrows (CHAIN is a hash lottery on SSC's rules). */
export const RULES_FAMILY = {
  SSC: 'SSC',
  PK10: 'PK10',
  '11X5': '11X5',
  K3: 'K3',
  PCB: 'PCB',
  LHC: 'LHC',
  LF: 'LF',
  CHAIN: 'SSC',
} as const satisfies Record<LotteryFamily, Exclude<LotteryFamily, 'CHAIN'>>;

export const DRAW_FORMATS: Record<Exclude<LotteryFamily, 'CHAIN'>, DrawFormat> = {
  /** 5 digits, each 0-9 (ten-thousands first). */
  SSC: { balls: 5, min: 0, max: 9, distinct: false },
  /** A finishing order of 10 cars: a permutation of 1-10 (champion first). */
  PK10: { balls: 10, min: 1, max: 10, distinct: true },
  /** 5 distinct numbers of 01-11, in drawn order. */
  '11X5': { balls: 5, min: 1, max: 11, distinct: true },
  /** 3 dice. */
  K3: { balls: 3, min: 1, max: 6, distinct: false },
  /** PC28: 3 digits 0-9 whose sum (0-27) is the main result. */
  PCB: { balls: 3, min: 0, max: 9, distinct: false },
  /** Mark Six: 6 normal numbers then the special number, all distinct of 1-49. */
  LHC: { balls: 7, min: 1, max: 49, distinct: true },
  /** 3D: 3 digits 0-9 (hundreds first). */
  LF: { balls: 3, min: 0, max: 9, distinct: false },
};

export const drawFormat = (family: LotteryFamily): DrawFormat => DRAW_FORMATS[RULES_FAMILY[family]];

/**
 * The result as the original's winNo: digits joined ("12345") where a ball is one digit,
 * else two-digit numbers joined by commas ("01,05,11,03,07").
 */
export function formatWinNo(family: LotteryFamily, balls: readonly number[]): string {
  const format = drawFormat(family);
  return format.max <= 9 ? balls.join('') : balls.map((b) => String(b).padStart(2, '0')).join(',');
}
