import { useMemo, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { useTranslation } from '../../../../i18n/react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Downline, TransferResult } from '@site/contract';
import { Field } from '../../../../components/form/field';
import { ApiError } from '../../../../lib/api-client';
import { formatAmount } from '../../../../lib/format';
import { refusalOnField, showRefusal, type FieldRefusals } from '../../../../lib/form-errors';
import { MutationFeedback } from '../mutation-feedback';
import { parseAmount } from '../../../../lib/amount';
import { AmountField, amountField } from '../money/amount-field';
import { filledText, useSchemaForm } from '../../../../components/form/use-schema-form';
import { MoneySection } from '../money/money-section';
import { PaymentPasswordField, paymentPasswordField } from '../money/payment-password-field';
import {
  isPaymentPasswordMissing,
  PaymentPasswordMissing,
} from '../money/payment-password-missing';
import { useMoneyErrorText } from '../money/use-money-error-text';
import { ConfirmTransfer } from './confirm-transfer';

export interface SendValues {
  username: string;
  amount: string;
  paymentPassword: string;
}
const EMPTY: SendValues = { username: '', amount: '', paymentPassword: '' };

/** A typed recipient when the form asks for one, an amount MAIN holds, the password if asked. */
const sendSchema = (typedRecipient: boolean, askPassword: boolean, available?: number) =>
  z.object({
    username: typedRecipient ? filledText('downline.username_required') : z.string(),
    amount: amountField({ available }),
    paymentPassword: askPassword ? paymentPasswordField : z.string(),
  });
const NAMES = Object.keys(EMPTY) as (keyof SendValues)[];

/** What the platform receives: the amount as a number, the password only when asked for. */
export interface SendBody {
  amount: number;
  paymentPassword?: string;
}

/**
 * Who receives: a fixed member (the upline), or a downline whose username the form asks for
 * and looks up before the confirmation, so a wrong name is refused before anything is sent.
 */
export type SendRecipient =
  | { kind: 'fixed'; username: string }
  | { kind: 'typed'; lookUp: UseMutationResult<Downline, Error, string> };

interface SendFormProps<B extends SendBody> {
  title: string;
  intro?: ReactNode;
  recipient: SendRecipient;
  /** Whether the merchant asks for the payment password (PAYMENTPASS3). */
  askPassword: boolean;
  /** Main wallet balance, when known: the amount may not exceed it. */
  available?: number;
  symbol: string;
  mutation: UseMutationResult<TransferResult, Error, B>;
  /** The call's body for the recipient as the platform stores its username. */
  toBody: (body: SendBody, username: string) => B;
  /** Refusals of this transfer's own that belong on a field (e.g. not a downline). */
  refusals?: FieldRefusals<SendValues>;
}

/**
 * Sends money from MAIN to another member (upline or downline): amount and payment password,
 * a typed downline looked up, a confirmation showing amount and recipient (as the platform
 * stores the name), then one idempotent call.
 */
export function SendForm<B extends SendBody>({
  title,
  intro,
  recipient,
  askPassword,
  available,
  symbol,
  mutation,
  toBody,
  refusals: ownRefusals,
}: SendFormProps<B>) {
  const { t } = useTranslation('wallet');
  const errorText = useMoneyErrorText('wallet');
  const typedRecipient = recipient.kind === 'typed';
  const schema = useMemo(
    () => sendSchema(typedRecipient, askPassword, available),
    [typedRecipient, askPassword, available],
  );
  const form = useSchemaForm<SendValues>(schema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const typed = useWatch({ control: form.control, name: 'amount' });
  const [pending, setPending] = useState<{
    values: SendValues;
    amount: number;
    to: Downline;
  } | null>(null);
  const [sentTo, setSentTo] = useState('');
  const lookUp = recipient.kind === 'typed' ? recipient.lookUp : null;
  // member.disabled's general text is the login refusal; here it is the recipient's account.
  const refusals: FieldRefusals<SendValues> = {
    'wallet.insufficient': ['amount'],
    'invalid.payment.pw': ['paymentPassword'],
    ...(recipient.kind === 'typed' ? { 'member.disabled': ['username', 'receiver_disabled'] } : {}),
    ...ownRefusals,
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const amount = parseAmount(values.amount)!;
    // A new try: the last transfer's outcome no longer stands beside its confirmation.
    mutation.reset();
    if (recipient.kind === 'fixed') {
      setPending({ values, amount, to: { username: recipient.username, nickname: null } });
      return;
    }
    try {
      const to = await recipient.lookUp.mutateAsync(values.username.trim());
      setPending({ values, amount, to });
    } catch (error) {
      showRefusal(error, refusals, NAMES, form.setError);
    }
  });

  const confirm = () => {
    if (!pending) return;
    setSentTo(pending.to.username);
    const body: SendBody = {
      amount: pending.amount,
      ...(askPassword ? { paymentPassword: pending.values.paymentPassword } : {}),
    };
    lookUp?.reset();
    mutation.mutate(toBody(body, pending.to.username), {
      // Passwords do not linger once they have done their job.
      onSuccess: () => form.reset(EMPTY),
      onError: (error) => {
        showRefusal(error, refusals, NAMES, form.setError);
        form.setValue('paymentPassword', '');
      },
      onSettled: () => setPending(null),
    });
  };

  const sent = mutation.isSuccess ? mutation.variables : undefined;
  // The platform may know better than the member info this page was opened with.
  const missingPassword = isPaymentPasswordMissing(mutation.error);
  // The look-up's refusal is the latest word until the transfer is sent.
  const failure = lookUp?.error ?? mutation.error;
  const checking = lookUp?.isPending ?? false;
  const recipientDisabled = failure instanceof ApiError && failure.code === 'member.disabled';

  return (
    <MoneySection title={title}>
      {intro}
      <form className="mc-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {recipient.kind === 'typed' ? (
          <Field
            label={t('downline.username')}
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            error={errorText(errors.username?.message)}
            {...form.register('username')}
          />
        ) : null}
        <AmountField
          registration={form.register('amount')}
          typed={typed}
          limits={{ available }}
          error={errors.amount?.message}
        />
        {askPassword ? (
          <PaymentPasswordField
            registration={form.register('paymentPassword')}
            error={errors.paymentPassword?.message}
          />
        ) : null}
        <button
          type="submit"
          className="button"
          disabled={mutation.isPending || checking}
          aria-busy={checking}
        >
          {checking ? t('downline.checking') : t('upline.submit')}
        </button>
        <MutationFeedback
          error={missingPassword || refusalOnField(failure, refusals, NAMES) ? null : failure}
          errorText={recipientDisabled ? t('receiver_disabled') : null}
          success={
            sent
              ? t('upline.done', { amount: formatAmount(sent.amount, symbol), recipient: sentTo })
              : null
          }
        />
      </form>
      {missingPassword ? <PaymentPasswordMissing reason={t('payment_password_needed')} /> : null}
      <ConfirmTransfer
        transfer={
          pending
            ? {
                amount: pending.amount,
                recipient: pending.to.username,
                nickname: pending.to.nickname,
              }
            : null
        }
        symbol={symbol}
        sending={mutation.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </MoneySection>
  );
}
