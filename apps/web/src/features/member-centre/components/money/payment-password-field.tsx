import { useTranslation } from '../../../../i18n/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { paymentPasswordSchema } from '@site/contract';
import { Field } from '../../../../components/form/field';
import { filledSecret } from '../../../../components/form/use-schema-form';
import { useMoneyErrorText } from './use-money-error-text';

/** A typed payment password in a form's schema: typed, and six digits. */
export const paymentPasswordField = filledSecret('payment_password.required', {
  check: (value) => paymentPasswordSchema.safeParse(value).success,
  message: 'payment_password.six_digits',
});

interface PaymentPasswordFieldProps {
  /** `register('paymentPassword')` of a form whose schema has paymentPasswordField. */
  registration: UseFormRegisterReturn;
  /** The field's kept error (a key, a platform code or the platform's sentence). */
  error?: string;
}

/**
 * The payment password a merchant may ask before money leaves (PAYMENTPASS3): six digits on a
 * number pad, hidden, never offered to the browser's password manager.
 */
export function PaymentPasswordField({ registration, error }: PaymentPasswordFieldProps) {
  const { t } = useTranslation('payments');
  const errorText = useMoneyErrorText();
  return (
    <Field
      label={t('payment_password.label')}
      required
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      hint={t('payment_password.hint')}
      error={errorText(error)}
      {...registration}
    />
  );
}
