import * as z from 'zod/mini';
import {
  PRODUCTS,
  readRate,
  writeRate,
  type Language,
  type Product,
  type Rebate,
} from '@site/contract';
import { formatRate } from '../../../lib/format';

/**
 * Rebates as a form keeps them: a percentage per product as typed, in the language's style
 * (`0.5` = 0.5 %; `0,5` reads too). The wire carries fractions kept to parts per million, so a
 * percentage has at most 4 decimals.
 */
export type RebateInputs = Record<Product, string>;

/** Parts per million of a typed percentage (0 when blank), or null when it is not one. */
export function ppmOf(typed: string, language: Language): number | null {
  if (typed.trim() === '') return 0;
  const read = readRate(typed, language);
  return read.ok ? Math.round(read.value * 10_000) : null;
}

const ppmOfRate = (rate: number) => Math.round(rate * 1_000_000);

/** The agent's own rate of each product, in ppm (0 where it has none). */
export function ownPpm(own: readonly Rebate[]): Record<Product, number> {
  const map = Object.fromEntries(PRODUCTS.map((p) => [p, 0])) as Record<Product, number>;
  for (const { product, rate } of own) map[product] = ppmOfRate(rate);
  return map;
}

/** A fraction 0..1 as a percentage for reading: up to 4 decimals, no trailing zeros. */
export const percentText = (rate: number, language?: Language) =>
  formatRate(rate, undefined, language);

/** The products the agent may share a rebate of: those it has one of itself. */
export const shareableProducts = (own: readonly Rebate[]): Product[] =>
  PRODUCTS.filter((p) => ownPpm(own)[p] > 0);

/** Empty inputs, or a downline's current rebates to edit. */
export function rebateInputs(current: readonly Rebate[], language: Language): RebateInputs {
  const inputs = Object.fromEntries(PRODUCTS.map((p) => [p, ''])) as RebateInputs;
  for (const { product, rate } of current) {
    inputs[product] = writeRate(ppmOfRate(rate) / 10_000, language);
  }
  return inputs;
}

/**
 * The contract's rule, mirrored: a rate between 0 and the agent's own for that product
 * (agent.rebate.above.upline). Messages are keys of the agent namespace.
 */
export function rebateInputsSchema(own: readonly Rebate[], language: Language) {
  const max = ownPpm(own);
  return z.object(
    Object.fromEntries(
      PRODUCTS.map((product) => [
        product,
        z.string().check(
          z.refine((v) => ppmOf(v, language) !== null, 'team.rebate.invalid'),
          // Shown with the product's own rate as the limit.
          z.refine((v) => (ppmOf(v, language) ?? 0) <= max[product], 'team.rebate.above'),
        ),
      ]),
    ) as Record<Product, z.ZodMiniString>,
  );
}

/** What the platform receives: the products with a rate above 0, as fractions. */
export function rebatesOf(inputs: RebateInputs, language: Language): Rebate[] {
  return PRODUCTS.flatMap((product) => {
    const ppm = ppmOf(inputs[product] ?? '', language) ?? 0;
    return ppm > 0 ? [{ product, rate: ppm / 1_000_000 }] : [];
  });
}
