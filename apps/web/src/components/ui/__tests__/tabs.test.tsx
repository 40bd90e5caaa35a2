import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, type TabItem } from '../tabs';

type Way = 'email' | 'phone' | 'link';
const all: TabItem<Way>[] = [
  { key: 'email', label: 'E-mail' },
  { key: 'phone', label: 'Phone' },
  { key: 'link', label: 'Link' },
];

function Ways({ items = all }: { items?: TabItem<Way>[] }) {
  const [way, setWay] = useState<Way>('email');
  return (
    <Tabs label="Ways" items={items} value={way} onChange={setWay}>
      <label>
        Note <input />
      </label>
      <p>Chosen: {way}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('ties each tab to the one panel, which is named by the selected tab', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Ways />);
    const list = screen.getByRole('tablist', { name: 'Ways' });
    expect(list).toBeInTheDocument();
    const phone = screen.getByRole('tab', { name: 'Phone' });
    await user.click(phone);
    expect(phone).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Phone' });
    expect(panel).toHaveTextContent('Chosen: phone');
    for (const tab of screen.getAllByRole('tab')) {
      expect(tab).toHaveAttribute('aria-controls', panel.id);
    }
    // Only the selected tab is in the Tab order.
    expect(screen.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('tabindex', '-1');
    expect(phone).toHaveAttribute('tabindex', '0');
  });

  it('arrows move and wrap, Home and End jump, focus follows the selection', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Ways />);
    screen.getByRole('tab', { name: 'E-mail' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Link' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Link' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'E-mail' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Link' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Chosen: email')).toBeInTheDocument();
  });

  it('with one item there is no tab list, and the panel keeps what was typed when tabs appear', async () => {
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(<Ways items={[all[0]!]} />);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'kept');
    rerender(<Ways items={all} />);
    expect(screen.getByRole('tabpanel', { name: 'E-mail' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('kept');
  });
});
