import { useTranslation } from '../../../i18n/react';
import { MINIMUM_AGE, type RegisterFieldRule } from '@site/contract';
import { describeFieldError } from '../utils/field-error';

type Rule = Pick<RegisterFieldRule, 'patternId' | 'minLength' | 'maxLength'>;

/** Turns a field's error code into a sentence in the current language. */
export function useFieldErrorText() {
  const { t, i18n } = useTranslation('registration');
  // Keys are built from the merchant's patternId, so they are checked with exists() first.
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const exists = (key: string) => i18n.exists(`registration:${key}`);
  return (code: string | undefined, rule?: Rule) =>
    code ? describeFieldError(translate, exists, code, rule, MINIMUM_AGE) : undefined;
}
