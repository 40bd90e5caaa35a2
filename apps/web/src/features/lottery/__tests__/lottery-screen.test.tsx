import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lotteryOrderCalls, transferCalls } from '@site/contract';
import { mockLoggedIn, resetAccountState } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { mockShell } from '../../../testing/shell-data';
import { merchantWallet } from '../../../testing/wallet-data';
import { useUiStore } from '../../../stores/ui';
import { mockLottery, NUMERO, order } from './lottery-data';

beforeEach(() => resetAccountState());
afterEach(() => {
  vi.useRealTimers();
  resetAccountState();
});

const setup = (options: Parameters<typeof mockLottery>[1] = {}, loggedIn = true) => {
  const api = mockShell(mockApi());
  // The page pays from MAIN and offers to recall game wallets: it reads both.
  if (loggedIn) mockLoggedIn(api).on(transferCalls.merchantWallet, () => merchantWallet());
  const calls = mockLottery(api, options);
  return { api, ...calls };
};

/** Picks 1 and 2 on the hundreds, 3 on the tens, 4 on the units of the last 3 straight. */
async function pickTwoBets(user: ReturnType<typeof userEvent.setup>) {
  const hundreds = await screen.findByRole('group', { name: 'Ratusan' });
  await user.click(within(hundreds).getByRole('button', { name: '1' }));
  await user.click(within(hundreds).getByRole('button', { name: '2' }));
  await user.click(
    within(screen.getByRole('group', { name: 'Puluhan' })).getByRole('button', { name: '3' }),
  );
  await user.click(
    within(screen.getByRole('group', { name: 'Satuan' })).getByRole('button', { name: '4' }),
  );
  await user.click(screen.getByRole('button', { name: 'Tambah ke slip' }));
}

const slip = () => screen.getByRole('complementary', { name: 'Slip taruhan' });

describe('/lottery', () => {
  it('shows the families, the game, the issue on sale with its countdown and the last result', async () => {
    setup();
    renderRoute('/lottery?gameCode=SSC1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lotre' })).toBeInTheDocument();
    const families = screen.getByRole('navigation', { name: 'Jenis lotre' });
    expect(within(families).getByRole('button', { name: 'Time Lottery' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: /SSC 1-Minute/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByTestId('current-numero')).toHaveTextContent(NUMERO);
    // 45 s to the close, less half a round trip of a mocked call.
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/^00:00:4[45]$/));
    expect(screen.getByText('Hasil periode 20261125-0842')).toBeInTheDocument();
    // The default Tradition play of SSC: last 3 straight.
    expect(screen.getByRole('heading', { name: '3D Belakang langsung' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3D belakang' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('opens the play a deep link names', async () => {
    setup();
    renderRoute('/lottery?gameCode=SSC1&playType=16');
    expect(await screen.findByRole('heading', { name: /^2D belakang grup$/i })).toBeInTheDocument();
  });

  it('/elott offers the Entertainment plays', async () => {
    setup();
    renderRoute('/elott?gameCode=K31&playType=K3_STANDARD');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-Lotre' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /K3 1-Minute/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: /^Besar \d/ })).toBeInTheDocument();
  });

  it('adds lines to the slip, deletes one, and places the slip after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    const { placed } = setup();
    renderRoute('/lottery?gameCode=SSC1');
    await pickTwoBets(user);
    await user.click(screen.getByRole('button', { name: 'Acak 1 taruhan' }));
    expect(within(slip()).getAllByRole('listitem')).toHaveLength(2);
    expect(within(slip()).getByText('3 taruhan, total Rp 6.00')).toBeInTheDocument();
    await user.click(
      within(slip()).getAllByRole('button', { name: 'Hapus 3D Belakang langsung' })[1]!,
    );
    expect(within(slip()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(slip()).getByText('Ratusan: 1, 2; Puluhan: 3; Satuan: 4')).toBeInTheDocument();

    const place = within(slip()).getByRole('button', { name: 'Pasang taruhan' });
    await user.click(place);
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi taruhan' });
    expect(within(dialog).getByText(NUMERO)).toBeInTheDocument();
    expect(within(dialog).getByText('2 taruhan dalam 1 baris')).toBeInTheDocument();
    expect(within(dialog).getByText('Tidak')).toBeInTheDocument();
    expect(within(dialog).getByText('Rp 4.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pasang' }));

    await waitFor(() => expect(placed).toHaveLength(1));
    expect(placed[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(placed[0]!.body).toEqual({
      gameId: 'SSC1',
      numero: NUMERO,
      lines: [{ playId: 21, content: '1,2|3|4', unit: '1', multiple: 1 }],
      totalAmount: 4,
    });
    expect(await screen.findByText(/Taruhan ABC123 dipasang untuk periode/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(slip()).getByText('Pilih angka lalu tambahkan ke slip.')).toBeInTheDocument();
    // The button that opened the dialog is off with the slip empty: the news takes focus.
    expect(place).toBeDisabled();
    expect(screen.getByText(/Taruhan ABC123 dipasang/)).toHaveFocus();
  });

  it("the slip's bar keeps the close, the slip and placing at hand while picking", async () => {
    const user = userEvent.setup({ delay: null });
    setup();
    renderRoute('/lottery?gameCode=SSC1');
    const bar = await screen.findByRole('region', { name: 'Slip di bawah layar' });
    expect(bar).toHaveTextContent(/Tutup dalam\s*\d\d:\d\d:\d\d/);
    expect(within(bar).getByText('Slip masih kosong')).toBeInTheDocument();
    // Empty: the bar leads to the slip, which takes focus.
    await user.click(within(bar).getByRole('button', { name: 'Slip taruhan' }));
    expect(screen.getByRole('complementary', { name: 'Slip taruhan' })).toHaveFocus();

    await pickTwoBets(user);
    expect(within(bar).getByText('2 taruhan, total Rp 4.00')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Pasang taruhan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi taruhan' });
    expect(within(dialog).getByText(NUMERO)).toBeInTheDocument();
  });

  it('keeps the slip and says why when the platform refuses', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = setup();
    api.fail(lotteryOrderCalls.betting, 'lottery.sold.out', 'sold out', 409);
    renderRoute('/lottery?gameCode=SSC1');
    await pickTwoBets(user);
    await user.click(within(slip()).getByRole('button', { name: 'Pasang taruhan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi taruhan' });
    await user.click(within(dialog).getByRole('button', { name: 'Pasang' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/habis terjual/i);
    await user.click(within(dialog).getByRole('button', { name: 'Kembali' }));
    expect(within(slip()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('asks a guest to log in before placing', async () => {
    const user = userEvent.setup({ delay: null });
    setup({}, false);
    renderRoute('/lottery?gameCode=SSC1');
    await pickTwoBets(user);
    await user.click(within(slip()).getByRole('button', { name: 'Pasang taruhan' }));
    expect(useUiStore.getState().authModal).toBe('login');
    expect(screen.queryByRole('dialog', { name: 'Konfirmasi taruhan' })).not.toBeInTheDocument();
  });

  it('chases 10 issues on a doubling plan with stop on win', async () => {
    const user = userEvent.setup({ delay: null });
    const { placed } = setup();
    renderRoute('/lottery?gameCode=SSC1');
    await pickTwoBets(user);
    await user.click(within(slip()).getByRole('checkbox', { name: 'Kejar beberapa periode' }));
    const table = await within(slip()).findByRole('table', {
      name: 'Periode yang dikejar dan kelipatannya',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await user.click(within(slip()).getByRole('button', { name: 'Lipat dua' }));
    // Doubling every 2 issues from 1: 1 1 2 2 4 4 8 8 16 16 = 62 multiples of 4.00.
    expect(
      within(table).getByRole('spinbutton', { name: 'Kelipatan periode 20261125-0852' }),
    ).toHaveValue(16);
    expect(within(slip()).getByText('10 periode, total Rp 248.00')).toBeInTheDocument();
    // One issue changed by hand: 62 − 16 + 20 = 66 multiples.
    const last = within(table).getByRole('spinbutton', { name: 'Kelipatan periode 20261125-0852' });
    await user.type(last, '20', { initialSelectionStart: 0, initialSelectionEnd: 2 });
    expect(within(slip()).getByText('10 periode, total Rp 264.00')).toBeInTheDocument();

    await user.click(within(slip()).getByRole('button', { name: 'Pasang taruhan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi taruhan' });
    expect(within(dialog).getByText('10 periode, berhenti bila menang')).toBeInTheDocument();
    expect(within(dialog).getByText('Rp 264.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pasang' }));
    await waitFor(() => expect(placed).toHaveLength(1));
    const body = placed[0]!.body;
    expect(body.totalAmount).toBe(264);
    expect(body.chase?.winStop).toBe(true);
    expect(body.chase?.issues.map((i) => i.multiple)).toEqual([1, 1, 2, 2, 4, 4, 8, 8, 16, 20]);
    expect(body.chase?.issues[0]!.numero).toBe(NUMERO);
  });

  it('lists today’s bets with detail and cancels one still open', async () => {
    const user = userEvent.setup({ delay: null });
    const { cancelled } = setup({
      orders: [
        order(),
        order({ orderNumber: 'LT20261125DEF456', state: 'WON', win: 1960, cancellable: false }),
      ],
    });
    renderRoute('/lottery?gameCode=SSC1');
    await user.click(await screen.findByRole('tab', { name: 'Taruhan saya' }));
    const rows = await screen.findAllByTestId('lottery-order');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('Menang')).toBeInTheDocument();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Rincian taruhan ABC123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Taruhan ABC123' });
    expect(
      await within(dialog).findByText('Ratusan: 1, 2; Puluhan: 3; Satuan: 4'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Batalkan' }));
    expect(await within(dialog).findByText('Dibatalkan, dana dikembalikan.')).toBeInTheDocument();
    expect(cancelled).toEqual([['LT20261125ABC123']]);
  });

  it('verifies a drawn issue in the browser', async () => {
    const user = userEvent.setup({ delay: null });
    setup();
    renderRoute('/lottery?gameCode=SSC1');
    await user.click(await screen.findByRole('tab', { name: 'Hasil & tren' }));
    const verify = await screen.findByRole('button', { name: 'Verifikasi periode 20261125-0842' });
    await act(() => user.click(verify));
    // The mocked seed is not the one behind the mocked result: the page says so.
    expect(await screen.findByText('Tidak cocok')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Tren bola 1/ })).toBeInTheDocument();
  });

  it('cancels a chase from its last issue, or all its open issues together', async () => {
    const user = userEvent.setup({ delay: null });
    // The draw numbered 0842 is closed (drawing), 0843 on sale; the platform lets the last go alone.
    const chased = ['0842', '0843', '0844', '0845'].map((n, i, all) =>
      order({
        orderNumber: `CH20261125XYZ789-00${i + 1}`,
        numero: `20261125-${n}`,
        chaseNumber: 'CH20261125XYZ789',
        cancellable: i === all.length - 1,
      }),
    );
    const { cancelled } = setup({ orders: chased });
    renderRoute('/lottery?gameCode=SSC1');
    await user.click(await screen.findByRole('tab', { name: 'Taruhan saya' }));
    await user.click(
      (await screen.findAllByRole('button', { name: /^Rincian taruhan XYZ789-001/ }))[0]!,
    );
    const detail = await screen.findByRole('dialog', { name: 'Taruhan XYZ789-001' });
    await user.click(await within(detail).findByRole('button', { name: 'Rincian kejar' }));
    const chase = await screen.findByRole('dialog', { name: 'Kejar XYZ789' });
    await within(chase).findByText('20261125-0845');
    expect(within(chase).getAllByRole('button', { name: /^Batalkan periode/ })).toHaveLength(1);
    expect(
      within(chase).getByRole('button', { name: 'Batalkan periode 20261125-0845' }),
    ).toBeInTheDocument();
    await user.click(within(chase).getByRole('button', { name: 'Batalkan 3 periode tersisa' }));
    await waitFor(() => expect(cancelled).toHaveLength(1));
    expect(cancelled[0]).toEqual([
      'CH20261125XYZ789-004',
      'CH20261125XYZ789-003',
      'CH20261125XYZ789-002',
    ]);
  });
});
