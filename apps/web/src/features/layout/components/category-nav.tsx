import { useTranslation } from '../../../i18n/react';
import { Link, useLocation } from 'react-router';
import { activeNavHref, type NavItem } from '../utils/navigation';
import { useNavigation } from '../hooks/use-navigation';
import { CategoryTab } from './category-tab';

/** The header's game tabs in the server's order; the bar keeps its height while loading. */
export function CategoryNav() {
  const { t } = useTranslation('layout');
  const { items, isPending } = useNavigation();
  const { pathname, search } = useLocation();
  const active = activeNavHref(items, pathname, search);
  return (
    <nav className="category-nav" aria-label={t('game_categories')} aria-busy={isPending}>
      <ul className="category-nav__list">
        {items.map((item) => (
          <NavEntry
            key={item.kind === 'category' ? item.category : item.vendor.vassalage}
            item={item}
            active={item.href === active}
          />
        ))}
      </ul>
    </nav>
  );
}

function NavEntry({ item, active }: { item: NavItem; active: boolean }) {
  if (item.kind === 'category') return <CategoryTab category={item} active={active} />;
  return (
    <li className="category-nav__item">
      <Link
        to={item.href}
        className={active ? 'category-nav__tab active' : 'category-nav__tab'}
        aria-current={active ? 'page' : undefined}
      >
        {item.vendor.displayName}
      </Link>
    </li>
  );
}
