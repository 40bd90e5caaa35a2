import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordCalls, type AccountRecord, HOUR_MS } from '@site/contract';
import type { MemberPageKey } from '../../../config/member-pages';
import { applyLanguage } from '../../../i18n';
import { memberInfo, resetAccountState } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { testQueryClient } from '../../../testing/render';
import {
  accountRecords,
  bonusRecords,
  failure,
  mockRecords,
  mockWallets,
  profit,
} from '../../../testing/wallet-data';
import { periodOf } from '../utils/periods';
import { memberCentreApi } from './member-centre-setup';
import { expectTableOnPhones, openMoneyPage, textsOf } from './money-setup';

// A visitor in Jakarta (UTC+7): the presets count from their midnight, not UTC's.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Jakarta';
});
afterAll(() => {
  process.env.TZ = zone;
});
// 21 Nov 2026 08:30 in Jakarta is still 20 Nov in UTC. Only Date is faked: timers stay real.
const NOW = new Date('2026-11-21T01:30:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  resetAccountState();
});
afterEach(async () => {
  vi.useRealTimers();
  await act(() => applyLanguage('ID'));
});

describe('date presets', () => {
  it.each([
    ['today', '2026-11-20T17:00:00.000Z', '2026-11-21T17:00:00.000Z'],
    ['yesterday', '2026-11-19T17:00:00.000Z', '2026-11-20T17:00:00.000Z'],
    ['last7', '2026-11-14T17:00:00.000Z', '2026-11-21T17:00:00.000Z'],
    ['last30', '2026-10-22T17:00:00.000Z', '2026-11-21T17:00:00.000Z'],
  ] as const)(
    'count %s in whole days from the visitor’s local midnight, to exclusive',
    (preset, from, to) => {
      expect(periodOf(preset, NOW)).toEqual({ from, to });
    },
  );
});

async function openPage(page: MemberPageKey, records: Parameters<typeof mockRecords>[1] = {}) {
  const api = memberCentreApi(mockApi(), memberInfo());
  mockWallets(api);
  const queries = mockRecords(api, records);
  const client = testQueryClient();
  openMoneyPage(page, { client });
  return { api, client, queries, user: userEvent.setup({ delay: null }) };
}

const params = (search: URLSearchParams | undefined) => Object.fromEntries(search ?? []);
const LAST7 = { from: '2026-11-14T17:00:00.000Z', to: '2026-11-21T17:00:00.000Z' };
const LAST30 = { from: '2026-10-22T17:00:00.000Z', to: '2026-11-21T17:00:00.000Z' };
const table = () => screen.getByRole('table', { name: 'Catatan akun' });
const rows = () => within(table()).getAllByRole('row').slice(1);

describe('account record (transactionHistory)', () => {
  it('asks for the last 7 days by default and shows time, type, wallet, signed amount and balance', async () => {
    const { queries } = await openPage('transactionHistory');
    await screen.findByRole('table', { name: 'Catatan akun' });
    expect(params(queries.transactions[0])).toEqual({ ...LAST7, pageNo: '1', pageSize: '10' });
    expect(screen.getByRole('radio', { name: '7 hari terakhir' })).toBeChecked();
    expect(rows()).toHaveLength(10);
    const [deposit, transfer, withdrawal] = rows();
    const cells = (row: HTMLElement) => textsOf(within(row).getAllByRole('cell'));
    expect(cells(deposit!)).toEqual([
      '20 Nov 2026, 19.00',
      'Deposit',
      'Dompet utama',
      '+P 100.00',
      'P 1,000.00',
    ]);
    // A vendor wallet by its display name; an outgoing amount in red with its minus sign.
    expect(cells(transfer!)).toEqual([
      '20 Nov 2026, 18.00',
      'Transfer dompet',
      'PG Soft',
      '-P 26.50',
      'P 1,010.00',
    ]);
    expect(within(withdrawal!).getByText('-P 27.50')).toHaveClass('records-amount--out');
    expect(within(deposit!).getByText('+P 100.00')).toHaveClass('records-amount--in');
    expectTableOnPhones(table());
  });

  it('filters by type and by the last 30 days, going back to page 1', async () => {
    const { queries, user } = await openPage('transactionHistory');
    await screen.findByRole('table', { name: 'Catatan akun' });
    await user.click(screen.getByRole('button', { name: 'Halaman 2' }));
    await waitFor(() => expect(params(queries.transactions.at(-1))).toMatchObject({ pageNo: '2' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jenis transaksi' }), 'BONUS');
    await waitFor(() =>
      expect(params(queries.transactions.at(-1))).toEqual({
        ...LAST7,
        pageNo: '1',
        pageSize: '10',
        type: 'BONUS',
      }),
    );
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows().every((row) => row.textContent?.includes('Bonus'))).toBe(true);
    await user.click(screen.getByRole('radio', { name: '30 hari terakhir' }));
    await waitFor(() =>
      expect(params(queries.transactions.at(-1))).toEqual({
        ...LAST30,
        pageNo: '1',
        pageSize: '10',
        type: 'BONUS',
      }),
    );
    // Every type of the contract can be picked, in words.
    const options = textsOf(
      within(screen.getByRole('combobox', { name: 'Jenis transaksi' })).getAllByRole('option'),
    );
    expect(options).toEqual([
      'Semua jenis',
      'Deposit',
      'Penarikan',
      'Pengembalian penarikan',
      'Transfer dompet',
      'Transfer ke upline / dari downline',
      'Transfer ke downline / dari upline',
      'Penyesuaian',
      'Bonus',
      'Taruhan',
      'Kemenangan',
      'Pengembalian taruhan',
      'Gaji',
      'Dividen',
      'Rabat',
    ]);
  });

  it('pages with a range of 3 and margin pages of 1', async () => {
    const { queries, user } = await openPage('transactionHistory', {
      records: accountRecords(95),
    });
    await screen.findByRole('table', { name: 'Catatan akun' });
    const pages = () =>
      textsOf(
        within(screen.getByRole('navigation', { name: 'Halaman catatan akun' })).getAllByRole(
          'button',
          { name: /^Halaman/ },
        ),
      );
    expect(pages()).toEqual(['1', '2', '3', '10']);
    await user.click(screen.getByRole('button', { name: 'Halaman 10' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(params(queries.transactions.at(-1))).toMatchObject({ pageNo: '10' });
    await user.click(screen.getByRole('button', { name: 'Halaman 9' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Halaman 9' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(pages()).toEqual(['1', '8', '9', '10']);
  });

  it('goes back to the last page when the one shown no longer exists', async () => {
    const records = accountRecords(25);
    const { client, user } = await openPage('transactionHistory', { records });
    await screen.findByRole('table', { name: 'Catatan akun' });
    await user.click(screen.getByRole('button', { name: 'Halaman 3' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    // Asked again (a money action elsewhere, a new day) with fewer records: two pages now.
    records.splice(20);
    await act(() => client.invalidateQueries());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Halaman 2' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(rows()).toHaveLength(10);
    expect(screen.queryByText('Tidak ada catatan pada periode ini.')).toBeNull();
  });

  it('opens a row’s details from the keyboard and closes them with Esc, leaving the centre open', async () => {
    const { queries, user } = await openPage('transactionHistory');
    await screen.findByRole('table', { name: 'Catatan akun' });
    const open = screen.getByRole('button', { name: 'Rincian Deposit, 20 Nov 2026, 19.00' });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Rincian transaksi' });
    expect(await within(dialog).findByText('DEP-20261120-0001')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Bank transfer');
    expect(dialog).toHaveTextContent('tx-1');
    expect(within(dialog).getByRole('table', { name: 'Mutasi' })).toHaveTextContent(
      'Dompet utama+P 100.00P 1,000.00',
    );
    expectTableOnPhones(within(dialog).getByRole('table', { name: 'Mutasi' }));
    expect(queries.details).toEqual(['tx-1']);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog', { name: 'Rincian transaksi' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Pusat Anggota' })).toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('names an upline or downline transfer from the reading member’s side', async () => {
    const line = (
      n: number,
      type: 'UPLINE_TRANSFER' | 'DOWNLINE_TRANSFER',
      amount: number,
    ): AccountRecord => ({
      id: `line-${n}`,
      transactionId: `tx-${n}`,
      type,
      wallet: 'MAIN',
      amount,
      balanceAfter: 500,
      createdAt: new Date(Date.UTC(2026, 10, 20, 12, 0) - n * HOUR_MS).toISOString(),
    });
    const { user } = await openPage('transactionHistory', {
      records: [
        line(1, 'DOWNLINE_TRANSFER', 40),
        line(2, 'DOWNLINE_TRANSFER', -40),
        line(3, 'UPLINE_TRANSFER', 15),
        line(4, 'UPLINE_TRANSFER', -15),
      ],
    });
    await screen.findByRole('table', { name: 'Catatan akun' });
    expect(rows().map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Transfer dari upline',
      'Transfer ke downline',
      'Transfer dari downline',
      'Transfer ke upline',
    ]);
    // The filter names both sides of each kind.
    expect(
      within(screen.getByRole('combobox', { name: 'Jenis transaksi' })).getByRole('option', {
        name: 'Transfer ke downline / dari upline',
      }),
    ).toBeInTheDocument();
    // So does the detail, by what the transaction did to the member's wallets.
    await user.click(screen.getByRole('button', { name: /^Rincian Transfer dari upline, / }));
    const dialog = await screen.findByRole('dialog', { name: 'Rincian transaksi' });
    expect(await within(dialog).findByText('Transfer dari upline')).toBeInTheDocument();
  });

  it('says when the period has no records', async () => {
    await openPage('transactionHistory', { records: [] });
    expect(await screen.findByText('Tidak ada catatan pada periode ini.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failure with a retry', async () => {
    const { api, user } = await openPage('transactionHistory');
    api.on(recordCalls.transactionHistory, () => failure('system.error', 'boom', 500));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat data.');
    mockRecords(api);
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('table', { name: 'Catatan akun' })).toBeInTheDocument();
  });
});

describe('personal profit and loss', () => {
  it('shows today’s totals formatted, the profit coloured by its sign, and asks again per preset', async () => {
    const { queries, user } = await openPage('personalProfit');
    const totals = await screen.findByRole('heading', { name: 'Ringkasan periode' });
    const section = totals.closest('section')!;
    expect(params(queries.profit[0])).toEqual({
      from: '2026-11-20T17:00:00.000Z',
      to: '2026-11-21T17:00:00.000Z',
    });
    const pairs = within(section)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      'Deposit: P 1,500.00',
      'Penarikan: P 200.00',
      'Taruhan: P 800.00',
      'Kemenangan: P 650.25',
      'Bonus: P 50.00',
      'Penyesuaian: P 10.00',
      'Untung/rugi: -P 99.75',
    ]);
    expect(within(section).getByText('-P 99.75')).toHaveClass('records-amount--out');
    await user.click(screen.getByRole('radio', { name: 'Kemarin' }));
    await waitFor(() =>
      expect(params(queries.profit.at(-1))).toEqual({
        from: '2026-11-19T17:00:00.000Z',
        to: '2026-11-20T17:00:00.000Z',
      }),
    );
    await user.click(screen.getByRole('radio', { name: '30 hari terakhir' }));
    await waitFor(() => expect(params(queries.profit.at(-1))).toEqual(LAST30));
  });

  it('colours a gain green', async () => {
    await openPage('personalProfit', { totals: profit({ profit: 1250 }) });
    expect(await screen.findByText('+P 1,250.00')).toHaveClass('records-amount--in');
  });
});

describe('bonus details', () => {
  it('lists the period’s bonuses a page at a time with the period total', async () => {
    const { queries, user } = await openPage('bonusDetails', { bonuses: bonusRecords(12) });
    const list = await screen.findByRole('table', { name: 'Daftar bonus' });
    expect(params(queries.bonus[0])).toEqual({ ...LAST7, pageNo: '1', pageSize: '10' });
    expect(screen.getByText('Total bonus periode ini').nextElementSibling).toHaveTextContent(
      'P 780.00',
    );
    expect(within(list).getAllByRole('row')[1]).toHaveTextContent(
      '19 Nov 2026, 16.30Bonus sambutan+P 10.00',
    );
    expectTableOnPhones(list);
    await user.click(screen.getByRole('button', { name: 'Halaman 2' }));
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(3));
    expect(params(queries.bonus.at(-1))).toMatchObject({ pageNo: '2' });
    await user.click(screen.getByRole('radio', { name: 'Hari ini' }));
    await waitFor(() =>
      expect(params(queries.bonus.at(-1))).toEqual({
        from: '2026-11-20T17:00:00.000Z',
        to: '2026-11-21T17:00:00.000Z',
        pageNo: '1',
        pageSize: '10',
      }),
    );
  });

  it('says when the period has no bonuses', async () => {
    await openPage('bonusDetails', { bonuses: [] });
    expect(await screen.findByText('Tidak ada bonus pada periode ini.')).toBeInTheDocument();
  });
});
