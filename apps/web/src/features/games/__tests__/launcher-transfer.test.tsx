import { act, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAccountState } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { failure, merchantWallet, mockWallets, vendorWallet } from '../../../testing/wallet-data';
import { transferCalls } from '@site/contract';
import { LAUNCH_FRESH_MS } from '../components/launcher/use-start-game';
import {
  GAME_URL,
  keyOf,
  mockLaunch,
  openLauncher,
  pgSlot,
  type LaunchResult,
} from './launcher-setup';

const KEY = /^[0-9a-f]{32}$/;
const dialog = () => screen.getByRole('dialog');
const amountField = () => within(dialog()).getByRole('textbox', { name: /Jumlah transfer/ });
const transferAndPlay = () => within(dialog()).getByRole('button', { name: 'Transfer dan main' });

/**
 * The launcher open on a PG Soft game over a platform that really moves the balances: the
 * launch has answered (once, confirmTrans 0) and the offer shows.
 */
async function openOffer(start = merchantWallet(), game = pgSlot) {
  const api = mockApi();
  const wallets = mockWallets(api, start);
  const launches = mockLaunch(api);
  const view = openLauncher(game);
  await screen.findByRole('heading', { name: `Main ${game.gameName}` });
  await within(dialog()).findByRole('button', { name: 'Transfer dan main' });
  expect(launches.map((b) => [b.gameId, b.confirmTrans])).toEqual([[game.gameId, 0]]);
  return { api, ...wallets, launches, ...view };
}

/** The clock moved on by `ms` from now (Date.now only: the test's timers run as they do). */
function later(ms: number) {
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now + ms);
}

describe('game launcher: moving money to a transfer vendor first', () => {
  beforeEach(() => act(resetAccountState));
  afterEach(() => vi.restoreAllMocks());

  it('launches before it offers anything: a refused game moves no money', async () => {
    const api = mockApi();
    const { sent } = mockWallets(api);
    const launches = mockLaunch(api, () => failure('game.unavailable', 'refused', 409));
    openLauncher(pgSlot);
    expect(await within(await screen.findByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Mahjong Ways sedang tidak tersedia. Pilih permainan lain.',
    );
    expect(within(dialog()).queryByRole('button', { name: 'Transfer dan main' })).toBeNull();
    expect(within(dialog()).queryByRole('textbox')).toBeNull();
    expect(launches).toHaveLength(1);
    expect(sent.transfer).toEqual([]);
  });

  it('opens on the amount field, not on Close', async () => {
    await openOffer();
    await waitFor(() => expect(amountField()).toHaveFocus());
  });

  it('shows the main and vendor balances and the main wallet as the limit', async () => {
    await openOffer();
    const list = within(dialog()).getByLabelText('Saldo dompet');
    expect(list).toHaveTextContent('Dompet utamaP 500.00');
    expect(list).toHaveTextContent('Dompet PG SoftP 120.50');
    expect(amountField()).toHaveAccessibleDescription('Tersedia di dompet utama: P 500.00');
    expect(within(dialog()).getByText(/memakai dompetnya sendiri/)).toBeVisible();
  });

  it('transfers with an Idempotency-Key, then opens the game the launch answered', async () => {
    const { user, sent, state, launches, location } = await openOffer();
    await user.type(amountField(), '100.25');
    await user.click(transferAndPlay());
    await waitFor(() => expect(location().pathname).toBe('/game'));
    expect(sent.transfer).toEqual([
      {
        body: { from: 'MAIN', to: 'PG', amount: 100.25, gameId: 'PG-7' },
        idempotencyKey: expect.stringMatching(KEY),
      },
    ]);
    expect(state.wallets.find((w) => w.wallet === 'PG')?.balance).toBe(220.75);
    // The launch before the offer is still fresh: no second one.
    expect(launches).toHaveLength(1);
    expect(sessionStorage.getItem('iframeUrl')).toBe(GAME_URL);
  });

  it('reads the amount the Indonesian way and says what it read before it moves anything', async () => {
    const { user, sent, location } = await openOffer();
    await user.type(amountField(), '100,25');
    const understood = amountField().closest('.field')!.querySelector('[aria-live="polite"]');
    expect(understood).toHaveTextContent('= P 100.25');
    await user.click(transferAndPlay());
    await waitFor(() => expect(location().pathname).toBe('/game'));
    expect(sent.transfer).toEqual([
      {
        body: { from: 'MAIN', to: 'PG', amount: 100.25, gameId: 'PG-7' },
        idempotencyKey: expect.stringMatching(KEY),
      },
    ]);
  });

  it('plays without transferring: no transfer, the launch answered before the offer', async () => {
    const { user, sent, launches, location } = await openOffer();
    await user.click(within(dialog()).getByRole('button', { name: 'Main tanpa transfer' }));
    await waitFor(() => expect(location().pathname).toBe('/game'));
    expect(sent.transfer).toEqual([]);
    expect(launches.map((b) => b.confirmTrans)).toEqual([0]);
    expect(sessionStorage.getItem('iframeUrl')).toBe(GAME_URL);
  });

  it('launches again when the member took longer than a launch token lives', async () => {
    const api = mockApi();
    const { sent } = mockWallets(api);
    let n = 0;
    const launches = mockLaunch(api, (): LaunchResult => {
      n += 1;
      return { game_url: `/house/play/?t=token-${n}&lang=ID`, game_url2: null };
    });
    const { user, location } = openLauncher(pgSlot);
    await user.type(
      await within(dialog()).findByRole('textbox', { name: /Jumlah transfer/ }),
      '100',
    );
    later(LAUNCH_FRESH_MS + 1_000);
    await user.click(transferAndPlay());
    await waitFor(() => expect(location().pathname).toBe('/game'));
    expect(sent.transfer).toHaveLength(1);
    expect(launches.map((b) => b.confirmTrans)).toEqual([0, 1]);
    expect(sessionStorage.getItem('iframeUrl')).toBe('/house/play/?t=token-2&lang=ID');
  });

  it('says the game’s minimum bet, offers amounts of it, and never moves less than one bet', async () => {
    const { user, sent, launches, location } = await openOffer(
      merchantWallet({
        main: vendorWallet('MAIN', 'Main', 1200),
        wallets: [vendorWallet('PG', 'PG Soft', 0)],
      }),
      { ...pgSlot, minBet: 500 },
    );
    expect(within(dialog()).getByText('Taruhan minimum: P 500.00')).toBeVisible();
    const quick = within(dialog()).getByRole('group', { name: 'Jumlah cepat' });
    // One bet and two; five (P 2,500.00) is more than the main wallet holds.
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['P 500.00', 'P 1,000.00', 'Semua']);
    const warning = within(dialog()).getByRole('status');
    expect(warning).toHaveTextContent(
      'Dompet PG Soft berisi P 0.00, kurang dari taruhan minimum P 500.00. Pindahkan dana agar bisa bertaruh.',
    );
    // Less than one bet could not be staked there: refused at the field, nothing moves.
    await user.type(amountField(), '100');
    await user.click(transferAndPlay());
    expect(
      await within(dialog()).findByText(
        'Jumlah harus mencukupi taruhan minimum permainan, P 500.00.',
      ),
    ).toBeVisible();
    expect(sent.transfer).toEqual([]);

    await user.click(within(quick).getByRole('button', { name: 'P 500.00' }));
    expect(amountField()).toHaveValue('500');
    expect(warning).toBeEmptyDOMElement();
    await user.click(transferAndPlay());
    await waitFor(() => expect(location().pathname).toBe('/game'));
    // The game goes along, so the platform checks the same minimum (transfer.below.min.bet).
    expect(sent.transfer.map((c) => c.body)).toEqual([
      { from: 'MAIN', to: 'PG', amount: 500, gameId: pgSlot.gameId },
    ]);
    expect(launches).toHaveLength(1);
  });

  it('does not start a game without a transfer when its wallet holds less than one bet', async () => {
    const { user, sent, launches, location } = await openOffer(
      merchantWallet({
        main: vendorWallet('MAIN', 'Main', 1200),
        wallets: [vendorWallet('PG', 'PG Soft', 120)],
      }),
      { ...pgSlot, minBet: 500 },
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Main tanpa transfer' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Dompet PG Soft berisi P 120.00, kurang dari taruhan minimum P 500.00, jadi permainan tidak dapat dimainkan tanpa transfer. Transfer minimal P 500.00 dari dompet utama lalu pilih Transfer dan main.',
    );
    expect(location().pathname).not.toBe('/game');
    expect(launches.map((b) => b.confirmTrans)).toEqual([0]);
    // The transfer is offered: one bet in the field, the field focused.
    expect(amountField()).toHaveValue('500');
    expect(amountField()).toHaveFocus();
    await user.click(transferAndPlay());
    await waitFor(() => expect(location().pathname).toBe('/game'));
    expect(sent.transfer.map((c) => c.body)).toEqual([
      { from: 'MAIN', to: 'PG', amount: 500, gameId: pgSlot.gameId },
    ]);
  });

  it('says a deposit is needed first when neither wallet holds one bet', async () => {
    const { user, location } = await openOffer(
      merchantWallet({
        main: vendorWallet('MAIN', 'Main', 300),
        wallets: [vendorWallet('PG', 'PG Soft', 0)],
      }),
      { ...pgSlot, minBet: 500 },
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Main tanpa transfer' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Dompet utama hanya berisi P 300.00: lakukan deposit terlebih dahulu.',
    );
    expect(location().pathname).not.toBe('/game');
  });

  it('offers no amount at all when the main wallet holds less than one bet', async () => {
    await openOffer(
      merchantWallet({
        main: vendorWallet('MAIN', 'Main', 300),
        wallets: [vendorWallet('PG', 'PG Soft', 0)],
      }),
      { ...pgSlot, minBet: 500 },
    );
    const quick = within(dialog()).getByRole('group', { name: 'Jumlah cepat' });
    expect(within(quick).queryAllByRole('button')).toEqual([]);
  });

  it('offers round amounts when the minimum bet is not known (a game known by reference)', async () => {
    const { minBet: _, ...unknownMinimum } = pgSlot;
    await openOffer(merchantWallet(), unknownMinimum as typeof pgSlot);
    expect(within(dialog()).queryByText(/Taruhan minimum/)).toBeNull();
    const quick = within(dialog()).getByRole('group', { name: 'Jumlah cepat' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['P 100.00', 'P 500.00', 'Semua']);
  });

  it('explains a bad amount at the field and sends nothing', async () => {
    const { user, sent, launches } = await openOffer();
    const cases: [string, string][] = [
      ['', 'Masukkan jumlah, atau pilih Main tanpa transfer.'],
      ['0', 'Jumlah harus lebih dari 0.'],
      ['abc', 'Masukkan angka, misalnya 150,000 atau 150,000.50.'],
      [
        '1.000',
        'Jumlah ini bisa dibaca dua cara. Untuk P 1,000.00, ketik 1,000 atau 1000; desimal ditulis setelah tanda “.”, paling banyak 2 angka.',
      ],
      ['0,555', 'Paling banyak 2 angka desimal, misalnya 150.50.'],
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
    expect(launches).toHaveLength(1);
    expect(sessionStorage.getItem('iframeUrl')).toBeNull();
  });

  it('fills the quick amounts and all of the main wallet', async () => {
    const { user } = await openOffer();
    const quick = within(dialog()).getByRole('group', { name: 'Jumlah cepat' });
    await user.click(within(quick).getByRole('button', { name: 'P 50.00' }));
    expect(amountField()).toHaveValue('50');
    await user.click(within(quick).getByRole('button', { name: 'P 250.00' }));
    expect(amountField()).toHaveValue('250');
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
    // Only the quick amounts the main wallet can pay: P 100.00 and P 250.00 are not offered.
    const quick = within(dialog()).getByRole('group', { name: 'Jumlah cepat' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['P 50.00', 'Semua']);
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
    expect(launches).toHaveLength(1);
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
    expect(launches).toHaveLength(1);

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
    expect(launches.map((b) => b.confirmTrans)).toEqual([0]);
  });

  it('a failed launch after the transfer retries the launch only, and says the money stays', async () => {
    const api = mockApi();
    const { sent } = mockWallets(api);
    let refuse = false;
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
    // The member read the offer for a while: the first launch has grown old, the next fails.
    later(LAUNCH_FRESH_MS + 1_000);
    refuse = true;
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
    expect(launches.map((b) => b.confirmTrans)).toEqual([0, 1, 1]);
  });

  it('a vendor wallet under maintenance says so and neither transfers nor opens the game', async () => {
    const api = mockApi();
    const { sent } = mockWallets(api);
    const launches = mockLaunch(api);
    const { location } = openLauncher({
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
    expect(launches).toHaveLength(1);
    expect(location().pathname).toBe('/rng');
    expect(sessionStorage.getItem('iframeUrl')).toBeNull();
  });
});
