import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router';
import { systemQueries } from '../../../api/system';
import { paths } from '../../../config/paths';

/** The merchant's logo, linking home. Its box is fixed so nothing moves when it arrives. */
export function BrandLogo({ className }: { className?: string }) {
  const { t } = useTranslation('layout');
  const { data } = useQuery(systemQueries.status());
  const whitelabel = data?.info.whitelabel;
  return (
    <Link
      to={paths.home}
      className={`brand-logo${className ? ` ${className}` : ''}`}
      aria-label={whitelabel ? undefined : t('home')}
    >
      {whitelabel ? (
        <img src={whitelabel.logoUrl} alt={whitelabel.brandName} width="140" height="40" />
      ) : null}
    </Link>
  );
}
