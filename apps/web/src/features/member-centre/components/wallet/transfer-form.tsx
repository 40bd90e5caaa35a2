import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { useTranslation } from '../../../../i18n/react';
import { MAIN_WALLET, type MerchantWallet } from '@site/contract';
import { formatAmount } from '../../../../lib/format';
import { useWalletTransfer } from '../../../../api/wallet';
import { refusalOnField, showRefusal, type FieldRefusals } from '../../../../lib/form-errors';
import { MutationFeedback } from '../mutation-feedback';
import { amountText, parseAmount } from '../../../../lib/amount';
import { AmountField, checkAmount } from '../money/amount-field';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { MoneySection } from '../money/money-section';
import { SelectField } from '../../../../components/form/select-field';
import { useWalletNames } from '../money/use-wallet-names';

/** A direction chosen with a vendor's shortcut; `at` tells two presses of one shortcut apart. */
export interface TransferPrefill {
  from: string;
  to: string;
  at: number;
}

/** What a wallet holds, MAIN or a vendor's (undefined for a code it does not have). */
const balanceIn = (wallet: MerchantWallet, code: string) =>
  code === MAIN_WALLET
    ? wallet.main.balance
    : wallet.wallets.find((w) => w.wallet === code)?.balance;

/** A direction, and an amount the source holds. */
const transferSchema = (wallet: MerchantWallet) =>
  z.object({ from: z.string(), to: z.string(), amount: z.string() }).check(
    z.check((ctx) => {
      const { from, amount } = ctx.value;
      const checked = checkAmount(amount, { available: balanceIn(wallet, from) });
      if (checked === true) return;
      ctx.issues.push({
        code: 'custom',
        continue: true,
        input: amount,
        path: ['amount'],
        message: checked,
      });
    }),
  );
type Values = z.infer<ReturnType<typeof transferSchema>>;
const NAMES: (keyof Values)[] = ['from', 'to', 'amount'];
const REFUSALS: FieldRefusals<Values> = { 'wallet.insufficient': ['amount'] };

interface TransferFormProps {
  wallet: MerchantWallet;
  symbol: string;
  prefill: TransferPrefill | null;
}

/**
 * Moves money between MAIN and one vendor wallet: one side is always MAIN, so picking a vendor
 * as the source makes MAIN the destination and the other way round.
 */
export function TransferForm({ wallet, symbol, prefill }: TransferFormProps) {
  const { t } = useTranslation('wallet');
  const nameOf = useWalletNames();
  const firstOpen = wallet.wallets.find((w) => !w.maintenance) ?? wallet.wallets[0];
  const schema = useMemo(() => transferSchema(wallet), [wallet]);
  const form = useSchemaForm<Values>(schema, {
    defaultValues: { from: MAIN_WALLET, to: firstOpen?.wallet ?? '', amount: '' },
  });
  const { errors } = form.formState;
  const transfer = useWalletTransfer();
  const from = useWatch({ control: form.control, name: 'from' });
  const typed = useWatch({ control: form.control, name: 'amount' });
  const available = balanceIn(wallet, from);

  useEffect(() => {
    if (!prefill) return;
    form.setValue('from', prefill.from);
    form.setValue('to', prefill.to);
    form.clearErrors();
    form.setFocus('amount');
  }, [prefill, form]);

  const vendorOptions = wallet.wallets.map((w) => (
    <option key={w.wallet} value={w.wallet} disabled={w.maintenance}>
      {w.maintenance ? t('fund.maintenance_option', { wallet: w.displayName }) : w.displayName}
    </option>
  ));
  const mainOption = <option value={MAIN_WALLET}>{t('main_wallet')}</option>;

  const onSubmit = form.handleSubmit((values) => {
    const body = { from: values.from, to: values.to, amount: parseAmount(values.amount)! };
    transfer.mutate(body, {
      onSuccess: () => form.setValue('amount', ''),
      onError: (error) => showRefusal(error, REFUSALS, NAMES, form.setError),
    });
  });

  const sent = transfer.isSuccess ? transfer.variables : undefined;
  return (
    <MoneySection title={t('fund.form_title')}>
      <form className="mc-form wallet-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="wallet-form__direction">
          <SelectField
            label={t('fund.from')}
            {...form.register('from', {
              onChange: (event: { target: { value: string } }) => {
                // One side is MAIN: a vendor source sends to MAIN, MAIN sends to a vendor.
                const source = event.target.value;
                if (source !== MAIN_WALLET) form.setValue('to', MAIN_WALLET);
                else if (form.getValues('to') === MAIN_WALLET && firstOpen)
                  form.setValue('to', firstOpen.wallet);
                if (form.getValues('amount')) void form.trigger('amount');
              },
            })}
          >
            {mainOption}
            {vendorOptions}
          </SelectField>
          <SelectField label={t('fund.to')} {...form.register('to')}>
            {from === MAIN_WALLET ? vendorOptions : mainOption}
          </SelectField>
        </div>
        <AmountField
          registration={form.register('amount')}
          typed={typed}
          limits={{ available }}
          error={errors.amount?.message}
          onAll={() => {
            if (available === undefined) return;
            form.setValue('amount', amountText(available), { shouldValidate: true });
          }}
        />
        <button type="submit" className="button" disabled={transfer.isPending}>
          {transfer.isPending ? t('fund.sending') : t('fund.submit')}
        </button>
        <MutationFeedback
          error={refusalOnField(transfer.error, REFUSALS, NAMES) ? null : transfer.error}
          success={
            sent
              ? t('fund.done', {
                  amount: formatAmount(sent.amount, symbol),
                  from: nameOf(sent.from),
                  to: nameOf(sent.to),
                })
              : null
          }
        />
      </form>
    </MoneySection>
  );
}
