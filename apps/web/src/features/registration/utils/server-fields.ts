import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { serverError } from './field-error';

/** Puts a 400's field problems ('body.email') on the form's fields of the same name. */
export function applyServerFields<V extends FieldValues>(
  error: unknown,
  names: readonly Path<V>[],
  setError: UseFormSetError<V>,
) {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [path, text] of Object.entries(error.fields)) {
    const name = names.find((n) => `body.${n}` === path);
    if (name) setError(name, { type: 'server', message: serverError(text) });
  }
}
