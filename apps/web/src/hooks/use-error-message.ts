import { useTranslation } from '../i18n/react';
import { ApiError } from '../lib/api-client';

/**
 * Turns any failure into a sentence in the user's language: the translation of the
 * platform's errorCode when we have one, else the platform's own message.
 */
export function useErrorMessage() {
  const { t, i18n } = useTranslation('errors');
  return (error: unknown): string => {
    if (error instanceof ApiError) {
      const key = error.code.replaceAll('.', '_');
      if (i18n.exists(`errors:${key}`)) return t(key as 'system_error');
      if (error.message) return error.message;
    }
    return t('system_error');
  };
}
