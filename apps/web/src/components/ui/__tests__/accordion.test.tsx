import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from '../accordion';

const items = [
  { id: 'a', title: 'Deposits', content: () => <p>How to deposit</p> },
  { id: 'b', title: 'Withdrawals', content: () => <p>How to withdraw</p> },
];

describe('Accordion', () => {
  it('shows a region when its button is pressed and says so with aria-expanded', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Accordion items={items} />);
    const deposits = screen.getByRole('button', { name: 'Deposits' });
    expect(deposits).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('How to deposit')).not.toBeInTheDocument();

    await user.click(deposits);
    expect(deposits).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Deposits' })).toHaveTextContent('How to deposit');

    await user.click(deposits);
    expect(screen.queryByText('How to deposit')).not.toBeInTheDocument();
  });

  it('keeps several items open unless single', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Accordion items={items} />);
    await user.click(screen.getByRole('button', { name: 'Deposits' }));
    await user.click(screen.getByRole('button', { name: 'Withdrawals' }));
    expect(screen.getByText('How to deposit')).toBeVisible();
    expect(screen.getByText('How to withdraw')).toBeVisible();
  });

  it('in single mode opening one item closes the other', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Accordion items={items} single />);
    await user.click(screen.getByRole('button', { name: 'Deposits' }));
    await user.keyboard('{Tab}{Enter}');
    expect(screen.getByRole('button', { name: 'Withdrawals' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('How to withdraw')).toBeVisible();
    expect(screen.queryByText('How to deposit')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposits' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
