import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MAX_AMOUNT } from '@site/contract';
import { Field } from '../../../../components/form/field';
import { formatAmount } from '../../../../lib/format';
import { checkAmount, type AmountLimits } from './amount';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { useMoneyErrorText } from './use-money-error-text';

/** The check of a typed amount against `limits`, for `register('amount', ...)`. */
export const amountRules = (limits: AmountLimits) => ({
  validate: (text: string) => checkAmount(text, limits),
});

interface AmountFieldProps {
  /** `register('amount', amountRules(limits))`. */
  registration: UseFormRegisterReturn;
  /** The limits the amount is checked against; their words go into the hint and errors. */
  limits: AmountLimits;
  /** The field's kept error (a key, a platform code or the platform's sentence). */
  error?: string;
  /** Fills in all there is to move (the "All" button); no button without it. */
  onAll?: () => void;
}

/**
 * The amount of every money form: decimal keyboard, a hint with the channel's or merchant's
 * limits (or, for a transfer, which has none, the source's balance) and an optional "All".
 */
export function AmountField({ registration, limits, error, onAll }: AmountFieldProps) {
  const { t } = useTranslation('payments');
  const errorText = useMoneyErrorText();
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
  return (
    <Field
      label={t('amount.label')}
      required
      inputMode="decimal"
      autoComplete="off"
      hint={hint}
      error={errorText(error, { min: shown(limits.min), max, available })}
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
