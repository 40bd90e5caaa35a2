import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** The honest state of a screen whose issue has not built it yet. */
export function ComingSoon({ page, onNavigate }: { page: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="notice-state" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{t('coming_soon_title')}</h1>
      <p>{t('coming_soon_body', { page })}</p>
      {/* Inside a modal the link must also close it (onNavigate). */}
      <Link className="button" to={paths.home} onClick={onNavigate}>
        {t('back_home')}
      </Link>
    </section>
  );
}
