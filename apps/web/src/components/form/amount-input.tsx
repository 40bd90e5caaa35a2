import { useTranslation } from '../../i18n/react';
import { NUMBER_STYLES, readAmount, writeAmount, type AmountProblem } from '@site/contract';
import { useCurrencySymbol } from '../../hooks/use-currency-symbol';
import { useLanguage } from '../../hooks/use-language';
import { formatAmount } from '../../lib/format';
import { Field } from './field';

type AmountInputProps = Omit<
  Parameters<typeof Field>[0],
  'inputMode' | 'autoComplete' | 'type' | 'live'
> & {
  /** The text in the field now (the form's watched value): what the reading follows. */
  typed: string;
};

/**
 * The input of every money field. Members write amounts their own way (`100,000`, or
 * `100.000,50` as Indonesians often do; see the contract's readAmount), so as they type the
 * field says the amount it read, in the site's format ("= P 100,000.00"), in a polite live region
 * under the input: what will be sent is never a surprise. Takes `register(...)` like Field.
 */
export function AmountInput({ typed, ...field }: AmountInputProps) {
  const { t } = useTranslation('common');
  const { language } = useLanguage();
  const symbol = useCurrencySymbol();
  const read = readAmount(typed, language);
  return (
    <Field
      inputMode="decimal"
      autoComplete="off"
      live={read.ok ? t('amount.understood', { amount: formatAmount(read.value, symbol) }) : ''}
      {...field}
    />
  );
}

/** The problems with reading a text as an amount, worded alike by every money field. */
export type AmountReadingProblem = Extract<AmountProblem, 'not_number' | 'decimals' | 'ambiguous'>;
const READING_PROBLEMS: readonly AmountProblem[] = ['not_number', 'decimals', 'ambiguous'];
export const isReadingProblem = (problem: string): problem is AmountReadingProblem =>
  (READING_PROBLEMS as readonly string[]).includes(problem);

/**
 * Words for a text the site cannot read as an amount. An ambiguous one names the amount it
 * would be as thousands and how to write that (grouped the language's way, or plain digits),
 * so the member picks instead of the site guessing.
 */
export function useAmountReadingText() {
  const { t } = useTranslation('common');
  const { language } = useLanguage();
  const symbol = useCurrencySymbol();
  return (problem: AmountReadingProblem, typed: string): string => {
    // The examples are written by the formatter the field reads with.
    if (problem === 'not_number') {
      return t('amount.not_number', {
        whole: writeAmount(150_000, language),
        decimal: writeAmount(150_000.5, language),
      });
    }
    if (problem === 'decimals') {
      return t('amount.decimals', { example: writeAmount(150.5, language) });
    }
    const read = readAmount(typed, language);
    const thousands = !read.ok && read.problem === 'ambiguous' ? read.thousands : 0;
    return t('amount.ambiguous', {
      amount: formatAmount(thousands, symbol),
      grouped: writeAmount(thousands, language),
      plain: writeAmount(thousands, 'plain'),
      mark: NUMBER_STYLES[language].decimal,
    });
  };
}
