import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * What every form keeps as a field's error, put into words only when shown so it follows a
 * language switch: a key of the form's namespace ('security.required'), a platform error code
 * ('code:verification.code.invalid'), or the platform's own sentence for a field
 * ('server:...'), which is already in the language the request was made in. One mapping puts
 * a refused call's problems on their fields (showRefusal) for the member centre and the
 * registration forms alike.
 */
const CODE = 'code:';
const SERVER = 'server:';

/** The platform's own sentence about a field, as a form keeps it. */
export const serverMessage = (text: string) => `${SERVER}${text}`;

export type FieldMessage =
  | { kind: 'key'; key: string }
  | { kind: 'code'; code: string }
  | { kind: 'sentence'; text: string };

export function readFieldMessage(message: string): FieldMessage {
  if (message.startsWith(CODE)) return { kind: 'code', code: message.slice(CODE.length) };
  if (message.startsWith(SERVER)) return { kind: 'sentence', text: message.slice(SERVER.length) };
  return { kind: 'key', key: message };
}

/**
 * Refusals that concern one field, by error code: the field, and optionally the member key
 * that says it better there than the code's general text.
 */
export type FieldRefusals<V extends FieldValues> = Partial<
  Record<string, [field: Path<V>, key?: string]>
>;

/**
 * The form field a request.invalid path names: `body.x` for a call's body, `params.x` or
 * `query.x` for a GET's (e.g. the downline look-up's params.username).
 */
export function fieldOfPath<V extends FieldValues>(
  path: string,
  names: readonly Path<V>[],
): Path<V> | undefined {
  const dot = path.indexOf('.');
  const [where, rest] = [path.slice(0, dot), path.slice(dot + 1)];
  if (!['body', 'params', 'query'].includes(where)) return undefined;
  return names.find((n) => n === rest);
}

/** Puts a failed call on the form: a known refusal on its field, a 400's sentences on theirs. */
export function showRefusal<V extends FieldValues>(
  error: unknown,
  refusals: FieldRefusals<V>,
  names: readonly Path<V>[],
  setError: UseFormSetError<V>,
) {
  if (!(error instanceof ApiError)) return;
  const known = refusals[error.code];
  if (known) {
    const [field, key] = known;
    setError(field, { type: 'server', message: key ?? `${CODE}${error.code}` });
  }
  for (const [path, text] of Object.entries(error.fields ?? {})) {
    const name = fieldOfPath(path, names);
    if (name) setError(name, { type: 'server', message: serverMessage(text) });
  }
}

/**
 * Whether showRefusal put this failure on a field: the field then says it, so the form-level
 * message stays quiet rather than saying it twice.
 */
export function refusalOnField<V extends FieldValues>(
  error: unknown,
  refusals: FieldRefusals<V>,
  names: readonly Path<V>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  if (refusals[error.code]) return true;
  return Object.keys(error.fields ?? {}).some((path) => fieldOfPath(path, names) !== undefined);
}
