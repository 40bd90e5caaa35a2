import type { ReactNode } from 'react';
import {
  CardBody,
  CardHead,
  CardRow,
  Cell,
  ColumnHeader,
  RoleTable,
} from '../../../../components/ui/card-table';

/** A column: its header, which also labels its cells on phones, and what a row shows in it. */
export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** Classes of the column's header and cells (e.g. a text that may wrap). */
  className?: string;
}

interface RecordsTableProps<T> {
  /** The table's name: said by screen readers (`label`) or shown above it (`caption`). */
  name: { label: string } | { caption: string };
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** A kept previous page still shows while the next loads. */
  busy?: boolean;
  rowClassName?: string;
  /** Extra classes of the table (a page's own column widths). */
  className?: string;
}

/**
 * The record pages' table, which turns each row into a card of label and value on phones
 * (records.css). Its pieces name their roles themselves (card-table): once CSS changes their
 * display, Chromium no longer reports them as a table, its rows and cells.
 */
export function RecordsTable<T>({
  name,
  columns,
  rows,
  rowKey,
  busy,
  rowClassName,
  className,
}: RecordsTableProps<T>) {
  return (
    <div className="records-scroll">
      <RoleTable
        className={`mc-table records-table${className ? ` ${className}` : ''}`}
        aria-label={'label' in name ? name.label : undefined}
        aria-busy={busy || undefined}
      >
        {'caption' in name ? (
          <caption className="records-table__caption">{name.caption}</caption>
        ) : null}
        <CardHead>
          <CardRow>
            {columns.map((column) => (
              <ColumnHeader key={column.label} className={column.className}>
                {column.label}
              </ColumnHeader>
            ))}
          </CardRow>
        </CardHead>
        <CardBody>
          {rows.map((row) => (
            <CardRow key={rowKey(row)} className={rowClassName}>
              {columns.map((column) => (
                <Cell key={column.label} label={column.label} className={column.className}>
                  {column.cell(row)}
                </Cell>
              ))}
            </CardRow>
          ))}
        </CardBody>
      </RoleTable>
    </div>
  );
}
