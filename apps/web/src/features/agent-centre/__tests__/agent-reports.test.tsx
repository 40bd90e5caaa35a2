import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agentCalls, gameCalls, type CallResult } from '@site/contract';
import { applyLanguage } from '../../../i18n';
import { mockLoggedIn, resetAccountState } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { quietDay } from './agent-data';
import { renderWithProviders } from '../../../testing/render';
import MyIncome from '../components/pages/my-income';
import TeamBets from '../components/pages/team-bets';
import TeamProfit from '../components/pages/team-profit';
import TeamTransactions from '../components/pages/team-transactions';
import { AgentNavContext } from '../utils/agent-nav';
import { rangeOf } from '../utils/day-ranges';

type Bets = CallResult<typeof agentCalls.bets>;
type Profit = CallResult<typeof agentCalls.profit>;
type Transactions = CallResult<typeof agentCalls.transactions>;
type Income = CallResult<typeof agentCalls.income>;

const pageOf = <T,>(list: T[], pageNum: number, pageSize: number, totalCount: number) => ({
  pageNum,
  pageSize,
  totalCount,
  totalPages: Math.ceil(totalCount / pageSize),
  list,
});

const bet = (n: number, overrides: Partial<Bets['list'][number]> = {}): Bets['list'][number] => ({
  id: `bet-${n}`,
  account: `member${n}`,
  gameName: 'Garuda Gold Reels',
  product: 'RNG',
  vendor: 'HOUSE',
  vendorName: 'House Games',
  betAmount: 10 * n,
  validBet: 10 * n,
  winLoss: -5 * n,
  status: 'SETTLED',
  createdAt: '2026-11-26T06:14:42.000Z',
  ...overrides,
});

const figures = quietDay;

/** The params of each request to a call, in order. */
function record(api: ReturnType<typeof mockApi>) {
  const asked: Record<string, URLSearchParams[]> = {};
  return {
    asked,
    on<C extends Parameters<typeof api.on>[0]>(
      name: string,
      call: C,
      answer: (
        params: URLSearchParams,
      ) => Parameters<typeof api.on<C>>[1] extends (...args: never[]) => infer R
        ? Awaited<R>
        : never,
    ) {
      api.on(call, (url) => {
        (asked[name] ??= []).push(url.searchParams);
        return answer(url.searchParams) as never;
      });
    },
  };
}

function show(page: ReactElement, params = {}) {
  renderWithProviders(
    <Suspense fallback={<p>suspended</p>}>
      <AgentNavContext.Provider value={{ page: 'agentTeamOverview', params, go: () => {} }}>
        {page}
      </AgentNavContext.Provider>
    </Suspense>,
  );
}

/** The CSV the page handed the browser, as text. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let lastBlob: Blob | null = null;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        lastBlob = blob;
        return 'blob:report';
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, blob: lastBlob! });
  });
  return files;
}

// Each journey types and clicks through a whole form: slower than the default 5 s on a busy CI.
describe('agent reports', { timeout: 20_000 }, () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    resetAccountState();
    api = mockLoggedIn(mockApi(), { type: 2, isAgent: true, account: 'demoagent' });
    const card = (vassalage: string, displayName: string) => ({
      vassalage,
      displayName,
      smallIcon: '',
      isHot: 0 as const,
      maintenance: 0 as const,
    });
    api.on(gameCalls.vendors, () => ({
      categories: [
        { title: 'RNG' as const, cards: [card('HOUSE', 'House Games'), card('PG', 'PG Soft')] },
        { title: 'LIVE' as const, cards: [card('EVO', 'Evolution')] },
      ],
    }));
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await act(() => applyLanguage('ID'));
  });

  describe('team bets', () => {
    it('shows the team bets of today with formatted amounts and statuses', async () => {
      const calls = record(api);
      calls.on('bets', agentCalls.bets, () =>
        pageOf(
          [
            bet(1),
            bet(2, { status: 'OPEN', winLoss: 0, validBet: 0 }),
            bet(3, { id: 'f5d06fd7-290d-4647-9eeb-bdbf692800a5' }),
          ],
          1,
          20,
          2,
        ),
      );
      show(<TeamBets />);
      const table = await screen.findByRole('table', { name: /Taruhan tim \(2\)/ });
      const first = within(table).getAllByRole('row')[1]!;
      expect(within(first).getByRole('rowheader')).toHaveTextContent('bet-1');
      expect(first).toHaveTextContent('member1');
      expect(first).toHaveTextContent('Garuda Gold Reels');
      expect(first).toHaveTextContent('Slot · House Games');
      expect(first).toHaveTextContent('Rp 10.00');
      expect(first).toHaveTextContent('-Rp 5.00');
      expect(first).toHaveTextContent('Selesai');
      expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Berjalan');
      // A long bet number is shortened on screen, whole in its tooltip and for screen readers.
      const long = within(table).getAllByRole('row')[3]!;
      expect(within(long).getByText('f5d06f…2800a5')).toHaveAttribute('aria-hidden', 'true');
      expect(within(long).getByRole('rowheader')).toHaveAccessibleName(
        'f5d06fd7-290d-4647-9eeb-bdbf692800a5',
      );
      const today = rangeOf('today', 'Asia/Jakarta');
      const asked = calls.asked.bets![0]!;
      expect(asked.get('startDate')).toBe(today.startDate);
      expect(asked.get('endDate')).toBe(today.endDate);
      expect(asked.get('pageNo')).toBe('1');
      expect(asked.has('username')).toBe(false);
      expect(
        screen.getByText(/semua halaman hasil filter ini, paling banyak 10,000 baris/),
      ).toBeInTheDocument();
    });

    it('sends the filters when shown and pages through the result', async () => {
      const user = userEvent.setup({ delay: null });
      const calls = record(api);
      calls.on('bets', agentCalls.bets, (q) =>
        pageOf([bet(Number(q.get('pageNo')))], Number(q.get('pageNo')), 20, 45),
      );
      show(<TeamBets />);
      await screen.findByRole('table');
      await user.type(screen.getByLabelText('Akun'), '  budi88 ');
      await user.selectOptions(screen.getByLabelText('Produk'), 'LIVE');
      // The vendors narrow to the product's.
      const vendor = screen.getByLabelText('Vendor');
      await vi.waitFor(() =>
        expect(
          within(vendor)
            .getAllByRole('option')
            .map((o) => o.textContent),
        ).toEqual(['Semua vendor', 'Evolution']),
      );
      await user.selectOptions(vendor, 'EVO');
      await user.selectOptions(screen.getByLabelText('Status'), 'VOID');
      await user.click(screen.getByRole('radio', { name: '7 hari terakhir' }));
      await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
      await vi.waitFor(() => expect(calls.asked.bets).toHaveLength(2));
      const filtered = calls.asked.bets![1]!;
      expect(filtered.get('username')).toBe('budi88');
      expect(filtered.get('product')).toBe('LIVE');
      expect(filtered.get('vendor')).toBe('EVO');
      expect(filtered.get('status')).toBe('VOID');
      expect(filtered.get('startDate')).toBe(rangeOf('last7', 'Asia/Jakarta').startDate);
      expect(filtered.get('pageNo')).toBe('1');

      const pager = screen.getByRole('navigation', { name: 'Halaman taruhan tim' });
      await user.click(within(pager).getByRole('button', { name: /3/ }));
      await vi.waitFor(() => expect(calls.asked.bets).toHaveLength(3));
      expect(calls.asked.bets![2]!.get('pageNo')).toBe('3');
      expect(calls.asked.bets![2]!.get('username')).toBe('budi88');
      expect(await screen.findByText('bet-3')).toBeInTheDocument();
    });

    it('refuses a custom range that does not hold, saying why', async () => {
      const user = userEvent.setup({ delay: null });
      const calls = record(api);
      calls.on('bets', agentCalls.bets, () => pageOf([bet(1)], 1, 20, 1));
      show(<TeamBets />);
      await screen.findByRole('table');
      await user.click(screen.getByRole('radio', { name: 'Pilih tanggal' }));
      const start = screen.getByLabelText('Dari tanggal');
      const end = screen.getByLabelText('Sampai tanggal');
      await user.clear(start);
      await user.type(start, '2026-11-10');
      await user.clear(end);
      await user.type(end, '2026-11-09');
      await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
      expect(end).toHaveAccessibleDescription('Tanggal akhir tidak boleh sebelum tanggal mulai.');
      await vi.waitFor(() => expect(end).toHaveFocus());
      await user.clear(start);
      await user.type(start, '2026-06-01');
      await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
      expect(start).toHaveAccessibleDescription(/Rentang paling lama 93 hari/);
      expect(calls.asked.bets).toHaveLength(1);
      await user.clear(start);
      await user.type(start, '2026-11-01');
      await user.clear(end);
      await user.type(end, '2026-11-09');
      await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
      await vi.waitFor(() => expect(calls.asked.bets).toHaveLength(2));
      expect(calls.asked.bets![1]!.get('startDate')).toBe('2026-11-01');
      expect(calls.asked.bets![1]!.get('endDate')).toBe('2026-11-09');
    });

    it('sorts the page by a column and says so with aria-sort', async () => {
      const user = userEvent.setup({ delay: null });
      api.on(agentCalls.bets, () => pageOf([bet(2), bet(3), bet(1)], 1, 20, 3));
      show(<TeamBets />);
      const table = await screen.findByRole('table');
      const header = within(table).getByRole('columnheader', { name: 'Taruhan' });
      expect(header).not.toHaveAttribute('aria-sort');
      await user.click(within(header).getByRole('button'));
      expect(header).toHaveAttribute('aria-sort', 'ascending');
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((c) => c.textContent),
      ).toEqual(['bet-1', 'bet-2', 'bet-3']);
      await user.click(within(header).getByRole('button'));
      expect(header).toHaveAttribute('aria-sort', 'descending');
      expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('bet-3');
      expect(table).toHaveTextContent('urutan berlaku untuk halaman ini');
    });

    it('says when nothing matched, and when the platform refused', async () => {
      const user = userEvent.setup({ delay: null });
      api.on(agentCalls.bets, () => pageOf([], 1, 20, 0));
      show(<TeamBets />);
      expect(await screen.findByText('Tidak ada taruhan tim untuk filter ini.')).toHaveAttribute(
        'role',
        'status',
      );
      api.fail(agentCalls.bets, 'member.not.downline', 'not yours', 404);
      await user.type(screen.getByLabelText('Akun'), 'stranger');
      await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Akun ini bukan downline Anda.');
    });

    it('exports every page of the filter to a CSV with a BOM and Indonesian headers', async () => {
      const user = userEvent.setup({ delay: null });
      const files = captureDownloads();
      const calls = record(api);
      calls.on('bets', agentCalls.bets, (q) => {
        const pageNo = Number(q.get('pageNo'));
        const size = Number(q.get('pageSize') ?? 20);
        const list =
          size === 100
            ? [bet(pageNo * 10, { gameName: 'Reels, "Gold"', winLoss: -1234.5 })]
            : [bet(1)];
        return pageOf(list, pageNo, size, size === 100 ? 150 : 1);
      });
      show(<TeamBets />);
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: 'Ekspor CSV' }));
      await vi.waitFor(() => expect(files).toHaveLength(1));
      const exported = calls.asked.bets!.filter((q) => q.get('pageSize') === '100');
      expect(exported.map((q) => q.get('pageNo'))).toEqual(['1', '2']);
      expect(files[0]!.name).toMatch(/^team-bets_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
        await files[0]!.blob.arrayBuffer(),
      );
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const lines = text.slice(1).split('\r\n');
      expect(lines[0]).toBe(
        'No. taruhan,Akun,Permainan,Produk,Vendor,Taruhan,Taruhan valid,Menang/kalah,Waktu (GMT+7),Status',
      );
      expect(lines[1]).toBe(
        'bet-10,member10,"Reels, ""Gold""",Slot,House Games,100.00,100.00,-1234.50,2026-11-26 13:14:42,Selesai',
      );
      expect(lines[2]).toMatch(/^bet-20,/);
      expect(lines).toHaveLength(4);
      expect(await screen.findByText('Berkas CSV siap: 2 baris.')).toBeInTheDocument();
    });
  });

  describe('team P&L', () => {
    const member = (account: string, teamCount: number, level = 1): Profit['list'][number] => ({
      ...figures,
      account,
      level,
      teamCount,
      deposit: 2100,
      betAmount: 2240,
      validBet: 2240,
      payout: 1698.55,
      profit: -541.45,
    });

    it('shows a level with its totals, drills into a member team and back', async () => {
      const user = userEvent.setup({ delay: null });
      const calls = record(api);
      calls.on('profit', agentCalls.profit, (q) => {
        const parent = q.get('parent');
        const list = parent
          ? [member('demomember1', 0, 2)]
          : [member('demomember7', 0), member('demosub1', 5)];
        return {
          ...pageOf(list, 1, 20, list.length),
          total: { ...figures, deposit: parent ? 2400 : 13200, profit: parent ? 288.12 : -215.95 },
        };
      });
      calls.on('products', agentCalls.products, () => ({
        list: [
          {
            product: 'RNG' as const,
            bets: 135,
            betAmount: 15423.35,
            validBet: 15423.35,
            payout: 15207.4,
            profit: -215.95,
          },
          { product: 'LIVE' as const, bets: 0, betAmount: 0, validBet: 0, payout: 0, profit: 0 },
        ],
      }));
      show(<TeamProfit />);
      const table = await screen.findByRole('table', { name: /anggota di bawah Tim saya \(2\)/ });
      expect(within(table).getByRole('rowheader', { name: 'demomember7' })).toBeInTheDocument();
      const totals = within(table)
        .getByRole('rowheader', { name: 'Total tim saya' })
        .closest('tr')!;
      expect(totals).toHaveTextContent('Rp 13,200.00');
      expect(totals).toHaveTextContent('-Rp 215.95');
      const products = await screen.findByRole('table', { name: 'Taruhan per produk: Tim saya' });
      expect(
        within(products).getByRole('rowheader', { name: 'Slot' }).closest('tr'),
      ).toHaveTextContent('Rp 15,423.35');
      expect(calls.asked.products![0]!.has('username')).toBe(false);
      // A member without a team of its own opens nothing.
      expect(within(table).queryByRole('button', { name: /demomember7/ })).toBeNull();

      await user.click(within(table).getByRole('button', { name: 'demosub1 (lihat timnya)' }));
      const below = await screen.findByRole('table', { name: /anggota di bawah demosub1 \(1\)/ });
      expect(within(below).getByRole('rowheader', { name: 'demomember1' })).toBeInTheDocument();
      expect(calls.asked.profit!.at(-1)!.get('parent')).toBe('demosub1');
      await vi.waitFor(() =>
        expect(calls.asked.products!.at(-1)!.get('username')).toBe('demosub1'),
      );
      const trail = screen.getByRole('navigation', { name: 'Tingkat tim' });
      expect(within(trail).getByText('demosub1')).toHaveAttribute('aria-current', 'page');
      expect(within(trail).getByText('demosub1')).toHaveFocus();

      await user.click(within(trail).getByRole('button', { name: 'Tim saya' }));
      expect(
        await screen.findByRole('table', { name: /anggota di bawah Tim saya/ }),
      ).toBeInTheDocument();
      expect(calls.asked.profit!.at(-1)!.has('parent')).toBe(false);
    });

    it('starts at the team of the downline another page opened it with', async () => {
      const calls = record(api);
      calls.on('profit', agentCalls.profit, () => ({
        ...pageOf([member('demomember1', 0, 2)], 1, 20, 1),
        total: figures,
      }));
      calls.on('products', agentCalls.products, () => ({ list: [] }));
      show(<TeamProfit />, { username: 'demosub1' });
      await screen.findByRole('table', { name: /anggota di bawah demosub1/ });
      expect(calls.asked.profit![0]!.get('parent')).toBe('demosub1');
    });

    it('exports the level with its totals line', async () => {
      const user = userEvent.setup({ delay: null });
      const files = captureDownloads();
      api.on(agentCalls.profit, () => ({
        ...pageOf([member('demosub1', 5)], 1, 100, 1),
        total: { ...figures, deposit: 13200, profit: -215.95 },
      }));
      api.on(agentCalls.products, () => ({
        list: [
          {
            product: 'RNG' as const,
            bets: 3,
            betAmount: 30,
            validBet: 30,
            payout: 12.5,
            profit: -17.5,
          },
          {
            product: 'LIVE' as const,
            bets: 1,
            betAmount: 10,
            validBet: 10,
            payout: 20,
            profit: 10,
          },
        ],
      }));
      show(<TeamProfit />);
      await screen.findByRole('table', { name: /anggota di bawah/ });
      await user.click(screen.getByRole('button', { name: 'Ekspor CSV' }));
      await vi.waitFor(() => expect(files).toHaveLength(1));
      const lines = (await files[0]!.blob.text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(
        'Akun,Tingkat,Anggota tim,Deposit,Penarikan,Taruhan,Taruhan valid,Pembayaran,Bonus,Untung/rugi',
      );
      expect(lines[1]).toBe('demosub1,1,5,2100.00,0.00,2240.00,2240.00,1698.55,0.00,-541.45');
      expect(lines[2]).toBe('Total tim saya,,,13200.00,0.00,0.00,0.00,0.00,0.00,-215.95');

      await user.click(screen.getByRole('button', { name: 'Ekspor CSV per produk' }));
      await vi.waitFor(() => expect(files).toHaveLength(2));
      expect(files[1]!.name).toMatch(/^team-products_me_/);
      const products = (await files[1]!.blob.text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(products).toEqual([
        'Produk,Jumlah taruhan,Taruhan,Taruhan valid,Pembayaran,Untung/rugi',
        'Slot,3,30.00,30.00,12.50,-17.50',
        'Kasino Langsung,1,10.00,10.00,20.00,10.00',
        'Total,4,40.00,40.00,32.50,-7.50',
        '',
      ]);
    });
  });

  describe('my income', () => {
    const day = (date: string, dividend: number, dailySalary: number): Income['list'][number] => ({
      day: date,
      rebate: 0,
      dividend,
      dailySalary,
      hourlySalary: 0,
      realtimeSalary: 0,
      total: dividend + dailySalary,
    });

    it('shows the income by day and kind with the totals, and exports them', async () => {
      const user = userEvent.setup({ delay: null });
      const files = captureDownloads();
      const calls = record(api);
      calls.on('income', agentCalls.income, (q) => {
        const [start, end] = [q.get('startDate')!, q.get('endDate')!];
        return {
          list: start === end ? [day(start, 100, 25.5)] : [day(start, 100, 0), day(end, 0, 25.5)],
          total: day(end, 100, 25.5),
        };
      });
      show(<MyIncome />);
      const last7 = rangeOf('last7', 'Asia/Jakarta');
      const table = await screen.findByRole('table', {
        name: `Pendapatan per hari, ${last7.startDate} s.d. ${last7.endDate}`,
      });
      expect(calls.asked.income![0]!.get('startDate')).toBe(last7.startDate);
      expect(
        within(table).getByRole('rowheader', { name: last7.startDate }).closest('tr'),
      ).toHaveTextContent('Rp 100.00');
      const totals = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
      expect(totals).toHaveTextContent('Rp 125.50');
      expect(
        screen.getByText('Total pendapatan', { selector: 'dt' }).nextElementSibling,
      ).toHaveTextContent('Rp 125.50');
      expect(screen.getByText('Mengekspor seluruh laporan periode ini.')).toBeInTheDocument();

      await user.click(screen.getByRole('radio', { name: 'Kemarin' }));
      await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
      await vi.waitFor(() => expect(calls.asked.income).toHaveLength(2));
      expect(calls.asked.income![1]!.get('startDate')).toBe(
        rangeOf('yesterday', 'Asia/Jakarta').startDate,
      );

      await user.click(screen.getByRole('button', { name: 'Ekspor CSV' }));
      await vi.waitFor(() => expect(files).toHaveLength(1));
      const lines = (await files[0]!.blob.text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(
        'Tanggal,Rabat,Dividen,Gaji harian,Gaji per jam,Gaji real-time,Total pendapatan',
      );
      const yesterday = rangeOf('yesterday', 'Asia/Jakarta').startDate;
      expect(lines[1]).toBe(`${yesterday},0.00,100.00,25.50,0.00,0.00,125.50`);
      expect(lines[2]).toBe('Total,0.00,100.00,25.50,0.00,0.00,125.50');
      expect(lines).toHaveLength(4);
    });
  });

  describe('downline transactions', () => {
    const line = (n: number, overrides: Partial<Transactions['list'][number]> = {}) => ({
      id: String(n),
      account: 'demomember7',
      type: 'DEPOSIT',
      amount: 150.25,
      balanceAfter: 1558.55,
      createdAt: '2026-11-26T06:44:42.040Z',
      ...overrides,
    });

    it('shows the ledger lines, filters by member and type, pages and exports', async () => {
      const user = userEvent.setup({ delay: null });
      const files = captureDownloads();
      const calls = record(api);
      calls.on('transactions', agentCalls.transactions, (q) => {
        const pageNo = Number(q.get('pageNo'));
        const size = Number(q.get('pageSize') ?? 20);
        return pageOf(
          [line(pageNo), line(pageNo + 100, { type: 'BET', amount: -20 })],
          pageNo,
          size,
          50,
        );
      });
      show(<TeamTransactions />, { username: 'demomember7' });
      const table = await screen.findByRole('table', { name: 'Transaksi downline (50)' });
      expect(calls.asked.transactions![0]!.get('username')).toBe('demomember7');
      expect(screen.getByLabelText('Akun')).toHaveValue('demomember7');
      const [first, second] = within(table).getAllByRole('row').slice(1);
      expect(first).toHaveTextContent('Deposit');
      expect(first).toHaveTextContent('+Rp 150.25');
      expect(first).toHaveTextContent('Rp 1,558.55');
      expect(second).toHaveTextContent('Taruhan');
      expect(second).toHaveTextContent('-Rp 20.00');

      await user.selectOptions(screen.getByLabelText('Jenis'), 'WITHDRAWAL');
      await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
      await vi.waitFor(() => expect(calls.asked.transactions).toHaveLength(2));
      expect(calls.asked.transactions![1]!.get('type')).toBe('WITHDRAWAL');
      const pager = screen.getByRole('navigation', { name: 'Halaman transaksi downline' });
      await user.click(within(pager).getByRole('button', { name: 'Berikutnya' }));
      await vi.waitFor(() => expect(calls.asked.transactions).toHaveLength(3));
      expect(calls.asked.transactions![2]!.get('pageNo')).toBe('2');
      expect(calls.asked.transactions![2]!.get('type')).toBe('WITHDRAWAL');

      await user.click(screen.getByRole('button', { name: 'Ekspor CSV' }));
      await vi.waitFor(() => expect(files).toHaveLength(1));
      const lines = (await files[0]!.blob.text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('Waktu (GMT+7),Akun,Jenis,Jumlah,Saldo akhir');
      expect(lines[1]).toBe('2026-11-26 13:44:42,demomember7,Deposit,150.25,1558.55');
      expect(lines[2]).toBe('2026-11-26 13:44:42,demomember7,Taruhan,-20.00,1558.55');
      const exported = calls.asked.transactions!.filter((q) => q.get('pageSize') === '100');
      expect(exported.every((q) => q.get('type') === 'WITHDRAWAL')).toBe(true);
    });

    it('speaks English, the CSV header included, when the language is English', async () => {
      const user = userEvent.setup({ delay: null });
      const files = captureDownloads();
      api.on(agentCalls.transactions, (url) =>
        pageOf(
          [line(1, { type: 'WITHDRAWAL', amount: -50 })],
          1,
          Number(url.searchParams.get('pageSize') ?? 20),
          1,
        ),
      );
      await act(() => applyLanguage('EN'));
      show(<TeamTransactions />);
      const table = await screen.findByRole('table', { name: 'Downline transactions (1)' });
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('-Rp 50.00');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await vi.waitFor(() => expect(files).toHaveLength(1));
      const lines = (await files[0]!.blob.text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('Time (GMT+7),Account,Type,Amount,Balance after');
      expect(lines[1]).toMatch(/^2026-11-26 13:44:42,demomember7,[^,]+,-50.00,1558.55$/);
      expect(lines[1]).not.toContain('Penarikan');
    });
  });
});
