import { useTranslation } from 'react-i18next';
import { readFieldMessage } from '../../utils/form-errors';

/**
 * Turns a payments form field's kept error (see utils/form-errors.ts) into a sentence in the
 * current language: a key of the payments namespace (with the values its text takes, e.g.
 * the limits), a platform error code, or the platform's own sentence.
 */
export function usePaymentErrorText() {
  const { t, i18n } = useTranslation(['payments', 'errors']);
  // Keys come from the forms and the platform's codes, so they are checked, not typed.
  const translate = t as unknown as (key: string, values?: Record<string, unknown>) => string;
  return (message: string | undefined, values?: Record<string, unknown>): string | undefined => {
    if (!message) return undefined;
    const read = readFieldMessage(message);
    if (read.kind === 'sentence') return read.text;
    if (read.kind === 'key') return translate(`payments:${read.key}`, values);
    const key = `errors:${read.code.replaceAll('.', '_')}`;
    return i18n.exists(key) ? translate(key) : translate('errors:system_error');
  };
}
