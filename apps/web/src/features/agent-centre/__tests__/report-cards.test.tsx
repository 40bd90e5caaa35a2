import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportTable, type ReportColumn } from '../components/report/report-table';

interface Line {
  account: string;
  bet: string;
}

const columns: ReportColumn<Line>[] = [
  { key: 'account', label: 'Akun', cell: (row) => row.account, rowHeader: true },
  { key: 'level', label: 'Tingkat', cell: () => '1' },
  {
    key: 'bet',
    label: 'Taruhan',
    cell: (row) => row.bet,
    sortValue: (row) => row.bet,
    numeric: true,
  },
];

/** The labels a phone shows beside each value of a row: its cells' data-label, in order. */
const labelsOf = (row: HTMLElement) =>
  Array.from(row.children).map((cell) => cell.getAttribute('data-label'));

describe('a report table on a phone', () => {
  it("labels a report's cells with their column headers, totals line included", async () => {
    render(
      <ReportTable
        caption="Untung rugi anggota"
        columns={columns}
        rows={[
          { account: 'demosub1', bet: 'P 10.00' },
          { account: 'demomember1', bet: 'P 5.00' },
        ]}
        rowKey={(row) => row.account}
        totals={{ label: 'Total tim saya', cells: { bet: 'P 15.00' } }}
      />,
    );
    // The report's words load with the agent centre's namespace.
    const table = await screen.findByRole('table', { name: 'Untung rugi anggota' });
    expect(table).toHaveAttribute('role', 'table');
    const [head, ...rows] = within(table).getAllByRole('row');
    const headers = within(head!)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(/[↕▲▼]/g, ''));
    expect(headers).toEqual(['Akun', 'Tingkat', 'Taruhan']);
    expect(rows).toHaveLength(3);
    for (const row of rows.slice(0, 2)) {
      expect(labelsOf(row)).toEqual(headers);
      expect(within(row).getByRole('rowheader')).toHaveAttribute('role', 'rowheader');
      for (const cell of within(row).getAllByRole('cell')) {
        expect(cell).toHaveAttribute('role', 'cell');
      }
    }
    expect(within(rows[0]!).getByRole('cell', { name: 'P 10.00' })).toHaveAttribute(
      'data-label',
      'Taruhan',
    );
    // The totals line: its name once, no label for a column it has no figure for.
    const totals = rows[2]!;
    expect(within(totals).getByRole('rowheader')).toHaveTextContent(/^Total tim saya$/);
    expect(labelsOf(totals)).toEqual([null, null, 'Taruhan']);
    expect(totals.children[1]).toHaveClass('card-table__blank');
    // The sortable header stays a button on a phone (a row of buttons above the cards).
    expect(within(head!).getByRole('button', { name: /Taruhan/ })).toBeVisible();
    expect(within(head!).getByRole('columnheader', { name: /Taruhan/ })).toHaveClass(
      'report-table__sortable',
    );
  });
});
