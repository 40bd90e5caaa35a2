import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="notice-state" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('not_found_title')}</h1>
      <p>{t('not_found_body')}</p>
      <Link className="button" to={paths.home}>
        {t('back_home')}
      </Link>
    </section>
  );
}
