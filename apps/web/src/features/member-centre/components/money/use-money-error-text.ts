import { useTranslation } from '../../../../i18n/react';
import { readFieldMessage } from '../../../../lib/form-errors';

/** The namespaces a money form's keys may come from, in the order they are looked up. */
const MONEY_NAMESPACES = {
  payments: ['payments'],
  // The wallet screens have words of their own and share the amount and password ones.
  wallet: ['wallet', 'payments'],
} as const;

/**
 * Turns a money form field's kept error (see lib/form-errors.ts) into a sentence in the
 * current language: a key of the screen's namespace or of payments, where the words every
 * money screen shares live (with the values its text takes, e.g. the limits), a platform
 * error code, or the platform's own sentence.
 */
export function useMoneyErrorText(namespace: keyof typeof MONEY_NAMESPACES = 'payments') {
  const ns = MONEY_NAMESPACES[namespace];
  const { t, i18n } = useTranslation([...ns, 'errors']);
  // Keys come from the forms and the platform's codes, so they are checked, not typed.
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (message: string | undefined, values?: Record<string, unknown>): string | undefined => {
    if (!message) return undefined;
    const read = readFieldMessage(message);
    if (read.kind === 'sentence') return read.text;
    if (read.kind === 'key') return translate(read.key, { ...values, ns });
    const key = `errors:${read.code.replaceAll('.', '_')}`;
    return i18n.exists(key) ? translate(key) : translate('errors:system_error');
  };
}
