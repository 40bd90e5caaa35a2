import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import * as z from 'zod/mini';

/**
 * The one way a form checks its fields: react-hook-form with a zod schema made of the
 * contract's rules, whose messages are keys of the form's words (put into words when shown,
 * so they follow a language switch, as lib/form-errors keeps them). Checked on submit, then
 * again as the member corrects a field. The platform's refusals land on their fields through
 * lib/form-errors' showRefusal.
 */
export function useSchemaForm<Values extends FieldValues>(
  schema: z.ZodMiniType<Values, Values>,
  options: Omit<UseFormProps<Values>, 'resolver'>,
) {
  return useForm<Values>({ ...options, resolver: zodResolver(schema) });
}

/**
 * A text field that must be filled (`required` when blank) and then pass `rule` (`message`
 * when it does not): the first problem is the one shown.
 */
export function filledText(
  required: string,
  rule?: { check: (value: string) => boolean; message: string },
) {
  const filled = (value: string) => value.trim() !== '';
  const blank = z.refine<string>(filled, required);
  if (!rule) return z.string().check(blank);
  return z.string().check(
    blank,
    z.refine<string>((value) => !filled(value) || rule.check(value), rule.message),
  );
}
