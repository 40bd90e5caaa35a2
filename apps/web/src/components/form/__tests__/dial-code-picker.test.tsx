import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemCalls } from '@site/contract';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { DialCodePicker } from '../dial-code-picker';

const countries = [
  { countryCode: 'ID', countryDialingCode: '+62', name: 'Indonesia' },
  { countryCode: 'PH', countryDialingCode: '+63', name: 'Philippines' },
  { countryCode: 'VN', countryDialingCode: '+84', name: 'Vietnam' },
];

function Harness({ initial = '' }: { initial?: string }) {
  const [code, setCode] = useState(initial);
  return (
    <>
      <DialCodePicker value={code} onChange={setCode} />
      <output aria-label="chosen">{code}</output>
      <button type="button">elsewhere</button>
    </>
  );
}

function setup(visitor = 'PH') {
  const api = mockApi().on(systemCalls.countryCode, () => ({
    countryCode: visitor,
    countryDialingCode: countries.find((c) => c.countryCode === visitor)!.countryDialingCode,
    countries,
  }));
  renderWithProviders(<Harness />);
  return api;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DialCodePicker', () => {
  it("starts on the visitor's country and is named", async () => {
    setup('PH');
    const box = screen.getByRole('combobox', { name: 'Kode negara' });
    await waitFor(() => expect(box).toHaveTextContent('+63'));
    expect(screen.getByLabelText('chosen')).toHaveTextContent('+63');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('is operated by keyboard: arrows move, Enter picks, Esc closes', async () => {
    const user = userEvent.setup({ delay: null });
    setup('ID');
    const box = screen.getByRole('combobox', { name: 'Kode negara' });
    await waitFor(() => expect(box).toHaveTextContent('+62'));
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox')).toBeVisible();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const vietnam = screen.getByRole('option', { name: /Vietnam/ });
    expect(box).toHaveAttribute('aria-activedescendant', vietnam.id);
    await user.keyboard('{Enter}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('chosen')).toHaveTextContent('+84');

    await user.keyboard(' ');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('chosen')).toHaveTextContent('+84');

    // A letter jumps to the first country with that initial.
    await user.keyboard('p{Enter}');
    expect(screen.getByLabelText('chosen')).toHaveTextContent('+63');
  });

  it('picks with the mouse', async () => {
    const user = userEvent.setup({ delay: null });
    setup('ID');
    const box = screen.getByRole('combobox');
    await waitFor(() => expect(box).toHaveTextContent('+62'));
    await user.click(box);
    await user.click(screen.getByRole('option', { name: /Philippines/ }));
    expect(screen.getByLabelText('chosen')).toHaveTextContent('+63');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
  });

  it('hides the list 200 ms after losing focus', async () => {
    setup('ID');
    const box = screen.getByRole('combobox');
    await waitFor(() => expect(box).toHaveTextContent('+62'));
    vi.useFakeTimers();
    fireEvent.click(box);
    expect(screen.getByRole('listbox')).toBeVisible();
    fireEvent.blur(box);
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByRole('listbox')).toBeVisible();
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
  });
});
