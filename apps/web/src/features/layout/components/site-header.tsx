import '../shell.css';
import { useTranslation } from '../../../i18n/react';
import { useUiStore } from '../../../stores/ui';
import { AccountActions } from './account-actions';
import { BrandLogo } from './brand-logo';
import { CategoryNav } from './category-nav';
import { Icon } from './icon';
import { LanguageSwitcher } from './language-switcher';
import { RewardsAndRank } from './rewards-and-rank';

/** The full layout's header: brand, perks, language, account; game tabs on desktop. */
export function SiteHeader() {
  const { t } = useTranslation('layout');
  const openSideMenu = useUiStore((s) => s.openSideMenu);
  const menuOpen = useUiStore((s) => s.sideMenuOpen);
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <button
          type="button"
          className="icon-button site-header__menu"
          onClick={openSideMenu}
          aria-label={t('open_menu')}
          aria-expanded={menuOpen}
        >
          <Icon name="menu" size={22} />
        </button>
        <BrandLogo className="site-header__logo" />
        <div className="site-header__end">
          <RewardsAndRank />
          <LanguageSwitcher />
          <AccountActions />
        </div>
      </div>
      <CategoryNav />
    </header>
  );
}
