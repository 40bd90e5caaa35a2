import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../../components/form/field';
import { formatAmount } from '../../../../lib/format';

interface AmountFieldProps {
  registration: UseFormRegisterReturn;
  /** The source wallet's balance, shown under the field; unknown while it loads. */
  available?: number;
  symbol: string;
  error?: string;
  /** Fills in the whole available balance. */
  onAll?: () => void;
}

/** The amount of a transfer: decimal keyboard, the available balance and an "all" button. */
export function AmountField({ registration, available, symbol, error, onAll }: AmountFieldProps) {
  const { t } = useTranslation('wallet');
  return (
    <Field
      label={t('amount.label')}
      required
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      hint={
        available === undefined
          ? undefined
          : t('amount.hint', { balance: formatAmount(available, symbol) })
      }
      error={error}
      trailing={
        onAll ? (
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
