import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { useTranslation } from '../../../../i18n/react';
import type { Card, Withdrawal, WithdrawSettings } from '@site/contract';
import { formatAmount } from '../../../../lib/format';
import { useWithdraw } from '../../api/withdraw';
import { refusalOnField, showRefusal, type FieldRefusals } from '../../../../lib/form-errors';
import { MutationFeedback } from '../mutation-feedback';
import { amountText, parseAmount } from '../../../../lib/amount';
import { AmountField, amountField } from '../money/amount-field';
import { PaymentPasswordField, paymentPasswordField } from '../money/payment-password-field';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { isPaymentPasswordMissing } from '../money/payment-password-missing';
import { SelectField } from '../../../../components/form/select-field';
import { StatusBadge } from '../money/status-badge';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { useMoneyErrorText } from '../money/use-money-error-text';
import { WITHDRAWAL_TONE } from './withdrawal-status';

const limitsOf = (settings: WithdrawSettings) => ({
  min: settings.min,
  max: settings.max,
  available: settings.withdrawable,
});
/** A card, an amount within the limits and what can be withdrawn, the password if asked. */
const withdrawSchema = (settings: WithdrawSettings) =>
  z.object({
    cardId: z.string().check(z.refine((value) => value !== '', 'required')),
    amount: amountField(limitsOf(settings)),
    paymentPassword: settings.paymentPasswordRequired ? paymentPasswordField : z.string(),
  });
type Values = z.infer<ReturnType<typeof withdrawSchema>>;
const NAMES = ['cardId', 'amount', 'paymentPassword'] as const;
const REFUSALS: FieldRefusals<Values> = {
  'invalid.payment.pw': ['paymentPassword'],
  'wallet.insufficient': ['amount'],
  'amount.below.min': ['amount', 'amount.below_min'],
  'amount.above.max': ['amount', 'amount.above_max'],
};

interface WithdrawFormProps {
  settings: WithdrawSettings;
  cards: readonly Card[];
  onPasswordMissing: () => void;
}

/**
 * The card, the amount (within the limits and what the wallet holds; "All" fills it) and the
 * payment password when PAYMENTPASS3 asks for it. A success holds the amount at once.
 */
export function WithdrawForm({ settings, cards, onPasswordMissing }: WithdrawFormProps) {
  const { t } = useTranslation('payments');
  const errorText = useMoneyErrorText();
  const symbol = useCurrencySymbol();
  const withdraw = useWithdraw();
  const [created, setCreated] = useState<Withdrawal | null>(null);
  const schema = useMemo(() => withdrawSchema(settings), [settings]);
  const form = useSchemaForm<Values>(schema, {
    defaultValues: { cardId: cards[0]?.id ?? '', amount: '', paymentPassword: '' },
  });
  const { errors, isSubmitted } = form.formState;
  const typed = useWatch({ control: form.control, name: 'amount' });
  const limits = limitsOf(settings);
  const dailyReached = settings.usedToday >= settings.dailyCount;

  const onSubmit = form.handleSubmit((values) => {
    setCreated(null);
    withdraw.mutate(
      {
        cardId: values.cardId,
        amount: parseAmount(values.amount)!,
        ...(settings.paymentPasswordRequired ? { paymentPassword: values.paymentPassword } : {}),
      },
      {
        onSuccess: (withdrawal) => {
          // The password does not linger once it has done its job.
          form.reset({ cardId: values.cardId, amount: '', paymentPassword: '' });
          setCreated(withdrawal);
        },
        onError: (error) => {
          if (isPaymentPasswordMissing(error)) onPasswordMissing();
          showRefusal(error, REFUSALS, NAMES, form.setError);
        },
      },
    );
  });

  const fillAll = () =>
    form.setValue('amount', amountText(Math.min(settings.withdrawable, settings.max)), {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    });

  return (
    <>
      <form className="mc-form money-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <SelectField
          label={t('withdraw.card')}
          error={errorText(errors.cardId?.message)}
          {...form.register('cardId')}
        >
          {cards.map((card) => (
            <option key={card.id} value={card.id}>
              {`${card.providerName} ${card.accountNoMasked} · ${card.payeeName}`}
            </option>
          ))}
        </SelectField>
        <AmountField
          registration={form.register('amount')}
          typed={typed}
          limits={limits}
          error={errors.amount?.message}
          onAll={fillAll}
        />
        {settings.paymentPasswordRequired ? (
          <PaymentPasswordField
            registration={form.register('paymentPassword')}
            error={errors.paymentPassword?.message}
          />
        ) : null}
        {dailyReached ? (
          <p className="mc-section__text">
            {t('withdraw.daily_reached', { limit: settings.dailyCount })}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={withdraw.isPending || dailyReached}>
          {withdraw.isPending ? t('sending') : t('withdraw.submit')}
        </button>
        <MutationFeedback
          error={
            refusalOnField(withdraw.error, REFUSALS, NAMES) ||
            isPaymentPasswordMissing(withdraw.error)
              ? null
              : withdraw.error
          }
          success={null}
        />
      </form>
      <div className="money-result" role="status">
        {created ? (
          <>
            <p>
              <strong>{t('withdraw.created_title')}</strong>{' '}
              <StatusBadge tone={WITHDRAWAL_TONE[created.status]}>
                {t(`records.status.${created.status}`)}
              </StatusBadge>
            </p>
            <p>
              <span className="money-mono">{created.reference}</span> ·{' '}
              {t('withdraw.created_body', { amount: formatAmount(created.amount, symbol) })}
            </p>
          </>
        ) : null}
      </div>
    </>
  );
}
