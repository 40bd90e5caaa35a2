import * as z from 'zod/mini';
import { betCount } from './bet-count.js';
import type { Judgement } from './judge.js';
import { playById } from './plays/index.js';
import { parseBettingContent } from './selection.js';

/**
 * Money of a betting line, in integer minor units. A bet costs the game's bet price (the
 * original's singleBetPrice, 2 by default) times the unit (yuan 1, jiao 0.1, fen 0.01) times
 * the multiple; a winning bet pays its stake times the odds (thousandths), floored once at the end.
 */

export const BET_UNITS = ['1', '0.1', '0.01'] as const;
export const betUnitSchema = z.enum(BET_UNITS);
export type BetUnit = z.infer<typeof betUnitSchema>;
const UNIT_DIVISOR: Record<BetUnit, bigint> = { '1': 1n, '0.1': 10n, '0.01': 100n };

export const MAX_BET_MULTIPLE = 999;
/** 2.00 in minor units: the original's singleBetPrice. */
export const DEFAULT_BET_PRICE_MINOR = 200n;
/** Longest bettingContent: every number of 1-49 in a row is 146 characters; PK10's ten full rows 209. */
export const MAX_BETTING_CONTENT = 600;

/** The stake of one bet: price × multiple ÷ unit divisor (the price must be whole currency units at fen). */
export function betStakeMinor(
  unit: BetUnit,
  multiple: number,
  priceMinor: bigint = DEFAULT_BET_PRICE_MINOR,
): bigint {
  const scaled = priceMinor * BigInt(multiple);
  if (scaled % UNIT_DIVISOR[unit] !== 0n) {
    throw new RangeError(
      `A bet price of ${priceMinor} minor units cannot be split by unit ${unit}`,
    );
  }
  return scaled / UNIT_DIVISOR[unit];
}

/** The amount of a line: bets × stake of one bet. */
export const lineAmountMinor = (
  bets: number,
  unit: BetUnit,
  multiple: number,
  priceMinor: bigint = DEFAULT_BET_PRICE_MINOR,
): bigint => BigInt(bets) * betStakeMinor(unit, multiple, priceMinor);

/** What a judged line pays back: the wins (floored once) and the refunded stakes. */
export function payoutMinor(
  judgement: Judgement,
  stakePerBetMinor: bigint,
): { winMinor: bigint; refundMinor: bigint } {
  const thousandths = judgement.wins.reduce(
    (sum, win) => sum + stakePerBetMinor * BigInt(win.odds) * BigInt(win.bets),
    0n,
  );
  return {
    winMinor: thousandths / 1000n,
    refundMinor: stakePerBetMinor * BigInt(judgement.refunds),
  };
}

/** A betting line as the web sends it; the platform validates bets with it. */
export const bettingLineSchema = z
  .object({
    playId: z.int().check(z.positive()),
    /** See parseBettingContent for the format. */
    content: z.string().check(z.minLength(1), z.maxLength(MAX_BETTING_CONTENT)),
    unit: betUnitSchema,
    multiple: z.int().check(z.gte(1), z.lte(MAX_BET_MULTIPLE)),
  })
  .check(
    z.refine((line) => playById(line.playId) !== undefined, {
      message: 'There is no such play.',
      path: ['playId'],
    }),
    z.refine(
      (line) => {
        const play = playById(line.playId);
        if (!play) return true;
        const selection = parseBettingContent(play, line.content);
        return selection !== undefined && betCount(play, selection) > 0;
      },
      { message: 'The picks do not make a bet of this play.', path: ['content'] },
    ),
  );
export type BettingLine = z.infer<typeof bettingLineSchema>;
