import type {
  HTMLAttributes,
  TableHTMLAttributes,
  TdHTMLAttributes,
  ThHTMLAttributes,
} from 'react';
import './card-table.css';

/* The roles restate what the elements are on purpose: Chromium forgets them once card-table.css
   changes the elements' display on a phone. */
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */

/**
 * The pieces of a table that turns each row into a card of label and value pairs on a phone
 * (card-table.css), so nothing scrolls sideways at 390 px. Once CSS changes the `display` of
 * table elements, Chromium no longer reports them as a table, its rows and cells, so every
 * piece names its role itself. A cell's label is its column's header, given as `label`: shown
 * on a phone by CSS with an empty alternative text, so screen readers, which hear the column
 * header already, do not hear it twice.
 */
const withClass = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

/** A table that names its role itself, with a phone look of its own (the record pages'). */
export function RoleTable(props: TableHTMLAttributes<HTMLTableElement>) {
  return <table role="table" {...props} />;
}

export function CardTable({ className, ...props }: TableHTMLAttributes<HTMLTableElement>) {
  return <RoleTable className={withClass('card-table', className)} {...props} />;
}

export function CardHead(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead role="rowgroup" {...props} />;
}

export function CardBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody role="rowgroup" {...props} />;
}

export function CardFoot(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tfoot role="rowgroup" {...props} />;
}

export function CardRow(props: HTMLAttributes<HTMLTableRowElement>) {
  return <tr role="row" {...props} />;
}

/** A column's header. */
export function ColumnHeader(props: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" role="columnheader" {...props} />;
}

interface LabelledCell {
  /** The column's header, shown beside the value on a phone. */
  label?: string;
}

/** The cell that names its row (the account, the day): the card's first line. */
export function RowHeader({
  label,
  className,
  ...props
}: ThHTMLAttributes<HTMLTableCellElement> & LabelledCell) {
  return (
    <th
      scope="row"
      role="rowheader"
      data-label={label}
      className={withClass('card-table__title', className)}
      {...props}
    />
  );
}

export function Cell({ label, ...props }: TdHTMLAttributes<HTMLTableCellElement> & LabelledCell) {
  return <td role="cell" data-label={label} {...props} />;
}
