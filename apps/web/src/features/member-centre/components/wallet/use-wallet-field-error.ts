import { useTranslation } from 'react-i18next';
import { readFieldMessage } from '../../utils/form-errors';

/**
 * Turns a transfer form's kept field error (see utils/form-errors.ts) into words in the current
 * language: a key of the wallet namespace, a platform error code, or the platform's sentence.
 */
export function useWalletFieldError() {
  const { t, i18n } = useTranslation(['wallet', 'errors']);
  // Keys come from the forms and the platform's codes, so they are checked, not typed.
  const translate = t as unknown as (key: string) => string;
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const read = readFieldMessage(message);
    if (read.kind === 'sentence') return read.text;
    if (read.kind === 'key') return translate(`wallet:${read.key}`);
    const key = `errors:${read.code.replaceAll('.', '_')}`;
    return i18n.exists(key) ? translate(key) : translate('errors:system_error');
  };
}
