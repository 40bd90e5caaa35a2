import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router';
import type { VendorCard } from '@site/contract';
import {
  DIRECT_START_CATEGORIES,
  useVendorStart,
} from '../../../components/games/use-vendor-start';
import { useErrorMessage } from '../../../hooks/use-error-message';
import type { NavCategory } from '../utils/navigation';
import { vendorHref } from '../utils/navigation';
import { VendorGameGrid } from './vendor-game-grid';

interface CategoryDropdownProps {
  id: string;
  category: NavCategory;
  label: string;
}

/**
 * A category's vendors on the left; the games of the vendor in view on the right. A vendor
 * leads to its lobby, or for SPORTS, ESPORTS, ELOTT and LOTT starts its game (docs/product.md §4).
 */
export default function CategoryDropdown({ id, category, label }: CategoryDropdownProps) {
  const { t } = useTranslation(['layout', 'common']);
  const errorMessage = useErrorMessage();
  const [selected, setSelected] = useState<VendorCard>(category.vendors[0]!);
  const startsDirectly = DIRECT_START_CATEGORIES.includes(category.category);
  const { start, starting, failure } = useVendorStart();
  return (
    <div
      id={id}
      className="nav-dropdown"
      role="region"
      aria-label={label}
      data-testid="nav-dropdown"
    >
      <div className="nav-dropdown__side">
        <ul className="nav-dropdown__vendors" aria-label={t('vendors_of', { category: label })}>
          {category.vendors.map((vendor) => {
            const content = (
              <>
                <img src={vendor.smallIcon} alt="" width="28" height="28" loading="lazy" />
                <span>{vendor.displayName}</span>
                {vendor.maintenance ? <span className="tag">{t('vendor_maintenance')}</span> : null}
              </>
            );
            const common = {
              className: 'nav-dropdown__vendor',
              'aria-current':
                vendor.vassalage === selected.vassalage ? ('true' as const) : undefined,
              onMouseEnter: () => setSelected(vendor),
              onFocus: () => setSelected(vendor),
            };
            return (
              <li key={vendor.vassalage}>
                {startsDirectly ? (
                  <button
                    type="button"
                    {...common}
                    aria-busy={starting === vendor.vassalage}
                    onClick={() => start(category.category, vendor.vassalage)}
                  >
                    {content}
                  </button>
                ) : (
                  <Link to={vendorHref(category.category, vendor.vassalage)} {...common}>
                    {content}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
        {failure ? (
          <p className="nav-dropdown__failure" role="alert">
            {failure.error === null ? t('games_empty') : errorMessage(failure.error)}
          </p>
        ) : null}
      </div>
      <VendorGameGrid key={selected.vassalage} category={category.category} vendor={selected} />
    </div>
  );
}
