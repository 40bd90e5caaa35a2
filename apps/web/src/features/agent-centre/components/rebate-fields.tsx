import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { writeRate, type Product, type Rebate } from '@site/contract';
import { Field } from '../../../components/form/field';
import { useLanguage } from '../../../hooks/use-language';
import { useTranslation } from '../../../i18n/react';
import { percentText, shareableProducts } from '../utils/rebates';
import { useTeamErrorText } from '../utils/team-error-text';

interface RebateFieldsProps {
  /** The agent's own rebates: the products offered and each one's limit. */
  own: readonly Rebate[];
  register: (product: Product) => UseFormRegisterReturn;
  errors: Partial<Record<Product, FieldError>> | undefined;
}

/**
 * A percentage per product the agent has a rebate of, each at most its own (said in the
 * hint, checked before sending and by the platform). Nothing to share: it says so.
 */
export function RebateFields({ own, register, errors }: RebateFieldsProps) {
  const { t } = useTranslation('agent');
  const errorText = useTeamErrorText();
  const { language } = useLanguage();
  const products = shareableProducts(own);
  const limit = (product: Product) =>
    percentText(own.find((r) => r.product === product)?.rate ?? 0, language);
  return (
    <fieldset className="agent-form__rebates">
      <legend className="agent-page__legend">{t('team.rebate.legend')}</legend>
      {products.length === 0 ? (
        <p className="agent-page__muted">{t('team.rebate.none')}</p>
      ) : (
        products.map((product) => (
          <Field
            key={product}
            label={t('team.rebate.field', { product: t(`team.products.${product}`) })}
            hint={t('team.rebate.hint', { max: limit(product) })}
            inputMode="decimal"
            autoComplete="off"
            placeholder={writeRate(0, language)}
            trailing={<span className="agent-form__unit">%</span>}
            error={errorText(errors?.[product]?.message, {
              max: limit(product),
              example: writeRate(0.5, language),
            })}
            {...register(product)}
          />
        ))
      )}
    </fieldset>
  );
}
