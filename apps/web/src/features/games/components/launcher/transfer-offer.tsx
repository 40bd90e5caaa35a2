import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { useTranslation } from '../../../../i18n/react';
import { MAIN_WALLET, MAX_AMOUNT, type VendorWallet } from '@site/contract';
import {
  AmountInput,
  isReadingProblem,
  useAmountReadingText,
} from '../../../../components/form/amount-input';
import { useWalletTransfer } from '../../../../api/wallet';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { useErrorMessage } from '../../../../hooks/use-error-message';
import { ApiError } from '../../../../lib/api-client';
import { formatAmount } from '../../../../lib/format';
import { amountText, parseAmount } from '../../../../lib/amount';
import {
  balanceAfter,
  canMoveAll,
  checkTransferAmount,
  quickAmounts,
  type TransferAmountProblem,
} from './transfer-amount';

interface TransferOfferProps {
  main: VendorWallet;
  vendor: VendorWallet;
  /** The game's minimum bet, when known: shown, the least amount, and the quick amounts follow it. */
  minBet: number | undefined;
  /** The game the money moves in for: the platform checks the amount against its minimum bet. */
  gameId: string;
  /** The money is in the vendor's wallet: start the game (confirmTrans 1). */
  onTransferred: (amount: number) => void;
  /** Start the game with what the vendor's wallet holds now (not offered below one bet). */
  onSkip: () => void;
}

/** An amount the main wallet holds, and at least one bet of the game. */
const offerSchema = (main: number, minBet: number | undefined) =>
  z.object({
    amount: z.string().check(
      z.check((ctx) => {
        const checked = checkTransferAmount(ctx.value, main, minBet);
        if (checked !== true)
          ctx.issues.push({ code: 'custom', continue: true, input: ctx.value, message: checked });
      }),
    ),
  });

const isInsufficient = (error: unknown) =>
  error instanceof ApiError && error.code === 'wallet.insufficient';

/**
 * Before a transfer-wallet vendor's game starts: the main and vendor balances, and an offer to
 * move money in first ("Transfer and play") or to play with what the vendor wallet holds. The
 * game's minimum bet is said and is the least amount offered or accepted (no quick amount or
 * "All" below it); a warning says when the vendor wallet holds less than one bet now.
 */
export function TransferOffer({
  main,
  vendor,
  minBet,
  gameId,
  onTransferred,
  onSkip,
}: TransferOfferProps) {
  const { t } = useTranslation('play');
  const symbol = useCurrencySymbol();
  const errorMessage = useErrorMessage();
  const transfer = useWalletTransfer();
  const readingText = useAmountReadingText();
  const schema = useMemo(() => offerSchema(main.balance, minBet), [main.balance, minBet]);
  const form = useSchemaForm<{ amount: string }>(schema, { defaultValues: { amount: '' } });
  const money = (amount: number) => formatAmount(amount, symbol);
  const vendorName = vendor.displayName;
  const problem = form.formState.errors.amount?.message as TransferAmountProblem | undefined;
  const busy = transfer.isPending;
  const typed = useWatch({ control: form.control, name: 'amount' });
  const short = shortOfMinimum(vendor.balance, typed, main.balance, minBet);
  // "Play without transfer" asked while the vendor wallet holds less than one bet.
  const [skipRefused, setSkipRefused] = useState(false);
  const belowMinimum = !!minBet && vendor.balance < minBet;

  /**
   * Plays with what the vendor wallet holds, unless that is less than one bet: the game would
   * open only to refuse every stake, so the offer says so and readies a transfer of one bet.
   */
  const skip = () => {
    if (!belowMinimum) return onSkip();
    setSkipRefused(true);
    if (!typed && canMoveAll(main.balance, minBet)) fill(minBet);
    form.setFocus('amount');
  };

  const fill = (amount: number) =>
    form.setValue('amount', amountText(amount), { shouldValidate: true });

  const onSubmit = form.handleSubmit(({ amount: text }) => {
    const amount = parseAmount(text)!;
    transfer.mutate(
      { from: MAIN_WALLET, to: vendor.wallet, amount, gameId },
      {
        onSuccess: () => onTransferred(amount),
        onError: (error) => {
          // The balance changed since it was shown (another tab, a round): say it at the field.
          if (isInsufficient(error)) form.setError('amount', { message: 'insufficient' });
        },
      },
    );
  });

  return (
    <form className="launcher-offer" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p>{t('transfer.intro', { vendor: vendorName })}</p>
      <dl className="launcher-offer__balances" aria-label={t('transfer.balances')}>
        <div>
          <dt>{t('transfer.main')}</dt>
          <dd>{money(main.balance)}</dd>
        </div>
        <div>
          <dt>{t('transfer.vendor', { vendor: vendorName })}</dt>
          <dd>{money(vendor.balance)}</dd>
        </div>
      </dl>
      {minBet ? <p>{t('transfer.min_bet', { amount: money(minBet) })}</p> : null}
      <div className="launcher-offer__amount">
        <AmountInput
          label={t('transfer.amount')}
          required
          typed={typed}
          hint={t('transfer.available', { amount: money(main.balance) })}
          error={
            !problem
              ? null
              : isReadingProblem(problem)
                ? readingText(problem, typed)
                : t(`transfer.errors.${problem}`, {
                    amount: money(
                      problem === 'above_max'
                        ? MAX_AMOUNT
                        : problem === 'below_min_bet'
                          ? (minBet ?? 0)
                          : main.balance,
                    ),
                  })
          }
          {...form.register('amount')}
        />
        {/* Present before it has words, so screen readers announce them when they come. */}
        <p className="launcher-offer__warning" role="status">
          {short === null
            ? null
            : t(short.typed ? 'transfer.below_min_after' : 'transfer.below_min', {
                vendor: vendorName,
                amount: money(short.balance),
                min: money(minBet ?? 0),
              })}
        </p>
      </div>
      <div className="launcher-offer__quick" role="group" aria-label={t('transfer.quick')}>
        {quickAmounts(main.balance, minBet).map((amount) => (
          <button
            key={amount}
            type="button"
            className="button button--ghost"
            onClick={() => fill(amount)}
          >
            {money(amount)}
          </button>
        ))}
        {canMoveAll(main.balance, minBet) ? (
          <button
            type="button"
            className="button button--ghost"
            aria-label={t('transfer.all_label')}
            onClick={() => fill(main.balance)}
          >
            {t('transfer.all')}
          </button>
        ) : null}
      </div>
      {skipRefused && belowMinimum ? (
        <p className="launcher__error" role="alert">
          {t(
            canMoveAll(main.balance, minBet)
              ? 'transfer.skip_below_min'
              : 'transfer.skip_below_min_no_main',
            {
              vendor: vendorName,
              amount: money(vendor.balance),
              min: money(minBet),
              main: money(main.balance),
            },
          )}
        </p>
      ) : null}
      {transfer.error && !isInsufficient(transfer.error) ? (
        <p className="launcher__error" role="alert">
          {errorMessage(transfer.error)}
        </p>
      ) : null}
      <div className="launcher__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('transfer.sending') : t('transfer.submit')}
        </button>
        <button type="button" className="button button--ghost" disabled={busy} onClick={skip}>
          {t('transfer.skip')}
        </button>
      </div>
    </form>
  );
}

/**
 * What the vendor wallet would hold when that is less than the minimum bet: after the typed
 * amount when it is a valid one (typed), else as it is now; null when it is enough, or when
 * the minimum is not known.
 */
function shortOfMinimum(
  vendorBalance: number,
  typed: string,
  main: number,
  minBet: number | undefined,
): { balance: number; typed: boolean } | null {
  if (!minBet) return null;
  const valid = checkTransferAmount(typed, main, minBet) === true;
  const balance = valid ? balanceAfter(vendorBalance, parseAmount(typed)!) : vendorBalance;
  return balance < minBet ? { balance, typed: valid } : null;
}
