import { toMinorUnits } from '@site/contract';
import type { Draws } from '../fair/draws.js';
import type { Engine } from './engine.js';

/**
 * "Volcano Dice": a roll of 0.00-99.99 (an unbiased int of 10,000, in hundredths). UNDER
 * wins when the roll is below the target, OVER when it is above. A win pays
 * stake × multiplier, multiplier = 99 / win chance (%) rounded down to 4 decimals, the win
 * itself rounded down to the minor unit: a 1 % house edge (RTP ≤ 99 %).
 */

export const DICE_OUTCOMES = 10_000;
export const DICE_RTP = 0.99;
/** Multipliers are kept in ten-thousandths (4 decimals). */
const MULTIPLIER_SCALE = 10_000;

type DiceBet = { engine: 'DICE'; stake: number; target: number; direction: 'UNDER' | 'OVER' };

/** The target in hundredths, or undefined when it has more than two decimals. */
export function targetHundredths(target: number): number | undefined {
  const hundredths = Math.round(target * 100);
  return hundredths / 100 === target ? hundredths : undefined;
}

/** How many of the 10,000 rolls win: UNDER t wins 0.00 … t−0.01, OVER t wins t+0.01 … 99.99. */
export function winningRolls(bet: Pick<DiceBet, 'target' | 'direction'>): number {
  const t = targetHundredths(bet.target);
  if (t === undefined) throw new RangeError(`target ${bet.target} has more than two decimals`);
  return bet.direction === 'UNDER' ? t : DICE_OUTCOMES - 1 - t;
}

/** The win chance in percent, e.g. 49.5. */
export const winChance = (bet: Pick<DiceBet, 'target' | 'direction'>) => winningRolls(bet) / 100;

/** The multiplier in ten-thousandths: floor(99 / chance% × 10,000). */
export function multiplierTenThousandths(bet: Pick<DiceBet, 'target' | 'direction'>): number {
  // 99 / (rolls / 100) × 10,000 = 99,000,000 / rolls, in integers so nothing rounds twice.
  return Math.floor((99 * 100 * MULTIPLIER_SCALE) / winningRolls(bet));
}

/** The multiplier as the page shows it, e.g. 1.98. */
export const diceMultiplier = (bet: Pick<DiceBet, 'target' | 'direction'>) =>
  multiplierTenThousandths(bet) / MULTIPLIER_SCALE;

export const rollWins = (bet: Pick<DiceBet, 'target' | 'direction'>, roll: number) => {
  const t = targetHundredths(bet.target)!;
  const r = Math.round(roll * 100);
  return bet.direction === 'UNDER' ? r < t : r > t;
};

export const diceEngine: Engine<'DICE'> = {
  engine: 'DICE',
  rtp: DICE_RTP,
  stake: (bet: DiceBet) => toMinorUnits(bet.stake),
  problems: (bet: DiceBet) =>
    targetHundredths(bet.target) === undefined ? [{ field: 'target', problem: 'diceTarget' }] : [],
  draw(bet: DiceBet, draws: Draws) {
    const roll = draws.int(DICE_OUTCOMES) / 100;
    return { engine: 'DICE', roll, multiplier: diceMultiplier(bet) };
  },
  win(bet: DiceBet, outcome) {
    if (!rollWins(bet, outcome.roll)) return 0n;
    return (
      (toMinorUnits(bet.stake) * BigInt(multiplierTenThousandths(bet))) / BigInt(MULTIPLIER_SCALE)
    );
  },
};
