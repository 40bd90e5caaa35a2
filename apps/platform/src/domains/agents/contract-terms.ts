// A contract's terms: tiers between the wire and the row, the tier a period reached and what it
// pays, whether an offer stays within the upline's own contract, an offer's shape checked.
// Pure: no query.
import {
  fromMinorUnits,
  toMinorUnits,
  type ContractOffer,
  type ContractTier,
  type ContractType,
  type PeriodType,
} from '@site/contract';
import type { agentContracts, StoredTier } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { fromPpm, toPpm } from './team.js';

/** The terms of a contract row: its tiers, or its real-time rates and least stake. */
type Terms = Pick<
  typeof agentContracts.$inferSelect,
  'tiers' | 'lossRatePpm' | 'profitRatePpm' | 'minBet'
>;

// Amounts of the terms come checked by the contract (at most two decimals): its rules convert.
const minor = toMinorUnits;

export const tierToStored = (tier: ContractTier): StoredTier => ({
  minBet: minor(tier.minimumBet).toString(),
  netLoss: minor(tier.netLoss).toString(),
  activeMembers: tier.activeMember,
  rateType: tier.rateType,
  rate: tier.rateType === 'P' ? toPpm(Math.min(tier.rate, 1)) : Number(minor(tier.rate)),
});
export const tierOnWire = (tier: StoredTier): ContractTier => ({
  minimumBet: fromMinorUnits(BigInt(tier.minBet)),
  netLoss: fromMinorUnits(BigInt(tier.netLoss)),
  activeMember: tier.activeMembers,
  rateType: tier.rateType,
  rate: tier.rateType === 'P' ? fromPpm(tier.rate) : fromMinorUnits(BigInt(tier.rate)),
});

/**
 * The tier a period reached: the highest whose thresholds are all met (tiers are sorted by
 * their thresholds when offered). 1-based; 0 when none is met.
 */
export function tierReached(
  tiers: readonly StoredTier[],
  figures: { validBet: bigint; activeMembers: number; netLoss: bigint },
): number {
  let reached = 0;
  tiers.forEach((tier, i) => {
    if (
      figures.validBet >= BigInt(tier.minBet) &&
      figures.activeMembers >= tier.activeMembers &&
      figures.netLoss >= BigInt(tier.netLoss)
    ) {
      reached = i + 1;
    }
  });
  return reached;
}

/** What a tier pays on its base (valid bet for salaries, net loss for dividends). */
export const tierAmount = (tier: StoredTier, base: bigint) =>
  tier.rateType === 'F'
    ? BigInt(tier.rate)
    : base > 0n
      ? (base * BigInt(tier.rate)) / 1_000_000n
      : 0n;

const sortTiers = (tiers: StoredTier[]) =>
  [...tiers].sort(
    (a, b) =>
      Number(BigInt(a.minBet) - BigInt(b.minBet)) ||
      a.activeMembers - b.activeMembers ||
      Number(BigInt(a.netLoss) - BigInt(b.netLoss)),
  );

/** The highest rate a contract pays (its ratio, for "lower-ratio" offers). */
export const ratioOf = (c: Omit<Terms, 'minBet'>) =>
  Math.max(0, c.lossRatePpm ?? 0, c.profitRatePpm ?? 0, ...c.tiers.map((t) => t.rate));

/**
 * Whether an offer stays within the offering agent's own contract (differential funding: the
 * agent pays the downline from its own contract and keeps the difference). Each offered tier
 * pays at most what the agent's contract pays at the same thresholds, so the agent's own payout
 * covers every downline's of the same period.
 */
export function withinUpline(offer: Terms, own: Terms): boolean {
  if (offer.lossRatePpm !== null || offer.profitRatePpm !== null) {
    return (
      (offer.lossRatePpm ?? 0) <= (own.lossRatePpm ?? 0) &&
      (offer.profitRatePpm ?? 0) <= (own.profitRatePpm ?? 0) &&
      (offer.minBet ?? 0n) >= (own.minBet ?? 0n)
    );
  }
  return offer.tiers.every((tier) => {
    const at = tierReached(own.tiers, {
      validBet: BigInt(tier.minBet),
      activeMembers: tier.activeMembers,
      netLoss: BigInt(tier.netLoss),
    });
    const ownTier = own.tiers[at - 1];
    return ownTier !== undefined && ownTier.rateType === tier.rateType && tier.rate <= ownTier.rate;
  });
}

/** The highest rate an offer carries: its P tiers' and real-time rates (F tiers are amounts). */
export const highestRateOf = (c: Omit<Terms, 'minBet'>) =>
  Math.max(
    0,
    c.lossRatePpm ?? 0,
    c.profitRatePpm ?? 0,
    ...c.tiers.filter((t) => t.rateType === 'P').map((t) => t.rate),
  );

export const CONTRACT_TYPES: readonly ContractType[] = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'];

const PERIOD_OF: Record<Exclude<ContractType, 'DIVIDEND'>, PeriodType> = {
  DAILY: 'DAILY',
  HOURLY: 'HOURLY',
  REALTIME: 'REALTIME',
};
const DIVIDEND_PERIODS: readonly PeriodType[] = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'];

/** An offer's product, period type and terms as stored, or request.invalid. */
export function shapeOf(body: Omit<ContractOffer, 'username' | 'confirmHigherRate'>) {
  const product = body.type === 'DIVIDEND' ? body.product : 'CONS';
  const periodType =
    body.type === 'DIVIDEND' ? (body.periodType ?? 'MONTHLY') : PERIOD_OF[body.type];
  if (body.type === 'DIVIDEND' && !DIVIDEND_PERIODS.includes(periodType)) {
    throw new AppError('request.invalid', {
      detail: 'A dividend is daily, weekly, semimonthly or monthly.',
    });
  }
  const realtime = body.type === 'REALTIME';
  if (realtime && (body.profitRate === undefined || body.lossRate === undefined)) {
    throw new AppError('request.invalid', {
      detail: 'A real-time salary has a profit and a loss rate.',
    });
  }
  if (!realtime && body.tiers.length === 0) {
    throw new AppError('request.invalid', { detail: 'A contract has at least one tier.' });
  }
  return {
    product,
    periodType,
    terms: {
      tiers: realtime ? [] : sortTiers(body.tiers.map(tierToStored)),
      lossRatePpm: realtime ? toPpm(body.lossRate!) : null,
      profitRatePpm: realtime ? toPpm(body.profitRate!) : null,
      minBet: realtime ? minor(body.singleBetAmount ?? 0) : null,
    },
  };
}
