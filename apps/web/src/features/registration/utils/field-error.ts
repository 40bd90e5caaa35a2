import { fillPatternRange, type RegisterFieldRule } from '@site/contract';
import { readFieldMessage } from '../../../lib/form-errors';

/**
 * What react-hook-form keeps as a field's error: a code, translated when shown, so an error
 * follows a language switch. A server's own sentence travels as lib/form-errors keeps it.
 */
export type FieldErrorCode = 'required' | 'pattern' | 'inconsistent' | 'terms' | 'age';

type Rule = Pick<RegisterFieldRule, 'patternId' | 'minLength' | 'maxLength'>;
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * `reg_pattern_{patternId}` with (min) and (max) filled (docs/product.md §5, the contract's
 * fillPatternRange). An unknown patternId gets the generic length message.
 */
export function patternMessage(t: Translate, exists: (key: string) => boolean, rule: Rule) {
  const key = `errors.reg_pattern_${rule.patternId}`;
  return fillPatternRange(
    t(exists(key) ? key : 'errors.reg_pattern_any'),
    rule.minLength,
    rule.maxLength,
  );
}

/** The sentence for an error code of `rule`'s field. */
export function describeFieldError(
  t: Translate,
  exists: (key: string) => boolean,
  code: string,
  rule: Rule | undefined,
  age: number,
): string {
  const read = readFieldMessage(code);
  if (read.kind === 'sentence') return read.text;
  switch (code) {
    case 'pattern':
      return rule ? patternMessage(t, exists, rule) : t('errors.required');
    case 'inconsistent':
      return t('errors.inconsistent');
    case 'terms':
      return t('errors.terms');
    case 'age':
      return t('errors.age', { age });
    default:
      return t('errors.required');
  }
}
