import { useId, useMemo, useState, type ReactNode } from 'react';
import { useFieldArray, type FieldError } from 'react-hook-form';
import {
  ErrorCode,
  formatPercent,
  PRODUCTS,
  writeRate,
  type Contract,
  type ContractType,
} from '@site/contract';
import { useTranslation } from '../../../../i18n/react';
import { useErrorMessage } from '../../../../hooks/use-error-message';
import { useLanguage } from '../../../../hooks/use-language';
import { ApiError } from '../../../../lib/api-client';
import { Field } from '../../../../components/form/field';
import { SelectField } from '../../../../components/form/select-field';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { useOfferContract } from '../../api/contracts';
import { DIVIDEND_PERIODS } from '../../utils/contract-terms';
import {
  aboveOwn,
  emptyTier,
  MAX_TIERS,
  offerSchema,
  toOffer,
  type OfferValues,
} from '../../utils/offer-form';
import { ConfirmDialog } from './confirm-dialog';

interface OfferFormProps {
  type: ContractType;
  /** A downline to start from (the downlines page sends the agent here with it). */
  username?: string;
  onSent: (account: string) => void;
  onCancel: () => void;
  /** The agent's own terms, shown under the introduction for reference. */
  reference?: ReactNode;
  /** The agent's own contracts in force of the type: no tier may pay more. */
  own?: readonly Contract[];
}

const PRODUCT_CHOICES = ['CONS', ...PRODUCTS] as const;

/**
 * Offer a direct downline a contract: the downline, (dividends) the product and the period,
 * then the tiers (thresholds and a rate, a percentage or a fixed amount), or a real-time
 * salary's loss and profit rates and least stake. Checked as the contract checks it; the
 * platform answers contract.rate.above.upline for a tier above the agent's own, and
 * contract.higher.rate.confirm when the offer would replace a higher contract: the agent
 * confirms and it is sent again with confirmHigherRate.
 */
export function OfferForm({
  type,
  username = '',
  onSent,
  onCancel,
  reference,
  own = [],
}: OfferFormProps) {
  const { t } = useTranslation('agent');
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const offer = useOfferContract();
  const headingId = useId();
  const schema = useMemo(() => offerSchema(type, language), [type, language]);
  // The example comes from the formatter, so it is written as the field reads it.
  const percentHint = { example: writeRate(0.5, language), percent: formatPercent(0.5, language) };
  const form = useSchemaForm<OfferValues>(schema, {
    defaultValues: {
      username,
      product: 'CONS',
      periodType: 'MONTHLY',
      tiers: [emptyTier()],
      lossRate: '',
      profitRate: '',
      singleBetAmount: '0',
    },
  });
  const { register, control, handleSubmit, formState, watch, setError } = form;
  const [overOwn, setOverOwn] = useState(false);
  const tiers = useFieldArray({ control, name: 'tiers' });
  const [confirming, setConfirming] = useState<OfferValues | null>(null);
  const kind = t(`contracts.kinds.${type}`);
  const words = (error: FieldError | undefined) =>
    error?.message ? (t(error.message as 'contracts.loading') as string) : null;
  const errors = formState.errors;
  const tiersError = errors.tiers?.root?.message ?? errors.tiers?.message;

  const submit = (values: OfferValues) => {
    // The platform's rule, checked here first so the tier at fault is marked.
    const body = toOffer(type, values, language);
    const mine = own.find((c) => c.type !== 'DIVIDEND' || c.product === body.product);
    const fields = mine ? aboveOwn(body, mine) : [];
    setOverOwn(fields.length > 0);
    if (fields.length > 0) {
      for (const field of fields) {
        setError(field as 'lossRate', {
          type: 'own',
          message:
            field === 'singleBetAmount'
              ? 'contracts.offer.errors.below_own_stake'
              : 'contracts.offer.errors.above_own',
        });
      }
      return;
    }
    send(values);
  };

  const send = (values: OfferValues, confirmHigherRate = false) =>
    offer.mutate(toOffer(type, values, language, confirmHigherRate), {
      onSuccess: (contract) => {
        setConfirming(null);
        onSent(contract.account);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === ErrorCode.contractHigherRateConfirm) {
          setConfirming(values);
          return;
        }
        setConfirming(null);
      },
    });

  const failure = offer.error;
  const needsConfirm =
    failure instanceof ApiError && failure.code === ErrorCode.contractHigherRateConfirm;
  const failureText = overOwn
    ? t('contracts.offer.above_upline')
    : !failure || needsConfirm
      ? null
      : failure instanceof ApiError && failure.code === ErrorCode.contractRateAboveUpline
        ? t('contracts.offer.above_upline')
        : errorMessage(failure);

  return (
    <section className="agent-offer" aria-labelledby={headingId}>
      <h4 id={headingId} className="agent-contract__title">
        {t('contracts.offer.title', { kind: kind.toLowerCase() })}
      </h4>
      <p className="agent-contract__note">{t('contracts.offer.intro')}</p>
      {reference}
      <form className="agent-offer__form" noValidate onSubmit={handleSubmit(submit)}>
        <Field
          label={t('contracts.offer.username')}
          hint={t('contracts.offer.username_hint')}
          required
          autoComplete="off"
          error={words(errors.username)}
          {...register('username')}
        />
        {type === 'DIVIDEND' ? (
          <div className="agent-offer__row">
            <SelectField label={t('contracts.offer.product')} {...register('product')}>
              {PRODUCT_CHOICES.map((product) => (
                <option key={product} value={product}>
                  {t(`contracts.products.${product}`)}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('contracts.offer.period')} {...register('periodType')}>
              {DIVIDEND_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t(`contracts.period.${period}`)}
                </option>
              ))}
            </SelectField>
          </div>
        ) : null}

        {type === 'REALTIME' ? (
          <div className="agent-offer__row">
            <Field
              label={`${t('contracts.realtime.lossRate')} (%)`}
              hint={t('contracts.offer.percent_hint', percentHint)}
              required
              inputMode="decimal"
              autoComplete="off"
              error={words(errors.lossRate)}
              {...register('lossRate')}
            />
            <Field
              label={`${t('contracts.realtime.profitRate')} (%)`}
              hint={t('contracts.offer.percent_hint', percentHint)}
              required
              inputMode="decimal"
              autoComplete="off"
              error={words(errors.profitRate)}
              {...register('profitRate')}
            />
            <Field
              label={t('contracts.realtime.singleBetAmount')}
              hint={t('contracts.offer.amount_hint')}
              required
              inputMode="decimal"
              autoComplete="off"
              error={words(errors.singleBetAmount)}
              {...register('singleBetAmount')}
            />
          </div>
        ) : (
          <div className="agent-offer__tiers">
            {tiers.fields.map((field, index) => {
              const tierErrors = errors.tiers?.[index];
              const rateType = watch(`tiers.${index}.rateType`);
              const n = index + 1;
              return (
                <fieldset key={field.id} className="agent-offer__tier">
                  <legend>{t('contracts.tiers.tier_n', { n })}</legend>
                  <Field
                    label={t('contracts.tiers.minimumBet')}
                    required
                    inputMode="decimal"
                    autoComplete="off"
                    error={words(tierErrors?.minimumBet)}
                    {...register(`tiers.${index}.minimumBet`)}
                  />
                  {type === 'DIVIDEND' ? (
                    <Field
                      label={t('contracts.tiers.netLoss')}
                      required
                      inputMode="decimal"
                      autoComplete="off"
                      error={words(tierErrors?.netLoss)}
                      {...register(`tiers.${index}.netLoss`)}
                    />
                  ) : null}
                  <Field
                    label={t('contracts.tiers.activeMember')}
                    required
                    inputMode="numeric"
                    autoComplete="off"
                    error={words(tierErrors?.activeMember)}
                    {...register(`tiers.${index}.activeMember`)}
                  />
                  <SelectField
                    label={t('contracts.tiers.rate_type')}
                    {...register(`tiers.${index}.rateType`)}
                  >
                    <option value="P">{t('contracts.rate_type.P')}</option>
                    <option value="F">{t('contracts.rate_type.F')}</option>
                  </SelectField>
                  <Field
                    label={`${t('contracts.tiers.rate')}${rateType === 'P' ? ' (%)' : ''}`}
                    hint={
                      rateType === 'P'
                        ? t('contracts.offer.percent_hint', percentHint)
                        : t('contracts.offer.amount_hint')
                    }
                    required
                    inputMode="decimal"
                    autoComplete="off"
                    error={words(tierErrors?.rate)}
                    {...register(`tiers.${index}.rate`)}
                  />
                  {tiers.fields.length > 1 ? (
                    <button
                      type="button"
                      className="button button--ghost agent-offer__remove"
                      onClick={() => tiers.remove(index)}
                    >
                      {t('contracts.offer.remove_tier', { n })}
                    </button>
                  ) : null}
                </fieldset>
              );
            })}
            {tiersError ? (
              <p className="field__error" role="alert">
                {t(tiersError as 'contracts.loading')}
              </p>
            ) : null}
            <button
              type="button"
              className="button button--ghost"
              disabled={tiers.fields.length >= MAX_TIERS}
              onClick={() => tiers.append(emptyTier())}
            >
              {t('contracts.offer.add_tier')}
            </button>
          </div>
        )}

        {failureText ? (
          <p className="agent-feedback agent-feedback--error" role="alert">
            {failureText}
          </p>
        ) : null}
        <div className="agent-contract__actions">
          <button
            type="submit"
            className="button"
            disabled={offer.isPending}
            aria-busy={offer.isPending}
          >
            {offer.isPending && !confirming
              ? t('contracts.offer.sending')
              : t('contracts.offer.submit')}
          </button>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('contracts.offer.cancel')}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={t('contracts.offer.confirm_higher_title')}
        confirmLabel={t('contracts.offer.confirm_higher')}
        cancelLabel={t('contracts.downline.cancel')}
        busy={offer.isPending}
        onConfirm={() => {
          if (confirming) send(confirming, true);
        }}
        onCancel={() => {
          setConfirming(null);
          offer.reset();
        }}
      >
        <p>
          {t('contracts.offer.confirm_higher_body', {
            account: confirming?.username.trim() ?? '',
          })}
        </p>
      </ConfirmDialog>
    </section>
  );
}
