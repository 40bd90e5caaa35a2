import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router';
import { useHoverDisclosure } from '../hooks/use-hover-disclosure';
import type { NavCategory } from '../utils/navigation';
import { CATEGORY_ICON } from '../utils/navigation';
import { Icon } from './icon';

// The vendor list and game grid arrive with the first hover or focus, not with the page.
const CategoryDropdown = lazy(() => import('./category-dropdown'));

/**
 * A category tab with its dropdown (disclosure pattern): the link goes to the category page
 * (marked current when `active`, which CategoryNav decides for all tabs at once);
 * hovering, or the small button beside it, shows the vendors and games; Esc or leaving hides
 * them.
 */
export function CategoryTab({ category, active }: { category: NavCategory; active: boolean }) {
  const { t } = useTranslation(['layout', 'common']);
  const { open, trigger, containerProps, toggle } = useHoverDisclosure<HTMLButtonElement>();
  const panelId = useId();
  const label = t(`common:categories.${category.category}`);
  return (
    <li className="category-nav__item" {...containerProps}>
      <Link
        to={category.href}
        className={active ? 'category-nav__tab active' : 'category-nav__tab'}
        aria-current={active ? 'page' : undefined}
      >
        <Icon name={CATEGORY_ICON[category.category]} size={18} />
        {label}
      </Link>
      <button
        ref={trigger}
        type="button"
        className="category-nav__toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('show_games', { category: label })}
        onClick={toggle}
      >
        <Icon name="chevronDown" size={14} />
      </button>
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
