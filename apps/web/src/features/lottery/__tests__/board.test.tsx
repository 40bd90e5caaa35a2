import { Suspense } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BET_UNITS, playById, type LottPlay } from '@site/contract';
import { resetAccountState } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { BetBuilder } from '../components/bet-builder';
import type { SlipLine } from '../utils/line-math';

afterEach(() => resetAccountState());

const pricing = { priceMinor: 200n, returnBp: 9800, zodiacYear: 2026 };

function renderBoard(play: LottPlay, family: 'SSC' | 'K3' | 'LHC' = 'SSC') {
  mockApi();
  const onAdd = vi.fn<(lines: SlipLine[]) => void>();
  renderWithProviders(
    <Suspense fallback={null}>
      <BetBuilder
        family={family}
        play={play}
        pricing={pricing}
        units={BET_UNITS}
        maxMultiple={999}
        minLineAmount={0.02}
        maxLineAmount={50_000}
        onAdd={onAdd}
      />
    </Suspense>,
  );
  return onAdd;
}

const row = (name: string) => screen.getByRole('group', { name });
const summary = () => screen.getByTestId('bet-summary');

describe('the board', () => {
  it('counts bets, the total and the most a bet wins as numbers are picked', async () => {
    const user = userEvent.setup({ delay: null });
    renderBoard(playById(21)!); // last 3 straight: one digit from each row
    expect(await screen.findByText('3D Belakang langsung')).toBeInTheDocument();
    expect(summary()).toHaveTextContent('0 taruhan, total P 0.00, menang hingga P 0.00');

    await user.click(within(row('Ratusan')).getByRole('button', { name: '1' }));
    await user.click(within(row('Ratusan')).getByRole('button', { name: '2' }));
    await user.click(within(row('Puluhan')).getByRole('button', { name: '3' }));
    expect(summary()).toHaveTextContent('0 taruhan'); // the units row is still empty
    await user.click(within(row('Satuan')).getByRole('button', { name: '4' }));
    // 2 × 1 × 1 bets at 2.00; a straight pays 980 per unit at 98 %: 1,960.00 on a 2.00 bet.
    expect(summary()).toHaveTextContent('2 taruhan, total P 4.00, menang hingga P 1,960.00');
    expect(within(row('Ratusan')).getByRole('button', { name: '1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Quick pick "all" on the tens: 2 × 10 × 1 bets.
    const tensQuick = screen.getByRole('group', { name: 'Pilih cepat Puluhan' });
    await user.click(within(tensQuick).getByRole('button', { name: 'Semua' }));
    expect(summary()).toHaveTextContent('20 taruhan, total P 40.00');
    await user.click(within(tensQuick).getByRole('button', { name: 'Ganjil' }));
    expect(summary()).toHaveTextContent('10 taruhan, total P 20.00');

    // Unit 0.1 and multiple 3: 10 bets × 2.00 × 0.1 × 3 = 6.00; the win scales alike.
    await user.click(
      within(screen.getByRole('group', { name: 'Unit' })).getByRole('button', { name: '0.1' }),
    );
    await user.click(screen.getByRole('button', { name: 'Tambah Kelipatan' }));
    await user.click(screen.getByRole('button', { name: 'Tambah Kelipatan' }));
    expect(screen.getByRole('spinbutton', { name: 'Kelipatan' })).toHaveValue(3);
    expect(summary()).toHaveTextContent('10 taruhan, total P 6.00, menang hingga P 588.00');
  });

  it('adds the picks to the slip as one line and clears the board', async () => {
    const user = userEvent.setup({ delay: null });
    const onAdd = renderBoard(playById(16)!); // last 2 group: C(n, 2)
    const numbers = await screen.findByRole('group', { name: 'Angka' });
    for (const n of ['1', '2', '3', '4'])
      await user.click(within(numbers).getByRole('button', { name: n }));
    expect(summary()).toHaveTextContent('6 taruhan, total P 12.00');
    await user.click(screen.getByRole('button', { name: 'Tambah ke slip' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    const [line] = onAdd.mock.calls[0]![0];
    expect(line).toMatchObject({
      content: '1,2,3,4',
      bets: 6,
      amountMinor: 1200n,
      unit: '1',
      multiple: 1,
    });
    expect(summary()).toHaveTextContent('0 taruhan');
    expect(screen.getByRole('button', { name: 'Tambah ke slip' })).toBeDisabled();
  });

  it('random 5 adds five one-bet lines', async () => {
    const user = userEvent.setup({ delay: null });
    const onAdd = renderBoard(playById(31)!);
    await user.click(await screen.findByRole('button', { name: 'Acak 5 taruhan' }));
    const lines = onAdd.mock.calls[0]![0];
    expect(lines).toHaveLength(5);
    expect(lines.every((l) => l.bets === 1 && l.amountMinor === 200n)).toBe(true);
    expect(lines.every((l) => /^\d\|\d\|\d\|\d\|\d$/.test(l.content))).toBe(true);
  });

  it('shows each named pick with its odds at the merchant’s return', async () => {
    renderBoard(playById(1634)!, 'LHC'); // Mark Six colour: red 17/49, blue and green 16/49
    expect(await screen.findByRole('button', { name: 'Merah 2.824' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Biru 3.001' })).toBeInTheDocument();
  });
});
