import '../shell.css';
import { useTranslation } from '../../../i18n/react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { BrandLogo } from './brand-logo';
import { Icon } from './icon';
import { LanguageSwitcher } from './language-switcher';

/**
 * The slim bar of lottery, game and points-mall pages: logo, back, language. `back` false
 * leaves the back link out, for a page whose own back goes where the member came from (the
 * /game page's "Back to lobby"): two backs to two places would only confuse.
 */
export function ReducedBar({ back = true }: { back?: boolean }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the first page of this visit: going back would leave the site.
  const canGoBack = location.key !== 'default';
  return (
    <header className="reduced-bar">
      {back ? (
        <Link
          to={paths.home}
          className="reduced-bar__back"
          onClick={(event) => {
            if (!canGoBack) return;
            event.preventDefault();
            void navigate(-1);
          }}
        >
          <Icon name="back" />
          <span>{t('back')}</span>
        </Link>
      ) : null}
      <BrandLogo className="reduced-bar__logo" />
      <LanguageSwitcher />
    </header>
  );
}
