import { useState } from 'react';
import { useTranslation } from '../../../../i18n/react';

/** Copies a reference or account detail to the clipboard and says so (or that it could not). */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const { t } = useTranslation('payments');
  const [outcome, setOutcome] = useState<'done' | 'failed' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('done');
    } catch {
      // No clipboard (an insecure context) or permission refused: the text stays selectable.
      setOutcome('failed');
    }
  }
  return (
    <>
      <button
        type="button"
        className="button button--ghost money-copy"
        aria-label={t('copy.label', { what })}
        onClick={() => void copy()}
      >
        {t('copy.button')}
      </button>
      <span className="visually-hidden" role="status">
        {outcome === 'done'
          ? t('copy.done', { what })
          : outcome === 'failed'
            ? t('copy.failed')
            : ''}
      </span>
    </>
  );
}
