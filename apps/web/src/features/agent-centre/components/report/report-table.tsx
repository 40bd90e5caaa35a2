import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/react';
import {
  Cell,
  CardBody,
  CardFoot,
  CardHead,
  CardRow,
  CardTable,
  ColumnHeader,
  RowHeader,
} from '../../../../components/ui/card-table';

/** A column of a report: its header, its cell, and how it sorts (none: it does not). */
export interface ReportColumn<T> {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
  /** The value the column sorts by; without it the header is plain text. */
  sortValue?: (row: T) => string | number;
  /** Figures: right-aligned, tabular digits. */
  numeric?: boolean;
  /** The cell names the row (th scope=row): the account, the day. */
  rowHeader?: boolean;
}

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  key: string;
  direction: SortDirection;
}

interface ReportTableProps<T> {
  caption: string;
  columns: readonly ReportColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** A totals line under the rows: its label and a cell per column key. */
  totals?: { label: string; cells: Partial<Record<string, ReactNode>> };
  /** A kept previous page is shown while the next loads. */
  busy?: boolean;
}

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/**
 * A report's table: on a phone each row is a card of label and value pairs (CardTable), wider
 * screens keep the table in a container that may scroll sideways (a focusable region, so the
 * keyboard scrolls it too). Sortable headers are buttons; the sorted one says its order
 * through aria-sort. None of the report calls takes a sort order (the platform answers newest
 * first, or by account), so sorting orders the rows on screen: the current page only, which
 * the caption says while a sort is on.
 */
export function ReportTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  totals,
  busy,
}: ReportTableProps<T>) {
  const { t } = useTranslation('agent');
  const captionId = useId();
  const [sort, setSort] = useState<SortState | null>(null);
  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.key === sort.key);
    if (!sort || !column?.sortValue) return rows;
    const value = column.sortValue;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(value(a), value(b)));
  }, [rows, columns, sort]);

  const toggle = (key: string) =>
    setSort((current) =>
      current?.key === key
        ? current.direction === 'ascending'
          ? { key, direction: 'descending' }
          : null
        : { key, direction: 'ascending' },
    );

  const cellClass = (column: ReportColumn<T>) =>
    column.numeric ? 'report-table__cell report-table__cell--numeric' : 'report-table__cell';

  const note = sort ? t('reports.table.sorted_page') : null;
  return (
    <div className="report-block">
      {/* The caption, shown above the box so it stays in view while the table scrolls;
          screen readers hear the table's own caption instead. */}
      <p className="report-table__title" aria-hidden="true">
        {caption}
        {note ? <span className="report-table__note"> {note}</span> : null}
      </p>
      {/* A region that scrolls must take focus, or a keyboard cannot scroll it (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="report-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <CardTable
          className="report-table"
          aria-labelledby={captionId}
          aria-busy={busy || undefined}
        >
          <caption id={captionId} className="visually-hidden">
            {caption}
            {note ? ` ${note}` : null}
          </caption>
          <CardHead>
            <CardRow>
              {columns.map((column) => {
                const direction = sort?.key === column.key ? sort.direction : undefined;
                return (
                  <ColumnHeader
                    key={column.key}
                    className={`${cellClass(column)}${column.sortValue ? ' report-table__sortable' : ''}`}
                    aria-sort={direction}
                  >
                    {column.sortValue ? (
                      <button
                        type="button"
                        className="report-table__sort"
                        onClick={() => toggle(column.key)}
                      >
                        {column.label}
                        <span className="report-table__arrow" aria-hidden="true">
                          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.label
                    )}
                  </ColumnHeader>
                );
              })}
            </CardRow>
          </CardHead>
          <CardBody>
            {sorted.map((row) => (
              <CardRow key={rowKey(row)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <RowHeader key={column.key} label={column.label} className={cellClass(column)}>
                      {column.cell(row)}
                    </RowHeader>
                  ) : (
                    <Cell key={column.key} label={column.label} className={cellClass(column)}>
                      {column.cell(row)}
                    </Cell>
                  ),
                )}
              </CardRow>
            ))}
          </CardBody>
          {totals ? (
            <CardFoot>
              <CardRow className="report-table__totals">
                {columns.map((column, index) => {
                  if (index === 0) {
                    return (
                      <RowHeader key={column.key} className="report-table__cell">
                        {totals.label}
                      </RowHeader>
                    );
                  }
                  const value = totals.cells[column.key];
                  const blank = value === undefined || value === null || value === '';
                  return (
                    <Cell
                      key={column.key}
                      label={blank ? undefined : column.label}
                      className={`${cellClass(column)}${blank ? ' card-table__blank' : ''}`}
                    >
                      {blank ? '' : value}
                    </Cell>
                  );
                })}
              </CardRow>
            </CardFoot>
          ) : null}
        </CardTable>
      </div>
    </div>
  );
}
