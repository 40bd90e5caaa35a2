import { useTranslation } from '../../../../i18n/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { MAX_AMOUNT } from '@site/contract';
import {
  AmountInput,
  isReadingProblem,
  useAmountReadingText,
} from '../../../../components/form/amount-input';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { amountProblem, type AmountLimits, type AmountProblem } from '../../../../lib/amount';
import { formatAmount } from '../../../../lib/format';
import { useMoneyErrorText } from './use-money-error-text';

/** The payments namespace's `amount` key for each problem the money forms word themselves. */
const PROBLEM_KEYS: Record<AmountProblem, string> = {
  empty: 'required',
  not_number: 'not_number',
  ambiguous: 'ambiguous',
  not_positive: 'positive',
  decimals: 'decimals',
  below_min: 'below_min',
  above_max: 'above_max',
  over_available: 'over_available',
};

/** The first problem with a typed amount as the field's kept error (`amount.<key>`), or true. */
export function checkAmount(text: string, limits: AmountLimits): true | `amount.${string}` {
  const problem = amountProblem(text, limits);
  return problem === true ? true : `amount.${PROBLEM_KEYS[problem]}`;
}

/** A typed amount checked against `limits`, in a money form's schema. */
export const amountField = (limits: AmountLimits) =>
  z.string().check(
    z.check((ctx) => {
      const checked = checkAmount(ctx.value, limits);
      if (checked !== true)
        ctx.issues.push({ code: 'custom', continue: true, input: ctx.value, message: checked });
    }),
  );

interface AmountFieldProps {
  /** `register('amount')` of a form whose schema checks it (amountField(limits)). */
  registration: UseFormRegisterReturn;
  /** The text in the field now (`useWatch` of it): the field says the amount it reads. */
  typed: string;
  /** The limits the amount is checked against; their words go into the hint and errors. */
  limits: AmountLimits;
  /** The field's kept error (a key, a platform code or the platform's sentence). */
  error?: string;
  /** Fills in all there is to move (the "All" button); no button without it. */
  onAll?: () => void;
}

/**
 * The amount of every money form: the shared amount input (it reads the member's way of
 * writing and says what it read), a hint with the channel's or merchant's limits (or, for a
 * transfer, which has none, the source's balance) and an optional "All".
 */
export function AmountField({ registration, typed, limits, error, onAll }: AmountFieldProps) {
  const { t } = useTranslation('payments');
  const errorText = useMoneyErrorText();
  const readingText = useAmountReadingText();
  const symbol = useCurrencySymbol();
  const shown = (amount: number | undefined) =>
    amount === undefined ? undefined : formatAmount(amount, symbol);
  const max = formatAmount(limits.max ?? MAX_AMOUNT, symbol);
  const available = shown(limits.available);
  const hint =
    limits.min !== undefined
      ? t('amount.limits', { min: formatAmount(limits.min, symbol), max })
      : available !== undefined
        ? t('amount.available', { available })
        : undefined;
  const reading = error?.startsWith('amount.') ? error.slice('amount.'.length) : '';
  return (
    <AmountInput
      label={t('amount.label')}
      required
      typed={typed}
      hint={hint}
      error={
        isReadingProblem(reading)
          ? readingText(reading, typed)
          : errorText(error, { min: shown(limits.min), max, available })
      }
      trailing={
        onAll ? (
          // The name starts with the visible word, so voice control finds it by what it shows.
          <button
            type="button"
            className="button button--ghost"
            onClick={onAll}
            aria-label={t('amount.all_label')}
          >
            {t('amount.all')}
          </button>
        ) : null
      }
      {...registration}
    />
  );
}
