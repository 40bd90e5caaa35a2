import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VendorCard } from '@site/contract';
import type { NavCategory } from '../utils/navigation';
import { vendorHref } from '../utils/navigation';
import { VendorGameGrid } from './vendor-game-grid';

interface CategoryDropdownProps {
  id: string;
  category: NavCategory;
  label: string;
}

/** A category's vendors on the left; the games of the vendor in view on the right. */
export default function CategoryDropdown({ id, category, label }: CategoryDropdownProps) {
  const { t } = useTranslation('layout');
  const [selected, setSelected] = useState<VendorCard>(category.vendors[0]!);
  return (
    <div
      id={id}
      className="nav-dropdown"
      role="region"
      aria-label={label}
      data-testid="nav-dropdown"
    >
      <ul className="nav-dropdown__vendors" aria-label={t('vendors_of', { category: label })}>
        {category.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <Link
              to={vendorHref(category.category, vendor.vassalage)}
              className="nav-dropdown__vendor"
              aria-current={vendor.vassalage === selected.vassalage ? 'true' : undefined}
              onMouseEnter={() => setSelected(vendor)}
              onFocus={() => setSelected(vendor)}
            >
              <img src={vendor.smallIcon} alt="" width="28" height="28" loading="lazy" />
              <span>{vendor.displayName}</span>
              {vendor.maintenance ? <span className="tag">{t('vendor_maintenance')}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
      <VendorGameGrid key={selected.vassalage} category={category.category} vendor={selected} />
    </div>
  );
}
