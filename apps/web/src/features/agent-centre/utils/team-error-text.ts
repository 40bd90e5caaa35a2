import { useTranslation } from '../../../i18n/react';
import { readFieldMessage } from '../../../lib/form-errors';

/**
 * A team form field's kept error (lib/form-errors) in the current language: a key of the
 * agent namespace (with its values, e.g. a limit), a platform error code through the errors
 * catalogue, or the platform's own sentence.
 */
export function useTeamErrorText() {
  const { t, i18n } = useTranslation(['agent', 'errors']);
  // Keys come from the schemas and the platform's codes, so they are checked, not typed.
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (message: string | undefined, values?: Record<string, unknown>): string | undefined => {
    if (!message) return undefined;
    const read = readFieldMessage(message);
    if (read.kind === 'sentence') return read.text;
    if (read.kind === 'key') return translate(read.key, { ...values, ns: 'agent' });
    const key = `errors:${read.code.replaceAll('.', '_')}`;
    return i18n.exists(key) ? translate(key) : translate('errors:system_error');
  };
}
