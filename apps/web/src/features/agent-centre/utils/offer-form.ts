import * as z from 'zod/mini';
import {
  readAmount,
  readCount as readCountIn,
  readRate,
  type AmountNotation,
  type Contract,
  type ContractOffer,
  type ContractTier,
  type ContractProduct,
  type ContractType,
  type PeriodType,
} from '@site/contract';

/**
 * The offer form's values as typed (text), its rules mirroring the contract's (agents.ts:
 * offerBodySchema, contractTierSchema; at most 20 tiers, thresholds not negative, active
 * members whole, a percentage 0-100 %), and the offer the platform takes.
 * Messages are keys under `agent:contracts.offer.errors`.
 */
export interface TierValues {
  minimumBet: string;
  netLoss: string;
  activeMember: string;
  rateType: 'P' | 'F';
  rate: string;
}

export interface OfferValues {
  username: string;
  product: ContractProduct;
  periodType: PeriodType;
  tiers: TierValues[];
  lossRate: string;
  profitRate: string;
  singleBetAmount: string;
}

export const MAX_TIERS = 20;

export const emptyTier = (): TierValues => ({
  minimumBet: '',
  netLoss: '0',
  activeMember: '',
  rateType: 'P',
  rate: '',
});

const E = 'contracts.offer.errors.';

/** A percentage 0-100, as the language writes it (`0.5`; `0,5` reads too; 4 decimals at most). */
export function readPercent(text: string, notation: AmountNotation): number | null {
  const read = readRate(text, notation);
  return read.ok ? read.value : null;
}

/** An amount of 0 or more, read the way the page's language writes it. */
export function readThreshold(text: string, notation: AmountNotation): number | null {
  const read = readAmount(text, notation);
  return read.ok ? read.value : null;
}

const readCount = (text: string, notation: AmountNotation) => {
  const read = readCountIn(text, notation, { max: 999_999_999 });
  return read.ok ? read.value : null;
};

export function offerSchema(type: ContractType, notation: AmountNotation) {
  const blank = (value: string) => value.trim() === '';
  const checked = (test: (value: string) => boolean, message: string) =>
    z.string().check(
      z.refine((value) => !blank(value), `${E}required`),
      z.refine((value) => blank(value) || test(value), message),
    );
  const amount = checked((v) => readThreshold(v, notation) !== null, `${E}number`);
  const percent = checked((v) => readPercent(v, notation) !== null, `${E}percent`);
  const tier = z
    .object({
      minimumBet: amount,
      netLoss: type === 'DIVIDEND' ? amount : z.string(),
      activeMember: checked((v) => readCount(v, notation) !== null, `${E}integer`),
      rateType: z.enum(['P', 'F']),
      rate: z.string(),
    })
    .check(
      z.superRefine((value, ctx) => {
        const rate = value.rate;
        const problem = blank(rate)
          ? 'required'
          : value.rateType === 'P'
            ? readPercent(rate, notation) === null
              ? 'percent'
              : null
            : (readThreshold(rate, notation) ?? 0) <= 0
              ? 'amount'
              : null;
        if (problem) {
          ctx.issues.push({
            code: 'custom',
            input: rate,
            path: ['rate'],
            message: `${E}${problem}`,
            continue: true,
          });
        }
      }),
    );
  return z.object({
    username: checked((v) => v.trim().length <= 64, `${E}username`),
    product: z.string(),
    periodType: z.string(),
    tiers:
      type === 'REALTIME'
        ? z.array(z.any())
        : z.array(tier).check(
            z.minLength(1, `${E}tiers_min`),
            z.maxLength(MAX_TIERS, `${E}tiers_max`),
            z.superRefine((tiers, ctx) => {
              const seen = new Set<string>();
              tiers.forEach((t) => {
                const key = [
                  readThreshold(t.minimumBet, notation),
                  type === 'DIVIDEND' ? readThreshold(t.netLoss, notation) : 0,
                  readCount(t.activeMember, notation),
                ].join('|');
                if (seen.has(key)) {
                  ctx.issues.push({
                    code: 'custom',
                    input: tiers,
                    message: `${E}tiers_duplicate`,
                    continue: true,
                  });
                }
                seen.add(key);
              });
            }),
          ),
    lossRate: type === 'REALTIME' ? percent : z.string(),
    profitRate: type === 'REALTIME' ? percent : z.string(),
    singleBetAmount: type === 'REALTIME' ? amount : z.string(),
  }) as unknown as z.ZodMiniType<OfferValues, OfferValues>;
}

/** A percentage as the platform's fraction, kept to parts per million. */
const fraction = (percent: number) => Math.round(percent * 10_000) / 1_000_000;

/** The checked values as the offer the platform takes. */
export function toOffer(
  type: ContractType,
  values: OfferValues,
  notation: AmountNotation,
  confirmHigherRate = false,
): ContractOffer {
  const base = {
    username: values.username.trim(),
    type,
    product: type === 'DIVIDEND' ? values.product : ('CONS' as const),
    ...(type === 'DIVIDEND' ? { periodType: values.periodType } : {}),
    ...(confirmHigherRate ? { confirmHigherRate: true } : {}),
  };
  if (type === 'REALTIME') {
    return {
      ...base,
      tiers: [],
      lossRate: fraction(readPercent(values.lossRate, notation) ?? 0),
      profitRate: fraction(readPercent(values.profitRate, notation) ?? 0),
      singleBetAmount: readThreshold(values.singleBetAmount, notation) ?? 0,
    };
  }
  return {
    ...base,
    tiers: values.tiers.map((tier) => ({
      minimumBet: readThreshold(tier.minimumBet, notation) ?? 0,
      netLoss: type === 'DIVIDEND' ? (readThreshold(tier.netLoss, notation) ?? 0) : 0,
      activeMember: readCount(tier.activeMember, notation) ?? 0,
      rateType: tier.rateType,
      rate:
        tier.rateType === 'P'
          ? fraction(readPercent(tier.rate, notation) ?? 0)
          : (readThreshold(tier.rate, notation) ?? 0),
    })),
  };
}

/**
 * Where an offer pays more than the agent's own contract (the platform's withinUpline, which
 * answers contract.rate.above.upline): each offered tier may pay at most what the agent's own
 * tier reached at the same thresholds pays, at the same rate type; a real-time salary at most
 * the agent's loss and profit rates, from at least its least stake. Answers the fields to mark.
 */
export function aboveOwn(offer: ContractOffer, own: Contract): string[] {
  const ppm = (rate: number) => Math.round(rate * 1_000_000);
  const minor = (amount: number) => Math.round(amount * 100);
  if (offer.type === 'REALTIME') {
    const fields: string[] = [];
    if (ppm(offer.lossRate ?? 0) > ppm(own.lossRate ?? 0)) fields.push('lossRate');
    if (ppm(offer.profitRate ?? 0) > ppm(own.profitRate ?? 0)) fields.push('profitRate');
    if (minor(offer.singleBetAmount ?? 0) < minor(own.singleBetAmount ?? 0)) {
      fields.push('singleBetAmount');
    }
    return fields;
  }
  const value = (tier: ContractTier) =>
    tier.rateType === 'P' ? ppm(Math.min(tier.rate, 1)) : minor(tier.rate);
  return offer.tiers.flatMap((tier, index) => {
    let reached: ContractTier | undefined;
    for (const candidate of own.tiers) {
      if (
        minor(tier.minimumBet) >= minor(candidate.minimumBet) &&
        tier.activeMember >= candidate.activeMember &&
        minor(tier.netLoss) >= minor(candidate.netLoss)
      ) {
        reached = candidate;
      }
    }
    const within =
      reached !== undefined && reached.rateType === tier.rateType && value(tier) <= value(reached);
    return within ? [] : [`tiers.${index}.rate`];
  });
}
