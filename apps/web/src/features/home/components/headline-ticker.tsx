import { useState, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { contentQueries } from '../../../api/content';
import './headline-ticker.css';

/** Reading speed of the scrolling line. */
const CHARS_PER_SECOND = 7;

/**
 * The headline announcements (type H) as one line scrolling past. It stops under the
 * pointer or keyboard focus, with its pause button, and stands still for reduced motion.
 * Without headlines it carries the site's pitch, so the line never jumps away.
 */
export function HeadlineTicker() {
  const { t } = useTranslation('home');
  const query = useQuery(contentQueries.announcements());
  const [paused, setPaused] = useState(false);
  const headlines = query.data?.headline.map((h) => h.title) ?? [];
  const lines =
    headlines.length > 0 ? headlines : [t('banners_empty_title'), t('banners_empty_body')];
  const seconds = Math.max(20, Math.round(lines.join('').length / CHARS_PER_SECOND));

  return (
    <section
      className={`headline${paused ? ' headline--paused' : ''}`}
      aria-label={t('headline')}
      style={{ '--headline-duration': `${seconds}s` } as CSSProperties}
    >
      <span className="headline__label" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="18" height="18">
          <path
            d="M4 10v4h3l6 4V6L7 10zM16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <div className="headline__window">
        <ul className="headline__track">
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
        {/* A second copy follows the first so the loop has no seam. */}
        <ul className="headline__track" aria-hidden="true">
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className="headline__toggle"
        onClick={() => setPaused((p) => !p)}
        aria-label={paused ? t('headline_play') : t('headline_pause')}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d={paused ? 'M8 5v14l11-7z' : 'M7 5h4v14H7zM13 5h4v14h-4z'} fill="currentColor" />
        </svg>
      </button>
    </section>
  );
}
