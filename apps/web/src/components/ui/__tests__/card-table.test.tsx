import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  Cell,
  CardBody,
  CardHead,
  CardRow,
  CardTable,
  ColumnHeader,
  RowHeader,
} from '../card-table';

describe('the card layout of tables', () => {
  it('names every table role itself, which CSS display would take away in Chromium', () => {
    render(
      <CardTable aria-label="Tingkat">
        <CardHead>
          <CardRow>
            <ColumnHeader>Tingkat</ColumnHeader>
            <ColumnHeader>Tarif</ColumnHeader>
          </CardRow>
        </CardHead>
        <CardBody>
          <CardRow>
            <RowHeader label="Tingkat">Tingkat 1</RowHeader>
            <Cell label="Tarif">0.5%</Cell>
          </CardRow>
        </CardBody>
      </CardTable>,
    );
    const table = screen.getByRole('table', { name: 'Tingkat' });
    expect(table).toHaveAttribute('role', 'table');
    for (const group of table.querySelectorAll('thead, tbody')) {
      expect(group).toHaveAttribute('role', 'rowgroup');
    }
    const [head, row] = within(table).getAllByRole('row');
    expect(head).toHaveAttribute('role', 'row');
    expect(row).toHaveAttribute('role', 'row');
    for (const header of within(head!).getAllByRole('columnheader')) {
      expect(header).toHaveAttribute('role', 'columnheader');
    }
    const name = within(row!).getByRole('rowheader', { name: 'Tingkat 1' });
    expect(name).toHaveAttribute('role', 'rowheader');
    const rate = within(row!).getByRole('cell', { name: '0.5%' });
    expect(rate).toHaveAttribute('role', 'cell');
    // The label is the column's header and is not part of what the cell says.
    expect(rate).toHaveAttribute('data-label', 'Tarif');
    expect(rate).toHaveTextContent(/^0\.5%$/);
  });
});
