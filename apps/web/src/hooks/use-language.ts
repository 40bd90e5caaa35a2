import { useCallback } from 'react';
import { useTranslation } from '../i18n/react';
import type { Language } from '@site/contract';
import { applyLanguage, currentLanguage } from '../i18n';
import { queryClient } from '../lib/query-client';

/** The interface language and a switch that remembers it and reloads server data in it. */
export function useLanguage() {
  // Subscribes this component to language changes, so `language` below stays current.
  useTranslation();
  const setLanguage = useCallback(async (language: Language) => {
    await applyLanguage(language);
    // Names, notices and messages come from the server in the request's language.
    await queryClient.invalidateQueries();
  }, []);
  return { language: currentLanguage(), setLanguage };
}
