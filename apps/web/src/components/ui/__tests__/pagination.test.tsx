import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Pagination, pageItems } from '../pagination';

describe('pageItems (page range 3, margin pages 1)', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [2, 3, [1, 2, 3]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [1, 10, [1, 2, 3, 'gap', 10]],
    [10, 10, [1, 'gap', 8, 9, 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [7, 10, [1, 'gap', 6, 7, 8, 9, 10]],
    [0, 0, []],
  ])('page %i of %i shows %j', (page, total, expected) => {
    expect(pageItems(page, total)).toEqual(expected);
  });
});

function Harness({ total }: { total: number }) {
  const [page, setPage] = useState(5);
  return <Pagination page={page} totalPages={total} onChange={setPage} />;
}

// What a sighted user reads, the decorative gaps included.
const visiblePages = () =>
  [...screen.getByRole('navigation', { name: 'Navigasi halaman' }).querySelectorAll('li')].map(
    (li) => li.textContent,
  );

describe('Pagination', () => {
  it('shows 1 … 4 5 6 … 10 on page 5 of 10 and marks the current page', () => {
    render(<Harness total={10} />);
    expect(visiblePages()).toEqual([
      '‹Sebelumnya',
      '1',
      '…',
      '4',
      '5',
      '6',
      '…',
      '10',
      'Berikutnya›',
    ]);
    expect(screen.getByRole('button', { name: 'Halaman 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('moves with next, previous and the page buttons, also from the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness total={10} />);
    await user.click(screen.getByRole('button', { name: /Berikutnya/ }));
    expect(screen.getByRole('button', { name: 'Halaman 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    screen.getByRole('button', { name: 'Halaman 10' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Halaman 10' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: /Berikutnya/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Sebelumnya/ }));
    expect(screen.getByRole('button', { name: 'Halaman 9' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('is not shown when everything fits on one page', () => {
    render(<Pagination page={1} totalPages={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
