import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAccountState } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { failure, merchantWallet, mockWallets, vendorWallet } from '../../../testing/wallet-data';
import { transferCalls } from '@site/contract';
import { GAME_URL, keyOf, mockLaunch, openLauncher, pgSlot } from './launcher-setup';

configure({ asyncUtilTimeout: 3000 });

const KEY = /^[0-9a-f]{32}$/;
const dialog = () => screen.getByRole('dialog');
const amountField = () => within(dialog()).getByRole('textbox', { name: /Jumlah transfer/ });
const transferAndPlay = () => within(dialog()).getByRole('button', { name: 'Transfer dan main' });

/** The launcher open on a PG Soft game over a platform that really moves the balances. */
async function openOffer(start = merchantWallet()) {
  const api = mockApi();
  const wallets = mockWallets(api, start);
  const launches = mockLaunch(api);
  const view = openLauncher(pgSlot);
  await screen.findByRole('heading', { name: 'Main Mahjong Ways' });
  await within(dialog()).findByRole('button', { name: 'Transfer dan main' });
  return { api, ...wallets, launches, ...view };
}

describe('game launcher: moving money to a transfer vendor first', () => {
  beforeEach(() => act(resetAccountState));

  it('shows the main and vendor balances and the main wallet as the limit', async () => {
    await openOffer();
    const list = within(dialog()).getByLabelText('Saldo dompet');
    expect(list).toHaveTextContent('Dompet utamaP 500.00');
    expect(list).toHaveTextContent('Dompet PG SoftP 120.50');
    expect(amountField()).toHaveAccessibleDescription('Tersedia di dompet utama: P 500.00');
    expect(within(dialog()).getByText(/memakai dompetnya sendiri/)).toBeVisible();
  });

  it('transfers with an Idempotency-Key, then starts the game with confirmTrans 1', async () => {
    const { user, sent, state, launches, location } = await openOffer();
    await user.type(amountField(), '100.25');
    await user.click(transferAndPlay());
    await waitFor(() => expect(location().pathname).toBe('/game'));
    expect(sent.transfer).toEqual([
      {
        body: { from: 'MAIN', to: 'PG', amount: 100.25 },
        idempotencyKey: expect.stringMatching(KEY),
      },
    ]);
    expect(state.wallets.find((w) => w.wallet === 'PG')?.balance).toBe(220.75);
    expect(launches.map((b) => [b.gameId, b.confirmTrans])).toEqual([['PG-7', 1]]);
    expect(sessionStorage.getItem('iframeUrl')).toBe(GAME_URL);
  });

  it('plays without transferring: no transfer, confirmTrans 0', async () => {
    const { user, sent, launches, location } = await openOffer();
    await user.click(within(dialog()).getByRole('button', { name: 'Main tanpa transfer' }));
    await waitFor(() => expect(location().pathname).toBe('/game'));
    expect(sent.transfer).toEqual([]);
    expect(launches.map((b) => b.confirmTrans)).toEqual([0]);
  });

  it('explains a bad amount at the field and sends nothing', async () => {
    const { user, sent, launches } = await openOffer();
    const cases: [string, string][] = [
      ['', 'Masukkan jumlah, atau pilih Main tanpa transfer.'],
      ['0', 'Jumlah harus lebih dari 0.'],
      ['abc', 'Masukkan angka dengan titik sebagai desimal, misalnya 150.50.'],
      ['1,000', 'Masukkan angka dengan titik sebagai desimal, misalnya 150.50.'],
      ['10.555', 'Paling banyak 2 angka di belakang titik.'],
      ['500.01', 'Dompet utama hanya berisi P 500.00.'],
    ];
    for (const [typed, message] of cases) {
      await user.clear(amountField());
      if (typed) await user.type(amountField(), typed);
      await user.click(transferAndPlay());
      expect(await within(dialog()).findByText(message)).toBeVisible();
      expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    }
    expect(sent.transfer).toEqual([]);
    expect(launches).toEqual([]);
  });

  it('fills the quick amounts and all of the main wallet', async () => {
    const { user } = await openOffer();
    const quick = within(dialog()).getByRole('group', { name: 'Jumlah cepat' });
    await user.click(within(quick).getByRole('button', { name: 'P 100.00' }));
    expect(amountField()).toHaveValue('100');
    await user.click(within(quick).getByRole('button', { name: 'P 500.00' }));
    expect(amountField()).toHaveValue('500');
    await user.click(within(quick).getByRole('button', { name: 'Semua saldo dompet utama' }));
    expect(amountField()).toHaveValue('500');
  });

  it('fills "all" with the cents of the main wallet', async () => {
    const { user } = await openOffer(
      merchantWallet({
        main: vendorWallet('MAIN', 'Main', 80.5),
        wallets: [vendorWallet('PG', 'PG Soft', 0)],
      }),
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Semua saldo dompet utama' }));
    expect(amountField()).toHaveValue('80.50');
    // 100 is more than there is: the quick amount is filled in and explained, never sent.
    await user.click(within(dialog()).getByRole('button', { name: 'P 100.00' }));
    expect(await within(dialog()).findByText('Dompet utama hanya berisi P 80.50.')).toBeVisible();
  });

  it('says at the field when the platform finds the main wallet short', async () => {
    const { user, state, launches } = await openOffer();
    // Spent elsewhere since the offer showed P 500.00 (another tab, a round).
    state.main.balance = 50;
    await user.type(amountField(), '200');
    await user.click(transferAndPlay());
    expect(
      await within(dialog()).findByText('Saldo dompet utama tidak cukup untuk jumlah ini.'),
    ).toBeVisible();
    expect(launches).toEqual([]);
    expect(amountField()).toHaveValue('200');
  });

  it('keeps the typed amount and its key when the answer is lost and the wallets cannot refresh', async () => {
    const { api, user, sent, launches, location } = await openOffer();
    await user.type(amountField(), '150');
    // The transfer's answer is lost (it may have moved the money), and the wallets cannot be
    // refreshed either when the member comes back to the tab.
    const keys: (string | null)[] = [];
    api.on(transferCalls.transfer, (_, init) => {
      keys.push(keyOf(init));
      throw new TypeError('Failed to fetch');
    });
    api.fail(transferCalls.merchantWallet, 'system.error', 'boom', 500);
    await user.click(transferAndPlay());
    expect(
      await within(dialog()).findByText('Koneksi jaringan bermasalah, coba lagi.'),
    ).toHaveAttribute('role', 'alert');
    const refreshes = api.fetch.mock.calls.length;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(api.fetch.mock.calls.length).toBeGreaterThan(refreshes));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    focusManager.setFocused(undefined);
    expect(amountField()).toHaveValue('150');
    expect(launches).toEqual([]);

    // Back online: the same press replays the same key, and the game starts.
    api.on(transferCalls.transfer, (_, init) => {
      keys.push(keyOf(init));
      return { transactionId: 'tx-1', wallets: [], sumBalance: 500 };
    });
    await user.click(transferAndPlay());
    await waitFor(() => expect(location().pathname).toBe('/game'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(KEY);
    expect(keys[1]).toBe(keys[0]);
    expect(sent.transfer).toEqual([]);
    expect(launches.map((b) => b.confirmTrans)).toEqual([1]);
  });

  it('a failed launch after the transfer retries the launch only, and says the money stays', async () => {
    const api = mockApi();
    const { sent } = mockWallets(api);
    let refuse = true;
    const launches = mockLaunch(api, () =>
      refuse
        ? failure('game.launch.failed', 'vendor down', 502)
        : { game_url: GAME_URL, game_url2: null },
    );
    const { user, location } = openLauncher(pgSlot);
    await user.type(
      await within(dialog()).findByRole('textbox', { name: /Jumlah transfer/ }),
      '100',
    );
    await user.click(transferAndPlay());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Penyedia permainan tidak menjawab. Silakan coba lagi.',
    );
    expect(
      within(dialog()).getByText(
        'P 100.00 sudah dipindahkan ke dompet PG Soft dan tetap di sana. Coba lagi tidak memindahkannya dua kali.',
      ),
    ).toBeVisible();
    refuse = false;
    await user.click(within(dialog()).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(location().pathname).toBe('/game'));
    expect(sent.transfer).toHaveLength(1);
    expect(launches.map((b) => b.confirmTrans)).toEqual([1, 1]);
  });

  it('a vendor wallet under maintenance says so and neither transfers nor starts', async () => {
    const api = mockApi();
    const { sent } = mockWallets(api);
    const launches = mockLaunch(api);
    openLauncher({
      ...pgSlot,
      vassalage: 'EVO',
      nodeName: 'Evolution',
      gameName: 'Speed Baccarat',
    });
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Dompet Evolution sedang dalam pemeliharaan: dana tidak dapat dipindahkan dan permainannya tidak dapat dimulai sekarang.',
    );
    expect(within(dialog()).queryByRole('button', { name: 'Transfer dan main' })).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Oke' })).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sent.transfer).toEqual([]);
    expect(launches).toEqual([]);
  });
});
