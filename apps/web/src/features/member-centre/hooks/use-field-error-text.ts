import { useTranslation } from '../../../i18n/react';
import { readFieldMessage } from '../../../lib/form-errors';

/** Turns a field's kept error (see form-errors.ts) into a sentence in the current language. */
export function useFieldErrorText() {
  const { t, i18n } = useTranslation(['member', 'errors']);
  // Keys come from the forms and the platform's codes, so they are checked, not typed.
  const translate = t as unknown as (key: string) => string;
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const read = readFieldMessage(message);
    if (read.kind === 'sentence') return read.text;
    if (read.kind === 'key') return translate(`member:${read.key}`);
    const key = `errors:${read.code.replaceAll('.', '_')}`;
    return i18n.exists(key) ? translate(key) : translate('errors:system_error');
  };
}
