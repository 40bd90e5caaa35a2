import { shownMemberPage } from '../../../testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header, paymentCalls, walletCalls, type DepositOrder } from '@site/contract';
import { applyLanguage } from '../../../i18n';
import { useUiStore } from '../../../stores/ui';
import { balance, memberInfo, resetAccountState } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import {
  depositMethods,
  depositOrder,
  depositOrders,
  mockDeposit,
  pageOf,
} from '../../../testing/money-data';
import { memberCentreApi, shownError } from './member-centre-setup';
import { getsOf, openMoneyPage, posts, section, textsOf } from './money-setup';

/** A logged-in member whose balance is in rupiah, and the deposit page's calls. */
function depositApi(orders: DepositOrder[] = [], methods = depositMethods()) {
  const api = memberCentreApi(mockApi(), memberInfo());
  api.on(walletCalls.balance, () => balance({ currencySymbol: 'Rp' }));
  return mockDeposit(api, { orders, methods });
}

async function openDeposit() {
  openMoneyPage('depositv2');
  // The first open fetches the page's chunk and strings.
  await screen.findByRole('heading', { name: 'Deposit baru' }, { timeout: 5000 });
  // The channels' limits carry the merchant's currency symbol once the balance has told it.
  await waitFor(() =>
    expect(screen.getByRole('radio', { name: 'BCA' })).toHaveAccessibleDescription(
      'Min Rp 50.00 · Maks Rp 50,000.00',
    ),
  );
}

const amountField = () => screen.getByRole('textbox', { name: /Jumlah/ });
const submit = () => screen.getByRole('button', { name: 'Buat pesanan deposit' });

describe('deposit page', () => {
  beforeEach(resetAccountState);
  afterEach(async () => {
    vi.useRealTimers();
    await act(() => applyLanguage('ID'));
  });

  it('offers the platform methods as tabs and each method its channels with limits', async () => {
    const user = userEvent.setup({ delay: null });
    depositApi();
    await openDeposit();
    const tabs = screen.getByRole('tablist', { name: 'Metode pembayaran' });
    expect(textsOf(within(tabs).getAllByRole('tab'))).toEqual([
      'Transfer bank',
      'E-wallet',
      'Kripto',
    ]);
    expect(within(tabs).getByRole('tab', { name: 'Transfer bank' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const channels = screen.getByRole('group', { name: 'Saluran pembayaran' });
    expect(
      within(channels)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['demo-bank-bca', 'demo-bank-mandiri']);
    expect(within(channels).getByRole('radio', { name: /BCA/ })).toBeChecked();
    expect(amountField()).toHaveAccessibleDescription('Min Rp 50.00 · Maks Rp 50,000.00');

    await user.click(within(channels).getByRole('radio', { name: /Mandiri/ }));
    expect(amountField()).toHaveAccessibleDescription('Min Rp 75.00 · Maks Rp 20,000.00');

    await user.click(within(tabs).getByRole('tab', { name: 'E-wallet' }));
    const wallets = screen.getByRole('group', { name: 'Saluran pembayaran' });
    expect(within(wallets).getAllByRole('radio')).toHaveLength(1);
    expect(within(wallets).getByRole('radio', { name: /DANA/ })).toBeChecked();
    expect(amountField()).toHaveAccessibleDescription('Min Rp 20.00 · Maks Rp 10,000.00');
  });

  it('shows only the methods the platform answers, without tabs for a single one', async () => {
    const [bank] = depositMethods();
    depositApi([], [bank!, { type: 'V', name: 'Crypto', channels: [] }]);
    await openDeposit();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByText('Kripto')).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('says so when the merchant offers no method', async () => {
    depositApi([], []);
    openMoneyPage('depositv2');
    expect(
      await screen.findByText('Belum ada metode deposit yang tersedia. Hubungi layanan pelanggan.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buat pesanan deposit' })).toBeNull();
  });

  it('fills the amount from a quick amount and marks the one chosen', async () => {
    const user = userEvent.setup({ delay: null });
    depositApi();
    await openDeposit();
    const presets = screen.getByRole('group', { name: 'Jumlah cepat' });
    expect(textsOf(within(presets).getAllByRole('button'))).toEqual([
      'Rp 100.00',
      'Rp 200.00',
      'Rp 500.00',
    ]);
    await user.click(within(presets).getByRole('button', { name: 'Rp 200.00' }));
    expect(amountField()).toHaveValue('200');
    expect(within(presets).getByRole('button', { name: 'Rp 200.00' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(presets).getByRole('button', { name: 'Rp 100.00' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it.each([
    ['', 'Masukkan jumlah.'],
    ['abc', 'Masukkan angka, misalnya 150,000 atau 150,000.50.'],
    ['1.000,555', 'Paling banyak 2 angka desimal, misalnya 150.50.'],
    [
      '1.500',
      'Jumlah ini bisa dibaca dua cara. Untuk Rp 1,500.00, ketik 1,500 atau 1500; desimal ditulis setelah tanda “.”, paling banyak 2 angka.',
    ],
    ['0', 'Jumlah harus lebih dari 0.'],
    ['49.99', 'Jumlah minimal Rp 50.00.'],
    ['50000.01', 'Jumlah maksimal Rp 50,000.00.'],
  ])('refuses the amount "%s" before sending: %s', async (typed, message) => {
    const user = userEvent.setup({ delay: null });
    const api = depositApi();
    await openDeposit();
    if (typed) await user.type(amountField(), typed);
    await user.click(submit());
    expect(amountField()).toHaveAccessibleDescription(
      `Min Rp 50.00 · Maks Rp 50,000.00 ${message}`,
    );
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(posts(api)).toHaveLength(0);
  });

  it("checks the amount again against another channel's limits", async () => {
    const user = userEvent.setup({ delay: null });
    const api = depositApi();
    await openDeposit();
    // A verdict stands once the form was sent: 40 is too little for BCA (min 50).
    await user.type(amountField(), '40');
    await user.click(submit());
    expect(amountField()).toHaveAccessibleDescription(/Jumlah minimal Rp 50\.00\.$/);
    await user.clear(amountField());
    await user.type(amountField(), '60');
    await waitFor(() => expect(amountField()).not.toHaveAccessibleDescription(/Jumlah minimal/));
    // 60 is fine for BCA but not for Mandiri (min 75).
    await user.click(screen.getByRole('radio', { name: /Mandiri/ }));
    await waitFor(() =>
      expect(amountField()).toHaveAccessibleDescription(
        'Min Rp 75.00 · Maks Rp 20,000.00 Jumlah minimal Rp 75.00.',
      ),
    );
    expect(api.fetch).not.toHaveBeenCalledWith(paymentCalls.deposit.path, expect.anything());
  });

  it('opens an order with an Idempotency-Key and shows where to pay', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: { key: string | null; body: unknown }[] = [];
    const orders: DepositOrder[] = [];
    const api = depositApi(orders);
    api.on(paymentCalls.deposit, (_, init) => {
      sent.push({
        key: new Headers(init?.headers).get(Header.idempotencyKey),
        body: JSON.parse(String(init?.body)),
      });
      const order = depositOrder({ amount: 250.5 });
      orders.unshift(order);
      return order;
    });
    await openDeposit();
    expect(
      await within(section('Riwayat deposit')).findByText('Belum ada deposit.'),
    ).toBeInTheDocument();
    const balanceCalls = getsOf(api, walletCalls.balance.path);

    await user.type(amountField(), '250.50');
    await user.click(submit());

    const panel = section('Pesanan deposit dibuat');
    expect(await within(panel).findByText('D20260330-7F3K2Q', { selector: 'span' })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[0]!.body).toEqual({ channelId: 'demo-bank-bca', amount: 250.5 });
    expect(panel).toHaveTextContent(
      'Transfer tepat Rp 250.50 ke akun di bawah ini. Saldo Anda bertambah setelah operator menyetujui pesanan.',
    );
    expect(within(panel).getByText('Menunggu')).toBeInTheDocument();
    expect(panel).toHaveTextContent('PT Nusantara Play Demo');
    expect(panel).toHaveTextContent('8410223301');

    // The reference is one click from the clipboard.
    await user.click(within(panel).getByRole('button', { name: 'Salin Nomor referensi' }));
    expect(await navigator.clipboard.readText()).toBe('D20260330-7F3K2Q');
    expect(within(panel).getByText('Nomor referensi disalin.')).toBeInTheDocument();

    // useMoneyMoved: the history and the balance are asked again.
    const history = section('Riwayat deposit');
    expect(await within(history).findByText('D20260330-7F3K2Q')).toBeInTheDocument();
    expect(getsOf(api, walletCalls.balance.path)).toBeGreaterThan(balanceCalls);

    // Another deposit is another intent: another key.
    await user.click(within(panel).getByRole('button', { name: 'Buat deposit lain' }));
    await user.type(amountField(), '100');
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Pesanan deposit dibuat' });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });

  it('asks for the equivalent in the coin for a crypto order, to an address, with no transfer note', async () => {
    const user = userEvent.setup({ delay: null });
    const api = depositApi();
    api.on(paymentCalls.deposit, () =>
      depositOrder({
        type: 'V',
        channelName: 'USDT (TRC20)',
        amount: 500,
        payTo: {
          provider: 'USDT (TRC20)',
          accountName: 'Nusantara Play Demo',
          accountNo: 'TNpDemoWa11etAddre55NusantaraP1ay',
          // A TRC20 transfer carries no note.
          note: '',
        },
      }),
    );
    await openDeposit();
    await user.click(screen.getByRole('tab', { name: 'Kripto' }));
    await user.type(amountField(), '500');
    await user.click(submit());

    const panel = await screen.findByRole('region', { name: 'Pesanan deposit dibuat' });
    expect(panel).toHaveTextContent(
      'Kirim senilai Rp 500.00 dalam USDT (TRC20) ke alamat di bawah ini. Operator mengkreditkannya dengan kurs saat dana tiba.',
    );
    expect(panel).not.toHaveTextContent('Transfer tepat');
    expect(panel).toHaveTextContent('Alamat dompetTNpDemoWa11etAddre55NusantaraP1ay');
    expect(within(panel).getByRole('button', { name: 'Salin Alamat dompet' })).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('Catatan transfer');
    expect(within(panel).queryByRole('button', { name: 'Salin Catatan transfer' })).toBeNull();
  });

  it('asks for the transfer note when the order has one', async () => {
    const user = userEvent.setup({ delay: null });
    const api = depositApi();
    api.on(paymentCalls.deposit, () => depositOrder());
    await openDeposit();
    await user.type(amountField(), '250.50');
    await user.click(submit());
    const panel = await screen.findByRole('region', { name: 'Pesanan deposit dibuat' });
    expect(panel).toHaveTextContent('Catatan transferDEP 7F3K2Q');
    expect(panel).toHaveTextContent(
      'Tulis catatan ini pada transfer Anda agar operator dapat mencocokkannya.',
    );
    expect(panel).toHaveTextContent('Nomor akun8410223301');
  });

  it("keeps the created order's status in step with the history", async () => {
    const user = userEvent.setup({ delay: null });
    const orders: DepositOrder[] = [];
    const api = depositApi(orders);
    api.on(paymentCalls.deposit, () => {
      orders.unshift(depositOrder());
      return depositOrder();
    });
    await openDeposit();
    await user.type(amountField(), '250.50');
    await user.click(submit());
    const panel = section('Pesanan deposit dibuat');
    expect(await within(panel).findByText('Menunggu')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Status diperbarui otomatis selama pesanan menunggu.');

    orders[0] = depositOrder({
      status: 'REJECTED',
      decidedAt: '2026-03-30T09:00:00.000Z',
      remark: 'No transfer arrived',
    });
    await user.click(screen.getByRole('button', { name: 'Muat ulang Riwayat deposit' }));
    expect(await within(panel).findByText('Ditolak')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Alasan penolakan: No transfer arrived');
    expect(panel).not.toHaveTextContent('Status diperbarui otomatis');
  });

  it('retries a deposit whose answer never came with the same key', async () => {
    const user = userEvent.setup({ delay: null });
    const keys: (string | null)[] = [];
    const api = depositApi();
    let tries = 0;
    api.on(paymentCalls.deposit, (_, init) => {
      keys.push(new Headers(init?.headers).get(Header.idempotencyKey));
      tries += 1;
      if (tries === 1) throw new TypeError('Failed to fetch');
      return depositOrder();
    });
    await openDeposit();
    await user.type(amountField(), '100');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Koneksi jaringan bermasalah, coba lagi.',
    );
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Pesanan deposit dibuat' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("puts the platform's limit refusal on the amount and other refusals below the form", async () => {
    const user = userEvent.setup({ delay: null });
    const api = depositApi();
    api.fail(paymentCalls.deposit, 'amount.below.min', 'Below the minimum', 400);
    await openDeposit();
    await user.type(amountField(), '100');
    await user.click(submit());
    await waitFor(() =>
      expect(amountField()).toHaveAccessibleDescription(
        'Min Rp 50.00 · Maks Rp 50,000.00 Jumlah minimal Rp 50.00.',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();

    api.fail(paymentCalls.deposit, 'member.trial', 'Real accounts only', 403);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      shownError('member.trial', 'Real accounts only'),
    );
    expect(amountField()).toHaveValue('100');
  });

  it('lists the order history a page at a time with statuses and the rejection remark', async () => {
    const user = userEvent.setup({ delay: null });
    depositApi(depositOrders(12));
    await openDeposit();
    const history = section('Riwayat deposit');
    const list = await within(history).findByRole('list', { name: 'Riwayat deposit' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('D20260330-000001');
    expect(items[0]).toHaveTextContent('Rp 100.00');
    expect(within(items[0]!).getByText('Menunggu')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Disetujui')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Ditolak')).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('Alasan penolakan: Transfer 3 not found');

    const pages = within(history).getByRole('navigation', { name: 'Halaman riwayat deposit' });
    await user.click(within(pages).getByRole('button', { name: 'Halaman 2' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('D20260330-000011');
    expect(within(pages).getByRole('button', { name: 'Halaman 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('goes back to the last page when the one shown no longer exists', async () => {
    const user = userEvent.setup({ delay: null });
    const orders = depositOrders(11);
    depositApi(orders);
    await openDeposit();
    const history = section('Riwayat deposit');
    const pages = await within(history).findByRole('navigation', {
      name: 'Halaman riwayat deposit',
    });
    await user.click(within(pages).getByRole('button', { name: 'Halaman 2' }));
    await within(history).findByText('D20260330-000011');
    // The list shrank to one page while page 2 was on screen.
    orders.splice(10);
    await user.click(within(history).getByRole('button', { name: 'Muat ulang Riwayat deposit' }));
    const list = await within(history).findByRole('list', { name: 'Riwayat deposit' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('D20260330-000001');
    expect(within(history).queryByText('Belum ada deposit.')).toBeNull();
  });

  it('names the refresh button by the word it shows and the list it refreshes', async () => {
    depositApi();
    await openDeposit();
    const history = section('Riwayat deposit');
    const refresh = within(history).getByRole('button', { name: 'Muat ulang Riwayat deposit' });
    expect(refresh).toHaveTextContent(/^Muat ulang$/);
    await act(() => applyLanguage('EN'));
    await waitFor(() => expect(refresh).toHaveAccessibleName('Refresh Deposit history'));
    expect(refresh).toHaveTextContent(/^Refresh$/);
  });

  it('shows an approval after a refresh, and on its own every 15 s while an order is pending', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const user = userEvent.setup({ delay: null });
    const order = depositOrder();
    let status: DepositOrder['status'] = 'PENDING';
    const api = depositApi();
    api.on(paymentCalls.depositOrders, (url) =>
      pageOf(url, [
        { ...order, status, decidedAt: status === 'PENDING' ? null : '2026-03-30T09:00:00.000Z' },
      ]),
    );
    let money = 100;
    api.on(walletCalls.balance, () => balance({ currencySymbol: 'Rp', sumBalance: money }));
    await openDeposit();
    const history = section('Riwayat deposit');
    expect(await within(history).findByText('Menunggu')).toBeInTheDocument();

    // The operator approves: the next poll shows it and the balance is asked again.
    status = 'APPROVED';
    money = 350.5;
    const balanceCalls = getsOf(api, walletCalls.balance.path);
    act(() => vi.advanceTimersByTime(15_000));
    expect(await within(history).findByText('Disetujui')).toBeInTheDocument();
    await waitFor(() =>
      expect(getsOf(api, walletCalls.balance.path)).toBeGreaterThan(balanceCalls),
    );

    // Nothing pending any more: no more polls.
    const listCalls = getsOf(api, paymentCalls.depositOrders.path);
    act(() => vi.advanceTimersByTime(60_000));
    expect(getsOf(api, paymentCalls.depositOrders.path)).toBe(listCalls);

    // The refresh button asks at once.
    status = 'REJECTED';
    await user.click(within(history).getByRole('button', { name: 'Muat ulang Riwayat deposit' }));
    expect(await within(history).findByText('Ditolak')).toBeInTheDocument();
  });

  it('shows why the methods did not load and tries again', async () => {
    const user = userEvent.setup({ delay: null });
    const api = depositApi();
    api.fail(paymentCalls.depositMethods, 'system.error', 'boom', 500);
    openMoneyPage('depositv2');
    const form = await screen.findByRole('heading', { name: 'Deposit baru' });
    const failed = await within(form.closest('section')!).findByRole('alert');
    expect(failed).toHaveTextContent('Gagal memuat data.');
    mockDeposit(api);
    await user.click(within(failed).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('radio', { name: /BCA/ })).toBeInTheDocument();
  });

  describe('the amount as a member of either language writes it', () => {
    /** BCA up to one million, so the thousands below are within its limits. */
    async function openWide() {
      const [bank, ...others] = depositMethods();
      const sent: unknown[] = [];
      const api = depositApi(
        [],
        [{ ...bank!, channels: bank!.channels.map((c) => ({ ...c, max: 1_000_000 })) }, ...others],
      );
      api.on(paymentCalls.deposit, (_, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return depositOrder();
      });
      openMoneyPage('depositv2');
      await screen.findByRole('heading', { name: 'Deposit baru' }, { timeout: 5000 });
      await waitFor(() =>
        expect(screen.getByRole('radio', { name: 'BCA' })).toHaveAccessibleDescription(
          'Min Rp 50.00 · Maks Rp 1,000,000.00',
        ),
      );
      return { sent, api };
    }
    /** The polite live region under the amount: the amount the field read from the text. */
    const understood = (field = amountField()) => {
      const region = field.closest('.field')!.querySelector('[aria-live="polite"]');
      expect(region).not.toBeNull();
      return region!;
    };

    it('reads 100,000 in Indonesian as one hundred thousand, says so while typing, and orders that', async () => {
      const user = userEvent.setup({ delay: null });
      const { sent } = await openWide();
      await user.type(amountField(), '100,00');
      // Still two decimals: a hundred, and the field says so before the member goes on.
      expect(understood()).toHaveTextContent('= Rp 100.00');
      await user.type(amountField(), '0');
      expect(understood()).toHaveTextContent('= Rp 100,000.00');
      await user.click(submit());
      await screen.findByRole('heading', { name: 'Pesanan deposit dibuat' });
      expect(sent).toEqual([{ channelId: 'demo-bank-bca', amount: 100_000 }]);
    });

    it('takes 1,000 in Indonesian as one thousand, as the site writes it', async () => {
      const user = userEvent.setup({ delay: null });
      const { sent } = await openWide();
      await user.type(amountField(), '1,000');
      expect(understood()).toHaveTextContent('= Rp 1,000.00');
      await user.click(submit());
      await screen.findByRole('heading', { name: 'Pesanan deposit dibuat' });
      expect(sent).toEqual([{ channelId: 'demo-bank-bca', amount: 1_000 }]);
    });

    it('reads the Indonesian 1.000,50 and the plain 0,5 way of decimals', async () => {
      const user = userEvent.setup({ delay: null });
      await openWide();
      await user.type(amountField(), '1.000,50');
      expect(understood()).toHaveTextContent('= Rp 1,000.50');
      await user.clear(amountField());
      await user.type(amountField(), '0,5');
      expect(understood()).toHaveTextContent('= Rp 0.50');
      await user.click(submit());
      expect(amountField()).toHaveAccessibleDescription(
        'Min Rp 50.00 · Maks Rp 1,000,000.00 Jumlah minimal Rp 50.00.',
      );
    });

    it('reads 1,000.50 in English and orders exactly that', async () => {
      const user = userEvent.setup({ delay: null });
      const { sent } = await openWide();
      await act(() => applyLanguage('EN'));
      const field = await screen.findByRole('textbox', { name: /Amount/ });
      await user.type(field, '1,000.50');
      expect(understood(field)).toHaveTextContent('= Rp 1,000.50');
      await user.click(screen.getByRole('button', { name: 'Create deposit order' }));
      await screen.findByRole('heading', { name: 'Deposit order created' });
      expect(sent).toEqual([{ channelId: 'demo-bank-bca', amount: 1_000.5 }]);
    });

    it('refuses, never guesses, 1.000 in English: a thousand or one?', async () => {
      const user = userEvent.setup({ delay: null });
      const { sent } = await openWide();
      await act(() => applyLanguage('EN'));
      const field = await screen.findByRole('textbox', { name: /Amount/ });
      await user.type(field, '1.000');
      expect(understood(field)).toBeEmptyDOMElement();
      await user.click(screen.getByRole('button', { name: 'Create deposit order' }));
      expect(field).toHaveAccessibleDescription(
        'Min Rp 50.00 · Max Rp 1,000,000.00 This amount reads two ways. For Rp 1,000.00, type 1,000 or 1000; decimals go after the “.”, at most 2 digits.',
      );
      expect(sent).toEqual([]);
      // Written the English way it goes through.
      await user.clear(field);
      await user.type(field, '1,000');
      expect(understood(field)).toHaveTextContent('= Rp 1,000.00');
      await user.click(screen.getByRole('button', { name: 'Create deposit order' }));
      await screen.findByRole('heading', { name: 'Deposit order created' });
      expect(sent).toEqual([{ channelId: 'demo-bank-bca', amount: 1_000 }]);
    });
  });

  it('speaks English after a language switch', async () => {
    depositApi();
    await openDeposit();
    await act(() => applyLanguage('EN'));
    expect(await screen.findByRole('heading', { name: 'New deposit' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bank transfer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create deposit order' })).toBeInTheDocument();
  });

  it.each(['depositv2', 'withdraw'] as const)(
    'keeps a trial account out of %s with the real-account warning',
    async (page) => {
      const api = memberCentreApi(mockApi(), memberInfo({ type: 4 }));
      mockDeposit(api);
      openMoneyPage(page);
      await vi.waitFor(() => expect(useUiStore.getState().trialDialogOpen).toBe(true));
      expect(shownMemberPage()).toBeNull();
      expect(posts(api)).toHaveLength(0);
      expect(getsOf(api, paymentCalls.depositMethods.path)).toBe(0);
    },
  );
});
