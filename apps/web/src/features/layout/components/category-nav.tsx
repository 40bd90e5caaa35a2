import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { NavItem } from '../utils/navigation';
import { useNavigation } from '../hooks/use-navigation';
import { CategoryTab } from './category-tab';

/** The header's game tabs in the server's order; the bar keeps its height while loading. */
export function CategoryNav() {
  const { t } = useTranslation('layout');
  const { items, isPending } = useNavigation();
  return (
    <nav className="category-nav" aria-label={t('game_categories')} aria-busy={isPending}>
      <ul className="category-nav__list">
        {items.map((item) => (
          <NavEntry
            key={item.kind === 'category' ? item.category : item.vendor.vassalage}
            item={item}
          />
        ))}
      </ul>
    </nav>
  );
}

function NavEntry({ item }: { item: NavItem }) {
  if (item.kind === 'category') return <CategoryTab category={item} />;
  return (
    <li className="category-nav__item">
      <NavLink to={item.href} className="category-nav__tab">
        {item.vendor.displayName}
      </NavLink>
    </li>
  );
}
