import { memberPlace } from '../../../config/centre-links';
import { shownCentre, shownMemberPage } from '../../../testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  Header,
  memberCalls,
  paymentCalls,
  walletCalls,
  type Card,
  type Withdrawal,
  type WithdrawSettings,
} from '@site/contract';
import { applyLanguage } from '../../../i18n';
import {
  balance,
  memberInfo,
  resetAccountState,
  testEncryption,
} from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import {
  card,
  mockWithdraw,
  pageOf,
  withdrawal,
  withdrawSettings,
} from '../../../testing/money-data';
import { memberCentreApi, shownError } from './member-centre-setup';
import { getsOf, openMoneyPage, posts, section, textsOf } from './money-setup';

let encryption: Awaited<ReturnType<typeof testEncryption>>;
beforeAll(async () => {
  encryption = await testEncryption();
});

interface Setup {
  settings?: WithdrawSettings;
  cards?: Card[];
  payeeName?: string | null;
  withdrawals?: Withdrawal[];
}

/** A logged-in member with rupiah, the RSA key for E calls, and the withdrawal page's calls. */
function withdrawApi(setup: Setup = {}) {
  const api = memberCentreApi(mockApi(), memberInfo());
  api.on(walletCalls.balance, () => balance({ currencySymbol: 'Rp' }));
  encryption.serve(api);
  return mockWithdraw(api, setup);
}

async function openWithdraw() {
  openMoneyPage('withdraw');
  // The first open fetches the page's chunk and strings.
  await screen.findByRole('heading', { name: 'Ringkasan penarikan' }, { timeout: 5000 });
}

const formSection = () => section('Penarikan baru');
const amountField = () => within(formSection()).getByRole('textbox', { name: /Jumlah/ });
const passwordField = () => within(formSection()).getByLabelText(/Kata sandi pembayaran/);
const withdrawButton = () =>
  within(formSection()).getByRole('button', { name: 'Ajukan penarikan' });

async function openBindDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await within(section('Akun penarikan')).findByRole('button', { name: 'Ikat akun baru' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Ikat akun penarikan' });
  await within(dialog).findByRole('combobox', { name: 'Penyedia' });
  return dialog;
}

describe('withdraw page: settings and cards', () => {
  beforeEach(resetAccountState);
  afterEach(() => act(() => applyLanguage('ID')));

  it('shows what may be withdrawn, the limits, today’s count and the masked cards', async () => {
    withdrawApi({
      cards: [
        card(),
        card({ id: 'card-2', type: 'E', providerName: 'DANA', accountNoMasked: '********5566' }),
      ],
    });
    await openWithdraw();
    const summary = section('Ringkasan penarikan');
    await waitFor(() => expect(summary).toHaveTextContent('Saldo yang dapat ditarikRp 1,234.50'));
    expect(summary).toHaveTextContent('Batas per penarikanMin Rp 100.00 · Maks Rp 50,000.00');
    expect(summary).toHaveTextContent('Penarikan hari ini1 dari 5');
    const cards = within(section('Akun penarikan')).getByRole('list', { name: 'Akun yang diikat' });
    const items = within(cards).getAllByRole('listitem');
    expect(textsOf(items)).toEqual([
      'BCA ******7788Transfer bank · Budi Santoso',
      'DANA ********5566E-wallet · Budi Santoso',
    ]);
  });

  it('shows why the settings did not load and tries again', async () => {
    const user = userEvent.setup({ delay: null });
    const api = withdrawApi();
    api.fail(paymentCalls.withdrawSettings, 'system.error', 'boom', 500);
    await openWithdraw();
    const failed = await within(section('Ringkasan penarikan')).findByRole('alert');
    expect(failed).toHaveTextContent('Gagal memuat data.');
    api.on(paymentCalls.withdrawSettings, () => withdrawSettings());
    await user.click(within(failed).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(section('Ringkasan penarikan')).findByText('Rp 1,234.50')).toBeVisible();
  });

  it('binds a card with the payee name locked to the first card’s, encrypted', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    const cards = [card()];
    const api = withdrawApi({ cards });
    api.on(paymentCalls.bindCard, async (_, init) => {
      expect(new Headers(init?.headers).get('Encryption')).toBe('RSA');
      sent.push(await encryption.read(init));
      const bound = card({
        id: 'card-2',
        type: 'E',
        providerCode: 'DANA',
        providerName: 'DANA',
        accountNoMasked: '********7890',
      });
      cards.push(bound);
      return bound;
    });
    await openWithdraw();
    const dialog = await openBindDialog(user);
    const payee = within(dialog).getByRole('textbox', { name: /Nama penerima/ });
    expect(payee).toHaveValue('Budi Santoso');
    expect(payee).toHaveAttribute('readonly');
    expect(payee).toHaveAccessibleDescription(
      'Sama dengan akun Anda yang lain; tidak dapat diubah.',
    );

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Jenis akun' }), 'E');
    const provider = within(dialog).getByRole('combobox', { name: 'Penyedia' });
    expect(textsOf(within(provider).getAllByRole('option'))).toEqual(['Pilih penyedia', 'DANA']);
    await user.selectOptions(provider, 'DANA');
    const accountNo = within(dialog).getByRole('textbox', { name: /Nomor akun/ });
    await user.type(accountNo, '1234');
    await user.type(within(dialog).getByLabelText(/Kata sandi pembayaran/), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Ikat akun' }));
    expect(accountNo).toHaveAccessibleDescription(
      'Nomor e-wallet (nomor ponsel), 8 sampai 15 angka. Nomor e-wallet harus 8 sampai 15 angka.',
    );
    expect(sent).toHaveLength(0);

    await user.clear(accountNo);
    await user.type(accountNo, '081234567890');
    await user.click(within(dialog).getByRole('button', { name: 'Ikat akun' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Ikat akun penarikan' })).toBeNull(),
    );
    expect(sent).toEqual([
      {
        type: 'E',
        providerCode: 'DANA',
        accountNo: '081234567890',
        payeeName: 'Budi Santoso',
        paymentPassword: '135790',
      },
    ]);
    const cardsSection = section('Akun penarikan');
    expect(within(cardsSection).getByRole('status')).toHaveTextContent('Akun DANA diikat.');
    expect(
      await within(cardsSection).findByText('********7890', { exact: false }),
    ).toBeInTheDocument();
  });

  it('checks the payee name rule before sending when no card set it yet', async () => {
    const user = userEvent.setup({ delay: null });
    const api = withdrawApi({ cards: [], payeeName: null });
    await openWithdraw();
    const dialog = await openBindDialog(user);
    const payee = within(dialog).getByRole('textbox', { name: /Nama penerima/ });
    expect(payee).toHaveValue('');
    expect(payee).not.toHaveAttribute('readonly');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Penyedia' }), 'BCA');
    await user.type(within(dialog).getByRole('textbox', { name: /Nomor akun/ }), '12345678');
    await user.type(payee, 'Budi 88');
    await user.type(within(dialog).getByLabelText(/Kata sandi pembayaran/), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Ikat akun' }));
    // The hint and the error say exactly what PAYEE_NAME_PATTERN takes, . ' - included.
    const hint =
      "Sesuai nama pada akun: 2 sampai 50 karakter, berupa huruf, spasi, titik (.), apostrof (') atau tanda hubung (-), diawali huruf dan diakhiri huruf atau titik.";
    expect(payee).toHaveAccessibleDescription(
      `${hint} Nama penerima harus 2 sampai 50 karakter: huruf, spasi, titik (.), apostrof (') atau tanda hubung (-), diawali huruf dan diakhiri huruf atau titik.`,
    );
    expect(posts(api)).toHaveLength(0);
    // What the hint allows is taken.
    await user.clear(payee);
    await user.type(payee, "Siti Nur'aini-Putri A.");
    expect(payee).toHaveAccessibleDescription(hint);
  });

  it.each([
    [
      'member.payee.mismatch',
      /Nama penerima/,
      'Nama penerima harus sama dengan akun Anda yang lain.',
    ],
    ['member.card.exists', /Nomor akun/, 'Akun ini sudah terikat.'],
    ['member.card.limit', /Jenis akun/, 'Anda telah mengikat jumlah maksimum akun jenis ini.'],
    ['invalid.payment.pw', /Kata sandi pembayaran/, 'Kata sandi pembayaran salah.'],
  ])('shows the refusal %s on its field, translated', async (code, field, message) => {
    const user = userEvent.setup({ delay: null });
    const api = withdrawApi({ cards: [], payeeName: null });
    api.fail(paymentCalls.bindCard, code, 'refused', 400);
    await openWithdraw();
    const dialog = await openBindDialog(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Penyedia' }), 'BCA');
    await user.type(within(dialog).getByRole('textbox', { name: /Nomor akun/ }), '12345678');
    await user.type(within(dialog).getByRole('textbox', { name: /Nama penerima/ }), 'Budi Santoso');
    await user.type(within(dialog).getByLabelText(/Kata sandi pembayaran/), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Ikat akun' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(field)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('refuses a fourth card of one type before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const three = [1, 2, 3].map((n) => card({ id: `card-${n}`, accountNoMasked: `******000${n}` }));
    const api = withdrawApi({ cards: three });
    await openWithdraw();
    const dialog = await openBindDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Ikat akun' }));
    expect(
      within(dialog).getByRole('combobox', { name: 'Jenis akun' }),
    ).toHaveAccessibleDescription('Anda sudah mengikat 3 akun jenis ini, batas maksimum.');
    expect(posts(api)).toHaveLength(0);
  });
});

describe('withdraw page: payment password', () => {
  beforeEach(resetAccountState);

  it('says the payment password is missing and leads to the security centre', async () => {
    const user = userEvent.setup({ delay: null });
    withdrawApi({ settings: withdrawSettings({ hasPaymentPassword: false }) });
    await openWithdraw();
    const notice = await screen.findByRole('region', {
      name: 'Kata sandi pembayaran belum diatur',
    });
    expect(notice).toHaveTextContent('Atur dulu di Pusat Keamanan.');
    expect(within(formSection()).queryByRole('button', { name: 'Ajukan penarikan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ikat akun baru' })).toBeNull();
    await user.click(within(notice).getByRole('button', { name: 'Atur kata sandi pembayaran' }));
    expect(shownMemberPage()).toBe('securityCenter');
  });

  it('asks the settings again when the member comes back from setting the password', async () => {
    const user = userEvent.setup({ delay: null });
    let settings = withdrawSettings({ hasPaymentPassword: false });
    const api = withdrawApi();
    api.on(paymentCalls.withdrawSettings, () => settings);
    // The app's cache keeps answers for a minute; the withdrawal page must not.
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 60_000, gcTime: Infinity } },
    });
    openMoneyPage('withdraw', { client });
    const notice = await screen.findByRole(
      'region',
      { name: 'Kata sandi pembayaran belum diatur' },
      { timeout: 5000 },
    );
    await user.click(within(notice).getByRole('button', { name: 'Atur kata sandi pembayaran' }));
    await screen.findByRole('heading', { name: 'Profil' });
    settings = withdrawSettings({ hasPaymentPassword: true });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Menu pusat anggota' })).getByRole('button', {
        name: 'Penarikan',
      }),
    );
    expect(
      await within(section('Akun penarikan')).findByRole('button', { name: 'Ikat akun baru' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kata sandi pembayaran belum diatur' })).toBeNull();
  });

  it('shows the withdrawal form at once after the payment password is set in the security centre', async () => {
    const user = userEvent.setup({ delay: null });
    const api = withdrawApi({ settings: withdrawSettings({ hasPaymentPassword: false }) });
    api.on(memberCalls.setPaymentPassword, () =>
      Response.json({ success: true, value: { changed: true } }),
    );
    await openWithdraw();
    const notice = await screen.findByRole('region', {
      name: 'Kata sandi pembayaran belum diatur',
    });
    await user.click(within(notice).getByRole('button', { name: 'Atur kata sandi pembayaran' }));
    const security = (
      await screen.findByRole('heading', { name: /^Kata sandi pembayaran/ })
    ).closest('section') as HTMLElement;
    await user.type(within(security).getByLabelText('Kata sandi masuk'), 'secret12');
    await user.type(within(security).getByLabelText('Kata sandi pembayaran baru'), '246810');
    await user.type(within(security).getByLabelText('Ulangi kata sandi pembayaran'), '246810');
    await user.click(within(security).getByRole('button', { name: 'Atur kata sandi pembayaran' }));
    await within(security).findByText('Kata sandi pembayaran diatur.');

    // The settings are slow to answer again: the page must not wait for them to know.
    api.on(paymentCalls.withdrawSettings, () => new Promise<Response>(() => {}));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Menu pusat anggota' })).getByRole('button', {
        name: 'Penarikan',
      }),
    );
    expect(
      await within(formSection()).findByRole('button', { name: 'Ajukan penarikan' }),
    ).toBeInTheDocument();
    expect(passwordField()).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kata sandi pembayaran belum diatur' })).toBeNull();
  });

  it('opens the security centre at the payment password form and offers the way back once it is set', async () => {
    const user = userEvent.setup({ delay: null });
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const api = withdrawApi({ settings: withdrawSettings({ hasPaymentPassword: false }) });
    api.on(memberCalls.setPaymentPassword, () =>
      Response.json({ success: true, value: { changed: true } }),
    );
    await openWithdraw();
    const notice = await screen.findByRole('region', {
      name: 'Kata sandi pembayaran belum diatur',
    });
    await user.click(within(notice).getByRole('button', { name: 'Atur kata sandi pembayaran' }));

    // At the form, not at the top of the centre: scrolled to, its first field focused.
    const security = (
      await screen.findByRole('heading', { name: /^Kata sandi pembayaran/ })
    ).closest('section') as HTMLElement;
    const first = within(security).getByLabelText('Kata sandi masuk');
    await waitFor(() => expect(first).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(security);
    // No way back is offered before the password is set.
    expect(within(security).queryByRole('button', { name: /^Kembali/ })).toBeNull();

    await user.type(first, 'secret12');
    await user.type(within(security).getByLabelText('Kata sandi pembayaran baru'), '246810');
    await user.type(within(security).getByLabelText('Ulangi kata sandi pembayaran'), '246810');
    await user.click(within(security).getByRole('button', { name: 'Atur kata sandi pembayaran' }));
    await within(security).findByText('Kata sandi pembayaran diatur.');
    const back = within(security).getByRole('button', { name: 'Kembali ke halaman Penarikan' });
    expect(back).toHaveFocus();

    api.on(paymentCalls.withdrawSettings, () => withdrawSettings({ hasPaymentPassword: true }));
    await user.click(back);
    expect(shownCentre()).toEqual(memberPlace('withdraw'));
    // The button went with the security centre: focus goes to the page's title, not <body>.
    expect(screen.getByRole('heading', { name: 'Penarikan', level: 3 })).toHaveFocus();
    expect(
      await within(formSection()).findByRole('button', { name: 'Ajukan penarikan' }),
    ).toBeInTheDocument();
    scrolled.mockRestore();
  });

  it('opens the security centre at its top, with no way back, from its own menu entry', async () => {
    withdrawApi();
    openMoneyPage('securityCenter');
    const security = (
      await screen.findByRole('heading', { name: /^Kata sandi pembayaran/ })
    ).closest('section') as HTMLElement;
    expect(within(security).getByLabelText('Kata sandi masuk')).not.toHaveFocus();
    expect(shownCentre()).toEqual(memberPlace('securityCenter'));
  });

  it('asks for no payment password when the merchant does not (PAYMENTPASS3 off)', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    const api = withdrawApi({
      settings: withdrawSettings({ paymentPasswordRequired: false, hasPaymentPassword: false }),
    });
    api.on(paymentCalls.withdraw, async (_, init) => {
      sent.push(await encryption.read(init));
      return withdrawal({ amount: 200 });
    });
    await openWithdraw();
    await within(formSection()).findByRole('button', { name: 'Ajukan penarikan' });
    expect(screen.queryByRole('region', { name: 'Kata sandi pembayaran belum diatur' })).toBeNull();
    expect(within(formSection()).queryByLabelText(/Kata sandi pembayaran/)).toBeNull();
    await user.type(amountField(), '200');
    await user.click(withdrawButton());
    await within(formSection()).findByText('Permintaan penarikan dikirim');
    expect(sent).toEqual([{ cardId: 'card-1', amount: 200 }]);
  });

  it('shows the notice when the platform says the payment password is missing', async () => {
    const user = userEvent.setup({ delay: null });
    const api = withdrawApi();
    api.fail(paymentCalls.withdraw, 'not.exists.payment.password', 'No payment password', 400);
    await openWithdraw();
    await within(formSection()).findByRole('button', { name: 'Ajukan penarikan' });
    await user.type(amountField(), '200');
    await user.type(passwordField(), '135790');
    await user.click(withdrawButton());
    expect(
      await screen.findByRole('region', { name: 'Kata sandi pembayaran belum diatur' }),
    ).toBeInTheDocument();
  });
});

describe('withdraw page: withdrawing', () => {
  beforeEach(resetAccountState);

  it('withdraws everything withdrawable with an Idempotency-Key and shows it held', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: { key: string | null; body: unknown }[] = [];
    const records: Withdrawal[] = [];
    const api = withdrawApi({ withdrawals: records });
    api.on(paymentCalls.withdrawals, (url) => pageOf(url, records));
    api.on(paymentCalls.withdraw, async (_, init) => {
      sent.push({
        key: new Headers(init?.headers).get(Header.idempotencyKey),
        body: await encryption.read(init),
      });
      const held = withdrawal({ amount: 1234.5, reference: 'W20260330-ALL001' });
      records.unshift(held);
      return held;
    });
    await openWithdraw();
    await within(formSection()).findByRole('button', { name: 'Ajukan penarikan' });
    expect(
      await within(section('Riwayat penarikan')).findByText('Belum ada penarikan.'),
    ).toBeVisible();
    const balanceCalls = getsOf(api, walletCalls.balance.path);

    await user.click(
      within(formSection()).getByRole('button', { name: 'Semua saldo yang tersedia' }),
    );
    expect(amountField()).toHaveValue('1234.50');
    await user.type(passwordField(), '135790');
    await user.click(withdrawButton());

    const result = await within(formSection()).findByText('Permintaan penarikan dikirim');
    expect(result.closest('[role="status"]')).toHaveTextContent(
      'Permintaan penarikan dikirim DiprosesW20260330-ALL001 · Dana sebesar Rp 1,234.50 ditahan sampai operator memprosesnya.',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[0]!.body).toEqual({ cardId: 'card-1', amount: 1234.5, paymentPassword: '135790' });
    // The password does not stay in the form.
    expect(passwordField()).toHaveValue('');
    // useMoneyMoved: balance and the records are asked again.
    const list = await within(section('Riwayat penarikan')).findByRole('list', {
      name: 'Riwayat penarikan',
    });
    expect(within(list).getByText('W20260330-ALL001')).toBeInTheDocument();
    expect(getsOf(api, walletCalls.balance.path)).toBeGreaterThan(balanceCalls);
  });

  it.each([
    ['', '135790', /Jumlah/, 'Masukkan jumlah.'],
    ['99', '135790', /Jumlah/, 'Jumlah minimal Rp 100.00.'],
    ['1234.51', '135790', /Jumlah/, 'Jumlah melebihi saldo yang tersedia (Rp 1,234.50).'],
    ['200', '', /Kata sandi pembayaran/, 'Masukkan kata sandi pembayaran.'],
    ['200', '12ab', /Kata sandi pembayaran/, 'Kata sandi pembayaran harus 6 angka.'],
  ])(
    'refuses amount "%s" with password "%s" before sending',
    async (amount, pw, field, message) => {
      const user = userEvent.setup({ delay: null });
      const api = withdrawApi();
      await openWithdraw();
      await within(formSection()).findByRole('button', { name: 'Ajukan penarikan' });
      if (amount) await user.type(amountField(), amount);
      if (pw) await user.type(passwordField(), pw);
      await user.click(withdrawButton());
      expect(within(formSection()).getByLabelText(field)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      );
      expect(posts(api)).toHaveLength(0);
    },
  );

  it.each([
    ['invalid.payment.pw', /Kata sandi pembayaran/, 'Kata sandi pembayaran salah.'],
    ['wallet.insufficient', /Jumlah/, 'Saldo tidak mencukupi.'],
    ['amount.below.min', /Jumlah/, 'Jumlah minimal Rp 100.00.'],
    ['amount.above.max', /Jumlah/, 'Jumlah maksimal Rp 50,000.00.'],
  ])('shows the refusal %s on its field', async (code, field, message) => {
    const user = userEvent.setup({ delay: null });
    const api = withdrawApi();
    api.fail(paymentCalls.withdraw, code, 'refused', 400);
    await openWithdraw();
    await within(formSection()).findByRole('button', { name: 'Ajukan penarikan' });
    await user.type(amountField(), '200');
    await user.type(passwordField(), '135790');
    await user.click(withdrawButton());
    await waitFor(() =>
      expect(within(formSection()).getByLabelText(field)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
    expect(within(formSection()).queryByRole('alert')).toBeNull();
  });

  it('shows the platform’s daily limit refusal, translated', async () => {
    const user = userEvent.setup({ delay: null });
    const api = withdrawApi();
    api.fail(paymentCalls.withdraw, 'withdraw.daily.limit', 'Daily limit', 400);
    await openWithdraw();
    await within(formSection()).findByRole('button', { name: 'Ajukan penarikan' });
    await user.type(amountField(), '200');
    await user.type(passwordField(), '135790');
    await user.click(withdrawButton());
    expect(await within(formSection()).findByRole('alert')).toHaveTextContent(
      shownError('withdraw.daily.limit', 'Daily limit'),
    );
  });

  it('offers no withdrawal once today’s count is used', async () => {
    withdrawApi({ settings: withdrawSettings({ usedToday: 5, dailyCount: 5 }) });
    await openWithdraw();
    expect(
      await within(formSection()).findByText(
        'Anda telah mencapai batas 5 penarikan hari ini. Coba lagi besok.',
      ),
    ).toBeInTheDocument();
    expect(withdrawButton()).toBeDisabled();
  });

  it('asks for a card first when none is bound', async () => {
    withdrawApi({ cards: [], payeeName: null });
    await openWithdraw();
    expect(
      await within(formSection()).findByText(
        'Ikat akun bank, e-wallet atau kripto terlebih dahulu untuk menarik dana.',
      ),
    ).toBeInTheDocument();
    expect(
      within(section('Akun penarikan')).getByText('Belum ada akun yang diikat.'),
    ).toBeVisible();
  });
});

describe('withdraw page: records and confirmation', () => {
  beforeEach(resetAccountState);
  afterEach(() => act(() => applyLanguage('ID')));

  const everyStatus = (): Withdrawal[] => [
    withdrawal({ id: 'wd-1', reference: 'W-PENDING' }),
    withdrawal({ id: 'wd-2', reference: 'W-REJECTED', status: 'REJECTED', remark: 'Name differs' }),
    withdrawal({
      id: 'wd-3',
      reference: 'W-PAID',
      status: 'PAID',
      decidedAt: '2026-03-30T11:00:00.000Z',
      autoReceiveAt: '2026-03-30T12:00:00.000Z',
    }),
    withdrawal({ id: 'wd-4', reference: 'W-RECEIVED', status: 'RECEIVED' }),
    withdrawal({ id: 'wd-5', reference: 'W-AUTO', status: 'RECEIVED', autoReceived: true }),
    withdrawal({ id: 'wd-6', reference: 'W-DISPUTED', status: 'NOT_RECEIVED', proofCount: 2 }),
    withdrawal({ id: 'wd-7', reference: 'W-REFUNDED', status: 'REFUNDED' }),
  ];

  async function records(list: Withdrawal[]) {
    const api = withdrawApi({ withdrawals: list });
    await openWithdraw();
    const history = section('Riwayat penarikan');
    const items = within(
      await within(history).findByRole('list', { name: 'Riwayat penarikan' }),
    ).getAllByRole('listitem');
    return { api, history, items };
  }

  it('labels every status and says what it means', async () => {
    const { items } = await records(everyStatus());
    const [pending, rejected, paid, received, auto, disputed, refunded] = items;
    expect(pending).toHaveTextContent('Diproses');
    expect(pending).toHaveTextContent('Dana ditahan sampai operator memprosesnya.');
    expect(rejected).toHaveTextContent('Ditolak');
    expect(rejected).toHaveTextContent('Dana ditahan sudah dikembalikan ke saldo Anda.');
    expect(rejected).toHaveTextContent('Alasan: Name differs');
    expect(paid).toHaveTextContent('Pembayaran penuh dilakukan');
    expect(paid).toHaveTextContent('Dianggap diterima otomatis pada');
    expect(
      within(paid!).getByRole('button', { name: 'Sudah diterima W-PAID' }),
    ).toBeInTheDocument();
    expect(
      within(paid!).getByRole('button', { name: 'Belum diterima W-PAID' }),
    ).toBeInTheDocument();
    expect(received).toHaveTextContent('Anda mengonfirmasi dana sudah diterima.');
    expect(auto).toHaveTextContent('Dikonfirmasi otomatis karena tidak ada jawaban tepat waktu.');
    expect(disputed).toHaveTextContent('Tidak diterima');
    expect(disputed).toHaveTextContent('Laporan Anda sedang ditinjau operator.');
    expect(disputed).toHaveTextContent('Bukti terkirim: 2');
    expect(refunded).toHaveTextContent('Dikembalikan');
    // Only a PAID withdrawal asks for an answer.
    for (const item of [pending, rejected, received, auto, disputed, refunded]) {
      expect(within(item!).queryByRole('button')).toBeNull();
    }
  });

  it("shows the member's remark as theirs while not received, as an earlier report after", async () => {
    const remark = { memberRemark: 'Dana belum masuk', proofCount: 1 };
    const { items } = await records([
      withdrawal({ id: 'wd-1', reference: 'W-DISPUTED', status: 'NOT_RECEIVED', ...remark }),
      withdrawal({ id: 'wd-2', reference: 'W-AGAIN', status: 'PAID', ...remark }),
      withdrawal({ id: 'wd-3', reference: 'W-REFUNDED', status: 'REFUNDED', ...remark }),
    ]);
    const [disputed, paidAgain, refunded] = items;
    expect(disputed).toHaveTextContent('Keterangan Anda: Dana belum masuk');
    for (const item of [paidAgain, refunded]) {
      expect(item).toHaveTextContent('Laporan Anda sebelumnya: Dana belum masuk');
      expect(item).not.toHaveTextContent('Keterangan Anda');
    }
  });

  it('names each answer button by its withdrawal, so two paid ones read apart', async () => {
    const paid = (n: number) =>
      withdrawal({ id: `wd-${n}`, reference: `W-PAID-${n}`, status: 'PAID' });
    const { history, items } = await records([paid(1), paid(2)]);
    for (const [index, item] of items.entries()) {
      const reference = `W-PAID-${index + 1}`;
      // One of each in the whole list (getBy fails on two), each in its own row.
      const received = within(history).getByRole('button', { name: `Sudah diterima ${reference}` });
      const notReceived = within(history).getByRole('button', {
        name: `Belum diterima ${reference}`,
      });
      expect(item).toContainElement(received);
      expect(item).toContainElement(notReceived);
      // The visible word starts the name.
      expect(received).toHaveTextContent(/^Sudah diterima$/);
    }
  });

  it('goes back to the last page when the one shown no longer exists', async () => {
    const user = userEvent.setup({ delay: null });
    const list = Array.from({ length: 11 }, (_, i) =>
      withdrawal({ id: `wd-${i + 1}`, reference: `W-${i + 1}`, status: 'RECEIVED' }),
    );
    const { history } = await records(list);
    await user.click(
      within(
        within(history).getByRole('navigation', { name: 'Halaman riwayat penarikan' }),
      ).getByRole('button', { name: 'Halaman 2' }),
    );
    await within(history).findByText('W-11');
    // The operator's side shrank the list to one page while page 2 was on screen.
    list.splice(10);
    await user.click(within(history).getByRole('button', { name: 'Muat ulang Riwayat penarikan' }));
    await waitFor(() =>
      expect(
        within(within(history).getByRole('list', { name: 'Riwayat penarikan' })).getAllByRole(
          'listitem',
        ),
      ).toHaveLength(10),
    );
    expect(within(history).queryByText('Belum ada penarikan.')).toBeNull();
    // Page 1 as it is now: the only one, so no pager.
    await waitFor(() => expect(within(history).queryByRole('navigation')).toBeNull());
  });

  it('pages the records', async () => {
    const user = userEvent.setup({ delay: null });
    const many = Array.from({ length: 12 }, (_, i) =>
      withdrawal({ id: `wd-${i + 1}`, reference: `W-${i + 1}`, status: 'RECEIVED' }),
    );
    const { history, items } = await records(many);
    expect(items).toHaveLength(10);
    await user.click(
      within(
        within(history).getByRole('navigation', { name: 'Halaman riwayat penarikan' }),
      ).getByRole('button', { name: 'Halaman 2' }),
    );
    await waitFor(() =>
      expect(
        within(within(history).getByRole('list', { name: 'Riwayat penarikan' })).getAllByRole(
          'listitem',
        ),
      ).toHaveLength(2),
    );
    expect(within(history).getByText('W-11')).toBeInTheDocument();
  });

  it('shows a rejection on its own while a withdrawal is pending, and the balance follows', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const list = [withdrawal()];
      const { api, history } = await records(list);
      expect(within(history).getByText('Diproses')).toBeInTheDocument();
      list[0] = { ...list[0]!, status: 'REJECTED', remark: 'Bank closed' };
      const balanceCalls = getsOf(api, walletCalls.balance.path);
      act(() => vi.advanceTimersByTime(15_000));
      expect(await within(history).findByText('Alasan: Bank closed')).toBeInTheDocument();
      await waitFor(() =>
        expect(getsOf(api, walletCalls.balance.path)).toBeGreaterThan(balanceCalls),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('confirms a PAID withdrawal as received after asking once more', async () => {
    const user = userEvent.setup({ delay: null });
    const list = [withdrawal({ status: 'PAID', autoReceiveAt: '2026-03-30T12:00:00.000Z' })];
    const sent: { path: string; body: unknown }[] = [];
    const api = withdrawApi({ withdrawals: list });
    api.on(paymentCalls.confirmWithdrawal, (url, init) => {
      sent.push({ path: url.pathname, body: JSON.parse(String(init?.body)) });
      list[0] = { ...list[0]!, status: 'RECEIVED' };
      return list[0];
    });
    await openWithdraw();
    const history = section('Riwayat penarikan');
    await user.click(
      await within(history).findByRole('button', { name: 'Sudah diterima W20260330-8H2J4K' }),
    );
    const ask = screen.getByRole('alertdialog', { name: 'Konfirmasi penerimaan' });
    expect(ask).toHaveTextContent('Anda sudah menerima Rp 300.00 di BCA ******7788?');
    await user.click(within(ask).getByRole('button', { name: 'Ya, sudah diterima' }));
    expect(
      await within(history).findByText('Terima kasih, penarikan W20260330-8H2J4K selesai.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent).toEqual([
      { path: '/wps/payment/withdraw/wd-1/confirmation', body: { received: true } },
    ]);
    expect(await within(history).findByText('Diterima')).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: /^Sudah diterima/ })).toBeNull();
  });

  it('reports a PAID withdrawal not received with checked proof images and a remark', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const list = [withdrawal({ status: 'PAID' })];
    const sent: unknown[] = [];
    const api = withdrawApi({ withdrawals: list });
    api.on(paymentCalls.confirmWithdrawal, (_, init) => {
      sent.push(JSON.parse(String(init?.body)));
      list[0] = {
        ...list[0]!,
        status: 'NOT_RECEIVED',
        proofCount: 2,
        memberRemark: 'Dana belum masuk',
      };
      return list[0];
    });
    await openWithdraw();
    const history = section('Riwayat penarikan');
    await user.click(
      await within(history).findByRole('button', { name: 'Belum diterima W20260330-8H2J4K' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Laporkan dana belum diterima' });
    const send = within(dialog).getByRole('button', { name: 'Kirim laporan' });
    const files = within(dialog).getByLabelText(/Tambah gambar bukti/);

    // No proof: nothing is sent.
    await user.click(send);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Lampirkan paling sedikit 1 gambar bukti.',
    );

    // Not an image of the right kind, or too large: refused before any upload.
    await user.upload(files, new File(['GIF89a'], 'proof.gif', { type: 'image/gif' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'proof.gif: pilih gambar PNG atau JPG.',
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(files, big);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'big.png: gambar harus di bawah 5 MB.',
    );

    const png = (name: string) =>
      new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
    const jpg = new File([new Uint8Array([255, 216, 255, 224])], 'c.jpg', { type: 'image/jpeg' });
    await user.upload(files, [png('a.png'), png('b.png')]);
    await user.upload(files, [jpg, png('d.png')]);
    // A fourth is one too many.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Paling banyak 3 gambar bukti.',
    );
    const thumbnails = within(dialog).getByRole('list', { name: 'Gambar bukti' });
    expect(
      within(thumbnails)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Bukti 1', 'Bukti 2', 'Bukti 3']);
    // Full, the input keeps the focus it has (a disabled one would drop it to the page) and
    // refuses another choice with a message instead of opening the picker.
    expect(files).toHaveFocus();
    expect(files).toBeEnabled();
    expect(files).toHaveAttribute('aria-disabled', 'true');
    await user.upload(files, png('e.png'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Paling banyak 3 gambar bukti.');
    expect(files).toHaveFocus();
    expect(within(thumbnails).getAllByRole('img')).toHaveLength(3);
    // A removed proof's button goes with it: the focus moves to adding another.
    await user.click(within(thumbnails).getByRole('button', { name: 'Hapus bukti 2' }));
    expect(within(thumbnails).getAllByRole('img')).toHaveLength(2);
    expect(files).toHaveFocus();
    expect(files).not.toHaveAttribute('aria-disabled');

    const remark = within(dialog).getByRole('textbox', { name: 'Keterangan (opsional)' });
    await user.type(remark, '  Dana belum masuk  ');
    expect(remark).toHaveAccessibleDescription('20/140 karakter');
    await user.click(send);

    expect(
      await within(history).findByText('Laporan penarikan W20260330-8H2J4K dikirim.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        received: false,
        remark: 'Dana belum masuk',
        proofs: [
          { contentType: 'image/png', data: 'iVBORw0KGgo=' },
          { contentType: 'image/jpeg', data: '/9j/4A==' },
        ],
      },
    ]);
    expect(await within(history).findByText('Tidak diterima')).toBeInTheDocument();
    expect(within(history).getByText('Keterangan Anda: Dana belum masuk')).toBeInTheDocument();
  });

  it('checks a proof’s bytes, not its name, and names the file the platform refused', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent: { proofs: { contentType: string }[] }[] = [];
    const api = withdrawApi({ withdrawals: [withdrawal({ status: 'PAID' })] });
    api.on(paymentCalls.confirmWithdrawal, (_, init) => {
      sent.push(JSON.parse(String(init?.body)) as (typeof sent)[number]);
      return Response.json(
        {
          success: false,
          errorCode: 'request.invalid',
          message: 'Invalid request',
          fields: { 'body.proofs.1': 'Each proof must be a PNG or JPEG of at most 5 MB.' },
        },
        { status: 400 },
      );
    });
    await openWithdraw();
    await user.click(
      await within(section('Riwayat penarikan')).findByRole('button', {
        name: 'Belum diterima W20260330-8H2J4K',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Laporkan dana belum diterima' });
    const files = within(dialog).getByLabelText(/Tambah gambar bukti/);

    // Named .png, but not a PNG inside: refused in the browser, naming the file.
    await user.upload(files, new File(['just some text'], 'fake.png', { type: 'image/png' }));
    // Shown once the picker's press has ended (a field's words never move under a press).
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'fake.png: isi berkas ini bukan gambar PNG atau JPG.',
    );
    expect(within(dialog).queryByRole('list', { name: 'Gambar bukti' })).toBeNull();

    // A PNG named .jpg is a PNG: sent as what its bytes are.
    const pngBytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
    const jpgBytes = new Uint8Array([255, 216, 255, 224]);
    await user.upload(files, [
      new File([pngBytes], 'scan.jpg', { type: 'image/jpeg' }),
      new File([jpgBytes], 'mutasi.jpg', { type: 'image/jpeg' }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));

    // The platform's refusal of the second proof is said with that file's name.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'mutasi.jpg: isi berkas ini bukan gambar PNG atau JPG.',
    );
    expect(within(dialog).queryByText('Data yang dikirim tidak valid.')).toBeNull();
    expect(sent.map((body) => body.proofs.map((p) => p.contentType))).toEqual([
      ['image/png', 'image/jpeg'],
    ]);
    // Changing the proofs drops the refusal of the set that was sent.
    await user.click(within(dialog).getByRole('button', { name: 'Hapus bukti 2' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('shows a refused answer in the dialog, translated', async () => {
    const user = userEvent.setup({ delay: null });
    const api = withdrawApi({ withdrawals: [withdrawal({ status: 'PAID' })] });
    api.fail(paymentCalls.confirmWithdrawal, 'order.already.decided', 'Decided', 409);
    await openWithdraw();
    await user.click(
      await within(section('Riwayat penarikan')).findByRole('button', {
        name: 'Sudah diterima W20260330-8H2J4K',
      }),
    );
    const ask = screen.getByRole('alertdialog', { name: 'Konfirmasi penerimaan' });
    await user.click(within(ask).getByRole('button', { name: 'Ya, sudah diterima' }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent(
      shownError('order.already.decided', 'Decided'),
    );
  });

  it('says a report refused as already answered was not sent', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = withdrawApi({ withdrawals: [withdrawal({ status: 'PAID' })] });
    api.fail(paymentCalls.confirmWithdrawal, 'order.already.decided', 'Decided', 409);
    await openWithdraw();
    await user.click(
      await within(section('Riwayat penarikan')).findByRole('button', {
        name: 'Belum diterima W20260330-8H2J4K',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Laporkan dana belum diterima' });
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])],
      'a.png',
      {
        type: 'image/png',
      },
    );
    await user.upload(within(dialog).getByLabelText(/Tambah gambar bukti/), png);
    await user.click(within(dialog).getByRole('button', { name: 'Kirim laporan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Penarikan ini sudah dijawab (mungkin di tab lain), jadi laporan ini tidak terkirim.',
    );
  });

  it('speaks English after a language switch', async () => {
    await records(everyStatus());
    await act(() => applyLanguage('EN'));
    const history = await screen.findByRole('heading', { name: 'Withdrawal history' });
    const list = history.closest('section') as HTMLElement;
    expect(within(list).getByText('Full payment made')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Not received W-PAID' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Withdrawal summary' })).toBeInTheDocument();
  });
});
