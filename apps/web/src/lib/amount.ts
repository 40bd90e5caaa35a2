import {
  checkAmountText,
  readAmount,
  writeAmount,
  type AmountLimits,
  type AmountProblem,
  type Language,
} from '@site/contract';
import { currentLanguage } from '../i18n';

export type { AmountLimits, AmountProblem };

/**
 * The first problem with a typed amount on this site (read in the interface language's
 * notation, see the contract's AmountNotation), or true when it may be sent.
 */
export function amountProblem(
  text: string,
  limits: AmountLimits = {},
  language: Language = currentLanguage(),
): true | AmountProblem {
  const checked = checkAmountText(text, language, limits);
  return checked.ok ? true : checked.problem;
}

/** The typed amount as the site reads it, or undefined when it is not one. */
export function parseAmount(text: string, language: Language = currentLanguage()) {
  const read = readAmount(text, language);
  return read.ok ? read.value : undefined;
}

/**
 * An amount as the site fills a field with it (a quick amount, "All"): plain digits with a
 * dot and two decimals unless whole, which read as the same amount in either language.
 */
export const amountText = (amount: number) => writeAmount(amount, 'plain');
