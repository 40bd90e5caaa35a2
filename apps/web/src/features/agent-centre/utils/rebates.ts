import * as z from 'zod/mini';
import { PRODUCTS, type Product, type Rebate } from '@site/contract';

/**
 * Rebates as a form keeps them: a percentage per product as typed ('0.5' = 0.5 %). The wire
 * carries fractions kept to parts per million, so a percentage has at most 4 decimals.
 */
export type RebateInputs = Record<Product, string>;

const PERCENT = /^\d{1,3}(\.\d{1,4})?$/;

/** Parts per million of a typed percentage (0 when blank), or null when it is not one. */
export function ppmOf(typed: string): number | null {
  const text = typed.trim();
  if (text === '') return 0;
  if (!PERCENT.test(text)) return null;
  return Math.round(Number(text) * 10_000);
}

const ppmOfRate = (rate: number) => Math.round(rate * 1_000_000);

/** The agent's own rate of each product, in ppm (0 where it has none). */
export function ownPpm(own: readonly Rebate[]): Record<Product, number> {
  const map = Object.fromEntries(PRODUCTS.map((p) => [p, 0])) as Record<Product, number>;
  for (const { product, rate } of own) map[product] = ppmOfRate(rate);
  return map;
}

/** A fraction 0..1 as a percentage for reading: up to 4 decimals, no trailing zeros. */
export const percentText = (rate: number) =>
  `${(ppmOfRate(rate) / 10_000).toLocaleString('en-US', { maximumFractionDigits: 4 })}%`;

/** The products the agent may share a rebate of: those it has one of itself. */
export const shareableProducts = (own: readonly Rebate[]): Product[] =>
  PRODUCTS.filter((p) => ownPpm(own)[p] > 0);

/** Empty inputs, or a downline's current rebates to edit. */
export function rebateInputs(current: readonly Rebate[] = []): RebateInputs {
  const inputs = Object.fromEntries(PRODUCTS.map((p) => [p, ''])) as RebateInputs;
  for (const { product, rate } of current) inputs[product] = String(ppmOfRate(rate) / 10_000);
  return inputs;
}

/**
 * The contract's rule, mirrored: a rate between 0 and the agent's own for that product
 * (agent.rebate.above.upline). Messages are keys of the agent namespace.
 */
export function rebateInputsSchema(own: readonly Rebate[]) {
  const max = ownPpm(own);
  return z.object(
    Object.fromEntries(
      PRODUCTS.map((product) => [
        product,
        z.string().check(
          z.refine((v) => ppmOf(v) !== null, 'team.rebate.invalid'),
          // Shown with the product's own rate as the limit.
          z.refine((v) => (ppmOf(v) ?? 0) <= max[product], 'team.rebate.above'),
        ),
      ]),
    ) as Record<Product, z.ZodMiniString>,
  );
}

/** What the platform receives: the products with a rate above 0, as fractions. */
export function rebatesOf(inputs: RebateInputs): Rebate[] {
  return PRODUCTS.flatMap((product) => {
    const ppm = ppmOf(inputs[product] ?? '') ?? 0;
    return ppm > 0 ? [{ product, rate: ppm / 1_000_000 }] : [];
  });
}
