import { useTranslation } from '../../../i18n/react';
import type { MemberPageKey } from '../../../config/member-pages';
import { MENU_PAGES } from '../utils/page-rules';

interface MemberCentreMenuProps {
  active: MemberPageKey;
  onSelect: (page: MemberPageKey) => void;
  /** Counts shown beside an entry, only when above 0 (docs/product.md §2: the mission count). */
  counts?: Partial<Record<MemberPageKey, number>>;
}

/** The docs/product.md §2 table in its order; the open page is marked with aria-current. */
export function MemberCentreMenu({ active, onSelect, counts = {} }: MemberCentreMenuProps) {
  const { t } = useTranslation('member');
  return (
    <nav className="member-centre__menu centre-menu" aria-label={t('centre.menu')}>
      <ul>
        {MENU_PAGES.map(({ page, labelKey }) => {
          const count = counts[page] ?? 0;
          return (
            <li key={page}>
              <button
                type="button"
                className="centre-menu__entry"
                aria-current={page === active ? 'page' : undefined}
                onClick={() => onSelect(page)}
              >
                <span>{t(`pages.${labelKey}`)}</span>
                {count > 0 ? (
                  <span className="mc-badge mc-badge--count">
                    <span aria-hidden="true">{count}</span>
                    <span className="visually-hidden">{t('centre.mission_count', { count })}</span>
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
