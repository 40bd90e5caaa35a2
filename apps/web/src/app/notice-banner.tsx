import { useEffect } from 'react';
import { useTranslation } from '../i18n/react';
import { LineIcon } from '../components/ui/line-icon';
import { useUiStore } from '../stores/ui';
import './notice-banner.css';

/** Long enough to read two short lines; the close button is there for the impatient. */
export const NOTICE_MS = 8000;

/**
 * The app-wide success banner (a registration, a changed or reset password): polite, so a
 * screen reader finishes what it says first; it hides by itself or with its close button.
 * The live region stays mounted so each new notice is announced.
 */
export function NoticeBanner() {
  const { t } = useTranslation();
  const notice = useUiStore((s) => s.notice);
  const dismiss = useUiStore((s) => s.dismissNotice);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(dismiss, NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice, dismiss]);

  return (
    <div className="notice-banner" role="status" aria-live="polite">
      {notice ? (
        <div className="notice-banner__box">
          <div className="notice-banner__text">
            {notice.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          <button
            type="button"
            className="notice-banner__close"
            onClick={dismiss}
            aria-label={t('notice_dismiss')}
          >
            <LineIcon path="M6 6l12 12M18 6L6 18" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
