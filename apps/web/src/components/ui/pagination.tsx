import { useTranslation } from '../../i18n/react';
import './pagination.css';

/** docs/product.md §9 pagination defaults: 3 pages around the current one, 1 page at each end. */
export const PAGE_RANGE = 3;
export const MARGIN_PAGES = 1;

export type PageItem = number | 'gap';

/**
 * The page numbers to show, like react-paginate: the first and last `margin` pages, a
 * window of `range` pages around `current`, and a gap where pages are left out. A gap
 * that would hide a single page shows that page instead.
 */
export function pageItems(
  current: number,
  total: number,
  range = PAGE_RANGE,
  margin = MARGIN_PAGES,
): PageItem[] {
  if (total <= 0) return [];
  const start = Math.max(1, Math.min(current - Math.floor((range - 1) / 2), total - range + 1));
  const end = Math.min(total, start + range - 1);
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) shown.add(p);
  for (let p = start; p <= end; p++) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) shown.add(p);

  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push(page - 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation landmark; defaults to "Page navigation". */
  label?: string;
  className?: string;
}

/** Previous, page numbers and next; nothing when everything fits on one page. */
export function Pagination({ page, totalPages, onChange, label, className }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= totalPages) onChange(target);
  };
  return (
    <nav
      className={`pagination${className ? ` ${className}` : ''}`}
      aria-label={label ?? t('pagination')}
    >
      <ul className="pagination__list">
        <li>
          <button
            type="button"
            className="pagination__step"
            onClick={() => go(page - 1)}
            disabled={page <= 1}
          >
            <span aria-hidden="true">‹</span>
            <span className="pagination__step-text">{t('previous')}</span>
          </button>
        </li>
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="pagination__page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('page_n', { n: item })}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pagination__step"
            onClick={() => go(page + 1)}
            disabled={page >= totalPages}
          >
            <span className="pagination__step-text">{t('next')}</span>
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
