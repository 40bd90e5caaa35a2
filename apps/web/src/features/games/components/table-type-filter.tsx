import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import type { LiveTableType } from '@site/contract';
import { playQueries } from '../../../api/play';
import { LIVE_TABLE_TYPES } from '../utils/live-table-types';

interface TableTypeFilterProps {
  /** The vendor whose tables count; null for every live vendor. */
  vendor: string | null;
  selected: LiveTableType | null;
  onChange: (type: LiveTableType | null) => void;
}

/**
 * The live casino filters of docs/product.md §9 (BAC, SIC, ROU ...) as toggle chips with their
 * table
 * counts. Types without tables at the chosen vendor are left out, except the one chosen, so
 * what filters the grid is always on screen.
 */
export function TableTypeFilter({ vendor, selected, onChange }: TableTypeFilterProps) {
  const { t } = useTranslation('games');
  const counts = useQuery(playQueries.tableTypes(vendor ?? undefined));
  const countOf = new Map(counts.data?.list.map((entry) => [entry.tableType, entry.count]));
  // Until the counts come (or if they fail) every type is offered: filtering still works.
  const shown = LIVE_TABLE_TYPES.filter(
    (type) => !counts.data || (countOf.get(type) ?? 0) > 0 || type === selected,
  );
  const chip = (type: LiveTableType | null, name: string, count?: number) => (
    <li key={type ?? 'all'}>
      <button
        type="button"
        className="table-types__chip"
        aria-pressed={selected === type}
        onClick={() => onChange(type)}
      >
        {name}
        {count === undefined ? null : (
          <>
            <span className="table-types__count" aria-hidden="true">
              {count}
            </span>
            <span className="visually-hidden"> {t('tables.count', { count })}</span>
          </>
        )}
      </button>
    </li>
  );
  return (
    <div className="table-types" role="group" aria-label={t('tables.label')}>
      <ul className="table-types__list">
        {chip(null, t('tables.all'))}
        {shown.map((type) =>
          chip(type, t(`tables.types.${type}`), counts.data ? (countOf.get(type) ?? 0) : undefined),
        )}
      </ul>
    </div>
  );
}
