import type { Contract, ContractTier, ContractType } from '@site/contract';
import { formatAmount, formatRate as formatFraction } from '../../../lib/format';

/** Dividend periods (docs/product.md §3); the salaries' period follows their type. */
export const DIVIDEND_PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;

/** The contract in force (A, or V while its termination is asked). */
export const inForce = (c: Pick<Contract, 'status'>) => c.status === 'A' || c.status === 'V';
/** An offer waiting for the holder's answer. */
export const openOffer = (c: Pick<Contract, 'status'>) => c.status === 'P' || c.status === 'E';

/** A fraction as a percentage, e.g. 0.005 -> "0.5%". */
export const formatPercent = (fraction: number) => formatFraction(fraction);

/** A tier's rate as its type says: a percentage (P) or a fixed amount (F). */
export const formatRate = (tier: Pick<ContractTier, 'rateType' | 'rate'>, symbol: string) =>
  tier.rateType === 'P' ? formatPercent(tier.rate) : formatAmount(tier.rate, symbol);

/** Whether the net-loss threshold means anything for the type (dividends only). */
export const usesNetLoss = (type: ContractType) => type === 'DIVIDEND';
