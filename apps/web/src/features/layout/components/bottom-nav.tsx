import '../shell.css';
import { useTranslation } from '../../../i18n/react';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useUiStore } from '../../../stores/ui';
import { Icon, type IconName } from './icon';

/** The phone's bottom bar: home, promotions, e-sports, PVP (docs/product.md §2) and the menu. */
export function BottomNav() {
  const { t } = useTranslation(['layout', 'common']);
  const openSideMenu = useUiStore((s) => s.openSideMenu);
  return (
    <nav className="bottom-nav" aria-label={t('quick_navigation')}>
      <ul className="bottom-nav__list">
        <BottomLink to={paths.home} icon="home" label={t('home')} />
        <BottomLink to={paths.promotions} icon="gift" label={t('promotions')} />
        <BottomLink to={paths.esports} icon="esports" label={t('common:categories.ESPORTS')} />
        <BottomLink to="/pvp" icon="cards" label={t('common:categories.PVP')} />
        <li>
          <button type="button" className="bottom-nav__item" onClick={openSideMenu}>
            <Icon name="menu" size={22} />
            <span>{t('side_menu')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

function BottomLink({ to, icon, label }: { to: string; icon: IconName; label: string }) {
  return (
    <li>
      <NavLink to={to} className="bottom-nav__item">
        <Icon name={icon} size={22} />
        <span>{label}</span>
      </NavLink>
    </li>
  );
}
