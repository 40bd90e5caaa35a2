import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { useTranslation } from '../../../../i18n/react';
import {
  ACCOUNT_NO_PATTERN,
  MAX_CARDS_PER_TYPE,
  PAYEE_NAME_PATTERN,
  paymentTypeSchema,
  type CallResult,
  type Card,
  type paymentCalls,
} from '@site/contract';
import { Field } from '../../../../components/form/field';
import { filledText, useSchemaForm } from '../../../../components/form/use-schema-form';
import { cardProvidersQuery, useBindCard } from '../../api/cards';
import { refusalOnField, showRefusal, type FieldRefusals } from '../../../../lib/form-errors';
import { MutationFeedback } from '../mutation-feedback';
import { NestedDialog } from '../money/nested-dialog';
import { PaymentPasswordField, paymentPasswordField } from '../money/payment-password-field';
import { isPaymentPasswordMissing } from '../money/payment-password-missing';
import { QueryState } from '../money/query-state';
import { SelectField } from '../../../../components/form/select-field';
import { useMoneyErrorText } from '../money/use-money-error-text';

type CardsAnswer = CallResult<typeof paymentCalls.cards>;

/**
 * The card's fields: a type with room for another card (of `cards`), a provider, an account
 * number in that type's format, a payee name, and the payment password when it is asked.
 */
const cardSchema = (cards: readonly Card[], passwordRequired: boolean) =>
  z
    .object({
      type: paymentTypeSchema.check(
        z.refine(
          (type) => cards.filter((card) => card.type === type).length < MAX_CARDS_PER_TYPE,
          'cards.type_full',
        ),
      ),
      providerCode: z.string().check(z.refine((value) => value !== '', 'required')),
      accountNo: filledText('required'),
      payeeName: filledText('required', {
        check: (value) => PAYEE_NAME_PATTERN.test(value.trim()),
        message: 'cards.payee_name_invalid',
      }),
      paymentPassword: passwordRequired ? paymentPasswordField : z.string(),
    })
    .check(
      z.check((ctx) => {
        const { type, accountNo } = ctx.value;
        if (!accountNo.trim() || ACCOUNT_NO_PATTERN[type].test(accountNo.trim())) return;
        ctx.issues.push({
          code: 'custom',
          continue: true,
          input: accountNo,
          path: ['accountNo'],
          message: `cards.account_no_invalid.${type}`,
        });
      }),
    );
type Values = z.infer<ReturnType<typeof cardSchema>>;
const NAMES = ['type', 'providerCode', 'accountNo', 'payeeName', 'paymentPassword'] as const;
const REFUSALS: FieldRefusals<Values> = {
  'member.payee.mismatch': ['payeeName'],
  'member.card.exists': ['accountNo'],
  'member.card.limit': ['type'],
  'invalid.payment.pw': ['paymentPassword'],
};

interface BindCardDialogProps {
  open: boolean;
  onClose: () => void;
  cards: CardsAnswer;
  passwordRequired: boolean;
  onPasswordMissing: () => void;
  onBound: (card: Card) => void;
}

/** Binds a payout account in a dialog; a fresh form each time it opens. */
export function BindCardDialog({ open, onClose, ...form }: BindCardDialogProps) {
  const { t } = useTranslation('payments');
  return (
    <NestedDialog
      open={open}
      onClose={onClose}
      title={t('cards.bind_title')}
      initialFocus="first-field"
    >
      <BindCard {...form} />
    </NestedDialog>
  );
}

type BindCardProps = Omit<BindCardDialogProps, 'open' | 'onClose'>;

/** The providers first (asked when the dialog opens), then the form. */
function BindCard(props: BindCardProps) {
  const providers = useQuery(cardProvidersQuery());
  return (
    <QueryState query={providers}>
      {(providersByType) => <BindCardForm providers={providersByType} {...props} />}
    </QueryState>
  );
}

/**
 * Type, provider of that type, account number, payee name and (PAYMENTPASS3) the payment
 * password. The payee name is the member's other cards' one, locked, once the first card set it.
 */
function BindCardForm({
  providers,
  cards,
  passwordRequired,
  onPasswordMissing,
  onBound,
}: BindCardProps & { providers: CallResult<typeof paymentCalls.cardProviders> }) {
  const { t } = useTranslation('payments');
  const errorText = useMoneyErrorText();
  const bind = useBindCard();
  const payeeLocked = cards.payeeName !== null;
  const schema = useMemo(
    () => cardSchema(cards.list, passwordRequired),
    [cards.list, passwordRequired],
  );
  const form = useSchemaForm<Values>(schema, {
    defaultValues: {
      type: 'B',
      providerCode: '',
      accountNo: '',
      payeeName: cards.payeeName ?? '',
      paymentPassword: '',
    },
  });
  const { errors, isSubmitted } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const choices = providers[type];

  const onSubmit = form.handleSubmit((values) => {
    bind.mutate(
      {
        type: values.type,
        providerCode: values.providerCode,
        accountNo: values.accountNo.trim(),
        payeeName: values.payeeName.trim(),
        ...(passwordRequired ? { paymentPassword: values.paymentPassword } : {}),
      },
      {
        onSuccess: onBound,
        onError: (error) => {
          if (isPaymentPasswordMissing(error)) onPasswordMissing();
          else showRefusal(error, REFUSALS, NAMES, form.setError);
        },
      },
    );
  });

  const typeField = form.register('type');
  return (
    <form className="mc-form money-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <SelectField
        label={t('cards.type')}
        error={errorText(errors.type?.message, { max: MAX_CARDS_PER_TYPE })}
        {...typeField}
        onChange={(event) => {
          void typeField.onChange(event);
          // Providers and the number's format depend on the type.
          form.setValue('providerCode', '');
          if (isSubmitted) void form.trigger(['providerCode', 'accountNo']);
        }}
      >
        {paymentTypeSchema.options.map((option) => (
          <option key={option} value={option}>
            {t(`types.${option}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('cards.provider')}
        hint={choices.length === 0 ? t('cards.no_providers') : undefined}
        error={errorText(errors.providerCode?.message)}
        {...form.register('providerCode')}
      >
        <option value="">{t('cards.provider_choose')}</option>
        {choices.map((provider) => (
          <option key={provider.code} value={provider.code}>
            {provider.name}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('cards.account_no')}
        required
        autoComplete="off"
        inputMode={type === 'V' ? 'text' : 'numeric'}
        hint={t(`cards.account_no_hint.${type}`)}
        error={errorText(errors.accountNo?.message)}
        {...form.register('accountNo')}
      />
      <Field
        label={t('cards.payee_name')}
        required
        autoComplete="name"
        readOnly={payeeLocked}
        hint={payeeLocked ? t('cards.payee_name_locked') : t('cards.payee_name_hint')}
        error={errorText(errors.payeeName?.message)}
        {...form.register('payeeName')}
      />
      {passwordRequired ? (
        <PaymentPasswordField
          registration={form.register('paymentPassword')}
          error={errors.paymentPassword?.message}
        />
      ) : null}
      <button type="submit" className="button" disabled={bind.isPending}>
        {bind.isPending ? t('sending') : t('cards.submit')}
      </button>
      <MutationFeedback
        error={refusalOnField(bind.error, REFUSALS, NAMES) ? null : bind.error}
        success={null}
      />
    </form>
  );
}
