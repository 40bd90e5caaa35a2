import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Link, useSearchParams } from 'react-router';
import type { VendorCard } from '@site/contract';
import { vendorSearch } from '../hooks/use-lobby-params';

interface VendorTabsProps {
  /** The list's accessible name ("Slot providers"). */
  label: string;
  vendors: readonly VendorCard[];
  /** The chosen vendor; null for All. */
  selected: string | null;
}

/**
 * "All" and the category's vendors as links (?page={vendor}): a vendor's lobby is an address
 * that can be shared, and Back returns to the previous choice. A vendor under maintenance
 * says so; its games still open the launcher, which explains.
 */
export function VendorTabs({ label, vendors, selected }: VendorTabsProps) {
  const { t } = useTranslation('games');
  const [params] = useSearchParams();
  const tab = (vassalage: string | null, content: ReactNode) => (
    <li key={vassalage ?? ''}>
      <Link
        to={{ search: vendorSearch(params, vassalage) }}
        className="vendor-tabs__tab"
        aria-current={selected === vassalage ? 'page' : undefined}
      >
        {content}
      </Link>
    </li>
  );
  return (
    <nav className="vendor-tabs" aria-label={label}>
      <ul className="vendor-tabs__list">
        {tab(null, t('vendors.all'))}
        {vendors.map((vendor) =>
          tab(
            vendor.vassalage,
            <>
              <img src={vendor.smallIcon} alt="" width="24" height="24" loading="lazy" />
              <span>{vendor.displayName}</span>
              {vendor.maintenance ? (
                <span className="vendor-tabs__maintenance">{t('vendors.maintenance')}</span>
              ) : null}
            </>,
          ),
        )}
      </ul>
    </nav>
  );
}
