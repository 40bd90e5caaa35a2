import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router';
import { systemQueries } from '../../../api/system';
import { paths } from '../../../config/paths';

/**
 * The merchant's mark, linking home: the full one (emblem and name on a line) from the desktop
 * width up, the compact one (the name stacked beside the emblem) on phones. Its box is fixed so
 * nothing moves when it arrives.
 */
/** Below the desktop layout's width (shell.css): the header has room for the compact mark only. */
const PHONES = '(max-width: 1023.98px)';
// The marks' drawing sizes halved: 224×80 compact, at most 400×80 full, drawn at 40 px high.
const COMPACT_WIDTH = 112;
const FULL_WIDTH = 184;
const HEIGHT = 40;

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
        <picture>
          <source
            media={PHONES}
            srcSet={whitelabel.compactLogoUrl}
            width={COMPACT_WIDTH}
            height={HEIGHT}
          />
          <img
            src={whitelabel.logoUrl}
            alt={whitelabel.brandName}
            width={FULL_WIDTH}
            height={HEIGHT}
          />
        </picture>
      ) : null}
    </Link>
  );
}
