import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useHoverDisclosure } from '../hooks/use-hover-disclosure';
import type { NavCategory } from '../utils/navigation';
import { CATEGORY_ICON } from '../utils/navigation';
import { Icon } from './icon';

// The vendor list and game grid arrive with the first hover or focus, not with the page.
const CategoryDropdown = lazy(() => import('./category-dropdown'));

/**
 * A category tab with its dropdown (disclosure pattern): hover or keyboard focus shows the
 * vendors and games, Esc or leaving hides them; the link itself goes to the category page.
 */
export function CategoryTab({ category }: { category: NavCategory }) {
  const { t } = useTranslation('layout');
  const { open, trigger, containerProps } = useHoverDisclosure<HTMLAnchorElement>();
  const panelId = useId();
  const label = t(`categories.${category.category}`);
  return (
    <li className="category-nav__item" {...containerProps}>
      <NavLink
        ref={trigger}
        to={category.href}
        className="category-nav__tab"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
      >
        <Icon name={CATEGORY_ICON[category.category]} size={18} />
        {label}
      </NavLink>
      {open ? (
        <Suspense
          fallback={<div className="nav-dropdown nav-dropdown--loading" aria-hidden="true" />}
        >
          <CategoryDropdown id={panelId} category={category} label={label} />
        </Suspense>
      ) : null}
    </li>
  );
}
