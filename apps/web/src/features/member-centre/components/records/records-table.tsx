import type { ReactNode } from 'react';

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

/** The record pages' table, which turns each row into a card of label and value on phones. */
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
      <table
        className={`mc-table records-table${className ? ` ${className}` : ''}`}
        aria-label={'label' in name ? name.label : undefined}
        aria-busy={busy || undefined}
      >
        {'caption' in name ? (
          <caption className="records-table__caption">{name.caption}</caption>
        ) : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.className}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName}>
              {columns.map((column) => (
                <td key={column.label} data-label={column.label} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
