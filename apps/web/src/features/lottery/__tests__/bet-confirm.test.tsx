import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lotteryCalls, lotteryOrderCalls, MAIN_WALLET } from '@site/contract';
import { mockLoggedIn, resetAccountState } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { renderRoute } from '../../../testing/render';
import { mockShell } from '../../../testing/shell-data';
import { failure, merchantWallet, mockWallets, vendorWallet } from '../../../testing/wallet-data';
import { mockLottery, near, NOW, NUMERO } from './lottery-data';

beforeEach(() => resetAccountState());
afterEach(() => resetAccountState());

/** Main P 1.00; PG Soft holds 120.50, Evolution 30 under maintenance (not recallable). */
const shortMain = () =>
  merchantWallet({
    main: vendorWallet(MAIN_WALLET, 'Main', 1),
    wallets: [vendorWallet('PG', 'PG Soft', 120.5), vendorWallet('EVO', 'Evolution', 30, true)],
  });

function setup(start = shortMain()) {
  const api = mockShell(mockApi());
  mockLoggedIn(api);
  const lottery = mockLottery(api);
  const wallets = mockWallets(api, start);
  return { api, ...lottery, ...wallets };
}

/** Two bets of the last 3 straight (P 4.00) into the slip, then the confirm dialog. */
async function openConfirm(user: ReturnType<typeof userEvent.setup>) {
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
  const slip = screen.getByRole('complementary', { name: 'Slip taruhan' });
  await user.click(within(slip).getByRole('button', { name: 'Pasang taruhan' }));
  return screen.findByRole('dialog', { name: 'Konfirmasi taruhan' });
}

describe('the wallet a lottery bet is paid from', () => {
  it('shows the main wallet, not the total, and offers to recall the game wallets when main is short', async () => {
    const user = userEvent.setup({ delay: null });
    const { placed, sent, state } = setup();
    renderRoute('/lottery?gameCode=SSC1');
    // The total of all wallets is P 151.50; bets are paid from main, which holds 1.00.
    await waitFor(() => expect(screen.getByTestId('lottery-balance')).toHaveTextContent('P 1.00'));
    expect(screen.getByTestId('lottery-balance').parentElement).toHaveTextContent(
      /^Dompet utama P 1\.00$/,
    );

    const dialog = await openConfirm(user);
    const place = within(dialog).getByRole('button', { name: 'Pasang' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Dompet utama berisi P 1.00, kurang dari taruhan P 4.00. Taruhan lotre dibayar dari dompet utama, dan dompet permainan Anda berisi P 120.50: tarik semuanya ke dompet utama lalu pasang taruhan.',
    );
    expect(place).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Tarik semua ke dompet utama' }));
    expect(
      await within(dialog).findByText(
        'Dana dari dompet permainan sudah kembali. Dompet utama berisi P 121.50: Anda bisa memasang taruhan.',
      ),
    ).toBeInTheDocument();
    expect(sent.consolidate).toHaveLength(1);
    expect(state.main.balance).toBe(121.5);
    expect(within(dialog).queryByTestId('short-wallet')).not.toBeInTheDocument();
    expect(screen.getByTestId('lottery-balance')).toHaveTextContent('P 121.50');

    await user.click(place);
    await waitFor(() => expect(placed).toHaveLength(1));
    expect(placed[0]!.body).toMatchObject({ gameId: 'SSC1', numero: NUMERO, totalAmount: 4 });
  }, 15_000);

  it('says so when the platform refuses for lack of money the page had not seen go', async () => {
    const user = userEvent.setup({ delay: null });
    const start = merchantWallet({
      main: vendorWallet(MAIN_WALLET, 'Main', 500),
      wallets: [vendorWallet('PG', 'PG Soft', 20)],
    });
    const { api, state } = setup(start);
    // Another tab moved 497.00 of main into PG Soft meanwhile.
    api.on(lotteryOrderCalls.betting, () => {
      state.main.balance = 3;
      state.wallets[0]!.balance = 517;
      return failure('wallet.insufficient', 'Insufficient balance', 400);
    });
    renderRoute('/lottery?gameCode=SSC1');
    await waitFor(() =>
      expect(screen.getByTestId('lottery-balance')).toHaveTextContent('P 500.00'),
    );
    const dialog = await openConfirm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Pasang' }));
    expect(await within(dialog).findByTestId('short-wallet')).toHaveTextContent(
      /^Dompet utama berisi P 3\.00, kurang dari taruhan P 4\.00\. .* berisi P 517\.00/,
    );
    // The generic refusal gives way to the message that says where the money is.
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(
      within(dialog).getByRole('button', { name: 'Tarik semua ke dompet utama' }),
    ).toBeEnabled();
  }, 15_000);

  it('offers no recall when even the game wallets together cannot pay the slip', async () => {
    const user = userEvent.setup({ delay: null });
    setup(
      merchantWallet({
        main: vendorWallet(MAIN_WALLET, 'Main', 1),
        wallets: [vendorWallet('PG', 'PG Soft', 0.5), vendorWallet('EVO', 'Evolution', 30, true)],
      }),
    );
    renderRoute('/lottery?gameCode=SSC1');
    const dialog = await openConfirm(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Dompet utama berisi P 1.00, kurang dari taruhan P 4.00. Dompet permainan Anda berisi P 0.50, tetapi bersama-sama pun belum cukup. Kurangi taruhan atau lakukan deposit.',
    );
    expect(within(dialog).queryByRole('button', { name: /^Tarik semua/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pasang' })).toBeDisabled();
  }, 15_000);
});

describe('the confirm dialog’s issue', () => {
  it('names the issue on sale, says sales are closed through the lock window, then names the next', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, placed } = setup(merchantWallet());
    const iso = (ms: number) => new Date(ms).toISOString();
    let answers = 0;
    api.on(lotteryCalls.near, () => {
      answers += 1;
      // On sale for 3 s more; then locked, drawing 2 s later; then the next issue on sale.
      if (answers === 1) return near('SSC1', { remainMs: 3_000 });
      const locked = near('SSC1', { remainMs: 0, isSale: false });
      if (answers === 2) {
        return {
          ...locked,
          currentNumero: { ...locked.currentNumero!, drawsAt: iso(NOW + 2_000) },
        };
      }
      const next = near('SSC1', { remainMs: 60_000 });
      return { ...next, currentNumero: { ...next.currentNumero!, numero: '20261125-0844' } };
    });
    renderRoute('/lottery?gameCode=SSC1');
    const dialog = await openConfirm(user);
    const issue = within(dialog).getByTestId('confirm-issue');
    const place = within(dialog).getByRole('button', { name: 'Pasang' });
    expect(issue).toHaveTextContent(NUMERO);
    expect(place).toBeEnabled();

    // The close comes while the dialog is open: never a blank issue, and no bet taken.
    await waitFor(() => expect(issue).toHaveTextContent('Penjualan ditutup'));
    expect(place).toBeDisabled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Penjualan periode ini sudah ditutup.',
    );
    await waitFor(() => expect(answers).toBeGreaterThanOrEqual(2));
    expect(issue).toHaveTextContent('Penjualan ditutup');

    // The next issue opens: the dialog names it, and the bet goes to it.
    await waitFor(() => expect(issue).toHaveTextContent('20261125-0844'), { timeout: 8_000 });
    expect(place).toBeEnabled();
    await user.click(place);
    await waitFor(() => expect(placed).toHaveLength(1));
    expect(placed[0]!.body.numero).toBe('20261125-0844');
  }, 20_000);
});
