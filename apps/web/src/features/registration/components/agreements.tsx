import { useId } from 'react';
import { Trans, useTranslation } from '../../../i18n/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MINIMUM_AGE } from '@site/contract';
import { paths } from '../../../config/paths';
import '../../../components/form/field.css';

interface AgreementsProps {
  terms: UseFormRegisterReturn;
  age: UseFormRegisterReturn;
  termsError?: string;
  ageError?: string;
}

/** The terms (checked by default) and the 18+ agreement; both must be accepted (docs/product.md §5). */
export function Agreements({ terms, age, termsError, ageError }: AgreementsProps) {
  const { t } = useTranslation('registration');
  const id = useId();
  return (
    <div className="reg-agreements">
      <div className="reg-check">
        <input
          id={`${id}-terms`}
          type="checkbox"
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? `${id}-terms-error` : undefined}
          {...terms}
        />
        <label htmlFor={`${id}-terms`}>
          <Trans
            t={t}
            i18nKey="register.agree_terms"
            components={{
              // A new tab, so the form and what was typed in it stay. Trans fills in the words.
              // eslint-disable-next-line jsx-a11y/anchor-has-content
              terms: <a href={`${paths.help}#terms`} target="_blank" rel="noopener noreferrer" />,
            }}
          />
        </label>
        {termsError ? (
          <p id={`${id}-terms-error`} className="field__error">
            {termsError}
          </p>
        ) : null}
      </div>
      <div className="reg-check">
        <input
          id={`${id}-age`}
          type="checkbox"
          aria-invalid={ageError ? true : undefined}
          aria-describedby={ageError ? `${id}-age-error` : undefined}
          {...age}
        />
        <label htmlFor={`${id}-age`}>{t('register.agree_age', { age: MINIMUM_AGE })}</label>
        {ageError ? (
          <p id={`${id}-age-error`} className="field__error">
            {ageError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
