import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../i18n';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { AmountInput, useAmountReadingText } from '../amount-input';

/** An amount input with the reading words of a refused text under it. */
function Harness() {
  const [typed, setTyped] = useState('');
  const readingText = useAmountReadingText();
  return (
    <>
      <AmountInput
        label="Amount"
        typed={typed}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <output aria-label="ambiguous">{readingText('ambiguous', typed)}</output>
    </>
  );
}

async function setup(language: 'ID' | 'EN') {
  mockApi();
  await act(() => applyLanguage(language));
  renderWithProviders(<Harness />);
  const field = screen.getByRole('textbox', { name: 'Amount' });
  const understood = field.closest('.field')!.querySelector('[aria-live="polite"]')!;
  return { user: userEvent.setup({ delay: null }), field, understood };
}

afterEach(() => act(() => applyLanguage('ID')));

describe('the amount input', () => {
  // The site's style (docs/product.md §5, both languages) and the Indonesian habit where it reads
  // one
  // way only, shown in the site's format.
  const ways: Record<'ID' | 'EN', [string, string][]> = {
    ID: [
      ['100000', '= P 100,000.00'],
      ['100,000', '= P 100,000.00'],
      ['1.000.000', '= P 1,000,000.00'],
      ['1,000.50', '= P 1,000.50'],
      ['1.000,50', '= P 1,000.50'],
      ['1000,50', '= P 1,000.50'],
      ['0,5', '= P 0.50'],
      ['0.5', '= P 0.50'],
    ],
    EN: [
      ['100000', '= P 100,000.00'],
      ['100,000', '= P 100,000.00'],
      ['1,000.50', '= P 1,000.50'],
      ['1000.50', '= P 1,000.50'],
      ['0.5', '= P 0.50'],
      ['0,5', '= P 0.50'],
    ],
  };
  for (const language of ['ID', 'EN'] as const) {
    it(`says, politely, the amount it read as the member types (${language})`, async () => {
      const { user, field, understood } = await setup(language);
      expect(understood).toHaveAttribute('aria-live', 'polite');
      expect(understood).toBeEmptyDOMElement();
      for (const [typed, shown] of ways[language]) {
        await user.clear(field);
        await user.type(field, typed);
        expect(understood, typed).toHaveTextContent(shown);
      }
      // Not part of the field's description: hint and error stay what they say.
      expect(field).not.toHaveAccessibleDescription(/=/);
    });
  }

  it('says nothing for a text it cannot read, and names both readings of an unclear one', async () => {
    const { user, field, understood } = await setup('EN');
    await user.type(field, 'abc');
    expect(understood).toBeEmptyDOMElement();
    await user.clear(field);
    await user.type(field, '1.500');
    expect(understood).toBeEmptyDOMElement();
    expect(screen.getByRole('status', { name: 'ambiguous' })).toHaveTextContent(
      'This amount reads two ways. For P 1,500.00, type 1,500 or 1500; decimals go after the “.”, at most 2 digits.',
    );
  });

  it('words the unclear text in Indonesian, its examples in the same style as every amount', async () => {
    const { user, field } = await setup('ID');
    await user.type(field, '25.500');
    expect(screen.getByRole('status', { name: 'ambiguous' })).toHaveTextContent(
      'Jumlah ini bisa dibaca dua cara. Untuk P 25,500.00, ketik 25,500 atau 25500; desimal ditulis setelah tanda “.”, paling banyak 2 angka.',
    );
  });
});
