import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { useTranslation } from '../../../../i18n/react';
import type { DepositMethod, DepositOrder, PaymentType } from '@site/contract';
import { Tabs } from '../../../../components/ui/tabs';
import { formatAmount } from '../../../../lib/format';
import { useCreateDeposit } from '../../api/deposit';
import { refusalOnField, showRefusal, type FieldRefusals } from '../../../../lib/form-errors';
import { MutationFeedback } from '../mutation-feedback';
import { amountText, parseAmount } from '../../../../lib/amount';
import { AmountField, amountField } from '../money/amount-field';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';

/** The amount within the chosen channel's limits. */
const depositSchema = (limits: { min: number; max: number }) =>
  z.object({ amount: amountField(limits) });
type Values = z.infer<ReturnType<typeof depositSchema>>;
const NAMES = ['amount'] as const;
// The platform checks the channel's limits too; its refusal reads like ours, with the limits.
const REFUSALS: FieldRefusals<Values> = {
  'amount.below.min': ['amount', 'amount.below_min'],
  'amount.above.max': ['amount', 'amount.above_max'],
};

interface DepositFormProps {
  /** The methods the platform offers, each with at least one channel. */
  methods: readonly DepositMethod[];
  onCreated: (order: DepositOrder) => void;
}

/** Method tabs, the channel, the amount (limits and quick amounts) and the submit. */
export function DepositForm({ methods, onCreated }: DepositFormProps) {
  const { t } = useTranslation('payments');
  const symbol = useCurrencySymbol();
  const channelsId = useId();
  const presetsId = useId();
  const [type, setType] = useState<PaymentType>(methods[0]!.type);
  const method = methods.find((m) => m.type === type) ?? methods[0]!;
  const [channelId, setChannelId] = useState(method.channels[0]!.id);
  const channel = method.channels.find((c) => c.id === channelId) ?? method.channels[0]!;
  const limits = useMemo(
    () => ({ min: channel.min, max: channel.max }),
    [channel.min, channel.max],
  );
  const schema = useMemo(() => depositSchema(limits), [limits]);
  const form = useSchemaForm<Values>(schema, { defaultValues: { amount: '' } });
  const { errors, isSubmitted } = form.formState;
  const amount = useWatch({ control: form.control, name: 'amount' });
  const create = useCreateDeposit();

  // Another channel has other limits: a standing verdict on the amount is checked again
  // (only then: a platform refusal on the field stays until the member changes something).
  const checkedFor = useRef(channel.id);
  useEffect(() => {
    if (checkedFor.current === channel.id) return;
    checkedFor.current = channel.id;
    if (isSubmitted) void form.trigger('amount');
  }, [channel.id, isSubmitted, form]);

  function chooseMethod(next: PaymentType) {
    setType(next);
    setChannelId(methods.find((m) => m.type === next)!.channels[0]!.id);
    create.reset();
  }

  const onSubmit = form.handleSubmit(({ amount: text }) => {
    create.mutate(
      { channelId: channel.id, amount: parseAmount(text)! },
      {
        onSuccess: (order) => {
          form.reset();
          onCreated(order);
        },
        onError: (error) => showRefusal(error, REFUSALS, NAMES, form.setError),
      },
    );
  });

  return (
    <Tabs
      label={t('deposit.method')}
      items={methods.map((m) => ({ key: m.type, label: t(`types.${m.type}`) }))}
      value={method.type}
      onChange={chooseMethod}
      panelClassName="money-tab-panel"
    >
      <form className="mc-form money-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset className="money-choices">
          <legend className="field__label">{t('deposit.channel')}</legend>
          {method.channels.map((c) => (
            <label key={c.id} className="money-tile money-choice">
              {/* Named by the channel, described by its limits (read after the name). */}
              <input
                type="radio"
                name={channelsId}
                value={c.id}
                checked={c.id === channel.id}
                onChange={() => setChannelId(c.id)}
                aria-labelledby={`${channelsId}-${c.id}-name`}
                aria-describedby={`${channelsId}-${c.id}-limits`}
              />
              <span id={`${channelsId}-${c.id}-name`} className="money-choice__name">
                {c.name}
              </span>
              <span id={`${channelsId}-${c.id}-limits`} className="money-choice__note">
                {t('amount.limits', {
                  min: formatAmount(c.min, symbol),
                  max: formatAmount(c.max, symbol),
                })}
              </span>
            </label>
          ))}
        </fieldset>
        <AmountField
          registration={form.register('amount')}
          typed={amount}
          limits={limits}
          error={errors.amount?.message}
        />
        {channel.presets.length > 0 ? (
          <div className="money-presets" role="group" aria-labelledby={presetsId}>
            <span id={presetsId} className="field__label">
              {t('deposit.presets')}
            </span>
            {channel.presets.map((preset) => (
              <button
                key={preset}
                type="button"
                className="button button--ghost money-preset"
                aria-pressed={parseAmount(amount) === preset}
                onClick={() =>
                  form.setValue('amount', amountText(preset), {
                    shouldDirty: true,
                    shouldValidate: isSubmitted,
                  })
                }
              >
                {formatAmount(preset, symbol)}
              </button>
            ))}
          </div>
        ) : null}
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? t('sending') : t('deposit.submit')}
        </button>
        <MutationFeedback
          error={refusalOnField(create.error, REFUSALS, NAMES) ? null : create.error}
          success={null}
        />
      </form>
    </Tabs>
  );
}
