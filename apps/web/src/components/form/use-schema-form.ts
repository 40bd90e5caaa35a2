import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import * as z from 'zod/mini';

/**
 * The one way a form checks its fields: react-hook-form with a zod schema made of the
 * contract's rules, whose messages are keys of the form's words (put into words when shown,
 * so they follow a language switch, as lib/form-errors keeps them). Checked on submit, then
 * again as the member corrects a field. The platform's refusals land on their fields through
 * lib/form-errors' showRefusal. A problem a schema's own check pushes says `continue: true`,
 * as refine's do: otherwise zod skips the form's cross-field checks (the confirmation) once
 * any field is wrong, and the member learns of them only one submit later.
 */
export function useSchemaForm<Values extends FieldValues>(
  schema: z.ZodMiniType<Values, Values>,
  options: Omit<UseFormProps<Values>, 'resolver'>,
) {
  return useForm<Values>({ ...options, resolver: zodResolver(schema) });
}

type Rule = { check: (value: string) => boolean; message: string };

function filled(present: (value: string) => boolean, required: string, rule?: Rule) {
  const blank = z.refine<string>(present, required);
  if (!rule) return z.string().check(blank);
  return z.string().check(
    blank,
    z.refine<string>((value) => !present(value) || rule.check(value), rule.message),
  );
}

/**
 * A text field that must be filled (`required` when blank or only spaces) and then pass
 * `rule` (its message when it does not): the first problem is the one shown.
 */
export const filledText = (required: string, rule?: Rule) =>
  filled((value) => value.trim() !== '', required, rule);

/** A secret (a password) that must be typed, spaces and all, then pass `rule`. */
export const filledSecret = (required: string, rule?: Rule) =>
  filled((value) => value !== '', required, rule);
